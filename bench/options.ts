/**
 * The run's options, read from the command line (see run.ts), the sizes they set, and the JSON
 * result every section adds to.
 *
 * The local state (wrangler dev's SQLite files for D1 and the objects) goes under /dev/shm where
 * there is one: on a disk, SQLite's fsync stalls a whole local run now and then (a single statement
 * was seen taking 650 ms), which the bare route, having no storage, never pays, and which is not
 * what the platform's storage costs. BENCH_DISK=1 keeps it on the disk.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const inMemory = !process.env.BENCH_DISK && existsSync('/dev/shm');
if (inMemory) process.env.TMPDIR = '/dev/shm';
export const quick = process.argv.includes('--quick');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const scale = process.argv.includes('--scale');
export const flag = (name: string) => {
  const value = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return value ? Number(value) : undefined;
};
/** Whether `section` runs: the scale sections seed their own shops and take minutes, so they run when asked for, alone. */
export const wants = (section: string) => (only ? only.includes(section) : scale === section.startsWith('scale-'));
export const SIZES = quick
  ? {
      requests: 300,
      goalLoad: 300,
      sustained: 0,
      lone: 20,
      warmUp: 100,
      burst: 300,
      tenDevices: 30,
      devices: 200,
      io: 10,
      baileys: 30,
      engine: { idleSessions: 5, messages: 200, inFlight: 8 },
      media: 40,
      broadcast: 200,
      history: 5_000,
    }
  : {
      requests: 1000,
      goalLoad: 2000,
      sustained: 6000,
      lone: 50,
      warmUp: 200,
      burst: 1000,
      tenDevices: 100,
      devices: Number(process.env.BENCH_DEVICES ?? 2000),
      io: 20,
      baileys: 100,
      engine: { idleSessions: 20, messages: 1000, inFlight: 8 },
      media: 200,
      broadcast: 1000,
      history: 50_000,
    };
/**
 * The sustained load: 32 in flight, sends, the baseline and the floor (the bare worker's
 * `POST /object`: a body read and one object call writing a row, the least a send can be) in turns
 * of 250. Long enough for the worker's major collections to come at their own pace (every 3,000 to
 * 5,000 sends), where the 1,000 sends of a level may see one or none. Its 6,000 sends went in twelve
 * turns of 500 until 2026-12-04 (seventh entry): a turn's noise did not shrink with its size, so
 * twice the turns of half the size average more of it out.
 */
export const SUSTAINED_TURN = 250;

/**
 * The turns of the load of 32 in flight, whose send the goal is read from (`goals.ts`): `goalLoad`
 * requests of each route (twice the 8-in-flight load's in a full run) in turns of 125 (75 with
 * `--quick`). One turn's send against the floor's spread 1.97–2.87× over the eight of one run, about
 * 0.35 either side of the mean over a day's turns, whether a turn held 250 sends or 500 (2026-12-04,
 * sixth and seventh entries): the machine's noise is a turn's, whatever its size, and more turns
 * average it out.
 */
export const GOAL_TURNS = quick ? 4 : 16;

/** Everything the run measured, written as JSON at its end. */
export const result: Record<string, unknown> = {
  at: new Date().toISOString(),
  node: process.version,
  quick,
  sizes: SIZES,
  state: inMemory ? 'memory (/dev/shm)' : 'disk',
};

/** Where each run's JSON is kept, as `bench-<its time>.json` (and the newest as `latest.json`). */
export const RESULTS_DIR = path.join(import.meta.dirname, 'results');
export const runFileName = (at: string) => `bench-${at.replace(/[:.]/g, '-')}.json`;
export const isRunFile = (name: string) => /^bench-.*\.json$/.test(name);

export const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
