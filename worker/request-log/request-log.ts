/** Every request made with an API key, as the request log lists it. */
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { newId } from '../shared/ids';

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

const INSERT_ENTRY = `INSERT INTO request_log (id, workspace_id, key_id, method, path, status, duration_ms, device_id, created_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (id) DO NOTHING`;
const TOUCH_KEY = `UPDATE api_keys SET last_used_at = MAX(COALESCE(last_used_at, 0), ?2) WHERE id = ?1`;

/** The statements that record one request and the key's `lastUsedAt` (run after the response). */
export function logRequest(d1: D1Database, entry: LogEntry): D1PreparedStatement[] {
  return [
    d1
      .prepare(INSERT_ENTRY)
      .bind(
        entry.id ?? newId('req'),
        entry.workspaceId,
        entry.keyId,
        entry.method,
        entry.path,
        entry.status,
        entry.durationMs,
        entry.deviceId,
        entry.createdAt,
      ),
    d1.prepare(TOUCH_KEY).bind(entry.keyId, entry.createdAt),
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
    statements: (entries: MirrorEntry[]) => entries.flatMap(({ payload }) => logRequest(d1, payload as LogEntry)),
  };
}
