/**
 * Kurir's routes against the bare baseline, in one run: the fixture's `GET /ping`, `POST /messages`
 * (a full send through the simulator) and a D1 read route, each with `inFlight` requests at a time.
 */
import { waitUntil } from '../scripts/wait-until';
import type { Stack } from '../test/e2e/stack';
import { POLL_MS, settled } from './io';
import { closedLoop, type LoadResult, type LoadSample, loadSample, request, summarize } from './load';

/** Turns of baseline, sends and reads each load of 8 or 32 in flight is cut into. */
export const TURNS = 4;

/**
 * `send` is null for a load of reads alone, `read` for a load without reads, `floor` for a load
 * without the floor's route (the bare worker's `POST /object`: a body read and one object call
 * writing a row).
 */
export type RouteRun = {
  inFlight: number;
  turns: number;
  bare: LoadResult;
  send: LoadResult | null;
  read: LoadResult | null;
  floor: LoadResult | null;
  drainSeconds: number;
};

type Sendable = { keys: string[]; deviceId: string; workspaceId: string };

/** A workspace with `keys` API keys and a linked device; several keys keep each under its rate limit. */
export async function sendable(stack: Stack, keys: number, rateLimit?: number): Promise<Sendable> {
  const d = await stack.linkedDevice();
  const all = [d.key];
  for (let i = 1; i < keys; i++) {
    const body = rateLimit === undefined ? { name: `bench ${i}` } : { name: `bench ${i}`, rateLimit };
    all.push((await stack.admin<{ key: string }>('POST', `/workspaces/${d.workspaceId}/api-keys`, body)).body.key);
  }
  return { keys: all, deviceId: d.deviceId, workspaceId: d.workspaceId };
}

/**
 * How long the worker's counts must stand still before the turn is taken as drained: longer than
 * the D1 copies' coalescing while busy (`BUSY_COALESCE_MS`), so no copy is still waiting.
 */
const SETTLED_MS = 1_200;

/**
 * Seconds until all the turn (its sends made since `since`) set off is done: its receipts taken
 * and their D1 copies written. The worker's I/O counts (a cheap read) must stand still for
 * `SETTLED_MS`; then the workspace's newest records, which D1 serves, must be this turn's and
 * READ. Both, because the list is a copy, and lags: a busy object's copies wait up to a second, so
 * a short turn's records reach D1 only after it. A check of the newest record alone passed on the
 * previous turn's last send, and most receipts were taken after the drain, their CPU uncounted. The
 * newest `inFlight + 8` cover every send still open when the turn ended.
 *
 * `lasting`: the counts must stand still that long at least (the recheck's, see `measureRoutes`).
 */
export async function drain(
  stack: Stack,
  s: Pick<Sendable, 'workspaceId'>,
  since: string,
  inFlight: number,
  lasting = SETTLED_MS,
): Promise<number> {
  const started = performance.now();
  await waitUntil(
    async () => {
      await settled(stack, Math.max(SETTLED_MS, lasting));
      const list = await stack.admin<{ items: { status: string; createdAt: string }[] }>(
        'GET',
        `/workspaces/${s.workspaceId}/messages?limit=${inFlight + 8}`,
      );
      const items = list.body.items;
      return items.length > 0 && items.every((item) => item.createdAt >= since && item.status === 'READ');
    },
    { timeoutMs: 120_000, intervalMs: 250, what: 'the receipts of the load' },
  );
  return (performance.now() - started) / 1000;
}

/** The body of the `i`th send; the floor reads the very same. */
const sendBody = (deviceId: string) => (i: number) => JSON.stringify({ deviceId, phoneNumber: '6281234567890', content: `bench ${i}` });

/** The bare worker's configuration (`bench/fixture`): the baseline's and the floor's routes. */
export const FIXTURE_CONFIG = 'bench/fixture/wrangler.toml';

/**
 * The floor's request: the bare worker's `POST /object`, one object call writing a row. A failed
 * one counts in `failures` by its status, or its error's message, when given.
 */
