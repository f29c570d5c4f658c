/**
 * `--only=history`: the account's history imported on one device while that same device carries
 * live traffic. The phone (`POST /sim/devices/:id/history`) gives N messages (50,000; 5,000 with
 * `--quick`) in chats of 100, all within the device's days; the import runs in the device's object
 * as `history` reports of 50 messages. Live traffic is sends (`POST /messages`) and incoming
 * messages (`POST /sim/…/inbound`, answered once its event is written), 4 in flight, measured
 * alone before the import, during it, and alone after it; the ratio of the latencies during the
 * import to those alone is what the import costs live traffic. The import's duration runs from the
 * phone's sync to its `history.imported` event.
 */
import { waitUntil } from '../scripts/wait-until';
import type { Stack } from '../test/e2e/stack';
import { type LoadResult, loadSample, request, requestJson, summarize } from './load';
import { quick } from './options';
import { workerdThreads } from './thread-cpu';

export type HistoryImportResult = {
  messages: number;
  chats: number;
  importSeconds: number;
  imported: number;
  alone: { send: LoadResult; inbound: LoadResult };
  during: { send: LoadResult; inbound: LoadResult };
  /** Latency during the import over latency alone (p50, p99). */
  ratio: { sendP50: number; sendP99: number; inboundP50: number; inboundP99: number };
  /**
   * The CPU of the worker's thread (the worker, its objects and local D1, from /proc): ms per live
   * operation alone and during the import (the import's share in it), how busy it was then, and
   * what each history message cost it beside the live operations (those counted at their cost
   * alone: a rough figure). Null where /proc cannot tell.
   */
  workerThread: { alonePerLive: number; duringPerLive: number; duringBusy: number; perHistoryMessage: number } | null;
};

const IN_FLIGHT = 4;
const PER_CHAT = 100;
/**
 * Live operations of each kind in a turn alone (before, and after) the import: 2,000 in a full run,
 * so that the p99 alone is read from 4,000 of each, as the one during the import is from tens of
 * thousands (from 400, it was the fourth slowest, and a run alone often met none of the worker's
 * rare pauses that the import's minutes meet).
 */
const ALONE = quick ? 200 : 2_000;

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const round1 = (n: number) => Math.round(n * 10) / 10;

type Live = { send: ReturnType<typeof summarize>; inbound: ReturnType<typeof summarize> };

