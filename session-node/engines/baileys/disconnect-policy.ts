/**
 * What a closed connection means for the device: reconnect now, reconnect later, or stop.
 *
 * One explicit table of the codes that must never reconnect (a logged-out or banned login only
 * gets worse with retries, and a replaced connection means someone else owns the login now).
 * Everything unknown is treated as a transient failure and retried with backoff.
 */
import { DisconnectReason } from '@whiskeysockets/baileys';
import type { DeviceStatus } from '../../../protocol';
import { type BackoffOptions, backoffDelay } from '../../backoff';

export interface DisconnectDecision {
  action: 'reconnect-now' | 'reconnect-backoff' | 'stop';
  /** LOGGED_OUT also tells the Durable Object that the stored login is useless now: it erases it. */
  status: DeviceStatus;
  reason: string | null;
}

const loggedOut = (reason: string): DisconnectDecision => ({ action: 'stop', status: 'LOGGED_OUT', reason });

/** Terminal close codes and what the device becomes. */
const TERMINAL: ReadonlyMap<number, DisconnectDecision> = new Map([
  [DisconnectReason.loggedOut, loggedOut('logged-out')],
  [402, loggedOut('temporarily-banned')],
  [DisconnectReason.forbidden, loggedOut('forbidden')],
  [406, loggedOut('banned')],
  [419, loggedOut('unauthorized')],
  [DisconnectReason.multideviceMismatch, loggedOut('multidevice-mismatch')],
  // Another client took this login: fighting it back would make both flap. The login itself is
  // still valid, so it is kept and the device waits for an explicit reconnect.
  [DisconnectReason.connectionReplaced, { action: 'stop', status: 'DISCONNECTED', reason: 'connection-replaced' }],
]);

/** The HTTP-like status code Baileys puts on a close error (a Boom), if any. */
export function closeStatusCode(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object' || !('output' in error)) return undefined;
  const output: unknown = error.output;
  if (output === null || typeof output !== 'object' || !('statusCode' in output)) return undefined;
  return typeof output.statusCode === 'number' ? output.statusCode : undefined;
}

/**
 * @param error `lastDisconnect.error` of the close update.
 * @param linked whether the creds hold a completed linking (see `isLinked`).
 */
export function decideOnClose(error: unknown, linked: boolean): DisconnectDecision {
  const code = closeStatusCode(error);
  const terminal = code === undefined ? undefined : TERMINAL.get(code);
  if (terminal) return { ...terminal };
  if (code === DisconnectReason.restartRequired) {
    // Normal right after a scan or a pairing code: the server wants a fresh login with the same creds.
    return { action: 'reconnect-now', status: 'CONNECTING', reason: 'restart-required' };
  }
  if (code === DisconnectReason.timedOut && !linked) {
    // Every QR ref was shown and none was scanned: asking for more would show QRs forever.
    return loggedOut('linking-timed-out');
  }
  const reason = code === DisconnectReason.timedOut ? 'connection-lost' : 'connection-closed';
  return { action: 'reconnect-backoff', status: 'DISCONNECTED', reason };
}

/**
 * How a transient loss of the WhatsApp connection is retried: 1 s doubling up to 60 s, since each
 * attempt is a full login handshake with WhatsApp's servers, and a device that hammers them after
 * an outage risks more than a minute's delay. ±25 %, so that many devices dropped at once by one
 * outage do not all come back together.
 */
export const RECONNECT_BACKOFF: BackoffOptions = { minMs: 1_000, maxMs: 60_000, jitter: 0.25 };

/** The wait before reconnect attempt `attempt` (0 for the first). */
export function reconnectDelay(attempt: number): number {
  return backoffDelay(attempt, RECONNECT_BACKOFF);
}
