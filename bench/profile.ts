/**
 * `npm run profile -- sends|burst|floor [--count=N] [--devices=N]`: a CPU profile of the worker's
 * isolate (the worker and its Durable Objects) while it carries sends (32 in flight, until their
 * receipts are in) or a burst of incoming messages to one webhook (or spread over `--devices`
 * devices, each with its webhook, as the bench's ten-device burst); or of the bench's bare worker
 * while it carries the floor's requests (`POST /object`, 32 in flight; its heap is not collected
 * before them, as the bench collects it before each of its turns), which the goals' ratios take a
 * send against. Taken with V8's profiler through wrangler's inspector.
 * Positions are mapped back through the bundle's source map, so the profile names Kurir's files
 * (and the packages'), and the run prints the functions that took the most of it, with and
 * without what they called, and the isolate's time an operation by kind of work (SQLite, garbage
 * collection, the runtime's entries, JavaScript). The profile goes to
 * `bench/results/profile-<what>.cpuprofile`, which Chrome's DevTools and speedscope open. Figures to
 * compare are the bench's (`npm run bench`): a profile's samples count the time the isolate was on
 * its stack, including while the thread waited for a core this machine's other processes held, so
 * two profiles' times do not compare as the bench's CPU figures do; a profile says where time goes.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { freePort, startWorker, stopProcess, waitForHttp } from '../scripts/stack';
import { Receiver } from '../test/e2e/receiver';
import { Stack } from '../test/e2e/stack';
import { inspector } from './inspector';
import { closedLoop, request } from './load';
import { keyIdOf } from './routes-section';
import { drain, FIXTURE_CONFIG, floorRequest, sendable } from './sends';
import { burst, type Hooked, hookedDevice } from './webhooks';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const what = process.argv[2];
if (what !== 'sends' && what !== 'burst' && what !== 'floor') {
  console.error('usage: npm run profile -- sends|burst|floor [--count=N] [--devices=N]');
  process.exit(2);
}
const count = Number(process.argv.find((a) => a.startsWith('--count='))?.slice('--count='.length) ?? (what === 'burst' ? 1000 : 2000));
const devices = Number(process.argv.find((a) => a.startsWith('--devices='))?.slice('--devices='.length) ?? 1);
if (!Number.isInteger(devices) || devices < 1 || (what !== 'burst' && devices !== 1)) {
  console.error('--devices must be a whole number of 1 or more, and is for a burst only');
  process.exit(2);
}
const out = path.join('bench', 'results', `profile-${what}.cpuprofile`);
/** A burst's events, `count` in all spread evenly over the devices (each gets the same number, rounded up). */
const perDevice = Math.ceil(count / devices);
/** The operations the profile covers: a burst sends `perDevice` to each device. */
const operations = what === 'burst' ? perDevice * devices : count;

/** The newest bundle wrangler dev built under `root`: its source map names where each position came from. */
function newestSourceMap(root: string): string {
  const tmp = path.join(root, '.wrangler', 'tmp');
  const dirs = readdirSync(tmp)
    .filter((d) => d.startsWith('dev-'))
    .map((d) => path.join(tmp, d))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of dirs) {
    const map = path.join(dir, 'index.js.map');
    try {
      statSync(map);
      return map;
    } catch {}
  }
  throw new Error(`no source map of the dev bundle under ${tmp}`);
}

