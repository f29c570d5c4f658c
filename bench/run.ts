/**
 * `npm run bench` (`-- --quick` for a run of under three minutes): the real stack (wrangler dev and
 * a session-node with the simulator) on 127.0.0.1 against a bare Hono worker on the same wrangler
 * dev, measured in the same run, with bounded loads. Prints tables with the ratios to the bare
 * route, and writes everything as JSON under bench/results/ (the newest run also as latest.json).
 *
 * `--only=routes,webhooks,nodes,io,baileys,engine,media,broadcast-media,history` runs some sections (`engine`: the real
 * Baileys engine against the WhatsApp emulator beside the simulator); `--scale` runs the scale sections
 * instead (`scale-lists`, `scale-campaign`, `scale-reports`: the Reports API at 100 messages and 10 N), on shops of
 * `--n=` conversations (100,000; 10,000 with `--quick`) and N/100, and campaigns of `--m=` recipients; BENCH_DEVICES sets the devices the
 * node holds. With `MINIFLARE_WORKERD_V8_FLAGS=--trace-gc-nvp` (under `stdbuf -oL`) it also tells
 * which load each major garbage collection fell on: Kurir's worker's, the bare worker's, and those
 * of the other isolates both stacks run (wrangler dev's proxies, local D1), whose pauses stall them
 * too.
 *
 * The local state (wrangler dev's SQLite files for D1 and the objects) goes under /dev/shm where
 * there is one: on a disk, SQLite's fsync stalls a whole local run now and then (a single statement
 * was seen taking 650 ms), which the bare route, having no storage, never pays, and which is not
 * what the platform's storage costs. BENCH_DISK=1 keeps it on the disk.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, startWorker, stopProcess } from '../scripts/stack';
import { Receiver } from '../test/e2e/receiver';
import { Stack } from '../test/e2e/stack';
import { measureBroadcastMedia } from './broadcast-media';
import { measureEngine, printEngine } from './engine';
import { gcTraced, type MajorCollection, majorCollections } from './gc-trace';
import { measureHistoryImport, printHistoryImport } from './history-import';
import { measureIo } from './io';
import { measureMedia } from './media';
import { measureNodes, type NodesResult } from './nodes';
import { measureScaleCampaign } from './scale-campaign';
import { measureScaleLists, printScaleLists } from './scale-lists';
import { measureScaleReports, printScaleReports } from './scale-reports';
import { measureRoutes, type RouteRun, sendable, TURNS, type TurnPart } from './sends';
import { PartCpu, printThreads, threadsDuring, threadsText, workerdThreads } from './thread-cpu';
import { burst, hookedDevice, loneLatency } from './webhooks';

const inMemory = !process.env.BENCH_DISK && existsSync('/dev/shm');
if (inMemory) process.env.TMPDIR = '/dev/shm';
const quick = process.argv.includes('--quick');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const scale = process.argv.includes('--scale');
const flag = (name: string) => {
  const value = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return value ? Number(value) : undefined;
};
// The scale sections seed their own shops and take minutes: they run when asked for, alone.
const wants = (section: string) => (only ? only.includes(section) : scale === section.startsWith('scale-'));
const SIZES = quick
  ? {
      requests: 300,
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
 * of 500. Long enough for the worker's major collections to come at their own pace (every 3,000 to
 * 5,000 sends), where the 1,000 sends of a level may see one or none.
 */
const SUSTAINED_TURN = 500;

