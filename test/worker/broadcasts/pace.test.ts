import { describe, expect, it } from 'vitest';
import { dayOf, nextDayStart, nextGap, nextSendAt } from '../../../worker/broadcasts/pace';

describe('the pace and the daily cap', () => {
  it('draws every gap within the device’s range, ends included', () => {
    const range = { paceMinMs: 4_000, paceMaxMs: 9_000 };
    expect(nextGap(range, 0)).toBe(4_000);
    expect(nextGap(range, 0.999_999_9)).toBe(9_000);
    for (let i = 0; i < 1000; i++) {
      const gap = nextGap(range, Math.random());
      expect(gap).toBeGreaterThanOrEqual(4_000);
      expect(gap).toBeLessThanOrEqual(9_000);
    }
  });

  it('counts days in the device’s time zone (UTC+7 by default): 23:30 UTC is already tomorrow in Jakarta', () => {
    const at = Date.UTC(2026, 10, 23, 23, 30);
    expect(dayOf(at, 420)).toBe('2026-11-24');
    expect(dayOf(at, 0)).toBe('2026-11-23');
    // The next day in Jakarta begins at 17:00 UTC.
    expect(new Date(nextDayStart(at, 420)).toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(new Date(nextDayStart(Date.UTC(2026, 10, 23, 16, 59), 420)).toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('names the next day’s start as the next send while the daily cap holds, and the gap’s end otherwise', () => {
    const settings = { dailyCap: 2, utcOffsetMinutes: 420 };
    const now = Date.UTC(2026, 10, 23, 9, 0);
    const gapEnd = now - 60_000;
    expect(nextSendAt(settings, 1, gapEnd, now)).toBe(gapEnd);
    expect(new Date(nextSendAt(settings, 2, gapEnd, now)).toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });
});
