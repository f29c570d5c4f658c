import { describe, expect, it } from 'vitest';
import { iso } from '../../../worker/shared/time';

describe('times written as ISO 8601', () => {
  it('writes every time as Date does, whichever day it wrote before', () => {
    const times = [0, 1, 999, 86_399_999, 86_400_000, -1, -86_400_001, Date.UTC(2026, 11, 2, 23, 59, 59, 999), Date.UTC(2026, 11, 3)];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      // Now and then a day apart, mostly within today: both ways of writing one are taken.
      times.push(Date.UTC(2026, 11, 2) + (i % 10 === 0 ? seed * 97 : seed % 86_400_000) - 43_200_000);
    }
    times.push(Date.UTC(12000, 0, 1, 1, 2, 3, 4), Date.UTC(-50, 0, 1), 1.5, 8.64e15);
    for (const ms of times) expect(iso(ms)).toBe(new Date(ms).toISOString());
    expect(iso(null)).toBeNull();
  });

  it('refuses what Date refuses', () => {
    expect(() => iso(Number.NaN)).toThrow(RangeError);
    expect(() => iso(8.64e15 + 1)).toThrow(RangeError);
  });
});
