/**
 * `npm run bench:goals [-- files…] [--since=2026-12-06T00:00]`: the hot paths' goals read over the
 * full runs kept in bench/results (or the files named), each goal's mean ratio with its 95 %
 * interval and the runs over it (`poolGoals`, goals.ts). One run's verdict is as noisy as this
 * machine; runs of the same code together say whether the code meets a goal. Quick runs are left
 * out: their turns are fewer and their ratios higher.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type GoalFigure, type PooledGoal, poolGoals } from './goals';

type Run = { at: string; quick?: boolean; goals?: GoalFigure[] };

const args = process.argv.slice(2);
const since = args.find((a) => a.startsWith('--since='))?.slice('--since='.length) ?? '';
const named = args.filter((a) => !a.startsWith('--'));
const dir = path.join(import.meta.dirname, 'results');
const files = named.length
  ? named
  : existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^bench-.*\.json$/.test(f))
        .map((f) => path.join(dir, f))
    : [];

const runs = files
  .map((f) => JSON.parse(readFileSync(f, 'utf8')) as Run)
  .filter((r) => !r.quick && r.goals?.length && r.at >= since)
  .sort((a, b) => a.at.localeCompare(b.at));
if (runs.length === 0) {
  console.log('No full run with the goals in it (`npm run bench -- --only=routes,webhooks` makes one).');
  process.exit(1);
}

const shown = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');
const row = (g: PooledGoal) =>
  `| ${g.what} | ${g.runs} | ${g.over} | ${shown(g.mean)}× | ${shown(g.low)}–${shown(g.high)}× | ≤ ${g.goal}× | ${g.verdict} |`;
console.log(
  `The hot paths' goals over ${runs.length} full runs (${runs[0]?.at} to ${runs.at(-1)?.at}; ${files.length - runs.length} other files left out)\n`,
);
console.log('| operation | runs | over the goal | mean ratio | its 95 % interval | goal | |\n|---|---|---|---|---|---|---|');
for (const g of poolGoals(runs.map((r) => r.goals ?? []))) console.log(row(g));
console.log(
  '\n(met: the whole interval within the goal; NOT MET: all of it above; undecided: it straddles the goal, and more runs decide. Pool runs of the same code only.)',
);
