/**
 * The chaos run: inbound events and sends through the real stack (wrangler dev, two session-nodes
 * with the simulator) while session-nodes are killed with SIGKILL and the worker is killed and
 * started again at random moments, with a healthy webhook and one that fails half its attempts.
 * Afterwards it checks what a business relies on: every accepted event is in the device's event
 * log once, with `seq` 1..N and no gap; the healthy webhook got every event; every status change is
 * an event; every accepted send is one message at WhatsApp’s stand-in and one record; no record is left
 * PENDING. On the emulator it can also break the Signal sessions of regular customers (a reinstall,
 * `break-session`) under that traffic: then every accepted send must have been decrypted by its
 * phone (none left "waiting for this message"). Used by `npm run chaos` (full size) and by a short
 * run inside `npm test`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/stack';
import { waitUntil } from '../../scripts/wait-until';
import { Receiver } from '../e2e/receiver';
import { Stack } from '../e2e/stack';
import { checkEvents, checkSends, checkWebhook, type Figures, type SendOutcome, type StoredEvent } from './checks';
import { type Fault, plannedFaults, seeded } from './faults';

export type ChaosOptions = {
  events: number;
  sends: number;
  nodeKills: number;
  workerRestarts: number;
  /** Regular customers' Signal sessions broken under traffic (emulator only: the simulator has none). */
  sessionBreaks?: number;
  devices: number;
  /** Requests in flight at once (inbound and sends each). */
  concurrency: number;
  seed: number;
  log: (line: string) => void;
};

export type ChaosResult = { figures: Figures; problems: string[]; faults: string[]; seconds: number };

/**
 * What the webhooks subscribe to: every event this run's traffic and faults cause (a device that
 * links takes its phone's chats as history; a send may end undelivered), and `message.failed`
 * (scheduled sends only) should one come. Only these are expected at the webhooks: a webhook is
 * not sent the events it did not subscribe to.
 */
const ALL_EVENTS = [
  'message.inbound',
  'message.receipt',
  'message.reaction',
  'message.undelivered',
  'message.failed',
  'history.imported',
  'call.received',
  'device.status',
];
/** How long an unanswered send stays PENDING in this run (the default is 2 minutes). */
const HARD_LIMIT_MS = 10_000;

type Device = { id: string; baseline: number };

