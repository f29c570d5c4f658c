/**
 * The routes, the webhooks and the I/O counts, on one stack beside the bare worker: the loads
 * against the bare route and the floor, the threads' CPU per request, the webhook bursts, and the
 * hot paths' ratios to the floor (goals.ts), printed on every run that measured them.
 */
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { freePort, startWorker, stopProcess } from '../scripts/stack';
import { Receiver } from '../test/e2e/receiver';
import { Stack } from '../test/e2e/stack';
import { gcTraced, type MajorCollection, majorCollections } from './gc-trace';
import { goalFigures, type LevelThreads, printGoals } from './goals';
import { heapCollector } from './inspector';
import { measureIo, POLL_MS, settled } from './io';
import { GOAL_TURNS, inMemory, ratio, result, SIZES, SUSTAINED_TURN, wants } from './options';
import {
  collectFloorHeap,
  FIXTURE_CONFIG,
  floorTurn,
  measureFloor,
  measureRoutes,
  type RouteRun,
  sendable,
  TURNS,
  type TurnPart,
} from './sends';
import { PartCpu, printThreads, type ThreadCpu, type ThreadsDuring, threadsDuring, threadsText, workerdThreads } from './thread-cpu';
import { burst, type Hooked, hookedDevice, loneLatency } from './webhooks';

const PARTS: Record<TurnPart, string> = {
  'warm-up': 'the warm-up',
  bare: 'the bare route',
  send: 'the sends',
  drain: 'the receipts’ draining',
  recheck: 'the drain’s reads again, nothing left to drain',
  collect: 'a heap collected (outside the figures)',
  read: 'the reads',
  floor: 'the floor’s route',
};
const WHERE = {
  kurir: { worker: 'Kurir’s worker', 'worker process': 'another isolate of Kurir’s workerd', proxy: 'the proxy of Kurir’s wrangler dev' },
  bare: {
    // Its worker allocates little: the isolate that allocates most may be its entry worker.
    worker: 'the bare worker’s workerd',
    'worker process': 'the bare worker’s workerd',
    proxy: 'the proxy of the bare wrangler dev',
  },
} as const;
const LEVELS: Record<string, string> = {
  c8: '8 in flight',
  c32: '32 in flight',
  c32reads: 'the reads, 32 in flight',
  c32sustained: 'sustained, 32 in flight',
};

type Reader = () => ThreadCpu | null;

export async function keyIdOf(stack: Stack, workspaceId: string): Promise<string> {
  return (await stack.admin<{ id: string }[]>('GET', `/workspaces/${workspaceId}/api-keys`)).body[0]?.id ?? '';
}

export async function routesAndWebhooks(): Promise<void> {
  // Kurir's heap is collected before each of its loads (`collectHeap`, through the inspector).
  const inspectorPort = await freePort();
  const stack = new Stack({ inspectorPort, v8Flags: ['--expose-gc'] });
  const receiver = new Receiver();
  await receiver.start();
  await stack.start();
  const kurirHeap = heapCollector(inspectorPort);
  const collectKurir = kurirHeap.collect;
  const barePort = await freePort();
  // Traced, the bare worker's collections are read too: its pauses weigh on the baseline.
  const bareLog = path.join(stack.dir, 'bare.log');
  const bareLogFd = gcTraced ? openSync(bareLog, 'w') : null;
  const bare = await startWorker({
    port: barePort,
    config: FIXTURE_CONFIG,
    persistTo: path.join(stack.dir, 'bare'),
    vars: {},
    // The bench collects the fixture's heap before each of the floor's turns (`POST /collect`).
    v8Flags: ['--expose-gc'],
    stdio: bareLogFd ?? 'ignore',
  });
  // wrangler holds its own copy of the descriptor.
  if (bareLogFd !== null) closeSync(bareLogFd);
  try {
    // Counted first, on the fresh stack: the counts are the whole worker's, and work the loads
    // below leave behind on their devices was once counted as the sends' (3 D1 round trips each).
    const io = wants('io') ? await measureIo(stack, receiver, SIZES.io) : null;
    const kurirThreads = stack.worker ? workerdThreads(stack.worker, Number(new URL(stack.workerUrl).port)) : null;
    const bareThreads = workerdThreads(bare, barePort);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    if (wants('routes')) await routes(stack, bareUrl, kurirThreads, bareThreads, bareLog, collectKurir);
    // The bursts' ratios need the floor: measured alone when the routes were not.
    else if (wants('webhooks')) await floorAlone(bareUrl, kurirThreads, bareThreads);
    const bursts = wants('webhooks')
      ? await webhooks(stack, receiver, kurirThreads, { url: bareUrl, threads: bareThreads }, collectKurir)
      : null;
    const figures = goalFigures(result.threads as LevelThreads | undefined, bursts);
    if (figures.length > 0) result.goals = figures;
    printGoals(figures);
    if (io) {
      result.io = io;
      console.log('\nI/O per operation (counted by the worker)\n');
      console.log(
        '| operation | D1 round trips | D1 rows written | Durable Object calls | calls to the node | report calls (reports) |\n|---|---|---|---|---|---|',
      );
      for (const [name, c] of Object.entries(io)) {
        console.log(
          `| ${name} | ${c.d1RoundTrips} | ${c.d1RowsWritten} | ${c.durableObjectCalls} | ${c.nodeCalls} | ${c.reportCalls} (${c.reports}) |`,
        );
      }
    }
  } finally {
    kurirHeap.close();
    await stopProcess(bare);
    await stack.stop();
    await receiver.stop();
  }
}

