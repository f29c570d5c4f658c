import { describe, expect, it } from 'vitest';
import { goalFigures } from '../../bench/goals';

describe("the bench's goals", () => {
  it('takes a send against its floor from their finer figures', () => {
    // To the hundredth, 1.4 ÷ 0.56 is exactly 2.5 and would be met; to the thousandth, 1.404 and 0.559.
    const [send] = goalFigures({ c32: { send: { worker: 1.4, workerFine: 1.404 }, floor: { worker: 0.56, workerFine: 0.559 } } }, null);
    expect(send).toMatchObject({ ms: 1.404, floorMs: 0.559, ratio: 2.51, met: false });
  });

  it('is not met when only rounding would meet it', () => {
    const [send] = goalFigures({ c32: { send: { worker: 1.2525 }, floor: { worker: 0.5 } } }, null);
    expect(send).toMatchObject({ ratio: 2.51, met: false });
    const [within] = goalFigures({ c32: { send: { worker: 1.25 }, floor: { worker: 0.5 } } }, null);
    expect(within).toMatchObject({ ratio: 2.5, met: true });
  });

  it("gives a send's standard error from its turns", () => {
    const [send] = goalFigures({ c32: { send: { worker: 2, each: [2.2, 1.8] }, floor: { worker: 1, each: [1, 1] } } }, null);
    expect(send?.error).toBe(0.2);
  });
});
