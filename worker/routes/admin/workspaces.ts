import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { getDb, schema } from '../../db';
import { newId } from '../../lib/ids';
import { iso } from '../../lib/time';
import { textSchema } from '../../validation/fields';
import { readJson } from './json-body';

const createWorkspace = z.object({ name: textSchema(1, 100) });

const present = (row: typeof schema.workspaces.$inferSelect) => ({ id: row.id, name: row.name, createdAt: iso(row.createdAt) });

export const workspaceRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { name } = await readJson(c, createWorkspace);
    const row = { id: newId('ws'), name, createdAt: Date.now() };
    await getDb(c.env).insert(schema.workspaces).values(row);
    return c.json(present(row), 201);
  })
  .get('/', async (c) => {
    const rows = await getDb(c.env).select().from(schema.workspaces).orderBy(desc(schema.workspaces.createdAt));
    return c.json(rows.map(present));
  });