export const floorRequest = (bareUrl: string, deviceId: string, failures?: Map<string, number>) => {
  const body = sendBody(deviceId);
  return async (i: number) => {
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body(i) };
    const status = await request(`${bareUrl}/object`, init).catch((error: Error) => error.message);
    if (status === 201) return true;
    failures?.set(String(status), (failures.get(String(status)) ?? 0) + 1);
    return false;
  };
};

/**
 * Collects the bare worker's heap (`POST /collect`) before each of the floor's turns, outside
 * every figure. Left alone, the fixture allocates too little for V8 to collect it in a whole run,
 * and its requests grew dearer as what they left piled up: the sustained load's turns took 0.31 ms
 * a floor request in the first three and 0.37–0.49 after, 0.41–0.44 in all (0.34–0.36 collected
 * before each turn), where Kurir's worker, which allocates more, collects every few thousand sends.
 */
export async function collectFloorHeap(bareUrl: string): Promise<void> {
  const status = await request(`${bareUrl}/collect`, { method: 'POST' });
  if (status !== 204) throw new Error(`the bare worker did not collect its heap (${status}): it needs workerd's --expose-gc`);
}

/**
 * The floor alone, for a run that measures the webhooks without the routes: a warm-up, then
 * `total` requests at `inFlight` in `TURNS` turns, each after the bare worker's heap is collected
 * (`after('collect')`); `after('floor')` runs after each.
 */
export async function measureFloor(
  bareUrl: string,
  load: { total: number; inFlight: number },
  after: (part: TurnPart) => void,
): Promise<LoadResult> {
  const object = floorRequest(bareUrl, 'floor');
  await closedLoop(Math.min(50, load.total), load.inFlight, object);
  after('warm-up');
  const samples: LoadSample[] = [];
  const share = Math.ceil(load.total / TURNS);
  for (let turn = 0; turn < TURNS; turn++) {
    await collectFloorHeap(bareUrl);
    after('collect');
    samples.push(await loadSample(share, load.inFlight, (i) => object(turn * share + i)));
    after('floor');
  }
  return summarize(samples);
}

/**
 * One turn of the floor beside another load (the webhook bursts): `total` floor requests at
 * `inFlight`, the bare worker's heap collected before (`collectFloorHeap`, outside what is
 * measured). Resolves with how many were made (`events`, for `threadsDuring`), so that a figure of
 * that load is taken against the floor as the machine was then, not minutes before.
 */
export async function floorTurn(bareUrl: string, total: number, inFlight: number, from: number): Promise<{ events: number }> {
  const failures = new Map<string, number>();
  const object = floorRequest(bareUrl, 'floor', failures);
  const sample = await loadSample(total, inFlight, (i) => object(from + i));
  if (sample.errors > 0) {
    const how = [...failures].map(([what, n]) => `${what} ×${n}`).join(', ');
    throw new Error(`${sample.errors} of the floor's requests beside the bursts failed (${how})`);
  }
  return { events: sample.latencies.length };
}

/**
 * The warm-up and Kurir's heap collected (`collect`), then the parts of a turn: the baseline, the
 * sends, waiting for their receipts, the same wait again with nothing left (`recheck`), the reads;
 * and the floor, the bare worker's heap collected first (`collect`), before the sends in the first
 * turn, the third and so on, and after the recheck in the others.
 */
export type TurnPart = 'warm-up' | 'bare' | 'send' | 'drain' | 'recheck' | 'collect' | 'read' | 'floor';

/**
 * `total` requests of each route in `turns` turns; `reads: false` leaves the reads out (the
 * sustained load, long enough for the worker's major collections to come at their own pace, and
 * the load the send's goal is read from, see `routes-section.ts`), `sends: false` the sends (the
 * reads' own load), and `floor: true` adds the floor's route to each turn. `after(part)` runs
 * after the warm-up and after each part of a turn, e.g. to see what a pause or CPU time fell on.
 * `collectKurir` collects Kurir's heap after the warm-up, outside every figure (`collectHeap`):
 * the load then carries the major collections of its own garbage, not one of everything run
 * before it.
 */