async function routes(
  stack: Stack,
  bareUrl: string,
  kurirThreads: Reader | null,
  bareThreads: Reader | null,
  bareLog: string,
  collectKurir: () => Promise<void>,
) {
  // Keys with a high rate limit: what is measured is the route, not the limiter.
  const s = await sendable(stack, 1, 100_000);
  await stack.admin('PATCH', `/workspaces/${s.workspaceId}/api-keys/${await keyIdOf(stack, s.workspaceId)}`, { rateLimit: 100_000 });
  const runs: (RouteRun & { name: string })[] = [];
  const log = path.join(stack.dir, 'stack.log');
  type Collection = MajorCollection & { stack: 'kurir' | 'bare'; during: TurnPart; turn: number };
  const collections: Record<string, Collection[]> = {};
  const levels = [
    { name: 'c8', total: SIZES.requests, inFlight: 8 },
    // The floor at 32 in flight in every run, quick too: the goals' ratios are taken against it.
    // Without the reads, which fill the worker's old generation too: with them in its turns, the
    // load reached a major collection, whose marking fell in the sends; 2,000 sends alone do not
    // (traced). The reads at 32 in flight have their load of their own, after it.
    { name: 'c32', total: SIZES.goalLoad, inFlight: 32, turns: GOAL_TURNS, reads: false, floor: true },
    { name: 'c32reads', total: SIZES.requests, inFlight: 32, sends: false },
    ...(SIZES.sustained > 0
      ? [
          {
            name: 'c32sustained',
            total: SIZES.sustained,
            inFlight: 32,
            turns: Math.ceil(SIZES.sustained / SUSTAINED_TURN),
            reads: false,
            floor: true,
          },
        ]
      : []),
  ];
  const cpus: Record<string, PartCpu> = {};
  for (const { name, ...load } of levels) {
    const level: Collection[] = [];
    const seen = { kurir: gcTraced ? majorCollections(log).length : 0, bare: gcTraced ? majorCollections(bareLog).length : 0 };
    const cpu = kurirThreads && bareThreads ? new PartCpu({ kurir: kurirThreads, bare: bareThreads }) : null;
    if (cpu) cpus[name] = cpu;
    let turn = 0;
    const after = (part: TurnPart) => {
      cpu?.mark(part);
      if (part === 'bare') turn++;
      if (!gcTraced) return;
      for (const [stack, file] of [['kurir', log] as const, ['bare', bareLog] as const]) {
        const now = majorCollections(file);
        level.push(...now.slice(seen[stack]).map((c) => ({ ...c, stack, during: part, turn })));
        seen[stack] = now.length;
      }
    };
    runs.push({ name, ...(await measureRoutes(stack, bareUrl, s, load, after, collectKurir)) });
    collections[name] = level;
  }
  if (gcTraced) result.majorCollections = collections;
  result.sends = Object.fromEntries(
    runs
      .flatMap((r) => (r.send ? [{ ...r, send: r.send }] : []))
      .map((r) => [
        r.name,
        {
          rps: r.send.rps,
          p50: r.send.p50,
          p99: r.send.p99,
          bareRps: r.bare.rps,
          bareP50: r.bare.p50,
          bareP99: r.bare.p99,
          errors: r.send.errors,
          drainSeconds: r.drainSeconds,
          rpsRatio: ratio(r.send.rps, r.bare.rps),
          p99Ratio: ratio(r.send.p99, r.bare.p99),
          ...(r.floor
            ? {
                floorRps: r.floor.rps,
                floorP99: r.floor.p99,
                floorRpsRatio: ratio(r.floor.rps, r.bare.rps),
                floorP99Ratio: ratio(r.floor.p99, r.bare.p99),
              }
            : {}),
        },
      ]),
  );
  result.reads = Object.fromEntries(
    runs.flatMap(({ name, read, bare }) =>
      read
        ? [
            [
              name.replace(/reads$/, ''),
              { rps: read.rps, p50: read.p50, p99: read.p99, rpsRatio: ratio(read.rps, bare.rps), p99Ratio: ratio(read.p99, bare.p99) },
            ],
          ]
        : [],
    ),
  );
  printRoutes(runs);
  if (Object.keys(cpus).length > 0) result.threads = printThreads(runs, cpus);
  if (gcTraced) {
    const told = Object.entries(collections).map(
      ([level, list]) =>
        `${LEVELS[level] ?? level}: ${list.length === 0 ? 'none' : list.map((c) => `${c.pauseMs} ms in ${WHERE[c.stack][c.where]} during ${PARTS[c.during]}${c.turn > 0 ? ` of turn ${c.turn}` : ''} (old generation at ${c.oldGenMb} MB)`).join(', ')}`,
    );
    console.log(`\nMajor garbage collections during those loads (V8's trace): ${told.join('; ')}`);
  }
}

