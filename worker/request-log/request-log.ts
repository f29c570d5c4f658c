/** Every request made with an API key, as the request log lists it. */
import { d1Copy } from '../shared/d1-copy';
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { rowsStatements } from '../shared/d1-rows';
import { newId } from '../shared/ids';
import { requestLog } from './tables';

/**
 * A request on its way: what the API-key middleware knows when it lets the request in. A device's
 * object that answers the request writes its entry, with the status it answered, among the D1
 * copies it writes anyway; otherwise the middleware writes it after the response.
 */
export type PendingLogEntry = { workspaceId: string; keyId: string; method: string; path: string; startedAt: number };

export type LogEntry = {
  /** Given when the entry may be written more than once (a retried D1 write): it is then written once. */
  id?: string;
  workspaceId: string;
  keyId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  deviceId: string | null;
  createdAt: number;
};

/** Every column of `request_log` (`tables.ts`), each bound to its field: an entry never changes once written. */
export const ENTRY_COPY = d1Copy(requestLog, { onConflict: 'nothing' });
const TOUCH_KEY = `UPDATE api_keys SET last_used_at = MAX(COALESCE(last_used_at, 0), ?2) WHERE id = ?1`;

/**
 * The statements that record requests, many to a statement, and each key's `lastUsedAt`, once, to
 * its latest (run after the response, or by a device's object with its other D1 copies).
 */
export function logRequests(d1: D1Database, entries: readonly LogEntry[]): D1PreparedStatement[] {
  const lastUsed = new Map<string, number>();
  for (const e of entries) lastUsed.set(e.keyId, Math.max(lastUsed.get(e.keyId) ?? 0, e.createdAt));
  return [
    ...rowsStatements(
      d1,
      ENTRY_COPY.statement,
      entries.map((e) => ENTRY_COPY.values({ ...e, id: e.id ?? newId('req') })),
    ),
    ...[...lastUsed].map(([keyId, at]) => d1.prepare(TOUCH_KEY).bind(keyId, at)),
  ];
}

/** The entry of a request once answered with `status` (timed on the runtime's clock, like the middleware's). */
export function completeEntry(pending: PendingLogEntry, status: number, deviceId: string | null, now = Date.now()): LogEntry {
  const { startedAt, ...rest } = pending;
  return { ...rest, status, durationMs: now - startedAt, deviceId, createdAt: now };
}

export const REQUEST_LOG = 'request-log';

/** The request-log entries a device's object queued with its other D1 copies (the payload is the entry). */
export function requestLogMirror(d1: D1Database): MirrorOwner {
  return {
    name: REQUEST_LOG,
    statements: (entries: MirrorEntry[]) =>
      logRequests(
        d1,
        entries.map(({ payload }) => payload as LogEntry),
      ),
  };
}