export async function measureRoutes(
  stack: Stack,
  bareUrl: string,
  s: Sendable,
  load: { total: number; inFlight: number; turns?: number; sends?: boolean; reads?: boolean; floor?: boolean },
  after: (part: TurnPart) => void = () => {},
  collectKurir: () => Promise<void> = async () => {},
): Promise<RouteRun> {
  const { total, inFlight, turns = TURNS, sends = true, reads = true, floor = false } = load;
  if (!sends && (!reads || floor)) throw new Error('a load without sends is the reads’ own, with the baseline alone');
  const ping = async () => (await request(`${bareUrl}/ping`)) === 200;
  const body = sendBody(s.deviceId);
  const object = floorRequest(bareUrl, s.deviceId);
  let k = 0;
  const send = async (i: number) => {
    const status = await request(`${stack.workerUrl}/messages`, {
      method: 'POST',
      headers: { 'X-API-Key': s.keys[k++ % s.keys.length] ?? '', 'Content-Type': 'application/json' },
      body: body(i),
    });
    return status === 201;
  };
  const read = async () => {
    return (
      (await request(`${stack.workerUrl}/admin/workspaces/${s.workspaceId}/devices`, {
        headers: { Authorization: `Bearer ${stack.adminToken}` },
      })) === 200
    );
  };
  // Warm both workers up, then measure the baseline and Kurir's routes in turns, so that a slower
  // or faster stretch of this shared machine falls on both alike.
  await closedLoop(Math.min(50, total), inFlight, ping);
  if (reads) await closedLoop(Math.min(50, total), inFlight, read);
  if (floor) await closedLoop(Math.min(50, total), inFlight, object);
  after('warm-up');
  await collectKurir();
  after('collect');
  const samples = { bare: [] as LoadSample[], send: [] as LoadSample[], read: [] as LoadSample[], floor: [] as LoadSample[] };
  let drainSeconds = 0;
  let sent = 0;
  const share = Math.ceil(total / turns);
  const floorPart = async () => {
    await collectFloorHeap(bareUrl);
    after('collect');
    samples.floor.push(await loadSample(share, inFlight, (i) => object(sent + i)));
    after('floor');
  };
  for (let turn = 0; turn < turns; turn++) {
    samples.bare.push(await loadSample(share, inFlight, ping));
    after('bare');
    if (!sends) {
      samples.read.push(await loadSample(share, inFlight, read));
      after('read');
      continue;
    }
    // The floor before the sends in one turn, after their recheck in the next. Taken always after
    // the recheck, the sustained send read 2.44× the floor on average over fifteen runs of one
    // evening; always before the sends, 2.51–2.53× in four of the next day: whether the place or
    // the day moved it, runs apart cannot tell. Alternated, neither place is the figure's, and
    // each run shows what each gives (`byFloorPlace` in the JSON).
    const floorFirst = turn % 2 === 0;
    if (floor && floorFirst) await floorPart();
    const since = new Date().toISOString();
    samples.send.push(await loadSample(share, inFlight, (i) => send(sent + i)));
    after('send');
    sent += share;
    // The receipts of the turn's sends are handled before the next turn's baseline runs.
    const drained = await drain(stack, s, since, inFlight);
    drainSeconds += drained;
    after('drain');
    // The drain's own reads (the counts polled until they stand still, the list of records), made
    // again with nothing left to drain, for as long as the drain took (the counts polled at the
    // same pace over the same time): what the bench spent on its reads and the quiet worker's
    // background, which a send's figure leaves out (`SEND_PARTS`). A recheck of its own length,
    // 1.3 s, stood for drains of up to 2.8 s: about 0.026 ms of a sustained send was the bench's.
    await drain(stack, s, since, inFlight, drained * 1000 - POLL_MS);
    after('recheck');
    if (floor && !floorFirst) await floorPart();
    if (!reads) continue;
    samples.read.push(await loadSample(share, inFlight, read));
    after('read');
  }
  return {
    inFlight,
    turns,
    bare: summarize(samples.bare),
    send: sends ? summarize(samples.send) : null,
    read: reads ? summarize(samples.read) : null,
    floor: floor ? summarize(samples.floor) : null,
    drainSeconds: Math.round(drainSeconds * 10) / 10,
  };
}
