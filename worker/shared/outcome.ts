/**
 * What a device object's RPC method answers, and for whom. Shared by the object's parts and the
 * routes that call them, so that a feature needs neither the object nor its stub for these types.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from './errors';

/** The caller a device object answers: a workspace (its API key, its members) or the operator (null). */
export type Caller = string | null;

/** What a route gets back from the object: a value, or the HTTP status and message to answer. */
export type Outcome<T> = (
  | { ok: true; value: T }
  /** `recordId`: the record the attempt left behind (FAILED, or PENDING after a 504), if it wrote one. */
  | { ok: false; status: 400 | 401 | 403 | 404 | 409 | 502 | 503 | 504; message: string; recordId?: string }
) & {
  /** The object wrote the request's log entry (see `PendingLogEntry`). */
  logged?: true;
};

export const unknownDevice = (id: string): Outcome<never> => ({ ok: false, status: 404, message: `device ${id} not found` });

/** A device object's outcome as a route answers it: the value, or the HttpError it names. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpError(outcome.status as ContentfulStatusCode, outcome.message);
}
