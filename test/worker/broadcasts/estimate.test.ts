import { describe, expect, it } from 'vitest';
import { estimateDuration } from '../../../worker/broadcasts/estimate';

describe('how long a campaign takes at the device’s pace', () => {
  const pace = { paceMinMs: 800, paceMaxMs: 1_200, dailyCap: 5_000 };

  it('1,250 recipients a second apart on average take about 21 minutes', () => {
    expect(estimateDuration(1_250, pace, 0)).toEqual({ kind: 'minutes', minutes: 21 });
  });

  it('a handful of recipients take under a minute', () => {
    expect(estimateDuration(3, pace, 0)).toEqual({ kind: 'underMinute' });
  });

  it('at the default pace (4–9 s) 1,000 recipients under a cap of 2,000 take about 2 hours', () => {
    expect(estimateDuration(1_000, { paceMinMs: 4_000, paceMaxMs: 9_000, dailyCap: 2_000 }, 0)).toEqual({ kind: 'hours', hours: 2 });
  });

  it('2,000 recipients at a cap of 1,000 a day take about 2 days', () => {
    expect(estimateDuration(2_000, { ...pace, dailyCap: 1_000 }, 0)).toEqual({ kind: 'days', days: 2, perDay: 1_000 });
  });

  it('counts what the device already sent today against the cap', () => {
    expect(estimateDuration(1_000, { ...pace, dailyCap: 1_000 }, 500)).toEqual({ kind: 'days', days: 2, perDay: 1_000 });
    expect(estimateDuration(1_000, { ...pace, dailyCap: 1_000 }, 1_000)).toEqual({ kind: 'days', days: 1, perDay: 1_000 });
  });
});