/** The floor alone at 32 in flight, its threads under `threads.c32.floor` as the routes' load puts them. */
async function floorAlone(bareUrl: string, kurirThreads: Reader | null, bareThreads: Reader | null): Promise<void> {
  if (!kurirThreads || !bareThreads) return;
  const cpu = new PartCpu({ kurir: kurirThreads, bare: bareThreads });
  const floor = await measureFloor(bareUrl, { total: SIZES.requests, inFlight: 32 }, (part) => cpu.mark(part));
  if (cpu.lost) return;
  const per = cpu.perRequest('bare', ['floor'], floor.count);
  const busy = cpu.busy('bare', 'floor', floor.seconds);
  result.threads = { c32: { floor: { ...per, workerBusy: busy.worker, proxyBusy: busy.proxy } } };
  console.log(
    `\nThe floor (bare \`POST /object\`), 32 in flight: ${floor.rps} req/s; its worker’s thread ${per.worker} ms per request (${busy.worker} % busy), its dev proxy’s ${per.proxy} ms (${busy.proxy} %)`,
  );
}

async function webhooks(
  stack: Stack,
  receiver: Receiver,
  kurirThreads: Reader | null,
  bare: { url: string; threads: Reader | null },
  collectKurir: () => Promise<void>,
) {
  const lone = await loneLatency(stack, receiver, SIZES.lone);
  const single = [await hookedDevice(stack, receiver)];
  const devices: Hooked[] = [];
  for (let i = 0; i < 10; i++) devices.push(await hookedDevice(stack, receiver));
  // Both bursts' devices warm up first (V8 compiles the intake's and dispatch's code, every
  // object prepares its statements), as the routes' loads do: what is measured is the steady state.
  await burst(stack, receiver, single, SIZES.warmUp);
  await burst(stack, receiver, devices, SIZES.warmUp / 10);
  // Each burst three times, in turns (the floor, one webhook, ten devices, …), so that a drift of
  // this shared machine's load weighs on all three; each burst's figure is the median burst's, the
  // three in the JSON, and is taken against the floor of the same turns (pooled): against the
  // floor of the routes' loads, minutes before, a slower spell of the machine during the bursts
  // alone read as a dearer event (a run's ten devices went from 1.4 to 2.2 times the floor).
  const ones: Burst[] = [];
  const tens: Burst[] = [];
  const floors: { threads: ThreadsDuring | null }[] = [];
  // The local runtime shuts an object down once it has had no request for some seconds (its
  // SQLite closed, its statements to prepare again when it is next called), and a burst's devices
  // wait longer than that while the other turns run: each burst over ten devices opened its ten
  // objects' SQLite anew inside its figure (seen with `strace`; in `perf`, about 4 % of the
  // burst's thread went to opening them, reading their schemas and preparing their statements),
  // the burst to one webhook its one. So each burst's devices are woken first, outside its
  // figure: what is measured stays the steady state.
  // Kurir's heap is collected then too, as before each of the routes' loads: a burst carries the
  // collections of its own garbage, not of what ran before it.
  const woken = async (hooked: readonly Hooked[], perDevice: number) => {
    await burst(stack, receiver, hooked, WAKE_EVENTS);
    await collectKurir();
    return lessItsReads(stack, kurirThreads, (busyEnds) => burst(stack, receiver, hooked, perDevice, busyEnds));
  };
  for (let i = 0; i < BURST_REPEATS; i++) {
    // Its heap collected first, outside the figure, as before the loads' floor turns.
    await collectFloorHeap(bare.url);
    floors.push(await threadsDuring(bare.threads, () => floorTurn(bare.url, FLOOR_BESIDE, 32, i * FLOOR_BESIDE)));
    ones.push(await woken(single, SIZES.burst));
    tens.push(await woken(devices, SIZES.tenDevices));
  }
  const one = medianBurst(ones);
  const ten = medianBurst(tens);
  const floorEach = floors.map((f) => f.threads?.worker ?? null);
  const floor = floorEach.every((ms) => ms !== null) ? pooled(floorEach) : null;
  result.webhooks = {
    loneP50Ms: lone.p50,
    loneP99Ms: lone.p99,
    burstEvents: one.events,
    burstPerSecond: one.perSecond,
    burstAcceptPerSecond: one.acceptPerSecond,
    burstDrainPerSecond: one.drainPerSecond,
    tenDevicesEvents: ten.events,
    tenDevicesPerSecond: ten.perSecond,
    tenDevicesPerDevicePerSecond: Math.round(ten.perSecond / 10),
    ...(one.threads && ten.threads
      ? {
          burstThreads: one.threads,
          tenDevicesThreads: ten.threads,
          burstWorkerMsEach: ones.map((b) => b.threads?.worker ?? null),
          tenDevicesWorkerMsEach: tens.map((b) => b.threads?.worker ?? null),
          burstBenchReadsMsEach: ones.map((b) => b.benchReadsMs),
          tenDevicesBenchReadsMsEach: tens.map((b) => b.benchReadsMs),
        }
      : {}),
    ...(floor !== null ? { floorBesideWorkerMs: floor, floorBesideWorkerMsEach: floorEach } : {}),
  };
  console.log('\nWebhooks (inbound message → webhook request)\n');
  console.log('| measure | result |\n|---|---|');
  console.log(`| lone event, p50 / p99 | ${lone.p50} / ${lone.p99} ms |`);
  console.log(
    `| burst of ${one.events} to one webhook (the median of ${BURST_REPEATS}) | ${one.perSecond} deliveries/s (accepted at ${one.acceptPerSecond}/s; the queue left when the last was accepted drained at ${one.drainPerSecond ?? '–'}/s)${threadsText(one.threads)}${eachText(ones)}${readsText(ones)} |`,
  );
  console.log(
    `| burst of ${ten.events} over ten devices (the median of ${BURST_REPEATS}) | ${ten.perSecond} deliveries/s in all, ${Math.round(ten.perSecond / 10)}/s per device${threadsText(ten.threads)}${eachText(tens)}${readsText(tens)} |`,
  );
  if (floor !== null) {
    console.log(
      `| the floor beside them (bare \`POST /object\`, ${FLOOR_BESIDE} requests at 32 in flight before each turn of the two bursts) | the worker’s thread ${floor} ms per request (each: ${floorEach.join(', ')} ms) |`,
    );
  }
  return { one: one.threads, ten: ten.threads, floor: floor === null ? null : { worker: floor } };
}

