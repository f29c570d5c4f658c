import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../../session-node/backoff';
import {
  closeStatusCode,
  decideOnClose,
  networkError,
  RECONNECT_BACKOFF,
} from '../../../../session-node/engines/baileys/disconnect-policy';

/**
 * The shape of the Boom errors Baileys closes with (`@hapi/boom` is Baileys' dependency, not
 * ours, so the tests do not import it).
 */
const closed = (statusCode: number, message = 'Connection Failure', data?: unknown) =>
  Object.assign(new Error(message), { isBoom: true, data, output: { statusCode, payload: {}, headers: {} } });

/** What Baileys' `mapWebSocketError` makes of an error of the WebSocket (status 408 for `E…` codes, else 500). */
const wsError = (cause: Error & { code?: string }) =>
  closed(cause.code?.startsWith('E') ? 408 : 500, `WebSocket Error (${cause.message})`, cause);
const netError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

const LINKED = { linked: true, qrShown: false };
const LINKING = { linked: false, qrShown: false };
const QR_SHOWN = { linked: false, qrShown: true };

describe('what a close means', () => {
  it.each([
    [401, 'logged-out'],
    [402, 'temporarily-banned'],
    [403, 'forbidden'],
    [406, 'banned'],
    [419, 'unauthorized'],
    [411, 'multidevice-mismatch'],
  ])('a %i close ends in LOGGED_OUT (%s) and never reconnects', (code, reason) => {
    for (const linked of [true, false]) {
      expect(decideOnClose(closed(code), { linked, qrShown: !linked })).toEqual({ action: 'stop', status: 'LOGGED_OUT', reason });
    }
  });

  it('a 440 (replaced elsewhere) stops without fighting, keeps the login and is DISCONNECTED', () => {
    expect(decideOnClose(closed(440), LINKED)).toEqual({
      action: 'stop',
      status: 'DISCONNECTED',
      reason: 'connection-replaced',
    });
  });

  it('a 515 after pairing reconnects at once and is CONNECTING', () => {
    expect(decideOnClose(closed(515), LINKED)).toEqual({ action: 'reconnect-now', status: 'CONNECTING', reason: 'restart-required' });
    expect(decideOnClose(closed(515), LINKING)).toMatchObject({ action: 'reconnect-now' });
  });

  it('a 408 reconnects with backoff for a linked device, and ends a linking whose QRs were shown', () => {
    expect(decideOnClose(closed(408), LINKED)).toEqual({
      action: 'reconnect-backoff',
      status: 'DISCONNECTED',
      reason: 'connection-lost',
    });
    expect(decideOnClose(closed(408, 'QR refs attempts ended'), QR_SHOWN)).toEqual({
      action: 'stop',
      status: 'LOGGED_OUT',
      reason: 'linking-timed-out',
    });
  });

  it('a 408 before any QR (WhatsApp never answered the handshake) keeps a new device retrying', () => {
    expect(decideOnClose(closed(408, 'Timed Out'), LINKING)).toEqual({
      action: 'reconnect-backoff',
      status: 'DISCONNECTED',
      reason: 'network: no answer from WhatsApp in time',
    });
  });

  it.each([
    [netError('getaddrinfo ENOTFOUND web.whatsapp.com', 'ENOTFOUND')],
    [netError('getaddrinfo EAI_AGAIN web.whatsapp.com', 'EAI_AGAIN')],
    [netError('connect ECONNREFUSED 157.240.1.1:443', 'ECONNREFUSED')],
    [netError('connect ETIMEDOUT 157.240.1.1:443', 'ETIMEDOUT')],
    [netError('read ECONNRESET', 'ECONNRESET')],
    [netError('Opening handshake has timed out')],
    [netError('unable to verify the first certificate', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE')],
    [netError("Hostname/IP does not match certificate's altnames", 'ERR_TLS_CERT_ALTNAME_INVALID')],
  ])('a network failure (%s) is DISCONNECTED and retried, linked or not, QR shown or not, naming the error', (cause) => {
    for (const context of [LINKED, LINKING, QR_SHOWN]) {
      expect(decideOnClose(wsError(cause), context)).toEqual({
        action: 'reconnect-backoff',
        status: 'DISCONNECTED',
        reason: `network: ${cause.message}`,
      });
    }
  });

  it('an HTTP answer instead of the WebSocket upgrade (a 403 from a proxy) is the network, not a ban', () => {
    const proxy = closed(403, 'WebSocket Error (Unexpected server response: 403)', netError('Unexpected server response: 403'));
    expect(decideOnClose(proxy, LINKED)).toEqual({
      action: 'reconnect-backoff',
      status: 'DISCONNECTED',
      reason: 'network: Unexpected server response: 403',
    });
  });

  it('reads the network error from the Boom message when the cause is missing', () => {
    expect(networkError(closed(408, 'WebSocket Error (getaddrinfo ENOTFOUND web.whatsapp.com)'))).toBe(
      'getaddrinfo ENOTFOUND web.whatsapp.com',
    );
    expect(networkError(closed(428, 'Connection Terminated'))).toBeNull();
    expect(networkError(undefined)).toBeNull();
  });

  it.each([428, 500, 503, 599, 400])('a %i reconnects with backoff and is DISCONNECTED', (code) => {
    expect(decideOnClose(closed(code), LINKED)).toEqual({
      action: 'reconnect-backoff',
      status: 'DISCONNECTED',
      reason: 'connection-closed',
    });
  });

  it.each(['noise intermediate certificate signature invalid', 'noise certificate signature invalid', 'certification match failed'])(
    'a server whose certificate Baileys refuses (%s) is named untrusted, and retried with backoff',
    (message) => {
      expect(decideOnClose(closed(400, message), LINKED)).toEqual({
        action: 'reconnect-backoff',
        status: 'DISCONNECTED',
        reason: `untrusted-server: ${message}`,
      });
    },
  );

  it('a close without a status code (a plain error, or none) is retried with backoff', () => {
    expect(decideOnClose(new Error('socket hang up'), LINKED)).toMatchObject({ action: 'reconnect-backoff', status: 'DISCONNECTED' });
    expect(decideOnClose(undefined, LINKING)).toMatchObject({ action: 'reconnect-backoff', status: 'DISCONNECTED' });
  });

  it('reads the status code from a Boom only', () => {
    expect(closeStatusCode(closed(401))).toBe(401);
    expect(closeStatusCode({ output: { statusCode: '401' } })).toBeUndefined();
    expect(closeStatusCode('401')).toBeUndefined();
    expect(closeStatusCode(null)).toBeUndefined();
  });
});

describe('reconnect backoff', () => {
  const delay = (attempt: number, random?: () => number) => backoffDelay(attempt, RECONNECT_BACKOFF, random);

  it('starts near one second and doubles, within ±25 % jitter', () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const base = 1_000 * 2 ** attempt;
      expect(delay(attempt, () => 0)).toBe(Math.round(base * 0.75));
      expect(delay(attempt, () => 0.5)).toBe(base);
      expect(delay(attempt, () => 1)).toBe(Math.round(base * 1.25));
    }
  });

  it('never exceeds 60 s, however many attempts failed', () => {
    for (const attempt of [6, 7, 10, 50, 1_000, Number.MAX_SAFE_INTEGER]) {
      for (const random of [0, 0.5, 0.999, 1]) {
        expect(delay(attempt, () => random)).toBeLessThanOrEqual(60_000);
        expect(delay(attempt, () => random)).toBeGreaterThanOrEqual(45_000);
      }
    }
  });
});
