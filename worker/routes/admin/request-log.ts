import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getDb, schema } from '../../db';
import { cursorCondition, pageQuerySchema, toPage } from '../../lib/cursor';
import { iso } from '../../lib/time';
import { parseOrThrow } from '../../validation/issues';
import { requireWorkspace } from './workspace-guard';

const querySchema = pageQuerySchema.extend({ keyId: pageQuerySchema.shape.cursor });

export const requestLogRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const workspaceId = c.req.param('ws') ?? '';
  const query = parseOrThrow(querySchema, c.req.query(), 'query');
  const db = getDb(c.env);
  await requireWorkspace(db, workspaceId);
  const t = schema.requestLog;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.workspaceId, workspaceId),
        query.keyId ? eq(t.keyId, query.keyId) : undefined,
        cursorCondition(query.cursor, t.createdAt, t.id),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return c.json({
    items: page.rows.map((r) => ({
      id: r.id,
      keyId: r.keyId,
      method: r.method,
      path: r.path,
      status: r.status,
      durationMs: r.durationMs,
      deviceId: r.deviceId,
      createdAt: iso(r.createdAt),
    })),
    nextCursor: page.nextCursor,
  });
});
