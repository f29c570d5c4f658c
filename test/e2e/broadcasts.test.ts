/**
 * Broadcasts on the real stack (wrangler dev, session-nodes with the simulator): what reaches
 * "WhatsApp" is counted in the simulator's sent log (SIM_SENT_LOG), which outlives a killed node.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Receiver } from './receiver';
import { E2E_ENGINE, Stack } from './stack';
import { startedForTests } from './with-stack';

const logDir = mkdtempSync(path.join(tmpdir(), 'kurir-broadcast-'));
const sentLog = path.join(logDir, 'sent.log');
const PACE = { paceMinMs: 20, paceMaxMs: 60 };
/**
 * What a message's way to WhatsApp and back adds to a gap at most, at the median, on a busy 2-core
 * machine: a simulated send; or a real one through the emulator, whose first send to each number
 * asks for its devices and keys, and whose phones run on the same two cores.
 */
const ROUND_TRIP_ALLOWANCE_MS = E2E_ENGINE === 'emulator' ? 150 : 60;
/** A send whose outcome died with a node is given up this long after a node holds the device again (120 s in service). */
const HARD_LIMIT_MS = 8_000;

const stack = new Stack({ nodeEnv: { SIM_SENT_LOG: sentLog }, extraVars: { SEND_HARD_LIMIT_MS: String(HARD_LIMIT_MS) } });
const receiver = new Receiver();
startedForTests(stack, receiver);
afterAll(() => rmSync(logDir, { recursive: true, force: true }));

type Logged = { deviceId: string; id: string; to: string; at: number };
type Detail = { id: string; status: string; pausedReason: string | null; counts: Record<string, number> };