const result: Record<string, unknown> = {
  at: new Date().toISOString(),
  node: process.version,
  quick,
  sizes: SIZES,
  state: inMemory ? 'memory (/dev/shm)' : 'disk',
};
const PARTS: Record<TurnPart, string> = {
  'warm-up': 'the warm-up',
  bare: 'the bare route',
  send: 'the sends',
  drain: 'the receipts’ draining',
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
const LEVELS: Record<string, string> = { c8: '8 in flight', c32: '32 in flight', c32sustained: 'sustained, 32 in flight' };
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

async function routesAndWebhooks(): Promise<void> {
  const stack = new Stack();
  const receiver = new Receiver();
  await receiver.start();
  await stack.start();
  const barePort = await freePort();
  // Traced, the bare worker's collections are read too: its pauses weigh on the baseline.
  const bareLog = path.join(stack.dir, 'bare.log');
  const bareLogFd = gcTraced ? openSync(bareLog, 'w') : null;
  const bare = await startWorker({
    port: barePort,
    config: 'bench/fixture/wrangler.toml',
    persistTo: path.join(stack.dir, 'bare'),
    vars: {},
    stdio: bareLogFd ?? 'ignore',
  });
  // wrangler holds its own copy of the descriptor.
  if (bareLogFd !== null) closeSync(bareLogFd);
  try {
    // Counted first, on the fresh stack: the counts are the whole worker's, and work the loads
    // below leave behind on their devices was once counted as the sends' (3 D1 round trips each).
    const io = wants('io') ? await measureIo(stack, receiver, SIZES.io) : null;
    const kurirThreads = stack.worker ? workerdThreads(stack.worker, Number(new URL(stack.workerUrl).port)) : null;
    if (wants('routes')) {
      // Keys with a high rate limit: what is measured is the route, not the limiter.
      const s = await sendable(stack, 1, 100_000);
      await stack.admin('PATCH', `/workspaces/${s.workspaceId}/api-keys/${await keyIdOf(stack, s.workspaceId)}`, { rateLimit: 100_000 });
      const runs: (RouteRun & { name: string })[] = [];
      const log = path.join(stack.dir, 'stack.log');
      type Collection = MajorCollection & { stack: 'kurir' | 'bare'; during: TurnPart };
      const collections: Record<string, Collection[]> = {};
      const levels = [
        { name: 'c8', total: SIZES.requests, inFlight: 8 },
        { name: 'c32', total: SIZES.requests, inFlight: 32 },
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
      const bareThreads = workerdThreads(bare, barePort);
      const cpus: Record<string, PartCpu> = {};
      for (const { name, ...load } of levels) {
        const level: Collection[] = [];
        const seen = { kurir: gcTraced ? majorCollections(log).length : 0, bare: gcTraced ? majorCollections(bareLog).length : 0 };
        const cpu = kurirThreads && bareThreads ? new PartCpu({ kurir: kurirThreads, bare: bareThreads }) : null;
        if (cpu) cpus[name] = cpu;
        const after = (part: TurnPart) => {
          cpu?.mark(part);
          if (!gcTraced) return;
          for (const [stack, file] of [['kurir', log] as const, ['bare', bareLog] as const]) {
            const now = majorCollections(file);
            level.push(...now.slice(seen[stack]).map((c) => ({ ...c, stack, during: part })));
            seen[stack] = now.length;
          }
        };
        runs.push({ name, ...(await measureRoutes(stack, `http://127.0.0.1:${barePort}`, s, load, after)) });
        collections[name] = level;
      }
      if (gcTraced) result.majorCollections = collections;
      result.sends = Object.fromEntries(
        runs.map((r) => [
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
                  name,
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
            `${LEVELS[level] ?? level}: ${list.length === 0 ? 'none' : list.map((c) => `${c.pauseMs} ms in ${WHERE[c.stack][c.where]} during ${PARTS[c.during]} (old generation at ${c.oldGenMb} MB)`).join(', ')}`,
        );
        console.log(`\nMajor garbage collections during those loads (V8's trace): ${told.join('; ')}`);
      }
    }
    if (wants('webhooks')) {
      const lone = await loneLatency(stack, receiver, SIZES.lone);
      const single = [await hookedDevice(stack, receiver)];
      const devices: Awaited<ReturnType<typeof hookedDevice>>[] = [];
      for (let i = 0; i < 10; i++) devices.push(await hookedDevice(stack, receiver));
      // Both bursts' devices warm up first (V8 compiles the intake's and dispatch's code, every
      // object prepares its statements), as the routes' loads do: what is measured is the steady state.
      await burst(stack, receiver, single, SIZES.warmUp);
      await burst(stack, receiver, devices, SIZES.warmUp / 10);
      const one = await threadsDuring(kurirThreads, () => burst(stack, receiver, single, SIZES.burst));
      const ten = await threadsDuring(kurirThreads, () => burst(stack, receiver, devices, SIZES.tenDevices));
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
        ...(one.threads && ten.threads ? { burstThreads: one.threads, tenDevicesThreads: ten.threads } : {}),
      };
      console.log('\nWebhooks (inbound message → webhook request)\n');
      console.log('| measure | result |\n|---|---|');
      console.log(`| lone event, p50 / p99 | ${lone.p50} / ${lone.p99} ms |`);
      console.log(
        `| burst of ${one.events} to one webhook | ${one.perSecond} deliveries/s (accepted at ${one.acceptPerSecond}/s; the queue left when the last was accepted drained at ${one.drainPerSecond ?? '–'}/s)${threadsText(one.threads)} |`,
      );
      console.log(
        `| burst of ${ten.events} over ten devices | ${ten.perSecond} deliveries/s in all, ${Math.round(ten.perSecond / 10)}/s per device${threadsText(ten.threads)} |`,
      );
    }
    if (io) {
      result.io = io;
      console.log('\nI/O per operation (counted by the worker)\n');
      console.log(
        '| operation | D1 round trips | Durable Object calls | calls to the node | report calls (reports) |\n|---|---|---|---|---|',
      );
      for (const [name, c] of Object.entries(io)) {
        console.log(`| ${name} | ${c.d1RoundTrips} | ${c.durableObjectCalls} | ${c.nodeCalls} | ${c.reportCalls} (${c.reports}) |`);
      }
    }
  } finally {
    await stopProcess(bare);
    await stack.stop();
    await receiver.stop();
  }
}

async function keyIdOf(stack: Stack, workspaceId: string): Promise<string> {
  return (await stack.admin<{ id: string }[]>('GET', `/workspaces/${workspaceId}/api-keys`)).body[0]?.id ?? '';
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
    const sustained = r.read ? '' : `, sustained (${r.turns} turns)`;
    row(`bare \`GET /ping\`${sustained}`, r.bare);
    row(`\`POST /messages\` (201)${sustained}`, r.send);
    if (r.read) row('`GET /admin/workspaces/:ws/devices` (D1)', r.read);
    if (r.floor) row(`floor: bare \`POST /object\` (one object call writing a row)${sustained}`, r.floor);
  }
  console.log(
    `\n(the loads of 8 and 32 in flight ran in ${TURNS} turns of baseline, sends and reads${runs.some((r) => !r.read) ? `, the sustained one in turns of ${SUSTAINED_TURN} of baseline, sends and the floor` : ''}; the receipts the sends left drained in ${runs.map((r) => `${r.drainSeconds} s`).join(', ')} in all)`,
  );
}

async function nodes(): Promise<void> {
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const n: NodesResult = await measureNodes(stack, SIZES.devices);
    result.nodes = n;
    console.log('\nOne session-node holding simulated devices\n');
    console.log('| measure | result |\n|---|---|');
    console.log(`| devices | ${n.devices} (all CONNECTED after ${n.linkSeconds} s) |`);
    console.log(`| RSS: no devices → all held | ${n.rssBaselineMb} → ${n.rssMb} MB, ${n.rssPerDeviceMb} MB per device |`);
    console.log(`| SIGKILL → the ${n.resumedDevices} devices left CONNECTED on a new node | ${n.resumeMs} ms |`);
  } finally {
    await stack.stop();
  }
}