/** The floor's requests in each turn of the bursts: about a second of them. */
const FLOOR_BESIDE = 500;

/** The mean of turns of as many requests each: their CPU in all over their requests in all. */
function pooled(each: readonly (number | null)[]): number {
  const known = each.filter((ms): ms is number => ms !== null);
  return Math.round((known.reduce((a, b) => a + b, 0) / Math.max(1, known.length)) * 100) / 100;
}

/** Events to each of a burst's devices just before it, to wake them (see `webhooks`). */
const WAKE_EVENTS = 10;

/** Bursts measured per kind: one burst of a thousand events is a second or two of this noisy machine. */
const BURST_REPEATS = 3;

type Burst = Awaited<ReturnType<typeof burst>> & { threads: ThreadsDuring | null; benchReadsMs: number | null };

/**
 * A burst's threads less the bench's own reads: its settle (the counts polled until they stand
 * still) made again with nothing left, for as long as it took, and that wait's CPU taken off each
 * event (`benchReadsMs`, the worker's thread's a burst), as a send's turn leaves out its drain's
 * (`measureRoutes`): the counts' reads four times a second and the quiet worker's background.
 */
async function lessItsReads(
  stack: Stack,
  kurirThreads: Reader | null,
  run: (busyEnds: () => void) => ReturnType<typeof burst>,
): Promise<Burst> {
  const measured = await threadsDuring(kurirThreads, run);
  const again = await threadsDuring(kurirThreads, async () => {
    await settled(stack, measured.settleMs - POLL_MS);
    return { events: 1 };
  });
  if (!measured.threads || !again.threads) return { ...measured, threads: null, benchReadsMs: null };
  const less = (ms: number, reads: number) => Math.round((ms - reads / measured.events) * 100) / 100;
  return {
    ...measured,
    benchReadsMs: again.threads.worker,
    threads: {
      ...measured.threads,
      worker: less(measured.threads.worker, again.threads.worker),
      proxy: less(measured.threads.proxy, again.threads.proxy),
    },
  };
}