function sentBy(deviceId: string): Logged[] {
  let text = '';
  try {
    text = readFileSync(sentLog, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.includes(deviceId))
    .map((line) => JSON.parse(line) as Logged)
    .sort((a, b) => a.at - b.at);
}

const phoneOf = (n: number) => `62812${String(n).padStart(8, '0')}`;

async function campaign(deviceId: string, workspaceId: string, numbers: number[], text: string): Promise<Detail> {
  expect((await stack.admin('PUT', `/devices/${deviceId}/broadcast-pace`, { ...PACE, dailyCap: 10_000 })).status).toBe(200);
  expect(await stack.warmupOff(deviceId)).toBe(200);
  const csv = ['phone,name', ...numbers.map((n) => `0812${String(n).padStart(8, '0')},Pelanggan ${n}`)].join('\r\n');
  const res = await stack.admin<Detail>('POST', `/workspaces/${workspaceId}/broadcasts`, {
    deviceId,
    name: `e2e ${numbers.length}`,
    message: { type: 'text', text },
    audience: { type: 'csv', csv },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The campaign as the worker answers it; null while the worker is down. */
async function detail(id: string): Promise<Detail | null> {
  try {
    const res = await stack.admin<Detail>('GET', `/broadcasts/${id}`);
    return res.status === 200 ? res.body : null;
  } catch {
    return null;
  }
}

describe('broadcasts end to end', () => {
  it('sends 200 recipients exactly one message each through a SIGKILLed session-node and a restarted worker, keeping the pace', async () => {
    const d = await stack.linkedDevice();
    const numbers = Array.from({ length: 200 }, (_, i) => i + 1);
    const started = Date.now();
    const created = await campaign(d.deviceId, d.workspaceId, numbers, 'Halo {{name}}, promo akhir tahun!');

    const phase = (what: string) =>
      console.log(`${((Date.now() - started) / 1000).toFixed(1)} s: ${what} (${sentBy(d.deviceId).length} sent)`);
    await waitUntil(() => sentBy(d.deviceId).length >= 60, {
      timeoutMs: 60_000,
      intervalMs: 5,
      what: '60 messages at WhatsApp’s stand-in',
    });
    phase('killing the node');
    const killedAt = Date.now();
    await stack.stopNode('node-1', 'SIGKILL');
    await stack.startNode('node-1');
    phase('node started again');
    await waitUntil(() => sentBy(d.deviceId).length >= 130, {
      timeoutMs: 60_000,
      intervalMs: 20,
      what: '130 messages at WhatsApp’s stand-in',
    });
    phase('stopping the worker');
    const stoppedAt = Date.now();
    await stack.stopWorker();
    await stack.startWorker();
    phase('worker started again');
    const done = await waitUntil(
      async () => {
        const now = await detail(created.id);
        return now?.status === 'COMPLETED' ? now : null;
      },
      { timeoutMs: 120_000, intervalMs: 200, what: () => `the campaign to complete (${sentBy(d.deviceId).length} sent)` },
    ).catch(async (error: unknown) => {
      console.log(
        'at the timeout: the campaign',
        JSON.stringify(await detail(created.id)),
        'the device',
        JSON.stringify((await stack.admin('GET', `/devices/${d.deviceId}`)).body),
      );
      console.log('in flight', JSON.stringify((await stack.admin('GET', `/broadcasts/${created.id}/recipients?status=IN_FLIGHT`)).body));
      throw error;
    });
    const seconds = (Date.now() - started) / 1000;
    phase('completed');

    // The last stanza may reach WhatsApp's stand-in just after its record says SENT (below, too).
    await waitUntil(() => sentBy(d.deviceId).length >= 200, {
      timeoutMs: 15_000,
      what: () => `200 at WhatsApp (${sentBy(d.deviceId).length})`,
    });
    const log = sentBy(d.deviceId);
    const times = new Map<string, number>();
    for (const line of log) times.set(line.to, (times.get(line.to) ?? 0) + 1);
    expect(numbers.filter((n) => times.get(`${phoneOf(n)}@s.whatsapp.net`) !== 1)).toEqual([]);
    expect(log).toHaveLength(200);
    expect(done.counts).toMatchObject({ total: 200, sent: 200, failed: 0, queued: 0, inFlight: 0 });

    // The gaps WhatsApp saw, but for the two that span the faults.
    const gaps = log.slice(1).map((line, i) => ({ gap: line.at - (log[i]?.at ?? 0), at: line.at }));
    const steady = gaps.filter((g) => !(g.at > killedAt && g.gap > 200) && !(g.at > stoppedAt && g.gap > 200)).map((g) => g.gap);
    const sorted = [...steady].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    console.log(
      `200 recipients in ${seconds.toFixed(1)} s; gaps at WhatsApp’s stand-in (ms): min ${sorted[0]}, p50 ${pct(50)}, p90 ${pct(90)}, p99 ${pct(99)}, max ${sorted.at(-1)} (${steady.length} of ${gaps.length}; range ${PACE.paceMinMs}-${PACE.paceMaxMs})`,
    );
    // The gap runs from the previous message's answer: WhatsApp never sees two closer than the
    // range's lower end. Each gap also holds the message's own way there and back (tens of ms here,
    // nothing against a pace of seconds), and the draw is random, not a rhythm.
    expect(sorted[0]).toBeGreaterThanOrEqual(PACE.paceMinMs);
    expect(pct(50)).toBeLessThanOrEqual(PACE.paceMaxMs + ROUND_TRIP_ALLOWANCE_MS);
    expect(pct(90) - pct(10)).toBeGreaterThanOrEqual((PACE.paceMaxMs - PACE.paceMinMs) / 2);
  }, 240_000);

  it('pauses while the device is disconnected, resumes when it is back, and skips a contact who answered STOP', async () => {
    const d = await stack.linkedDevice();
    const hook = await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['broadcast.completed'] });
    expect(hook.status).toBe(201);
    // The last recipient unsubscribes before the campaign reaches them.
    const stop = await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: phoneOf(1030), text: 'STOP' });
    expect(stop.status).toBe(201);
    await waitUntil(
      async () => {
        const contacts = await stack.admin<{ items: { phoneNumber: string; optedOut: boolean }[] }>(
          'GET',
          `/workspaces/${d.workspaceId}/contacts`,
        );
        return contacts.body.items.some((c) => c.phoneNumber === phoneOf(1030) && c.optedOut);
      },
      { what: 'the STOP to unsubscribe the contact' },
    );
    const numbers = Array.from({ length: 30 }, (_, i) => 1001 + i);
    const created = await campaign(d.deviceId, d.workspaceId, numbers, 'Halo {{name}}');
    await waitUntil(() => sentBy(d.deviceId).length >= 10, { timeoutMs: 30_000, intervalMs: 5, what: '10 messages' });

    const seen: string[] = [];
    const watching = (async () => {
      for (;;) {
        const now = await detail(created.id);
        const state = now ? `${now.status}${now.pausedReason ? `:${now.pausedReason}` : ''}` : 'gone';
        if (seen.at(-1) !== state) seen.push(state);
        if (now?.status === 'COMPLETED') return now;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    expect((await stack.sim('POST', `/devices/${d.deviceId}/disconnect`, { reason: 'connection-lost' })).status).toBe(202);
    const done = await Promise.race([
      watching,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not completed; seen ${seen.join(' → ')}`)), 60_000)),
    ]);
    expect(seen).toEqual(expect.arrayContaining(['SENDING', 'PAUSED:device-not-connected', 'COMPLETED']));
    expect(seen.indexOf('PAUSED:device-not-connected')).toBeLessThan(seen.lastIndexOf('SENDING'));
    expect(done.counts).toMatchObject({ total: 30, sent: 29, skipped: 1, failed: 0 });
    // A record is SENT once its stanza is written: WhatsApp's stand-in reads the last one a moment
    // later, on a busy machine after the test saw the campaign complete. A lost one times out.
    await waitUntil(() => sentBy(d.deviceId).length >= 29, {
      timeoutMs: 15_000,
      what: () => `29 at WhatsApp (${sentBy(d.deviceId).length})`,
    });
    const to = sentBy(d.deviceId).map((l) => l.to);
    expect(to).toHaveLength(29);
    expect(to).not.toContain(`${phoneOf(1030)}@s.whatsapp.net`);

    // The device's own events say when it was away: nothing went out meanwhile.
    const events = await fetch(`${stack.workerUrl}/events?deviceId=${d.deviceId}&after=0&limit=500`, { headers: { 'X-API-Key': d.key } });
    const statuses = ((await events.json()) as { items: { event: string; at: string; data: { status: string } }[] }).items.filter(
      (e) => e.event === 'device.status',
    );
    const away = statuses.findLast((e) => e.data.status === 'DISCONNECTED');
    const back = statuses.findLast((e) => e.data.status === 'CONNECTED');
    if (!away || !back) throw new Error('no disconnection in the device’s events');
    // A message written just before the drop and lost with it goes again, under its id, once the
    // device is back: only one the campaign started while away would say it did not pause.
    const records = await stack.admin<{ items: { messageId: string | null; createdAt: string }[] }>(
      'GET',
      `/workspaces/${d.workspaceId}/messages?deviceId=${d.deviceId}&limit=200`,
    );
    const startedAt = new Map(records.body.items.map((r) => [r.messageId, Date.parse(r.createdAt)]));
    const [awayAt, backAt] = [Date.parse(away.at), Date.parse(back.at)];
    const during = sentBy(d.deviceId).filter(
      (l) => l.at > awayAt && l.at < backAt && (startedAt.get(l.id) ?? Number.POSITIVE_INFINITY) > awayAt,
    );
    expect(during).toEqual([]);

    const completed = await waitUntil(() => receiver.got.find((r) => r.body.event === 'broadcast.completed'), {
      what: 'broadcast.completed',
    });
    expect(completed.body.data).toEqual({
      id: expect.stringMatching(/^evt_/),
      broadcastId: created.id,
      counts: expect.objectContaining({ total: 30, sent: 29, skipped: 1, failed: 0 }),
    });
  });
});
