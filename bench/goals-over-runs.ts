/**
 * `npm run bench:goals [-- files…] [--since=2026-12-06T00:00]`: the hot paths' goals read over the
 * full runs kept in bench/results (or the files named), each goal's mean ratio with its 95 %
 * interval and the runs over it (`poolGoals`, goals.ts). One run's verdict is as noisy as this
 * machine; runs of the same code together say whether the code meets a goal, so it names the
 * commits it pooled and the runs of a changed tree. Quick runs are left out: their turns are fewer
 * and their ratios higher. A run is taken once, however many files hold it (`latest.json`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type GoalFigure, type PooledGoal, poolGoals } from './goals';
import { isRunFile, RESULTS_DIR } from './options';

type Run = { at?: string; quick?: boolean; goals?: GoalFigure[]; code?: { commit: string; changed: boolean } | null };

const args = process.argv.slice(2);
const unknown = args.filter((a) => a.startsWith('--') && !a.startsWith('--since='));
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(', ')}: only --since=<ISO time> and file names.`);
  process.exit(2);
}
const since = args.find((a) => a.startsWith('--since='))?.slice('--since='.length) ?? '';
const named = args.filter((a) => !a.startsWith('--'));
const files = named.length
  ? named
  : existsSync(RESULTS_DIR)
    ? readdirSync(RESULTS_DIR)
        .filter(isRunFile)
        .map((f) => path.join(RESULTS_DIR, f))
    : [];

const unread: string[] = [];
const byAt = new Map<string, Run>();
for (const file of files) {
  try {
    const run = JSON.parse(readFileSync(file, 'utf8')) as Run;
    if (run.at && !run.quick && run.goals?.length && run.at >= since) byAt.set(run.at, run);
  } catch (e) {
    unread.push(`${file} (${e instanceof Error ? e.message : String(e)})`);
  }
}
const runs = [...byAt.values()].sort((a, b) => String(a.at).localeCompare(String(b.at)));
for (const file of unread) console.error(`Not read: ${file}`);
if (runs.length === 0) {
  console.log('No full run with the goals in it (`npm run bench -- --only=routes,webhooks` makes one).');
  process.exit(1);
}

const commits = new Map<string, number>();
for (const r of runs) {
  const commit = r.code ? `${r.code.commit.slice(0, 7)}${r.code.changed ? ' (changed)' : ''}` : 'unrecorded';
  commits.set(commit, (commits.get(commit) ?? 0) + 1);
}
const shown = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');
const row = (g: PooledGoal) =>
  `| ${g.what} | ${g.runs} | ${g.over} | ${shown(g.mean)}× | ${shown(g.low)}–${shown(g.high)}× | ≤ ${g.goal}× | ${g.verdict} |`;
console.log(`The hot paths' goals over ${runs.length} full run${runs.length === 1 ? '' : 's'}, ${runs[0]?.at} to ${runs.at(-1)?.at}`);
console.log(`the code they measured: ${[...commits].map(([c, n]) => `${c} ×${n}`).join(', ')}\n`);
console.log('| operation | runs | over the goal | mean ratio | its 95 % interval | goal | |\n|---|---|---|---|---|---|---|');
for (const g of poolGoals(runs.map((r) => r.goals ?? []))) console.log(row(g));
console.log(
  '\n(met: the whole interval within the goal; NOT MET: all of it above; undecided: it straddles the goal, and more runs decide. Pool runs of the same code only.)',
);
