import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../../session-node/backoff';
import { closeStatusCode, decideOnClose, RECONNECT_BACKOFF } from '../../../../session-node/engines/baileys/disconnect-policy';

/**
 * The shape of the Boom errors Baileys closes with (`@hapi/boom` is Baileys' dependency, not
 * ours, so the tests do not import it).
 */
const closed = (statusCode: number) =>
  Object.assign(new Error('Connection Failure'), { isBoom: true, output: { statusCode, payload: {}, headers: {} } });

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
      expect(decideOnClose(closed(code), linked)).toEqual({ action: 'stop', status: 'LOGGED_OUT', reason });
    }
  });

  it('a 440 (replaced elsewhere) stops without fighting, keeps the login and is DISCONNECTED', () => {
    expect(decideOnClose(closed(440), true)).toEqual({
      action: 'stop',
      status: 'DISCONNECTED',
      reason: 'connection-replaced',
    });
  });

  it('a 515 after pairing reconnects at once and is CONNECTING', () => {
    expect(decideOnClose(closed(515), true)).toEqual({ action: 'reconnect-now', status: 'CONNECTING', reason: 'restart-required' });
    expect(decideOnClose(closed(515), false)).toMatchObject({ action: 'reconnect-now' });
  });

  it('a 408 reconnects with backoff for a linked device, and ends an unfinished linking', () => {
    expect(decideOnClose(closed(408), true)).toEqual({
      action: 'reconnect-backoff',
      status: 'DISCONNECTED',
      reason: 'connection-lost',
    });
    expect(decideOnClose(closed(408), false)).toEqual({
      action: 'stop',
      status: 'LOGGED_OUT',
      reason: 'linking-timed-out',
    });
  });

  it.each([428, 500, 503, 599, 400])('a %i reconnects with backoff and is DISCONNECTED', (code) => {
    expect(decideOnClose(closed(code), true)).toEqual({
      action: 'reconnect-backoff',
      status: 'DISCONNECTED',
      reason: 'connection-closed',
    });
  });

  it('a close without a status code (a plain error, or none) is retried with backoff', () => {
    expect(decideOnClose(new Error('socket hang up'), true)).toMatchObject({ action: 'reconnect-backoff', status: 'DISCONNECTED' });
    expect(decideOnClose(undefined, false)).toMatchObject({ action: 'reconnect-backoff', status: 'DISCONNECTED' });
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
