/**
 * CPU time of the main threads of a `wrangler dev`'s two `workerd` processes, from /proc (Linux
 * only): the one that runs the worker, its Durable Objects and its local D1 (`worker`), and
 * wrangler's dev proxy, which every HTTP request passes through on its way in (`proxy`). Each runs
 * its JavaScript on its main thread, so their busy shares tell which of them bounds a load, and
 * their CPU per request is steadier than requests per second on a shared machine.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { descendants } from './cpu';
import type { LoadResult } from './load';
import { everyOtherRatio } from './ratio-error';
import type { RouteRun, TurnPart } from './sends';

export type ThreadCpu = { worker: number; proxy: number };

/** Milliseconds on a CPU so far of the main thread of `pid` (the scheduler's own count, in ns). */
function mainThreadMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

/**
 * A reader of the two threads of the `wrangler dev` that serves `port`: its proxy is the `workerd`
 * listening on that port, the worker's the other one. Null where /proc cannot tell; the reader
 * gives null once either process is gone (wrangler restarted it: its count starts again at zero).
 */
export function workerdThreads(wrangler: ChildProcess, port: number): (() => ThreadCpu | null) | null {
  if (wrangler.pid === undefined) return null;
  const pids = { worker: 0, proxy: 0 };
  for (const pid of descendants(wrangler.pid)) {
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.includes('workerd')) continue;
    if (cmdline.includes(`entry=127.0.0.1:${port}\0`)) pids.proxy = pid;
    else pids.worker = pid;
  }
  if (!pids.worker || !pids.proxy) return null;
  try {
    mainThreadMs(pids.worker);
  } catch {
    return null;
  }
  return () => {
    try {
      return { worker: mainThreadMs(pids.worker), proxy: mainThreadMs(pids.proxy) };
    } catch {
      return null;
    }
  };
}

type Side = 'kurir' | 'bare';

/** `ms` of CPU over `count` requests or events, to the hundredth of a millisecond unless `digits` says. */
const perEach = (ms: number, count: number, digits = 2) => {
  const scale = 10 ** digits;
  return Math.round((ms / Math.max(1, count)) * scale) / scale;
};

/** `ms` of one thread's CPU as a share of `seconds` of wall time, in %. */
const busyShare = (ms: number, seconds: number) => Math.round(ms / 10 / Math.max(seconds, 1e-9));

/** /proc/stat counts in USER_HZ ticks, 100 a second on Linux. */
const MS_PER_TICK = 10;

/** The machine's CPU time so far, all cores, in clock ticks: busy and in all. */
function machineTicks(): { busy: number; all: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const all = ticks.reduce((a, b) => a + b, 0);
  // idle and iowait
  return { busy: all - (ticks[3] ?? 0) - (ticks[4] ?? 0), all };
}

/**
 * The threads' CPU spent in each part of a load's turns, from one reading at the end of each part
 * to the next (`mark`, called as each part ends; the first reading is taken when made).
 */
export class PartCpu {
  private last: Record<Side, ThreadCpu | null>;
  private lastMachine = machineTicks();
  private readonly spent = new Map<TurnPart, Record<Side, ThreadCpu>>();
  private readonly machine = new Map<TurnPart, { busy: number; all: number }>();
  /** A thread was lost during the load (a workerd restarted): its counts say nothing. */
  lost = false;
  /** Each part's worker-thread milliseconds as it ended, in order (each turn's figures). */
  readonly marks: { part: TurnPart; kurir: number; bare: number }[] = [];

  constructor(private readonly read: Record<Side, () => ThreadCpu | null>) {
    this.last = { kurir: read.kurir(), bare: read.bare() };
  }

  mark(part: TurnPart): void {
    const ticks = machineTicks();
    const machine = this.machine.get(part) ?? { busy: 0, all: 0 };
    this.machine.set(part, {
      busy: machine.busy + ticks.busy - this.lastMachine.busy,
      all: machine.all + ticks.all - this.lastMachine.all,
    });
    this.lastMachine = ticks;
    const now = { kurir: this.read.kurir(), bare: this.read.bare() };
    const sum = this.spent.get(part) ?? { kurir: { worker: 0, proxy: 0 }, bare: { worker: 0, proxy: 0 } };
    const marked = { part, kurir: 0, bare: 0 };
    for (const side of ['kurir', 'bare'] as const) {
      const [was, is] = [this.last[side], now[side]];
      if (!was || !is) {
        this.lost = true;
        continue;
      }
      marked[side] = is.worker - was.worker;
      sum[side].worker += marked[side];
      sum[side].proxy += is.proxy - was.proxy;
    }
    this.marks.push(marked);
    this.spent.set(part, sum);
    this.last = now;
  }