/** The burst whose worker's thread spent the median per event (the first when none was read). */
function medianBurst(bursts: readonly Burst[]): Burst {
  const sorted = [...bursts].sort((a, b) => (a.threads?.worker ?? 0) - (b.threads?.worker ?? 0));
  const median = sorted[Math.floor(sorted.length / 2)] ?? bursts[0];
  if (!median) throw new Error('no burst was measured');
  return median;
}

/** The bench's own reads taken off each burst (`lessItsReads`), as a table cell's tail. */
function readsText(bursts: readonly Burst[]): string {
  const each = bursts.map((b) => b.benchReadsMs).filter((ms) => ms !== null);
  return each.length > 0 ? `; less the bench's own reads, ${each.join(', ')} ms of the worker's thread a burst` : '';
}

/** Each burst's worker-thread figure, as a table cell's tail. */
function eachText(bursts: readonly Burst[]): string {
  const each = bursts.map((b) => b.threads?.worker).filter((ms) => ms !== undefined);
  return each.length > 1 ? ` (each: ${each.join(', ')} ms)` : '';
}

function printRoutes(runs: (RouteRun & { name: string })[]): void {
  console.log(
    `\nKurir against a bare Hono route on the same wrangler dev (simulator engine, 127.0.0.1, local state on ${inMemory ? 'memory' : 'disk'})\n`,
  );
  console.log('| scenario | in flight | req/s | p50 ms | p99 ms | throughput vs bare | p99 vs bare |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of runs) {
    const row = (name: string, x: RouteRun['bare']) =>
      console.log(
        `| ${name} | ${r.inFlight} | ${x.rps} | ${x.p50} | ${x.p99} | ${ratio(x.rps, r.bare.rps)} | ${ratio(x.p99, r.bare.p99)}× |`,
      );
    const sustained = r.name === 'c32sustained' ? `, sustained (${r.turns} turns)` : '';
    row(`bare \`GET /ping\`${sustained}`, r.bare);
    if (r.send) row(`\`POST /messages\` (201)${sustained}`, r.send);
    if (r.read) row('`GET /admin/workspaces/:ws/devices` (D1)', r.read);
    if (r.floor) row(`floor: bare \`POST /object\` (one object call writing a row)${sustained}`, r.floor);
  }
  const sustained = runs.find((r) => r.name === 'c32sustained');
  console.log(
    `\n(in turns: the load of 8 in flight ${TURNS} of baseline, sends and reads; of 32, ${GOAL_TURNS} of baseline, sends and the floor, then ${TURNS} of baseline and reads${sustained ? `; the sustained one ${sustained.turns} of ${SUSTAINED_TURN} of baseline, sends and the floor` : ''}; the receipts the sends left drained in ${runs.flatMap((r) => (r.send ? [`${r.drainSeconds} s`] : [])).join(', ')} in all)`,
  );
}
