import { describe, expect, it } from 'vitest';
import { type GoalFigure, goalFigures, poolGoals } from '../../bench/goals';

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

describe("the bench's goals over several runs", () => {
  const send = (ratio: number): GoalFigure[] => [{ what: 'a send', ms: ratio, floorMs: 1, ratio, goal: 2.5, met: ratio <= 2.5 }];

  it('is met when the mean and its interval are within the goal, though some runs were over', () => {
    const [pooled] = poolGoals([2.4, 2.45, 2.52, 2.38, 2.44, 2.51, 2.42, 2.46, 2.43, 2.49].map(send));
    // s = 0.0459, t(9) = 2.262: 2.45 ± 0.033.
    expect(pooled).toMatchObject({ what: 'a send', runs: 10, over: 2, mean: 2.45, low: 2.417, high: 2.483, verdict: 'met' });
  });

  it("takes the interval from Student's t: wide for two runs, the table's last row past thirty", () => {
    // Two runs: s = 0.1414, t(1) = 12.706, so 2.5 ± 1.271.
    expect(poolGoals([2.4, 2.6].map(send))[0]).toMatchObject({ mean: 2.5, low: 1.229, high: 3.771, verdict: 'undecided' });
    // 32 runs at 2.3 and 2.6 in turn: s = 0.1524, t(31) taken as t(30) = 2.042, so 2.45 ± 0.055.
    const many = poolGoals(Array.from({ length: 32 }, (_, i) => send(i % 2 ? 2.6 : 2.3)))[0];
    expect(many).toMatchObject({ runs: 32, over: 16, mean: 2.45, low: 2.395, high: 2.505, verdict: 'undecided' });
  });

  it('meets a goal that every run reaches exactly', () => {
    expect(poolGoals([2.5, 2.5, 2.5].map(send))[0]).toMatchObject({ over: 0, high: 2.5, verdict: 'met' });
  });

  it('is not met when the whole interval is over the goal, though some runs met it', () => {
    const [pooled] = poolGoals([2.6, 2.58, 2.49, 2.62, 2.6].map(send));
    expect(pooled).toMatchObject({ over: 4, verdict: 'NOT MET' });
    expect(pooled?.low).toBeGreaterThan(2.5);
  });

  it('leaves it undecided while the interval straddles the goal, or with one run', () => {
    expect(poolGoals([2.45, 2.55].map(send))[0]?.verdict).toBe('undecided');
    expect(poolGoals([send(2.1)])[0]).toMatchObject({ runs: 1, verdict: 'undecided' });
  });

  it("takes each run's own figures, not its rounded ratio, and keeps each goal apart", () => {
    const run = (ms: number): GoalFigure[] => [
      { what: 'a send', ms, floorMs: 0.5, ratio: 2.5, goal: 2.5, met: false },
      { what: 'a burst', ms: 0.6, floorMs: 0.5, ratio: 1.2, goal: 2, met: true },
    ];
    const [sends, bursts] = poolGoals([run(1.252), run(1.253), run(1.254)]);
    expect(sends).toMatchObject({ runs: 3, over: 3, mean: 2.506, verdict: 'NOT MET' });
    expect(bursts).toMatchObject({ what: 'a burst', runs: 3, over: 0, mean: 1.2, verdict: 'met' });
  });

  it('pools a goal that changed apart from the old one', () => {
    const pooled = poolGoals([send(2.4), [{ what: 'a send', ms: 2.4, floorMs: 1, ratio: 2.4, goal: 2.2, met: false }]]);
    expect(pooled.map((p) => [p.goal, p.runs, p.over])).toEqual([
      [2.5, 1, 0],
      [2.2, 1, 1],
    ]);
  });
});
