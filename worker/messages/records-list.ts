import { eq } from 'drizzle-orm';
import { equalsGiven, type PageQuery, pageNewestFirst } from '../shared/cursor';
import type { Db } from '../shared/db';
import { messages } from './tables';

export type RecordFilter = PageQuery & { deviceId?: string | undefined; direction?: 'OUTBOUND' | 'INBOUND' | undefined };

/** A page of the workspace's message records, newest first, filtered by device and direction. */
export function listMessageRecords(db: Db, workspaceId: string, filter: RecordFilter) {
  const t = messages;
  const where = [eq(t.workspaceId, workspaceId), equalsGiven(t.deviceId, filter.deviceId), equalsGiven(t.direction, filter.direction)];
  return pageNewestFirst(db, t, filter, ...where);
}