function mapPositions(profile: Profile, mapFile: string): void {
  const map = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  for (const { callFrame: f } of profile.nodes) {
    if (!f.url.endsWith('index.js') || f.lineNumber < 0) continue;
    const at = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
    if (!at.source) continue;
    f.url = at.source
      .replace(/^.*node_modules\//, '')
      .replace(`${process.cwd()}/`, '')
      .replace(/^(\.\.\/)+/, '');
    f.lineNumber = (at.line ?? 1) - 1;
    f.columnNumber = at.column ?? 0;
    if (at.name && f.functionName.length <= 3) f.functionName = at.name;
  }
}

/** A gap between samples longer than this (µs, 25 sampling intervals) is a stall of the sampler, left out. */
const STALL_US = 5_000;

/** The runtime's calls into SQLite: a statement, its rows, a transaction. */
const SQLITE_CALLS = new Set(['exec', 'toArray', 'one', 'raw', 'next', 'transactionSync', 'transaction']);

/**
 * What kind of work a sample's own frame is: SQLite's, V8's collector, V8's `(program)` (native work
 * with no JavaScript on the stack), the runtime's entry into the isolate (an anonymous native
 * frame at the root: a request's, an object call's, a socket's or a timer's event), or JavaScript
 * (Kurir's, the packages', and the runtime's calls they make, an object call's among them).
 */
function kindOf(node: ProfileNode, parentName: string | undefined): string {
  const { functionName, url } = node.callFrame;
  if (url === '' && SQLITE_CALLS.has(functionName)) return 'SQLite (statements, their rows, transactions)';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return '(program)';
  if (url === '' && functionName === '' && parentName === '(root)') return 'the runtime’s entries into the isolate';
  return 'JavaScript and the calls it makes';
}

/** The isolate's busy time an operation (`self`: each node's own time), and how it splits by kind of work (`kindOf`). */
function printPerOperation(
  byId: Map<number, ProfileNode>,
  parent: Map<number, number>,
  self: Map<number, number>,
  operations: number,
): void {
  const kinds = new Map<string, number>();
  let total = 0;
  for (const [id, t] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const up = parent.get(id);
    const kind = kindOf(node, up === undefined ? undefined : byId.get(up)?.callFrame.functionName);
    kinds.set(kind, (kinds.get(kind) ?? 0) + t);
    total += t;
  }
  const ms = (us: number) => (us / 1000 / operations).toFixed(3);
  console.log(`\n${ms(total)} ms of the isolate an operation (${operations} operations), by kind of work:`);
  for (const [kind, t] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${ms(t)} ms  ${kind}`);
}

/** The functions with the most time, by their own samples and with what they called, as shares of the isolate's busy time. */
function printTop(profile: Profile, operations: number, rows = 30): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[i + 1] ?? 0;
    // A sample after a stall of the sampler (this machine's two cores are shared) would give its
    // whole gap to whatever ran then; idle time is not the isolate's work.
    if (delta > STALL_US || byId.get(id)?.callFrame.functionName === '(idle)') continue;
    self.set(id, (self.get(id) ?? 0) + delta);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url}:${n.callFrame.lineNumber + 1}`;
  const own = new Map<string, number>();
  const within = new Map<string, number>();
  for (const [id, t] of self) {
    const node = byId.get(id);
    if (!node) continue;
    own.set(name(node), (own.get(name(node)) ?? 0) + t);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (!n || seen.has(name(n))) continue;
      seen.add(name(n));
      within.set(name(n), (within.get(name(n)) ?? 0) + t);
    }
  }
  const table = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.log(`\n${(total / 1000).toFixed(0)} ms of the isolate's busy time profiled\n\nOwn time:\n${table(own)}`);
  const ours = new Map([...within].filter(([k]) => k.includes('worker/') || k.includes('protocol/')));
  // The bare worker (`floor`) has none of Kurir's functions.
  if (ours.size > 0) console.log(`\nWith what they called (Kurir’s own functions):\n${table(ours)}`);
  printPerOperation(byId, parent, self, operations);
}

/** What is profiled: its load, the folder its wrangler bundles under (for the source map), and how it stops. */
type Subject = { load: () => Promise<void>; root: string; stop: () => Promise<void> };

/** Kurir's stack, carrying sends or a burst. */
async function kurir(port: number): Promise<Subject> {
  const stack = new Stack({ inspectorPort: port });
  const receiver = new Receiver();
  await receiver.start();
  const stop = async () => {
    await stack.stop();
    await receiver.stop();
  };
  try {
    await stack.start();
    return { load: await kurirLoad(stack, receiver), root: '.', stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function kurirLoad(stack: Stack, receiver: Receiver): Promise<() => Promise<void>> {
  if (what === 'sends') {
    const s = await sendable(stack, 1, 100_000);
    await stack.admin('PATCH', `/workspaces/${s.workspaceId}/api-keys/${await keyIdOf(stack, s.workspaceId)}`, { rateLimit: 100_000 });
    let refused = 0;
    const send = async (i: number) => {
      const status = await request(`${stack.workerUrl}/messages`, {
        method: 'POST',
        headers: { 'X-API-Key': s.keys[0] ?? '', 'Content-Type': 'application/json' },
        body: JSON.stringify({ deviceId: s.deviceId, phoneNumber: '6281234567890', content: `profile ${i}` }),
      });
      if (status !== 201) refused++;
      return status === 201;
    };
    await closedLoop(300, 32, send);
    await drain(stack, s, new Date(0).toISOString(), 32);
    return async () => {
      // Until their receipts are taken and copied, as the bench counts a send.
      const since = new Date().toISOString();
      await closedLoop(count, 32, send);
      await drain(stack, s, since, 32);
      if (refused > 0) throw new Error(`${refused} sends were refused: the profile is not of sends`);
    };
  }
  const hooked: Hooked[] = [];
  for (let d = 0; d < devices; d++) hooked.push(await hookedDevice(stack, receiver));
  await burst(stack, receiver, hooked, 100);
  // `count` events in all, spread over the devices.
  return async () => {
    await burst(stack, receiver, hooked, perDevice);
  };
}

/** The bench's bare worker (`bench/fixture`), carrying the floor's requests as the bench makes them. */
async function floor(inspectorPort: number): Promise<Subject> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kurir-profile-floor-'));
  const worker = await startWorker({
    port,
    config: FIXTURE_CONFIG,
    persistTo: path.join(dir, 'bare'),
    vars: {},
    inspectorPort,
    stdio: 'ignore',
  });
  const stop = async () => {
    await stopProcess(worker);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/ping`, worker, 60_000);
    const object = floorRequest(url, 'floor');
    await closedLoop(300, 32, object);
    const load = async () => {
      const failed = (await closedLoop(count, 32, (i) => object(300 + i))).errors;
      if (failed > 0) throw new Error(`${failed} of the floor's requests failed: the profile is not of the floor`);
    };
    return { load, root: path.dirname(FIXTURE_CONFIG), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const port = await freePort();
const subject = what === 'floor' ? await floor(port) : await kurir(port);
try {
  const session = await inspector(port);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: 200 });
  await session.call('Profiler.start');
  await subject.load();
  const { profile } = (await session.call('Profiler.stop')) as { profile: Profile };
  session.close();
  mapPositions(profile, newestSourceMap(subject.root));
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(profile));
  printTop(profile, operations);
  console.log(`\nwritten to ${out}`);
} finally {
  await subject.stop();
}
