/**
 * Each API key's rate limit: `limit` requests in any 10 s (a sliding window, estimated from the
 * current and the previous fixed window, as the Workers Rate Limiting API does). Counted in this
 * worker instance's memory, at no I/O cost: exact where one instance serves a key (local
 * development, a quiet deployment), and approximate across the several instances Cloudflare may run,
 * as the platform's own limiter is per location.
 */
export const RATE_WINDOW_MS = 10_000;
/** Requests per 10 s for a key whose limit was not set. */
export const DEFAULT_RATE_LIMIT = 100;
export const MAX_RATE_LIMIT = 100_000;
/** Keys remembered at most; the least recently seen go first. */
const TRACKED_KEYS = 10_000;

type Window = { start: number; count: number; previous: number };

const windows = new Map<string, Window>();

/** Counts a request of `keyId` at `now`; false when it is over `limit` (the request is refused, and not counted). */
export function allowRequest(keyId: string, limit: number, now = Date.now()): boolean {
  const start = now - (now % RATE_WINDOW_MS);
  let w = windows.get(keyId);
  if (!w || w.start < start - RATE_WINDOW_MS) w = { start, count: 0, previous: 0 };
  else if (w.start < start) w = { start, count: 0, previous: w.count };
  windows.delete(keyId);
  windows.set(keyId, w);
  if (windows.size > TRACKED_KEYS) {
    const oldest = windows.keys().next().value;
    if (oldest !== undefined) windows.delete(oldest);
  }
  const elapsed = (now - start) / RATE_WINDOW_MS;
  if (w.previous * (1 - elapsed) + w.count >= limit) return false;
  w.count++;
  return true;
}

/** Seconds until a refused key may try again (the rest of the current window). */
export function retryAfterSeconds(now = Date.now()): number {
  return Math.max(1, Math.ceil((RATE_WINDOW_MS - (now % RATE_WINDOW_MS)) / 1000));
}
