import { describe, expect, it } from 'vitest';
import { everyOtherRatio, ratioError } from '../../bench/ratio-error';

describe("the bench's error of a ratio from its turns", () => {
  it('is the spread of the turns about the ratio, over their number', () => {
    // The ratio is 2; each turn's send is 0.2 off twice its floor: √((0.04 + 0.04) / (2 × 1)) / 1.
    expect(ratioError([2.2, 1.8], [1, 1])).toBe(0.2);
  });

  it('is none where the floor moved with the sends', () => {
    expect(ratioError([2.2, 1.8, 2.4], [1.1, 0.9, 1.2])).toBe(0);
  });

  it('shrinks with more turns of the same spread', () => {
    const few = ratioError([2.2, 1.8, 2.2, 1.8], [1, 1, 1, 1]) ?? 0;
    const many = ratioError([2.2, 1.8, 2.2, 1.8, 2.2, 1.8, 2.2, 1.8, 2.2, 1.8, 2.2, 1.8, 2.2, 1.8, 2.2, 1.8], Array(16).fill(1)) ?? 0;
    expect(many).toBeLessThan(few / 1.9);
  });

  it('is unknown without two turns of each, alike in number', () => {
    expect(ratioError([2], [1])).toBeUndefined();
    expect(ratioError([2, 2], [1])).toBeUndefined();
    expect(ratioError(undefined, [1, 1])).toBeUndefined();
  });
});

describe("the bench's ratio over every other turn", () => {
  it('takes the even turns, or the odd ones, apart', () => {
    // Even turns: (2 + 3) / (1 + 1); odd turns: 4 / 2.
    expect(everyOtherRatio([2, 4, 3], [1, 2, 1], 0)).toBe(2.5);
    expect(everyOtherRatio([2, 4, 3], [1, 2, 1], 1)).toBe(2);
  });
});