/** Recipients of the scale section's campaign: 50,000 (5,000 with --quick) unless `--m=M` says. */
const CAMPAIGN_SIZE = flag('m') ?? (quick ? 5_000 : 50_000);

async function scaleCampaign(): Promise<void> {
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const r = await measureScaleCampaign(stack, CAMPAIGN_SIZE);
    const scale = (result.scale ?? {}) as Record<string, unknown>;
    scale.campaign = r;
    result.scale = scale;
    console.log(`\nA campaign of ${r.recipients} recipients at a 10 ms pace (simulator)\n`);
    console.log('| measure | result |\n|---|---|');
    console.log(`| created (CSV read, recipients loaded in chunks) | ${r.createSeconds} s |`);
    console.log(`| the object's storage per recipient | ${r.storageBytesPerRecipient} bytes |`);
    console.log(`| per send, first ${1_000} / last ${1_000} | ${r.firstSendsMsPerSend} / ${r.lastSendsMsPerSend} ms (${r.lastVsFirst}×) |`);
    const p = r.progressRead;
    console.log(`| progress read p50 / p95, start | ${p.startP50} / ${p.startP95} ms |`);
    console.log(`| progress read p50 / p95, end | ${p.endP50} / ${p.endP95} ms |`);
    console.log(`| progress read p50 / p95, the campaign over (the object idle) | ${p.idleP50} / ${p.idleP95} ms |`);
    console.log(`| the whole campaign | ${r.totalSeconds} s |`);
  } finally {
    await stack.stop();
  }
}

function baileys(): void {
  const run = (n: number) => {
    const out = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'baileys-memory.ts'), String(n)],
      {
        encoding: 'utf8',
        timeout: 300_000,
      },
    );
    const line = out.stdout.trim().split('\n').at(-1) ?? '{}';
    return JSON.parse(line) as { perSessionMb: number; rssBeforeMb: number; rssAfterMb: number };
  };
  const r = run(SIZES.baileys);
  result.baileys = { sessions: SIZES.baileys, ...r };
  console.log(
    `\nBaileys engine: ${SIZES.baileys} idle sessions (CONNECTED on a local fake server) take ${r.perSessionMb} MB each (${r.rssBeforeMb} → ${r.rssAfterMb} MB)`,
  );
}