/** Customers who write and are written to again and again (every fifth message): the ones whose sessions break. */
const REGULARS = ['6281299000001', '6281299000002', '6281299000003'];
const regularOr = (n: number, phone: string) => (n % 5 === 0 ? (REGULARS[(n / 5) % REGULARS.length] ?? phone) : phone);

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const started = Date.now();
  const random = seeded(options.seed);
  const healthy = new Receiver();
  const flaky = new Receiver();
  let flakyFails = true;
  flaky.status = () => (flakyFails && random() < 0.5 ? 500 : 200);
  await healthy.start();
  await flaky.start();
  // Every node, and the emulator when the run is on it, append what they send to one log that outlives them.
  const logDir = mkdtempSync(path.join(tmpdir(), 'kurir-chaos-'));
  const sentLog = path.join(logDir, 'sent.jsonl');
  const stack = new Stack({
    extraVars: { SEND_HARD_LIMIT_MS: String(HARD_LIMIT_MS), SEND_TIMEOUT_MS: '5000' },
    nodeEnv: { LOG_LEVEL: 'warn', SIM_SENT_LOG: sentLog },
  });
  const ports = { 'node-a': 0, 'node-b': 0 };
  const faults: string[] = [];
  try {
    await stack.start();
    // The stack's own first node is replaced by two with control ports of their own.
    await stack.stopNode('node-1');
    ports['node-a'] = await freePort();
    ports['node-b'] = await freePort();
    for (const [id, port] of Object.entries(ports)) await stack.startNode(id, {}, port);

    const ws = await stack.admin<{ id: string }>('POST', '/workspaces', { name: 'Chaos' });
    // Retries are the point of this run; the per-key rate limit is not what it tests.
    const created = await stack.admin<{ key: string }>('POST', `/workspaces/${ws.body.id}/api-keys`, { name: 'chaos', rateLimit: 10_000 });
    const key = created.body.key;
    const devices: Device[] = [];
    for (let i = 0; i < options.devices; i++) {
      const device = await stack.admin<{ id: string }>('POST', `/workspaces/${ws.body.id}/devices`, { name: `Chaos ${i + 1}` });
      await stack.link(device.body.id);
      for (const receiver of [healthy, flaky]) {
        const hook = await stack.admin('POST', `/devices/${device.body.id}/webhooks`, {
          url: receiver.url,
          events: ALL_EVENTS,
          retry: { attempts: 20, delaySeconds: 1, strategy: 'fixed' },
        });
        if (hook.status !== 201) throw new Error(`webhook refused: ${JSON.stringify(hook.body)}`);
      }
      // Events from here on reach both webhooks; earlier ones happened before they existed.
      const after = await eventsOf(stack, key, device.body.id);
      devices.push({ id: device.body.id, baseline: after.at(-1)?.seq ?? 0 });
    }
    options.log(`${devices.length} devices CONNECTED, two webhooks each; load and faults start`);

    const load = new Load(stack, key, devices, ports, options);
    const plan = plannedFaults(options.nodeKills, options.workerRestarts, random, options.sessionBreaks ?? 0);
    const chaos = (async () => {
      for (const fault of plan) {
        await waitUntil(() => load.progress() >= fault.at, { timeoutMs: 600_000, intervalMs: 100, what: `progress ${fault.at}` });
        faults.push(await inject(stack, fault, ports, random, devices));
        options.log(`fault: ${faults.at(-1)}`);
      }
    })();
    const ticker = setInterval(() => options.log(load.describe()), 10_000);
    await Promise.all([load.run(), chaos]).finally(() => clearInterval(ticker));
    options.log(`load done: ${load.accepted.length} events accepted, ${load.sendOutcomes.length} sends answered`);

    // Quiet: the flaky webhook recovers, every device comes back, the last retries and copies land.
    flakyFails = false;
    for (const d of devices) await stack.waitForStatus(d.id, 'CONNECTED', 90_000);
    const stored = new Map<string, StoredEvent[]>();
    for (const d of devices) stored.set(d.id, await eventsOf(stack, key, d.id));
    const expected = devices.flatMap((d) => (stored.get(d.id) ?? []).filter((e) => e.seq > d.baseline && ALL_EVENTS.includes(e.event)));
    const everyDelivered = (receiver: Receiver) => () => {
      const got = receiver.delivered();
      return expected.every((e) => got.has(e.id));
    };
    await waitUntil(everyDelivered(healthy), { timeoutMs: 180_000, intervalMs: 500, what: 'the healthy webhook to get every event' }).catch(
      () => undefined,
    );
    await waitUntil(everyDelivered(flaky), { timeoutMs: 180_000, intervalMs: 500, what: 'the flaky webhook to get every event' }).catch(
      () => undefined,
    );
    const records = await outboundRecords(stack, ws.body.id, HARD_LIMIT_MS + 30_000);

    const problems: string[] = [];
    const figures: Figures = {};
    // The status and the events are read again together: a device may still be changing hands
    // (after the worker's restart, the fleet gives the devices of a node not back yet to one that is).
    const currentStatus = new Map<string, string>();
    for (const d of devices) {
      const { status, events } = await statusWithEvents(stack, key, d.id);
      currentStatus.set(d.id, status);
      stored.set(d.id, events);
    }
    checkEvents(stored, load.accepted, currentStatus, figures, problems);
    checkWebhook('healthy webhook', healthy, expected, figures, problems);
    checkWebhook('flaky webhook', flaky, expected, figures, problems);
    checkSends(load.sendOutcomes, records, readSentLog(sentLog), figures, problems);
    if (options.sessionBreaks) await checkDecrypted(stack, devices, records, figures, problems);
    figures['faults injected'] = faults.length;
    return { figures, problems, faults, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await stack.stop();
    await healthy.stop();
    await flaky.stop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

async function inject(stack: Stack, fault: Fault, ports: Record<string, number>, random: () => number, devices: Device[]): Promise<string> {
  if (fault.kind === 'session') {
    const device = devices[Math.floor(random() * devices.length)];
    const from = REGULARS[Math.floor(random() * REGULARS.length)];
    const broken = await stack.sim('POST', `/devices/${device?.id}/break-session`, { from });
    if (broken.status !== 202) throw new Error(`break-session answered ${broken.status}: ${JSON.stringify(broken.body)}`);
    return `${from} reinstalled WhatsApp (its session with ${device?.id} broken) at ${Math.round(fault.at * 100)} %`;
  }
  if (fault.kind === 'node') {
    const node = fault.node;
    await stack.stopNode(node, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.floor(random() * 2000)));
    await stack.startNode(node, {}, ports[node]);
    return `SIGKILL ${node} at ${Math.round(fault.at * 100)} %, restarted`;
  }
  await stack.killWorker();
  await stack.startWorker();
  return `SIGKILL worker (wrangler and workerd) at ${Math.round(fault.at * 100)} %, restarted`;
}

/**
 * A device's status and its events as of one moment: read until the status before and after the
 * events agree, so that a change between the reads is not mistaken for a change without its event.
 */
async function statusWithEvents(stack: Stack, key: string, deviceId: string): Promise<{ status: string; events: StoredEvent[] }> {
  const statusNow = async () => String((await stack.admin('GET', `/devices/${deviceId}`)).body.status);
  let result = { status: '', events: [] as StoredEvent[] };
  await waitUntil(
    async () => {
      const before = await statusNow();
      const events = await eventsOf(stack, key, deviceId);
      result = { status: before, events };
      return (await statusNow()) === before;
    },
    { timeoutMs: 30_000, intervalMs: 200, what: `device ${deviceId} to hold one status while its events are read` },
  );
  return result;
}

/** Every event of a device, oldest first, through the public API. */
async function eventsOf(stack: Stack, key: string, deviceId: string): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  let after = 0;
  for (;;) {
    const res = await fetch(`${stack.workerUrl}/events?deviceId=${deviceId}&after=${after}&limit=500`, { headers: { 'X-API-Key': key } });
    if (!res.ok) throw new Error(`GET /events answered ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as { items: StoredEvent[]; nextAfter: number };
    out.push(...page.items);
    if (page.items.length === 0) return out;
    after = page.nextAfter;
  }
}

type RecordRow = { id: string; status: string; content: string; messageId: string | null; error?: string | null };

/** The workspace's outbound records once none is PENDING any more (the hard limit ends them). */
async function outboundRecords(stack: Stack, workspaceId: string, timeoutMs: number): Promise<RecordRow[]> {
  let last: RecordRow[] = [];
  const all = async () => {
    const out: RecordRow[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: RecordRow[]; nextCursor: string | null } } = await stack.admin(
        'GET',
        `/workspaces/${workspaceId}/messages?direction=OUTBOUND&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      );
      out.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    return out;
  };
  await waitUntil(
    async () => {
      last = await all();
      return last.every((r) => r.status !== 'PENDING');
    },
    { timeoutMs, intervalMs: 1000, what: 'no record PENDING' },
  ).catch(() => undefined);
  return last;
}

