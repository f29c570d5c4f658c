import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { getDb, schema } from '../../db';
import { newId } from '../../lib/ids';
import { iso } from '../../lib/time';
import { textSchema } from '../../validation/fields';
import { readJson } from './json-body';
import { requireWorkspace } from './workspace-guard';

const createTemplate = z.object({ name: textSchema(1, 100), content: textSchema(1, 65_536) });

const present = (r: typeof schema.templates.$inferSelect) => ({
  id: r.id,
  workspaceId: r.workspaceId,
  name: r.name,
  content: r.content,
  createdAt: iso(r.createdAt),
});

export const templateRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const workspaceId = c.req.param('ws') ?? '';
    const db = getDb(c.env);
    await requireWorkspace(db, workspaceId);
    const body = await readJson(c, createTemplate);
    const row = { id: newId('tpl'), workspaceId, ...body, createdAt: Date.now() };
    await db.insert(schema.templates).values(row);
    return c.json(present(row), 201);
  })
  .get('/', async (c) => {
    const workspaceId = c.req.param('ws') ?? '';
    const db = getDb(c.env);
    await requireWorkspace(db, workspaceId);
    const rows = await db
      .select()
      .from(schema.templates)
      .where(eq(schema.templates.workspaceId, workspaceId))
      .orderBy(desc(schema.templates.createdAt));
    return c.json(rows.map(present));
  });
