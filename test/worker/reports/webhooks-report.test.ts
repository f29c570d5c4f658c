/**
 * The webhooks report from known delivery attempts on the test clock: attempts per delivery,
 * success rate, latency and failures by named cause.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bucketOf, LATENCY_EDGES_MS } from '../../../worker/reports/histogram';
import { advanceClock, deviceHarness, webhooksSettled } from '../harness';
import { admin, connectedDevice, inbound, mirrored } from '../helpers';
import { type Bucket, nonZero, report } from './report-helpers';

type Webhooks = { buckets: Bucket[]; webhooks: Record<string, unknown>[] };

describe('the webhooks report', () => {
  it('counts a delivery that failed with a status, then a refused connection, then succeeded', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.clock.freeze(Date.UTC(2031, 0, 1, 8, 0, 0));
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    harness.webhooks.answer = (_request, n) => (n === 1 ? new Response('busy', { status: 503 }) : n === 2 ? 'refuse' : new Response('ok'));
    const hook = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/kurir',
      events: ['message.inbound'],
      retry: { attempts: 3, delaySeconds: 1, strategy: 'fixed' },
    });
    expect(hook.status).toBe(201);
    const status = () =>
      runInDurableObject(stub, (_i, state) => state.storage.sql.exec<{ status: string }>('SELECT status FROM deliveries').one().status);

    await s.node.report('inbound', inbound('W-1'), 'in:W-1');
    for (const n of [1, 2]) {
      await expect.poll(() => harness.webhooks.got.length).toBe(n);
      // Settled: the attempt written and its D1 copies sent (their flush also runs on the alarm).
      await webhooksSettled(s.deviceId);
      await mirrored(s.deviceId);
      await advanceClock(s.deviceId, 1_000);
      await runDurableObjectAlarm(stub);
    }
    await expect.poll(status).toBe('SUCCEEDED');

    // An attempt's duration is as the object measured it: the edges of the buckets its three fall in, fastest first.
    const durations = await runInDurableObject(stub, (_i, state) =>
      state.storage.sql.exec<{ duration_ms: number }>('SELECT duration_ms FROM attempts').toArray(),
    );
    const edges = durations.map((a) => LATENCY_EDGES_MS[bucketOf(LATENCY_EDGES_MS, a.duration_ms)]).sort((a, b) => (a ?? 0) - (b ?? 0));
    const got = await report<Webhooks>(s.workspaceId, s.deviceId, 'webhooks', 'from=2031-01-01&to=2031-01-01&tz=Asia/Jakarta');
    expect(got.webhooks).toEqual([
      {
        webhookId: hook.body.id,
        url: 'https://hooks.example.com/kurir',
        deliveries: 1,
        delivered: 1,
        attempts: 3,
        succeeded: 1,
        successRate: 1 / 3,
        attemptsPerDelivery: 3,
        latency: { count: 3, p50: edges[1], p95: edges[2] },
        failures: { timeout: 0, refused: 1, tls: 0, dns: 0, status: 1, other: 0 },
      },
    ]);
    expect(nonZero(got.buckets)).toEqual({ '2031-01-01': { succeeded: 1, refused: 1, status: 1 } });
  });
});
