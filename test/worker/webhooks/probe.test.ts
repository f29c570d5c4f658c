/**
 * The TCP probe that names a failed attempt's cause, as a device's object makes it: at most once a
 * minute per host and port (so repeated events or test events do not become a port scanner), and
 * a delivery is never taken up again while its attempt runs, however long its probe takes.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PROBE_LIMIT_MS } from '../../../worker/webhooks/attempt-error';
import { advanceClock, deviceHarness } from '../harness';
import { admin, connectedDevice, inbound } from '../helpers';

const TIMEOUT_MS = 300; // WEBHOOK_TIMEOUT_MS in vitest.config.ts
const START = Date.UTC(2031, 0, 1, 8, 0, 0);

/** A connected device on a frozen clock with one webhook of one attempt to hooks.example.com. */
async function deviceWithWebhook() {
  const s = await connectedDevice();
  const harness = deviceHarness(s.deviceId);
  harness.clock.freeze(START);
  const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
  const hook = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
    url: 'https://hooks.example.com/kurir',
    events: ['message.inbound'],
    retry: { attempts: 1, delaySeconds: 1, strategy: 'fixed' },
  });
  expect(hook.status).toBe(201);
  const rows = () =>
    runInDurableObject(stub, (_i, state) =>
      state.storage.sql
        .exec<{ status: string; last_error: string | null }>('SELECT status, last_error FROM deliveries ORDER BY event_seq')
        .toArray(),
    );
  return { ...s, harness, stub, rows };
}

describe('the probe after a failed attempt', () => {
  it('probes a host and port once a minute, however many attempts fail there meanwhile', async () => {
    const d = await deviceWithWebhook();
    d.harness.webhooks.answer = () => 'refuse';
    for (const id of ['P-1', 'P-2', 'P-3']) {
      await d.node.report('inbound', inbound(id), `in:${id}`);
      await expect.poll(async () => (await d.rows()).filter((r) => r.status === 'FAILED').length).toBe(Number(id.slice(2)));
    }
    expect(d.harness.webhooks.got).toHaveLength(3);
    expect(d.harness.webhooks.probed).toEqual(['hooks.example.com:443']);
    // Each failure is still named from what the probe found.
    for (const row of await d.rows()) expect(row.last_error).toMatch(/^connection refused: hooks\.example\.com:443 accepts no connection/);

    // A minute later the port is probed again, and the new finding names the failure.
    await advanceClock(d.deviceId, 60_000);
    d.harness.webhooks.reachable = 'connected';
    await d.node.report('inbound', inbound('P-4'), 'in:P-4');
    await expect.poll(async () => (await d.rows()).filter((r) => r.status === 'FAILED').length).toBe(4);
    expect(d.harness.webhooks.probed).toEqual(['hooks.example.com:443', 'hooks.example.com:443']);
    expect((await d.rows())[3]?.last_error).toMatch(/^connection reset: hooks\.example\.com:443 accepts connections/);
  });

  it('takes no delivery up again while its attempt runs out its time limit and then its probe, however long', async () => {
    const d = await deviceWithWebhook();
    // Gates made in the test's context, settled from it (see concurrency.test.ts).
    let fail: (error: Error) => void = () => undefined;
    const failing = new Promise<Response>((_, reject) => {
      fail = reject;
    });
    let answerProbe: () => void = () => undefined;
    const probing = new Promise<'refused'>((resolve) => {
      answerProbe = () => resolve('refused');
    });
    d.harness.webhooks.answer = () => failing;
    d.harness.webhooks.reachable = () => probing;
    await d.node.report('inbound', inbound('L-1'), 'in:L-1');
    await expect.poll(() => d.harness.webhooks.got.length).toBe(1);

    // The connection fails just inside the time limit, and the probe takes up to its own limit.
    await advanceClock(d.deviceId, TIMEOUT_MS - 1);
    fail(new Error('Network connection lost.'));
    await expect.poll(() => d.harness.webhooks.probed.length).toBe(1);
    // Long past both limits (a clock that jumped), the alarm finds it due, but still running.
    await advanceClock(d.deviceId, 10 * (PROBE_LIMIT_MS + TIMEOUT_MS));
    await runDurableObjectAlarm(d.stub);
    expect(d.harness.webhooks.got).toHaveLength(1);
    expect((await d.rows())[0]?.status).toBe('PENDING');

    answerProbe();
    await expect.poll(async () => (await d.rows())[0]?.status).toBe('FAILED');
    expect(d.harness.webhooks.got).toHaveLength(1);
    expect((await d.rows())[0]?.last_error).toMatch(/^connection refused: hooks\.example\.com:443/);
  });
});