  /**
   * Milliseconds per request of `side`'s threads over `parts`, for `requests` requests, less what
   * they spent over `less` (the bench's own reads); to the hundredth unless `digits` says.
   */
  perRequest(side: Side, parts: TurnPart[], requests: number, less: TurnPart[] = [], digits = 2): ThreadCpu {
    const total = { worker: 0, proxy: 0 };
    for (const [part, sign] of [...parts.map((p) => [p, 1] as const), ...less.map((p) => [p, -1] as const)]) {
      const spent = this.spent.get(part)?.[side];
      total.worker += sign * (spent?.worker ?? 0);
      total.proxy += sign * (spent?.proxy ?? 0);
    }
    return { worker: perEach(total.worker, requests, digits), proxy: perEach(total.proxy, requests, digits) };
  }

  /**
   * Each turn's worker-thread milliseconds per request of `side` over `parts` less `less`, a turn
   * starting at each `bare` part, for `share` requests a turn.
   */
  eachTurn(side: Side, parts: TurnPart[], share: number, less: TurnPart[] = []): number[] {
    const turns: number[] = [];
    for (const m of this.marks) {
      if (m.part === 'bare') turns.push(0);
      if (turns.length === 0) continue;
      const sign = parts.includes(m.part) ? 1 : less.includes(m.part) ? -1 : 0;
      turns[turns.length - 1] = (turns.at(-1) ?? 0) + sign * m[side];
    }
    return turns.map((ms) => perEach(ms, share));
  }

  /** How busy the machine's cores were in `part`, in % of all of them. */
  machineBusy(part: TurnPart): number {
    const ticks = this.machine.get(part);
    return ticks && ticks.all > 0 ? Math.round((ticks.busy / ticks.all) * 100) : 0;
  }

  /** Milliseconds of all the machine's cores per request over `parts` less `less` (everything that ran, the load's client too). */
  machinePerRequest(parts: TurnPart[], requests: number, less: TurnPart[] = []): number {
    const ticks = (ps: TurnPart[]) => ps.reduce((sum, part) => sum + (this.machine.get(part)?.busy ?? 0), 0);
    const busy = ticks(parts) - ticks(less);
    return Math.round(((busy * MS_PER_TICK) / Math.max(1, requests)) * 10) / 10;
  }

  /** The share of `seconds` (a part's summed time) that `side`'s threads were busy in `part`, in %. */
  busy(side: Side, part: TurnPart, seconds: number): ThreadCpu {
    const spent = this.spent.get(part)?.[side] ?? { worker: 0, proxy: 0 };
    return { worker: busyShare(spent.worker, seconds), proxy: busyShare(spent.proxy, seconds) };
  }
}

/**
 * A send's figure: the sends and the draining of their receipts, less the bench's own reads while
 * draining (the same drain made again once nothing is left, `recheck` in `measureRoutes`).
 */
export const SEND_PARTS: { parts: TurnPart[]; less: TurnPart[] } = { parts: ['send', 'drain'], less: ['recheck'] };

