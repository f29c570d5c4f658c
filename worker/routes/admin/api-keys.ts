import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { getDb, schema } from '../../db';
import { notFound } from '../../errors';
import { sha256Hex } from '../../lib/crypto';
import { newApiKey, newId } from '../../lib/ids';
import { iso } from '../../lib/time';
import { textSchema } from '../../validation/fields';
import { readJson } from './json-body';
import { requireWorkspace } from './workspace-guard';

const createKey = z.object({ name: textSchema(1, 100) });

/** Enough of the key to recognise it in a list (`kw_` and 6 characters), never enough to use it. */
const PREFIX_LENGTH = 9;

export const apiKeyRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const workspaceId = c.req.param('ws') ?? '';
    const db = getDb(c.env);
    await requireWorkspace(db, workspaceId);
    const { name } = await readJson(c, createKey);
    const key = newApiKey();
    const row = {
      id: newId('key'),
      workspaceId,
      name,
      prefix: key.slice(0, PREFIX_LENGTH),
      keyHash: await sha256Hex(key),
      createdAt: Date.now(),
    };
    await db.insert(schema.apiKeys).values(row);
    // The only time the key is ever shown.
    return c.json({ id: row.id, name, key, prefix: row.prefix, createdAt: iso(row.createdAt) }, 201);
  })
  .get('/', async (c) => {
    const workspaceId = c.req.param('ws') ?? '';
    const db = getDb(c.env);
    await requireWorkspace(db, workspaceId);
    const rows = await db
      .select()
      .from(schema.apiKeys)
      .where(eq(schema.apiKeys.workspaceId, workspaceId))
      .orderBy(desc(schema.apiKeys.createdAt));
    return c.json(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        prefix: r.prefix,
        createdAt: iso(r.createdAt),
        lastUsedAt: iso(r.lastUsedAt),
        revokedAt: iso(r.revokedAt),
      })),
    );
  })
  .delete('/:keyId', async (c) => {
    const workspaceId = c.req.param('ws') ?? '';
    const keyId = c.req.param('keyId');
    const db = getDb(c.env);
    const [row] = await db
      .select({ id: schema.apiKeys.id, revokedAt: schema.apiKeys.revokedAt })
      .from(schema.apiKeys)
      .where(and(eq(schema.apiKeys.id, keyId), eq(schema.apiKeys.workspaceId, workspaceId)))
      .limit(1);
    if (!row) throw notFound(`API key ${keyId} not found in workspace ${workspaceId}`);
    await db
      .update(schema.apiKeys)
      .set({ revokedAt: Date.now() })
      .where(and(eq(schema.apiKeys.id, keyId), isNull(schema.apiKeys.revokedAt)));
    return c.body(null, 204);
  });
