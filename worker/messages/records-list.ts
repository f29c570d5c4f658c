import { eq } from 'drizzle-orm';
import { type PageQuery, pageNewestFirst } from '../shared/cursor';
import type { Db } from '../shared/db';
import { messages } from './tables';

export type RecordFilter = PageQuery & { deviceId?: string | undefined; direction?: 'OUTBOUND' | 'INBOUND' | undefined };

/** A page of the workspace's message records, newest first, filtered by device and direction. */
export function listMessageRecords(db: Db, workspaceId: string, filter: RecordFilter) {
  const t = messages;
  return pageNewestFirst(
    db,
    t,
    filter,
    eq(t.workspaceId, workspaceId),
    filter.deviceId ? eq(t.deviceId, filter.deviceId) : undefined,
    filter.direction ? eq(t.direction, filter.direction) : undefined,
  );
}
