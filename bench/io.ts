/**
 * What one send and one inbound event cost in I/O, counted by the worker (`GET /admin/io-counts`):
 * D1 round trips, calls into Durable Objects, calls from a device object to its node, and the
 * node's report calls. Operations run one at a time, and the counts are read once everything they
 * set off (receipts, webhook deliveries, D1 copies) has settled.
 */
import { waitUntil } from '../scripts/wait-until';
import type { Receiver } from '../test/e2e/receiver';
import type { Stack } from '../test/e2e/stack';

export type IoCounts = {
  d1RoundTrips: number;
  d1RowsWritten: number;
  durableObjectCalls: number;
  nodeCalls: number;
  reportCalls: number;
  reports: number;
};

async function counts(stack: Stack): Promise<IoCounts> {
  return (await stack.admin<IoCounts>('GET', '/io-counts')).body;
}

/** How often `settled` reads the counts. */
export const POLL_MS = 250;

/**
 * The counts once they stop moving for `stillMs` (longer than a busy object's wait for its D1
 * copies): everything set off has run.
 */
export async function settled(stack: Stack, stillMs = 1_500): Promise<IoCounts> {
  let last = JSON.stringify(await counts(stack));
  let stableSince = Date.now();
  return waitUntil(
    async () => {
      const now = await counts(stack);
      const text = JSON.stringify(now);
      if (text !== last) {
        last = text;
        stableSince = Date.now();
        return null;
      }
      return Date.now() - stableSince >= stillMs ? now : null;
    },
    { timeoutMs: 60_000, intervalMs: POLL_MS, what: 'the I/O counts to settle' },
  );
}

function perOperation(before: IoCounts, after: IoCounts, n: number): IoCounts {
  const out = {} as IoCounts;
  for (const key of Object.keys(before) as (keyof IoCounts)[]) {
    // The read of the counts is itself an admin request; it makes no D1 or object call.
    out[key] = Math.round(((after[key] - before[key]) / n) * 100) / 100;
  }
  return out;
}

export async function measureIo(stack: Stack, receiver: Receiver, n = 20): Promise<{ send: IoCounts; inbound: IoCounts }> {
  const d = await stack.linkedDevice();
  await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['message.inbound'] });
  const beforeSends = await settled(stack);
  for (let i = 0; i < n; i++) {
    const res = await stack.api('/messages', d.key, { deviceId: d.deviceId, phoneNumber: '6281234567890', content: `io ${i}` });
    if (res.status !== 201) throw new Error(`a measured send answered ${res.status}`);
  }
  const afterSends = await settled(stack);
  for (let i = 0; i < n; i++) {
    const res = await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: '6281298765432', text: `io ${i}` });
    if (res.status !== 201) throw new Error(`a measured inbound message answered ${res.status}`);
  }
  const afterInbound = await settled(stack);
  return { send: perOperation(beforeSends, afterSends, n), inbound: perOperation(afterSends, afterInbound, n) };
}