/**
 * Every accepted send decrypted by its phone: none shows "Waiting for this message". A phone that
 * could not decrypt asks again and the device resends, so this waits a while for the last ones.
 */
async function checkDecrypted(stack: Stack, devices: Device[], records: RecordRow[], figures: Figures, problems: string[]): Promise<void> {
  const sentIds = new Set(records.filter((r) => r.status !== 'FAILED' && r.messageId).map((r) => r.messageId ?? ''));
  let waiting: string[] = [];
  await waitUntil(
    async () => {
      const received = new Set<string>();
      for (const d of devices) {
        const sent = await stack.sim<{ id: string; receivedBy: string[] }[]>('GET', `/devices/${d.id}/sent`);
        for (const m of sent.body) if (m.receivedBy.length > 0) received.add(m.id);
      }
      waiting = [...sentIds].filter((id) => !received.has(id));
      return waiting.length === 0;
    },
    { timeoutMs: 60_000, intervalMs: 1_000, what: 'every sent message decrypted by its phone' },
  ).catch(() => undefined);
  figures['sent messages a phone could not decrypt ("waiting for this message")'] = waiting.length;
  for (const id of waiting.slice(0, 20)) problems.push(`message ${id} was never decrypted by its phone`);
}

function readSentLog(file: string): { id: string; deviceId: string }[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { id: string; deviceId: string });
}

/**
 * The load: inbound messages injected at whichever node holds each device, and sends with an
 * `Idempotency-Key` each, retried with that key until they have a final answer, as a careful
 * client does.
 */
class Load {
  readonly accepted: { deviceId: string; id: string }[] = [];
  readonly sendOutcomes: SendOutcome[] = [];
  private nextEvent = 0;
  private nextSend = 0;
  private readonly holder = new Map<string, string>();
  /** The last answer of each send still retrying. */
  private readonly lastAnswer = new Map<number, number>();

