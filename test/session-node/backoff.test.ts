import { describe, expect, it } from 'vitest';
import { type BackoffOptions, backoffDelay } from '../../session-node/backoff';
import { LINK_BACKOFF } from '../../session-node/bridge/reconnecting-socket';

const options: BackoffOptions = { minMs: 100, maxMs: 1_000, jitter: 0.5 };

describe('backoff with jitter', () => {
  it('doubles from the minimum, spread evenly around each wait', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, options, () => 0.5))).toEqual([100, 200, 400, 800]);
    expect(backoffDelay(2, options, () => 0)).toBe(200);
    expect(backoffDelay(2, options, () => 1)).toBe(600);
  });

  it('is never above the maximum, jitter included, however many attempts failed', () => {
    for (const attempt of [4, 10, 1_000, Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY]) {
      expect(backoffDelay(attempt, options, () => 1)).toBe(1_000);
      expect(backoffDelay(attempt, options, () => 0)).toBe(500);
    }
  });

  it('treats a negative attempt as the first, and no jitter as exact waits', () => {
    expect(backoffDelay(-3, options, () => 0.5)).toBe(100);
    expect(backoffDelay(1, { ...options, jitter: 0 }, () => 0.9)).toBe(200);
  });

  it('stays within its bounds with real randomness', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const base = Math.min(options.maxMs, options.minMs * 2 ** attempt);
      for (let sample = 0; sample < 50; sample++) {
        const delay = backoffDelay(attempt, options);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(base * 0.5));
        expect(delay).toBeLessThanOrEqual(Math.min(options.maxMs, Math.ceil(base * 1.5)));
      }
    }
  });

  it('brings a worker link back within a second at first, and within the 30 s lease at most', () => {
    expect(backoffDelay(0, LINK_BACKOFF, () => 1)).toBeLessThanOrEqual(1_000);
    expect(backoffDelay(100, LINK_BACKOFF, () => 1)).toBeLessThanOrEqual(30_000);
  });
});
