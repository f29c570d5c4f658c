/**
 * A campaign at a real shop's size (`--only=scale-campaign`): M recipients from one CSV through the
 * simulator at a 10 ms pace. Measures how long its creation took (the CSV read, the recipients
 * loaded into the object in chunks), the object's storage per recipient (its SQLite file before and
 * after), the per-send cost of the first 1,000 sends against the last 1,000 (their ratio should stay
 * within 1.2), and reading its progress (`GET /admin/broadcasts/:id`) at the start and at the end.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Stack } from '../test/e2e/stack';

export type ScaleCampaignResult = {
  recipients: number;
  createSeconds: number;
  storageBytesPerRecipient: number;
  firstSendsMsPerSend: number;
  lastSendsMsPerSend: number;
  lastVsFirst: number;
  progressRead: { startP50: number; startP95: number; endP50: number; endP95: number; idleP50: number; idleP95: number };
  totalSeconds: number;
};

type Progress = { status: string; counts: Record<string, number> };

/** Sends measured at each end of the campaign. */
const WINDOW = 1_000;
/** How often progress is read while the campaign runs. */
const POLL_MS = 100;

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0) * 10) / 10;
};

/** The bytes of the Durable Objects' SQLite files under the stack's local state (the device's object is the one that grows). */
function objectBytes(dir: string): number {
  let total = 0;
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.sqlite(-wal)?$/.test(entry.name) && full.includes(`${path.sep}do${path.sep}`)) total += statSync(full).size;
    }
  };
  walk(dir);
  return total;
}

export async function measureScaleCampaign(stack: Stack, recipients: number): Promise<ScaleCampaignResult> {
  const d = await stack.linkedDevice();
  const pace = await stack.admin('PUT', `/devices/${d.deviceId}/broadcast-pace`, { paceMinMs: 10, paceMaxMs: 10, dailyCap: 100_000 });
  await stack.warmupOff(d.deviceId);
  if (pace.status !== 200) throw new Error(`the pace answered ${pace.status}`);
  const rows = Array.from({ length: recipients }, (_, i) => `0812${String(i).padStart(8, '0')},Pelanggan ${i},INV${100_000 + i}`);
  const csv = ['phone,name,invoice', ...rows].join('\n');
  const bytesBefore = objectBytes(path.join(stack.dir, 'state'));
  const t0 = performance.now();
  const created = await stack.admin<{ id: string }>('POST', `/workspaces/${d.workspaceId}/broadcasts`, {
    deviceId: d.deviceId,
    name: 'Scale',
    message: { type: 'text', text: 'Halo {{name}}, tagihan {{invoice}}' },
    audience: { type: 'csv', csv },
  });
  if (created.status !== 201) throw new Error(`the campaign answered ${created.status}: ${JSON.stringify(created.body)}`);
  const createSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const id = created.body.id;
  // Read as soon as it is created: the few sends made meanwhile weigh little against M recipients.
  const storageBytesPerRecipient = Math.round((objectBytes(path.join(stack.dir, 'state')) - bytesBefore) / recipients);

  const start: number[] = [];
  const end: number[] = [];
  /** When the campaign had settled `n` recipients, first seen. */
  const reached = new Map<number, number>();
  const marks = [1, WINDOW, recipients - WINDOW, recipients];
  const t1 = t0;
  for (;;) {
    const before = performance.now();
    const res = await stack.admin<Progress>('GET', `/broadcasts/${id}`);
    const ms = performance.now() - before;
    const c = res.body.counts;
    const settled = (c.sent ?? 0) + (c.failed ?? 0) + (c.skipped ?? 0);
    if (settled <= WINDOW) start.push(ms);
    if (settled >= recipients - WINDOW) end.push(ms);
    for (const m of marks) if (settled >= m && !reached.has(m)) reached.set(m, before);
    if (res.body.status === 'COMPLETED' || performance.now() - t1 > 3_600_000) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const totalSeconds = Math.round((performance.now() - t1) / 1000);
  // Read again with the campaign over, the object idle: the read's own cost, without the sends' contention.
  const idle: number[] = [];
  for (let i = 0; i < 100; i++) {
    const before = performance.now();
    await stack.admin('GET', `/broadcasts/${id}`);
    idle.push(performance.now() - before);
  }
  const span = (a: number, b: number) => ((reached.get(b) ?? 0) - (reached.get(a) ?? 0)) / (b - a);
  const first = span(1, WINDOW);
  const last = span(recipients - WINDOW, recipients);
  return {
    recipients,
    createSeconds,
    storageBytesPerRecipient,
    firstSendsMsPerSend: Math.round(first * 100) / 100,
    lastSendsMsPerSend: Math.round(last * 100) / 100,
    lastVsFirst: Math.round((last / first) * 100) / 100,
    progressRead: {
      startP50: pct(start, 50),
      startP95: pct(start, 95),
      endP50: pct(end, 50),
      endP95: pct(end, 95),
      idleP50: pct(idle, 50),
      idleP95: pct(idle, 95),
    },
    totalSeconds,
  };
}