export async function measureHistoryImport(stack: Stack, messages: number): Promise<HistoryImportResult> {
  const d = await stack.linkedDevice();
  const keyId = (await stack.admin<{ id: string }[]>('GET', `/workspaces/${d.workspaceId}/api-keys`)).body[0]?.id;
  // A high rate limit: what is measured is the traffic, not the limiter.
  await stack.admin('PATCH', `/workspaces/${d.workspaceId}/api-keys/${keyId}`, { rateLimit: 100_000 });
  let n = 0;
  const send = async () =>
    (await request(`${stack.workerUrl}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': d.key },
      body: JSON.stringify({ deviceId: d.deviceId, phoneNumber: `628139${String(n++ % 1000).padStart(6, '0')}`, content: 'Pesanan siap' }),
    })) === 201;
  const inbound = async () =>
    (await request(`${stack.simUrl}/sim/devices/${d.deviceId}/inbound`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: `628138${String(n++ % 1000).padStart(6, '0')}`, text: 'Halo, masih buka?' }),
    })) === 201;
  const alone = async (): Promise<Live> => ({
    send: summarize([await loadSample(ALONE, IN_FLIGHT, send)]),
    inbound: summarize([await loadSample(ALONE, IN_FLIGHT, inbound)]),
  });

  const threads = stack.worker ? workerdThreads(stack.worker, Number(new URL(stack.workerUrl).port)) : null;
  const cpu = () => threads?.()?.worker ?? null;

  // The warm-up, then the traffic alone.
  await loadSample(50, IN_FLIGHT, send);
  await loadSample(50, IN_FLIGHT, inbound);
  const cpuBefore = cpu();
  const before = await alone();
  const cpuStarted = cpu();

  const now = Date.now();
  const chats = Math.ceil(messages / PER_CHAT);
  const body = {
    chats: Array.from({ length: chats }, (_, c) => ({
      from: `628137${String(c).padStart(6, '0')}`,
      name: `Pelanggan ${c + 1}`,
      messages: Array.from({ length: Math.min(PER_CHAT, messages - c * PER_CHAT) }, (_, i) => ({
        fromMe: i % 2 === 1,
        text: `Pesan lama ${c}-${i}: ukuran M masih ada?`,
        at: now - 5 * 86_400_000 + c * 1_000 + i,
      })),
    })),
  };
  const started = performance.now();
  // The phone's answer comes once the device took every part: the live traffic runs meanwhile. Not
  // through fetch, which gives up on an answer after 5 minutes: a paced import may take longer.
  const given = requestJson<{ messages: number }>(`${stack.simUrl}/sim/devices/${d.deviceId}/history`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  let after = 0;
  let imported: number | null = null;
  let importSeconds = 0;
  const done = async () => {
    if (imported !== null) return true;
    for (let page = 0; page < 20; page++) {
      const res = await fetch(`${stack.workerUrl}/events?deviceId=${d.deviceId}&after=${after}&limit=500`, {
        headers: { 'X-API-Key': d.key },
      });
      const events = (await res.json()) as { items: { event: string; data: { messages: number } }[]; nextAfter: number };
      const found = events.items.find((e) => e.event === 'history.imported' && e.data.messages > 0);
      if (found) {
        imported = found.data.messages;
        importSeconds = Math.round((performance.now() - started) / 100) / 10;
        return true;
      }
      if (events.items.length < 500) {
        after = events.nextAfter;
        return false;
      }
      after = events.nextAfter;
    }
    return false;
  };
  // Live traffic while the import runs, in small turns until its event came (bounded: 30 minutes).
  const sends = [];
  const inbounds = [];
  const deadline = performance.now() + 30 * 60_000;
  while (!(await done()) && performance.now() < deadline) {
    sends.push(await loadSample(40, IN_FLIGHT, send));
    inbounds.push(await loadSample(40, IN_FLIGHT, inbound));
  }
  const answer = await given;
  if (answer.status !== 202) throw new Error(`the history was refused: ${JSON.stringify(answer.body)}`);
  if (imported === null) await waitUntil(done, { timeoutMs: 60_000, intervalMs: 500, what: 'history.imported' });
  // The D1 copies of the import's last parts may still be on their way: they count as the import's.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const cpuAfter = cpu();
  const duringSeconds = (performance.now() - started) / 1000;
  const during: Live = { send: summarize(sends), inbound: summarize(inbounds) };
  const afterwards = await alone();
  const cpuAlone = cpu();
  const both = (a: LoadResult, b: LoadResult, key: 'p50' | 'p99') => round1((a[key] + b[key]) / 2);
  let workerThread: HistoryImportResult['workerThread'] = null;
  if (cpuBefore !== null && cpuStarted !== null && cpuAfter !== null && cpuAlone !== null) {
    const aloneOps = before.send.count + before.inbound.count + afterwards.send.count + afterwards.inbound.count;
    const alonePerLive = (cpuStarted - cpuBefore + cpuAlone - cpuAfter) / aloneOps;
    const duringMs = cpuAfter - cpuStarted;
    const liveOps = during.send.count + during.inbound.count;
    workerThread = {
      alonePerLive: Math.round(alonePerLive * 100) / 100,
      duringPerLive: Math.round((duringMs / liveOps) * 100) / 100,
      duringBusy: Math.round(duringMs / 10 / duringSeconds),
      perHistoryMessage: Math.round(((duringMs - liveOps * alonePerLive) / messages) * 100) / 100,
    };
  }
  return {
    messages,
    chats,
    importSeconds,
    imported: imported ?? 0,
    alone: {
      send: { ...before.send, p50: both(before.send, afterwards.send, 'p50'), p99: both(before.send, afterwards.send, 'p99') },
      inbound: {
        ...before.inbound,
        p50: both(before.inbound, afterwards.inbound, 'p50'),
        p99: both(before.inbound, afterwards.inbound, 'p99'),
      },
    },
    during,
    workerThread,
    ratio: {
      sendP50: ratio(during.send.p50, both(before.send, afterwards.send, 'p50')),
      sendP99: ratio(during.send.p99, both(before.send, afterwards.send, 'p99')),
      inboundP50: ratio(during.inbound.p50, both(before.inbound, afterwards.inbound, 'p50')),
      inboundP99: ratio(during.inbound.p99, both(before.inbound, afterwards.inbound, 'p99')),
    },
  };
}

export function printHistoryImport(r: HistoryImportResult): void {
  console.log(`\n${r.messages} history messages in ${r.chats} chats imported on one device beside its live traffic (4 in flight)\n`);
  console.log(`The import: ${r.importSeconds} s to history.imported (${r.imported} messages)\n`);
  console.log('| live traffic | alone p50 / p99 ms | during the import p50 / p99 ms (count) | ratio p50 / p99 |\n|---|---|---|---|');
  console.log(
    `| sends | ${r.alone.send.p50} / ${r.alone.send.p99} | ${r.during.send.p50} / ${r.during.send.p99} (${r.during.send.count}) | ${r.ratio.sendP50} / ${r.ratio.sendP99} |`,
  );
  console.log(
    `| incoming | ${r.alone.inbound.p50} / ${r.alone.inbound.p99} | ${r.during.inbound.p50} / ${r.during.inbound.p99} (${r.during.inbound.count}) | ${r.ratio.inboundP50} / ${r.ratio.inboundP99} |`,
  );
  const t = r.workerThread;
  if (t) {
    console.log(
      `\nThe worker's thread: ${t.alonePerLive} ms per live operation alone, ${t.duringPerLive} ms during the import (the import's share in it); ${t.duringBusy} % busy during the import; about ${t.perHistoryMessage} ms per history message beside the live traffic`,
    );
  }
}