/** Prints each load's threads per route (the sends' include their receipts' draining) and returns them for the JSON. */
export function printThreads(runs: (RouteRun & { name: string })[], cpus: Record<string, PartCpu>): Record<string, unknown> {
  console.log('\nThe main threads of each wrangler dev’s two workerd processes (from /proc): CPU per request, and busy share\n');
  console.log(
    '| scenario | in flight | worker’s thread, ms per request (busy) | dev proxy’s thread, ms per request (busy) | all cores, ms per request (busy) |',
  );
  console.log('|---|---|---|---|---|');
  type Row = ThreadCpu & {
    workerFine: number;
    workerBusy: number;
    proxyBusy: number;
    machine: number;
    machineBusy: number;
    benchReads?: ThreadCpu;
    each?: number[];
    byFloorPlace?: { before: number; after: number };
  };
  const out: Record<string, Record<string, Row>> = {};
  for (const r of runs) {
    const cpu = cpus[r.name];
    if (!cpu) continue;
    if (cpu.lost) {
      console.log(`| (a workerd restarted during the load of ${r.inFlight} in flight: no counts) | | | | |`);
      continue;
    }
    const level: Record<string, Row> = {};
    const sustained = r.name === 'c32sustained' ? ', sustained' : '';
    const row = (name: string, side: Side, parts: TurnPart[], x: LoadResult | null, less: TurnPart[] = []) => {
      if (!x) return;
      const per = cpu.perRequest(side, parts, x.count, less);
      const part = parts[0] ?? 'bare';
      const busy = cpu.busy(side, part, x.seconds);
      const machine = cpu.machinePerRequest(parts, x.count, less);
      const machineBusy = cpu.machineBusy(part);
      // What the bench's own reads cost besides, per request, kept in the JSON.
      const reads = less.length > 0 ? { benchReads: cpu.perRequest(side, less, x.count) } : {};
      // The worker's thread to the thousandth too, for the goals' ratios: at a floor of 0.56 ms, its
      // hundredths alone move a ratio near 2.5 by up to 0.02.
      const workerFine = cpu.perRequest(side, parts, x.count, less, 3).worker;
      level[name] = { ...per, workerFine, workerBusy: busy.worker, proxyBusy: busy.proxy, machine, machineBusy, ...reads };
      console.log(
        `| ${name}${sustained} | ${r.inFlight} | ${per.worker} (${busy.worker} %) | ${per.proxy} (${busy.proxy} %) | ${machine} (${machineBusy} %) |`,
      );
    };
    row('bare', 'bare', ['bare'], r.bare);
    if (r.send) row('send', 'kurir', SEND_PARTS.parts, r.send, SEND_PARTS.less);
    row('read', 'kurir', ['read'], r.read);
    row('floor', 'bare', ['floor'], r.floor);
    if (r.send && level.send && level.floor) {
      // Each turn's figures, to tell a turn's noise from the load's.
      const share = Math.ceil(r.send.count / r.turns);
      const send = cpu.eachTurn('kurir', SEND_PARTS.parts, share, SEND_PARTS.less);
      const floor = cpu.eachTurn('bare', ['floor'], share);
      level.send.each = send;
      level.floor.each = floor;
      const ratios = send.map((ms, i) => (ms / (floor[i] ?? Number.NaN)).toFixed(2));
      console.log(`| (each turn${sustained}: send ${send.join(', ')}; floor ${floor.join(', ')}; ratio ${ratios.join(', ')}) | | | | |`);
      // The floor falls before the sends in even turns, after their recheck in odd ones (`measureRoutes`).
      const place = { before: everyOtherRatio(send, floor, 0), after: everyOtherRatio(send, floor, 1) };
      level.send.byFloorPlace = place;
      console.log(`| (the ratio in the turns with the floor before the sends ${place.before}×, after them ${place.after}×) | | | | |`);
    }
    out[r.name] = level;
  }
  return out;
}

export type ThreadsDuring = ThreadCpu & { workerBusy: number; proxyBusy: number };

/**
 * What the threads `read` reads spent while `run` ran, per event it counts, and how busy they were.
 * A run that waits for its trailing work to settle calls `busyEnds` when its load is over (its
 * last delivery seen): the busy share is taken up to there, since the settling wait is mostly
 * idle; what the threads spent counts to the end.
 */
export async function threadsDuring<T extends { events: number }>(
  read: (() => ThreadCpu | null) | null,
  run: (busyEnds: () => void) => Promise<T>,
): Promise<T & { threads: ThreadsDuring | null }> {
  const before = read?.() ?? null;
  const started = performance.now();
  let busy: { at: number; threads: ThreadCpu | null } | null = null;
  const value = await run(() => {
    busy ??= { at: performance.now(), threads: read?.() ?? null };
  });
  const after = read?.() ?? null;
  const until = busy ?? { at: performance.now(), threads: after };
  if (!before || !after || !until.threads) return { ...value, threads: null };
  const seconds = (until.at - started) / 1000;
  const spent = { worker: after.worker - before.worker, proxy: after.proxy - before.proxy };
  const { events } = value;
  return {
    ...value,
    threads: {
      worker: perEach(spent.worker, events),
      proxy: perEach(spent.proxy, events),
      workerBusy: busyShare(until.threads.worker - before.worker, seconds),
      proxyBusy: busyShare(until.threads.proxy - before.proxy, seconds),
    },
  };
}

/** `threads` as a table cell's tail: what a burst cost the two threads. */
export function threadsText(threads: ThreadsDuring | null): string {
  if (!threads) return '';
  return `; the worker’s thread ${threads.worker} ms per event (${threads.workerBusy} % busy), the dev proxy’s ${threads.proxy} ms (${threads.proxyBusy} %)`;
}