/** A 5 MB image sent through the simulator, beside text sends, on a stack of its own. */
async function media(): Promise<void> {
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const s = await sendable(stack, 1);
    // A high rate limit: what is measured is the route, not the limiter.
    await stack.admin('PATCH', `/workspaces/${s.workspaceId}/api-keys/${await keyIdOf(stack, s.workspaceId)}`, { rateLimit: 100_000 });
    const m = await measureMedia(stack, { key: s.keys[0] ?? '', deviceId: s.deviceId }, { total: SIZES.media, inFlight: 4 });
    result.media = m;
    const cpu = (ms: number | null) => (ms === null ? '–' : `${ms} ms`);
    console.log(`\nA ${(m.imageBytes / 1e6).toFixed(0)} MB image (multipart) against a text send, ${m.inFlight} in flight, in turns\n`);
    console.log(
      '| send | count (errors) | req/s | p50 ms | p99 ms | CPU per send: workerd / all of wrangler dev |\n|---|---|---|---|---|---|',
    );
    for (const [name, r] of [
      ['`POST /messages` (text)', m.text],
      ['`POST /messages/media` (5 MB JPEG)', m.image],
    ] as const) {
      console.log(
        `| ${name} | ${r.count} (${r.errors}) | ${r.rps} | ${r.p50} | ${r.p99} | ${cpu(r.workerdCpuMsPerSend)} / ${cpu(r.wranglerTreeCpuMsPerSend)} |`,
      );
    }
  } finally {
    await stack.stop();
  }
}

/** A broadcast of one image beside a text broadcast of the same size: durations, throughput, and the upload count (1). */
async function broadcastMedia(): Promise<void> {
  // Receipts off: both campaigns measure their sends, not the receipts' traffic beside them.
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn', SIM_DELIVERED_MS: '-1', SIM_READ_MS: '-1' } });
  await stack.start();
  try {
    const r = await measureBroadcastMedia(stack, SIZES.broadcast);
    result.broadcastMedia = r;
    console.log(`
A broadcast to ${r.recipients} recipients, 10 ms apart: one ${Math.round(r.imageBytes / 1024)} KiB image beside a text
`);
    console.log('| campaign | duration | sent per second | sent / failed | uploads to WhatsApp |\n|---|---|---|---|---|');
    console.log(`| text | ${r.text.seconds} s | ${r.text.perSecond} | ${r.text.sent} / ${r.text.failed} | – |`);
    console.log(
      `| image with a caption | ${r.image.seconds} s | ${r.image.perSecond} | ${r.image.sent} / ${r.image.failed} | ${r.uploads} |`,
    );
    if (r.uploads !== 1)
      console.log(`\nTHE IMAGE WAS UPLOADED ${r.uploads} TIMES: every recipient after the first should reuse the first upload.`);
  } finally {
    await stack.stop();
  }
}

/** The account's history imported on one device while it carries live traffic (issue 37): the import's duration and what it costs that traffic. */
async function historyImport(): Promise<void> {
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const r = await measureHistoryImport(stack, flag('history') ?? SIZES.history);
    result.historyImport = r;
    printHistoryImport(r);
  } finally {
    await stack.stop();
  }
}

/** The scale sections (issue 26): the lists' figures under `scale.lists`, a campaign's under `scale.campaign`. */
async function scaleSections(): Promise<void> {
  const n = flag('n') ?? (quick ? 10_000 : 100_000);
  const section: Record<string, unknown> = {};
  result.scale = section;
  if (wants('scale-lists')) {
    const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
    await stack.start();
    try {
      const lists = await measureScaleLists(
        stack,
        { small: Math.max(1, Math.round(n / 100)), big: n },
        { samples: quick ? 20 : 50, budgetMs: quick ? 15_000 : 30_000 },
      );
      section.lists = lists;
      printScaleLists(lists);
    } finally {
      await stack.stop();
    }
  }
  if (wants('scale-campaign')) await scaleCampaign();
  if (wants('scale-reports')) {
    const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
    await stack.start();
    try {
      const reports = await measureScaleReports(stack, n, { samples: quick ? 20 : 50, budgetMs: quick ? 10_000 : 20_000 });
      section.reports = reports;
      printScaleReports(reports);
    } finally {
      await stack.stop();
    }
  }
}

if (wants('routes') || wants('webhooks') || wants('io')) await routesAndWebhooks();
if (wants('media')) await media();
if (wants('scale-lists') || wants('scale-campaign') || wants('scale-reports')) await scaleSections();
if (wants('nodes')) await nodes();
if (wants('broadcast-media')) await broadcastMedia();
if (wants('history')) await historyImport();
if (wants('baileys')) baileys();
if (wants('engine')) {
  const runs = [await measureEngine('simulator', SIZES.engine), await measureEngine('emulator', SIZES.engine)];
  result.engine = runs;
  printEngine(runs);
}

const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const text = `${JSON.stringify(result, null, 2)}\n`;
const file = path.join(dir, `bench-${String(result.at).replace(/[:.]/g, '-')}.json`);
writeFileSync(file, text);
writeFileSync(path.join(dir, 'latest.json'), text);
console.log(`\nwritten to ${path.relative(process.cwd(), file)} and bench/results/latest.json`);
