/**
 * What a closed connection means for the device: reconnect now, reconnect later, or stop.
 *
 * One explicit table of the codes that must never reconnect (a logged-out or banned login only
 * gets worse with retries, and a replaced connection means someone else owns the login now).
 * Everything unknown is treated as a transient failure and retried with backoff.
 */
import { DisconnectReason } from '@whiskeysockets/baileys';
import type { DeviceStatus } from '../../../protocol';

export interface DisconnectDecision {
  action: 'reconnect-now' | 'reconnect-backoff' | 'stop';
  status: DeviceStatus;
  reason: string | null;
  /** The stored login is useless now; the Durable Object erases it when it sees LOGGED_OUT. */
  eraseLogin: boolean;
}

const loggedOut = (reason: string): DisconnectDecision => ({ action: 'stop', status: 'LOGGED_OUT', reason, eraseLogin: true });

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
  [DisconnectReason.connectionReplaced, { action: 'stop', status: 'DISCONNECTED', reason: 'connection-replaced', eraseLogin: false }],
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
    return { action: 'reconnect-now', status: 'CONNECTING', reason: 'restart-required', eraseLogin: false };
  }
  if (code === DisconnectReason.timedOut && !linked) {
    // Every QR ref was shown and none was scanned: asking for more would show QRs forever.
    return loggedOut('linking-timed-out');
  }
  const reason = code === DisconnectReason.timedOut ? 'connection-lost' : 'connection-closed';
  return { action: 'reconnect-backoff', status: 'DISCONNECTED', reason, eraseLogin: false };
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;
/** ±25 %, so that many devices dropped at once by one outage do not all come back together. */
export const BACKOFF_JITTER = 0.25;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): 1 s doubling up to 60 s, each
 * spread by the jitter and never above the maximum. `random` is injectable for tests.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(Math.floor(attempt), 16));
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  const spread = 1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random();
  return Math.min(BACKOFF_MAX_MS, Math.round(base * spread));
}
