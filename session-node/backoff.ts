/**
 * Exponential backoff with jitter, for everything on the node that reconnects: the links to the
 * worker and the WhatsApp connections. Each caller names its own bounds beside its reason.
 */

export interface BackoffOptions {
  /** The wait before the first retry (attempt 0), before jitter. */
  minMs: number;
  /** No wait is longer, jitter included. */
  maxMs: number;
  /** The spread around each wait, as a fraction: 0.25 is ±25 %. */
  jitter: number;
}

/**
 * The wait before retry `attempt` (0 for the first): `minMs` doubling up to `maxMs`, spread by the
 * jitter, never above `maxMs`. Spreading keeps many clients dropped by one outage from coming back
 * in step. `random` is injectable for tests.
 */
export function backoffDelay(attempt: number, { minMs, maxMs, jitter }: BackoffOptions, random: () => number = Math.random): number {
  // Past 2^32 every base is the maximum anyway; the bound keeps the arithmetic finite.
  const exponent = Math.max(0, Math.min(Math.floor(attempt), 32));
  const base = Math.min(maxMs, minMs * 2 ** exponent);
  const spread = 1 - jitter + 2 * jitter * random();
  return Math.min(maxMs, Math.round(base * spread));
}

/**
 * How a transient loss of the WhatsApp connection is retried, by either engine: 1 s doubling up to
 * 60 s, since each attempt is a full login handshake with WhatsApp's servers, and a device that
 * hammers them after an outage risks more than a minute's delay. ±25 %, so that many devices
 * dropped at once by one outage do not all come back together.
 */
export const WHATSAPP_RECONNECT_BACKOFF: BackoffOptions = { minMs: 1_000, maxMs: 60_000, jitter: 0.25 };

/** The wait before WhatsApp reconnect attempt `attempt` (0 for the first). */
export function whatsappReconnectDelay(attempt: number): number {
  return backoffDelay(attempt, WHATSAPP_RECONNECT_BACKOFF);
}
