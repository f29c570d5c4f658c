import { eq } from 'drizzle-orm';
import { equalsGiven, type PageQuery, pageNewestFirst } from '../shared/cursor';
import type { Db } from '../shared/db';
import { requestLog } from './tables';

export type RequestLogFilter = PageQuery & { keyId?: string | undefined; status?: number | undefined };

/** A page of the workspace's request log, newest first, filtered by key and by status. */
export function listRequestLog(db: Db, workspaceId: string, filter: RequestLogFilter) {
  const t = requestLog;
  return pageNewestFirst(
    db,
    t,
    filter,
    eq(t.workspaceId, workspaceId),
    equalsGiven(t.keyId, filter.keyId),
    equalsGiven(t.status, filter.status),
  );
}
