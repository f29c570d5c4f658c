import { describe, expect, it } from 'vitest';
import { Remembered } from '../../../worker/shared/remembered';

describe('a remembered read', () => {
  it('reads once until forgotten, and keeps null as an answer (an empty queue is not asked again)', () => {
    const kept = new Remembered<number | null>();
    let reads = 0;
    const read = (value: number | null) => () => {
      reads++;
      return value;
    };
    expect(kept.get(read(null))).toBeNull();
    expect(kept.get(read(5))).toBeNull();
    expect(reads).toBe(1);
    kept.forget();
    expect(kept.get(read(5))).toBe(5);
    expect(kept.get(read(7))).toBe(5);
    expect(reads).toBe(2);
  });
});
