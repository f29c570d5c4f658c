/**
 * Incoming messages to their webhook requests, end to end on the real stack: one at a time (the
 * latency of a lone event), a burst to one webhook, and a burst spread over ten devices at once.
 */
import { waitUntil } from '../scripts/wait-until';
import type { Receiver } from '../test/e2e/receiver';
import type { Stack } from '../test/e2e/stack';
import { settled } from './io';
import { closedLoop, percentile, requestJson } from './load';

export type Hooked = { deviceId: string };

/** A linked device with a webhook to `receiver` for its incoming messages. */
export async function hookedDevice(stack: Stack, receiver: Receiver): Promise<Hooked> {
  const d = await stack.linkedDevice();
  await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['message.inbound'] });
  return { deviceId: d.deviceId };
}

/**
 * A message to the device from the simulator's control API, through the loads' light client (the
 * load generator and the receiver share the machine with the stack: the less they take, the more
 * of it measures Kurir).
 */
const inbound = (stack: Stack, deviceId: string, text: string) =>
  requestJson<{ id: string }>(`${stack.simUrl}/sim/devices/${deviceId}/inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: '6281298765432', text }),
  });

/** Ids the receiver has seen, with when each first arrived. */
function arrivals(receiver: Receiver): Map<string, number> {
  const seen = new Map<string, number>();
  const previous = receiver.status;
  receiver.status = (r) => {
    const id = String(r.body.data.id);
    if (!seen.has(id)) seen.set(id, performance.now());
    return previous(r);
  };
  return seen;
}

export async function loneLatency(stack: Stack, receiver: Receiver, count: number): Promise<{ p50: number; p99: number }> {
  const d = await hookedDevice(stack, receiver);
  const seen = arrivals(receiver);
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await inbound(stack, d.deviceId, `lone ${i}`);
    await waitUntil(() => seen.has(res.body.id), { intervalMs: 1, what: 'a lone event at its webhook' });
    latencies.push((seen.get(res.body.id) ?? t) - t);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50) * 10) / 10, p99: Math.round(percentile(sorted, 99) * 10) / 10 };
}

/**
 * `perDevice` events to each of the `hooked` devices at once; deliveries per second from the first
 * event to the last delivery. Intake and dispatch share the object's thread while events arrive;
 * `drainPerSecond` is the rate of the deliveries still queued when the last event was accepted
 * (how fast a backlog reaches its receiver once nothing else arrives). It returns once what the
 * deliveries set off has settled too (`settled`, which `settleMs` took); `delivered` is called
 * when the last is seen.
 */
export async function burst(
  stack: Stack,
  receiver: Receiver,
  hooked: readonly Hooked[],
  perDevice: number,
  delivered: () => void = () => {},
): Promise<{
  events: number;
  perSecond: number;
  acceptPerSecond: number;
  drainPerSecond: number | null;
  seconds: number;
  settleMs: number;
}> {
  const devices = hooked.length;
  const seen = arrivals(receiver);
  const ids: string[] = [];
  const total = devices * perDevice;
  const started = performance.now();
  await closedLoop(total, 64, async (i) => {
    const res = await inbound(stack, hooked[i % devices]?.deviceId ?? '', `burst ${i}`);
    if (res.status === 201) ids.push(res.body.id);
    return res.status === 201;
  });
  const accepted = performance.now();
  const deliveredWhileArriving = seen.size;
  await waitUntil(() => ids.every((id) => seen.has(id)), {
    timeoutMs: 300_000,
    intervalMs: 20,
    what: () => `the burst's deliveries (${seen.size}/${ids.length})`,
  });
  delivered();
  const last = Math.max(...ids.map((id) => seen.get(id) ?? 0));
  // What the deliveries still set off (their outcomes' and the records' D1 copies, which a busy
  // object writes up to a second later) is the burst's too: it ran after a burst was measured,
  // counted in the next one's window or nowhere.
  const settling = performance.now();
  await settled(stack);
  const settleMs = performance.now() - settling;
  const seconds = (last - started) / 1000;
  const queued = ids.length - deliveredWhileArriving;
  return {
    events: ids.length,
    perSecond: Math.round(ids.length / seconds),
    acceptPerSecond: Math.round(ids.length / ((accepted - started) / 1000)),
    drainPerSecond: queued > 0 && last > accepted ? Math.round(queued / ((last - accepted) / 1000)) : null,
    seconds: Math.round(seconds * 100) / 100,
    settleMs,
  };
}
