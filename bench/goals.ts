/**
 * The hot paths' goals (issue 36): CPU per operation on the worker's `workerd` thread against the
 * floor's (the bare worker's `POST /object`: one object call writing a row) in the same run. On a
 * 2-core machine the routes' throughput is bound by wrangler's dev proxy, so these ratios are what
 * tells whether Kurir's own work grew. Printed on every run that measured them.
 */
import { ratio } from './options';
import { ratioError } from './ratio-error';

/** A send (its receipts included) at 32 in flight, and a webhook burst event, at most these times the floor. */
export const GOALS = { send: 2.5, burst: 2 } as const;

/** `workerFine`: `worker` to the thousandth; `each`: a load's figure turn by turn (the routes' loads). */
type Row = { worker: number; workerFine?: number; each?: number[] };
/** `threads` in the JSON: per load (`c8`, `c32`, `c32sustained`), per route. */
export type LevelThreads = Record<string, Record<string, Row>>;

/** `error`: the ratio's standard error from its load's turns, where it has them. */
export type GoalFigure = { what: string; ms: number; floorMs: number; ratio: number; goal: number; met: boolean; error?: number };

/** Met when the figures' own ratio is within the goal: 2.504× prints as 2.5× and is not met. */
function figure(what: string, ms: number, floorMs: number, goal: number, error?: number): GoalFigure {
  const met = ms / floorMs <= goal;
  return { what, ms, floorMs, ratio: ratio(ms, floorMs), goal, met, ...(error === undefined ? {} : { error }) };
}

/**
 * The floor's worker-thread CPU per request in the routes' loads: the sustained load's where there is
 * one (a full run), else the 32-in-flight load's. The bursts' ratios take it only when no floor was
 * measured in their own turns.
 */
export function floorMs(threads: LevelThreads | undefined): number | null {
  return threads?.c32sustained?.floor?.worker ?? threads?.c32?.floor?.worker ?? null;
}

/** The ratios that have both their figure and the floor in this run. */
export function goalFigures(
  threads: LevelThreads | undefined,
  bursts: { one: Row | null; ten: Row | null; floor: Row | null } | null,
): GoalFigure[] {
  const out: GoalFigure[] = [];
  for (const [level, label] of [
    ['c32', 'a send (its receipts included), 32 in flight'],
    ['c32sustained', 'a send (its receipts included), sustained, 32 in flight'],
  ] as const) {
    const send = threads?.[level]?.send;
    const floor = threads?.[level]?.floor;
    if (send !== undefined && floor?.worker) {
      // Their finer figures where the run has them, so that no rounding decides a ratio near its goal.
      const [ms, floorMs] = [send.workerFine ?? send.worker, floor.workerFine ?? floor.worker];
      out.push(figure(label, ms, floorMs, GOALS.send, ratioError(send.each, floor.each)));
    }
  }
  // The bursts against the floor measured in their own turns; a run without it, against the loads'.
  const floor = bursts?.floor?.worker ?? floorMs(threads);
  if (floor && bursts?.one) out.push(figure('a webhook burst event, to one webhook', bursts.one.worker, floor, GOALS.burst));
  if (floor && bursts?.ten) out.push(figure('a webhook burst event, over ten devices', bursts.ten.worker, floor, GOALS.burst));
  return out;
}

export function printGoals(figures: GoalFigure[]): void {
  if (figures.length === 0) return;
  console.log('\nThe hot paths against the floor: the worker’s thread, CPU per operation ÷ the floor’s, same run\n');
  console.log('| operation | worker’s thread, ms | the floor’s, ms | ratio | goal | |\n|---|---|---|---|---|---|');
  for (const f of figures) {
    const error = f.error === undefined ? '' : ` ± ${f.error}`;
    console.log(`| ${f.what} | ${f.ms} | ${f.floorMs} | ${f.ratio}×${error} | ≤ ${f.goal}× | ${f.met ? 'met' : 'NOT MET'} |`);
  }
  if (figures.some((f) => f.error !== undefined)) {
    console.log('\n(± one standard error of the ratio, from its load’s turns: what the machine’s noise alone moves it by)');
  }
  console.log('(this run’s verdicts alone: `npm run bench:goals` reads the goals over the runs kept in bench/results)');
}

/**
 * A goal read over several runs of the same code: each run's ratio (from its figures as the run
 * wrote them: to the thousandth of a millisecond since 2026-12-05, to the hundredth before), how
 * many were over the goal, their mean and the mean's 95 % interval (Student's t). One run's figure
 * moves with the machine by about its standard error (0.04–0.13 on a 2-core machine), so a figure
 * near its goal says little alone; the runs together say where the code's cost lies. `met` when the
 * whole interval is within the goal, `NOT MET` when it is all above, `undecided` when it straddles
 * it (or with a single run): more runs decide.
 */
export type PooledGoal = {
  what: string;
  goal: number;
  runs: number;
  over: number;
  mean: number;
  low: number;
  high: number;
  verdict: 'met' | 'NOT MET' | 'undecided';
};

/** Two-sided 95 % quantiles of Student's t for 1 to 30 degrees of freedom. */
const T95 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086,
  2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];
/** Beyond the table, the quantile at the bracket's lower end (df 30, 40, 60, 120): never narrower than the truth. */
const t95 = (df: number) => T95[df - 1] ?? (df <= 40 ? 2.042 : df <= 60 ? 2.021 : df <= 120 ? 2 : 1.98);
const thousandths = (x: number) => Math.round(x * 1000) / 1000;

/** The goals over `runs` (each run's `goals`), in the order they first appear. */
export function poolGoals(runs: readonly (readonly GoalFigure[])[]): PooledGoal[] {
  // A goal that changed between runs is pooled apart: its runs answered another question.
  const byGoal = new Map<string, { what: string; goal: number; ratios: number[] }>();
  for (const figures of runs) {
    for (const f of figures) {
      const key = `${f.what} ≤ ${f.goal}`;
      const entry = byGoal.get(key) ?? { what: f.what, goal: f.goal, ratios: [] };
      entry.ratios.push(f.ms / f.floorMs);
      byGoal.set(key, entry);
    }
  }
  return [...byGoal.values()].map(({ what, goal, ratios }) => {
    const n = ratios.length;
    const mean = ratios.reduce((a, b) => a + b, 0) / n;
    const half = n < 2 ? Number.POSITIVE_INFINITY : t95(n - 1) * Math.sqrt(ratios.reduce((s, r) => s + (r - mean) ** 2, 0) / (n - 1) / n);
    const [low, high] = [mean - half, mean + half];
    const verdict = high <= goal ? 'met' : low > goal ? 'NOT MET' : 'undecided';
    const over = ratios.filter((r) => r > goal).length;
    return { what, goal, runs: n, over, mean: thousandths(mean), low: thousandths(low), high: thousandths(high), verdict };
  });
}