  constructor(
    private readonly stack: Stack,
    private readonly key: string,
    private readonly devices: Device[],
    private readonly ports: Record<string, number>,
    private readonly options: ChaosOptions,
  ) {}

  /** Where the load is, for the progress lines. */
  describe(): string {
    const answers = new Map<string, number>();
    for (const s of this.sendOutcomes) answers.set(s.answers.join('→'), (answers.get(s.answers.join('→')) ?? 0) + 1);
    const waiting: Record<number, number> = {};
    for (const st of this.lastAnswer.values()) waiting[st] = (waiting[st] ?? 0) + 1;
    return `events ${this.accepted.length}/${this.options.events}, sends ${this.sendOutcomes.length}/${this.options.sends} (${[...answers].map(([k, v]) => `${k}: ${v}`).join(', ')}; retrying with ${JSON.stringify(waiting)})`;
  }

  progress(): number {
    return (this.accepted.length + this.sendOutcomes.length) / (this.options.events + this.options.sends);
  }

  async run(): Promise<void> {
    const workers: Promise<void>[] = [];
    for (let i = 0; i < this.options.concurrency; i++) {
      workers.push(this.inboundWorker());
      workers.push(this.sendWorker());
    }
    await Promise.all(workers);
  }

  private device(n: number): Device {
    const device = this.devices[n % this.devices.length];
    if (!device) throw new Error('no devices');
    return device;
  }

  private async inboundWorker(): Promise<void> {
    while (this.nextEvent < this.options.events) {
      const n = this.nextEvent++;
      const device = this.device(n);
      const deadline = Date.now() + 300_000;
      for (;;) {
        const id = await this.inject(device.id, n);
        if (id) {
          this.accepted.push({ deviceId: device.id, id });
          break;
        }
        if (Date.now() > deadline) throw new Error(`inbound ${n} was never accepted`);
        await pause(150);
      }
    }
  }

  /** Tries the node that last held the device, then the other; the event's id once one accepted it. */
  private async inject(deviceId: string, n: number): Promise<string | null> {
    const names = Object.keys(this.ports);
    const first = this.holder.get(deviceId);
    const order = first ? [first, ...names.filter((x) => x !== first)] : names;
    for (const node of order) {
      try {
        // The simulator is each node's own; the emulator, one WhatsApp for both.
        const control = this.stack.engine === 'emulator' ? this.stack.simUrl : `http://127.0.0.1:${this.ports[node]}`;
        const res = await fetch(`${control}/sim/devices/${deviceId}/inbound`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ from: regularOr(n, `62812${String(n).padStart(8, '0')}`), text: `chaos ${n}` }),
        });
        const body = (await res.json()) as { id?: string };
        if (res.status === 201 && body.id) {
          this.holder.set(deviceId, node);
          return body.id;
        }
        if (res.status !== 404) this.holder.set(deviceId, node);
      } catch {
        // That node is down (killed, restarting).
      }
    }
    return null;
  }

  private async sendWorker(): Promise<void> {
    while (this.nextSend < this.options.sends) {
      const n = this.nextSend++;
      const device = this.device(n);
      const idempotencyKey = `chaos-${this.options.seed}-${n}`;
      const phoneNumber = regularOr(n, `62813${String(n).padStart(8, '0')}`);
      const body = JSON.stringify({ deviceId: device.id, phoneNumber, content: `chaos send ${n}` });
      const deadline = Date.now() + 240_000;
      const answers: number[] = [];
      for (;;) {
        const status = await this.send(body, idempotencyKey);
        this.lastAnswer.set(n, status);
        if (answers.at(-1) !== status) answers.push(status);
        if (status === 201 || status === 502 || (status >= 400 && status < 500 && status !== 409 && status !== 429 && status !== 0)) {
          this.sendOutcomes.push({ n, status, answers });
          this.lastAnswer.delete(n);
          break;
        }
        if (Date.now() > deadline) {
          this.lastAnswer.delete(n);
          this.sendOutcomes.push({ n, status: -1, answers });
          break;
        }
        await pause(250);
      }
    }
  }

  /** One attempt; 0 when the worker did not answer (down or restarting). */
  private async send(body: string, idempotencyKey: string): Promise<number> {
    try {
      const res = await fetch(`${this.stack.workerUrl}/messages`, {
        method: 'POST',
        headers: { 'X-API-Key': this.key, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
