/**
 * `npm run bench`: the real stack (wrangler dev + a session-node with the simulator) on 127.0.0.1,
 * measured with bounded loads: POST /messages latency and throughput, event-to-webhook latency,
 * and the session-node's memory. Prints a table and writes JSON under bench/results/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Receiver } from '../test/e2e/receiver';
import { Stack } from '../test/e2e/stack';

const SENDS = Number(process.env.BENCH_SENDS ?? 300);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Each key may make 100 requests per 10 s; the load is spread so the limiter is not what is measured. */
const KEYS = 8;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(latencies: number[], elapsedMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: Math.round((sorted.length / elapsedMs) * 1000 * 10) / 10,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Runs `total` tasks, at most `concurrency` at a time. */
async function pool(total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const stack = new Stack();
const receiver = new Receiver();
await receiver.start();
await stack.start();
try {
  const ws = await stack.admin<{ id: string }>('POST', '/workspaces', { name: 'bench' });
  const keys: string[] = [];
  for (let i = 0; i < KEYS; i++)
    keys.push((await stack.admin<{ key: string }>('POST', `/workspaces/${ws.body.id}/api-keys`, { name: `k${i}` })).body.key);
  const device = await stack.admin<{ id: string }>('POST', `/workspaces/${ws.body.id}/devices`, { name: 'bench' });
  await stack.waitForStatus(device.body.id, 'CONNECTED');
  await stack.admin('POST', `/devices/${device.body.id}/webhooks`, { url: receiver.url, events: ['message.inbound'] });

  // 1. POST /messages through the worker, the device's object, the session-node and back.
  const sendLatencies: number[] = [];
  let sendErrors = 0;
  const sendStart = performance.now();
  await pool(SENDS, CONCURRENCY, async (i) => {
    const t = performance.now();
    const res = await stack.api('/messages', keys[i % KEYS] ?? '', {
      deviceId: device.body.id,
      phoneNumber: '6281234567890',
      content: `bench ${i}`,
    });
    if (res.status === 201) sendLatencies.push(performance.now() - t);
    else sendErrors++;
  });
  const sends = { ...summary(sendLatencies, performance.now() - sendStart), errors: sendErrors };

  // 2. An incoming message until its webhook request arrives.
  const started = new Map<string, number>();
  const arrived = new Map<string, number>();
  receiver.status = (r) => {
    arrived.set(String(r.body.data.id), performance.now());
    return 200;
  };
  const eventStart = performance.now();
  await pool(EVENTS, CONCURRENCY, async (i) => {
    const t = performance.now();
    const res = await stack.sim<{ id: string }>('POST', `/devices/${device.body.id}/inbound`, {
      from: '6281234567890',
      text: `event ${i}`,
    });
    started.set(res.body.id, t);
  });
  await receiver.waitFor(() => [...started.keys()].every((id) => arrived.has(id)), 60_000, 'every benchmark event');
  const eventLatencies = [...started.entries()].map(([id, t]) => (arrived.get(id) ?? t) - t);
  const events = summary(eventLatencies, performance.now() - eventStart);

  const memory = { sessionNodeRssMb: rssMb([...stack.nodes.values()][0]?.pid) };
  const result = { at: new Date().toISOString(), node: process.version, concurrency: CONCURRENCY, sends, events, memory };

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log('\nKurir benchmark (simulator engine, 127.0.0.1)\n');
  console.log('| scenario | count | per second | p50 | p95 | p99 | max |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| POST /messages → SENT | ${sends.count} (${sendErrors} errors) | ${sends.perSecond} | ${ms(sends.p50)} | ${ms(sends.p95)} | ${ms(sends.p99)} | ${ms(sends.max)} |`,
  );
  console.log(
    `| inbound → webhook | ${events.count} | ${events.perSecond} | ${ms(events.p50)} | ${ms(events.p95)} | ${ms(events.p99)} | ${ms(events.max)} |`,
  );
  console.log(`\nsession-node RSS: ${memory.sessionNodeRssMb ?? 'n/a'} MB`);

  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
} finally {
  await stack.stop();
  await receiver.stop();
}
