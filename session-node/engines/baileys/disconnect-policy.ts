/**
 * What a closed connection means for the device: reconnect now, reconnect later, or stop.
 *
 * One explicit table of the codes that must never reconnect (a logged-out or banned login only
 * gets worse with retries, and a replaced connection means someone else owns the login now).
 * Everything unknown is treated as a transient failure and retried with backoff.
 *
 * Baileys closes with 408 both when the QR refs of a linking ran out and when the connection was
 * lost or could not be made at all, so the code alone cannot tell an abandoned linking from a
 * network that does not reach WhatsApp: only a socket that showed QRs can have them expire, and an
 * error of the WebSocket itself (DNS, refused, reset, TLS, handshake timeout) is the network.
 */
import { DisconnectReason } from '@whiskeysockets/baileys';
import type { DeviceStatus } from '../../../protocol';
import { type BackoffOptions, WHATSAPP_RECONNECT_BACKOFF, whatsappReconnectDelay } from '../../backoff';

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

/** Baileys' wrapping of an error of the WebSocket (`mapWebSocketError`): the network, never WhatsApp's answer. */
const WEBSOCKET_ERROR = /^WebSocket Error \((.*)\)$/s;

function messageOf(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || !('message' in value)) return null;
  return typeof value.message === 'string' ? value.message : null;
}

/**
 * What failed on the way to WhatsApp, when the close is an error of the WebSocket: the message of
 * the underlying error (`getaddrinfo ENOTFOUND web.whatsapp.com`, `connect ECONNREFUSED …`,
 * `Opening handshake has timed out`, a TLS failure, an HTTP answer instead of an upgrade); null
 * for a close that came from WhatsApp's side of the conversation.
 */
export function networkError(error: unknown): string | null {
  const match = WEBSOCKET_ERROR.exec(messageOf(error) ?? '');
  if (!match) return null;
  const data = error !== null && typeof error === 'object' && 'data' in error ? error.data : undefined;
  return (messageOf(data) ?? match[1] ?? '').trim() || 'WebSocket error';
}

export interface CloseContext {
  /** Whether the creds hold a completed linking (see `isLinked`). */
  linked: boolean;
  /** Whether the closed socket showed at least one QR (only then can the QR refs have run out). */
  qrShown: boolean;
}

/** The prefix of the reason of every close the network caused. */
export const NETWORK_REASON_PREFIX = 'network: ';

const networkFailure = (what: string): DisconnectDecision => ({
  action: 'reconnect-backoff',
  status: 'DISCONNECTED',
  reason: `${NETWORK_REASON_PREFIX}${what}`,
});

/** Baileys' refusals of the server's Noise certificate chain (`processHandshake`): not WhatsApp, or not the one trusted. */
const UNTRUSTED_SERVER = /certificate|certification match failed/i;

/** @param error `lastDisconnect.error` of the close update. */
export function decideOnClose(error: unknown, { linked, qrShown }: CloseContext): DisconnectDecision {
  // Before the table: an HTTP 403 from a proxy on the way is not WhatsApp banning the login.
  const network = networkError(error);
  if (network !== null) return networkFailure(network);
  const message = messageOf(error) ?? '';
  if (closeStatusCode(error) === 400 && UNTRUSTED_SERVER.test(message)) {
    // Something other than WhatsApp answered (a wrong socket URL, an interception): say so, keep trying.
    return { action: 'reconnect-backoff', status: 'DISCONNECTED', reason: `untrusted-server: ${message}` };
  }
  const code = closeStatusCode(error);
  const terminal = code === undefined ? undefined : TERMINAL.get(code);
  if (terminal) return { ...terminal };
  if (code === DisconnectReason.restartRequired) {
    // Normal right after a scan or a pairing code: the server wants a fresh login with the same creds.
    return { action: 'reconnect-now', status: 'CONNECTING', reason: 'restart-required' };
  }
  if (code === DisconnectReason.timedOut && !linked) {
    // Every QR ref was shown and none was scanned: asking for more would show QRs forever.
    if (qrShown) return loggedOut('linking-timed-out');
    // No QR yet: WhatsApp never answered the handshake in time.
    return networkFailure('no answer from WhatsApp in time');
  }
  const reason = code === DisconnectReason.timedOut ? 'connection-lost' : 'connection-closed';
  return { action: 'reconnect-backoff', status: 'DISCONNECTED', reason };
}

/** How a transient loss of the WhatsApp connection is retried (`backoff.ts` says why these bounds). */
export const RECONNECT_BACKOFF: BackoffOptions = WHATSAPP_RECONNECT_BACKOFF;

/** The wait before reconnect attempt `attempt` (0 for the first). */
export const reconnectDelay = whatsappReconnectDelay;

/** Whether Baileys' keep-alive ended the socket: it answered no ping (`Connection was lost`), a stall. */
export function keepAliveLost(error: unknown): boolean {
  return closeStatusCode(error) === DisconnectReason.connectionLost && error instanceof Error && error.message === 'Connection was lost';
}
