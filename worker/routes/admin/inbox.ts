import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { getDb, schema } from '../../db';
import { cursorCondition, pageQuerySchema, toPage } from '../../lib/cursor';
import { presentRecord } from '../../records';
import { parseOrThrow } from '../../validation/issues';
import { requireWorkspace } from './workspace-guard';

const querySchema = pageQuerySchema.extend({
  deviceId: z.string().optional(),
  direction: z.enum(['OUTBOUND', 'INBOUND']).optional(),
});

/** The team inbox: message records of a workspace, newest first, with their `source`. */
export const inboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const workspaceId = c.req.param('ws') ?? '';
  const query = parseOrThrow(querySchema, c.req.query(), 'query');
  const db = getDb(c.env);
  await requireWorkspace(db, workspaceId);
  const t = schema.messages;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.workspaceId, workspaceId),
        query.deviceId ? eq(t.deviceId, query.deviceId) : undefined,
        query.direction ? eq(t.direction, query.direction) : undefined,
        cursorCondition(query.cursor, t.createdAt, t.id),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return c.json({ items: page.rows.map(presentRecord), nextCursor: page.nextCursor });
});
