/** Every request made with an API key, as the request log lists it. */
import type { Db } from '../shared/db';
import { newId } from '../shared/ids';
import { requestLog } from './tables';

export type LogEntry = Omit<typeof requestLog.$inferInsert, 'id'>;

/** The statement that records one request (written after the response, with the key's `lastUsedAt`). */
export function logRequest(db: Db, entry: LogEntry) {
  return db.insert(requestLog).values({ id: newId('req'), ...entry });
}
