import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import migrations from '../../../worker/devices/migrations/migrations.js';
import { D1Mirror } from '../../../worker/shared/d1-mirror';
import { migrateJournal } from '../../../worker/shared/journal-migrations';
import { systemClock } from '../../../worker/shared/time';
import { type EndedAttemptRecord, WebhookStore } from '../../../worker/webhooks/webhook-store';
import { advanceClock, deviceHarness, webhooksSettled } from '../harness';
import { admin, connectedDevice, inbound } from '../helpers';

type Hook = { id: string; concurrency: number };

/** A device whose webhook endpoint answers each request when the test releases it. */
async function heldReceiver(hook: Record<string, unknown>) {
  const s = await connectedDevice();
  const harness = deviceHarness(s.deviceId);
  harness.clock.freeze(Date.UTC(2031, 0, 1, 8, 0, 0));
  // Each request waits for its own gate; the gates are made here, in the test's context (a promise
  // made inside the device's object and settled from the test would cross I/O contexts).
  const gates = Array.from({ length: 20 }, () => {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { promise, open };
  });
  let most = 0;
  harness.webhooks.answer = (_request, n) => {
    most = Math.max(most, harness.webhooks.inFlight + 1);
    const gate = gates[n - 1];
    return gate ? gate.promise.then(() => new Response('ok')) : new Response('ok');
  };
  const created = await admin<Hook>('POST', `/devices/${s.deviceId}/webhooks`, {
    url: 'https://hooks.example.com/kurir',
    events: ['message.inbound'],
    ...hook,
  });
  expect(created.status).toBe(201);
  const seqs = () => harness.webhooks.got.map((r) => (JSON.parse(r.body) as { seq: number }).seq);
  /** Opens the gates one by one, in the order the requests came, until `count` requests were answered. */
  const releaseAll = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await expect.poll(() => harness.webhooks.got.length).toBeGreaterThan(i);
      gates[i]?.open();
    }
    await webhooksSettled(s.deviceId);
  };
  return { ...s, hook: created.body, harness, seqs, releaseAll, most: () => most };
}

describe('webhook concurrency', () => {
  it('is 6 unless set, and is checked (1 to 6)', async () => {
    const s = await heldReceiver({});
    expect(s.hook.concurrency).toBe(6);
    const changed = await admin<Hook>('PATCH', `/webhooks/${s.hook.id}`, { concurrency: 1 });
    expect(changed.body.concurrency).toBe(1);
    for (const bad of [0, 7, 1.5, '2']) {
      const res = await admin<{ issues: { path: string }[] }>('PATCH', `/webhooks/${s.hook.id}`, { concurrency: bad });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i) => i.path)).toEqual(['concurrency']);
    }
  });

  it('with 1, delivers one event at a time, in seq order', async () => {
    const s = await heldReceiver({ concurrency: 1 });
    for (let i = 1; i <= 5; i++) await s.node.report('inbound', inbound(`ORD-${i}`), `in:ORD-${i}`);
    await expect.poll(() => s.seqs().length).toBe(1);
    await s.releaseAll(5);
    const seqs = s.seqs();
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs).toHaveLength(5);
    expect(s.most()).toBe(1);
  });

  it('by default, has several attempts in flight at once', async () => {
    const s = await heldReceiver({});
    for (let i = 1; i <= 8; i++) await s.node.report('inbound', inbound(`PAR-${i}`), `in:PAR-${i}`);
    await expect.poll(() => s.harness.webhooks.inFlight).toBe(6);
    await s.releaseAll(8);
    expect(new Set(s.seqs()).size).toBe(8);
  });

  it('records each of the attempts that finish together: its delivery, its attempt and the webhook’s health', async () => {
    const s = await heldReceiver({});
    for (let i = 1; i <= 6; i++) await s.node.report('inbound', inbound(`TOG-${i}`), `in:TOG-${i}`);
    await expect.poll(() => s.harness.webhooks.inFlight).toBe(6);
    // All six answers in the same moment: their attempts end together.
    await s.releaseAll(6);
    type Listed = { items: { id: string; status: string; attempts: number }[] };
    const deliveries = async () => (await admin<Listed>('GET', `/webhooks/${s.hook.id}/deliveries`)).body.items;
    await expect.poll(async () => (await deliveries()).map((d) => d.status)).toEqual(Array(6).fill('SUCCEEDED'));
    for (const d of await deliveries()) {
      expect(d.attempts).toBe(1);
      const detail = await admin<{ attemptsList: { attempt: number; statusCode: number | null }[] }>('GET', `/deliveries/${d.id}`);
      expect(detail.body.attemptsList).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200 })]);
    }
    type Health = { id: string; health: { attemptsLast24h: number; failuresLast24h: number; lastDelivery: { ok: boolean } | null } };
    const hooks = await admin<Health[]>('GET', `/devices/${s.deviceId}/webhooks`);
    expect(hooks.body.find((h) => h.id === s.hook.id)?.health).toMatchObject({
      attemptsLast24h: 6,
      failuresLast24h: 0,
      lastDelivery: { ok: true },
    });
    expect(s.seqs()).toHaveLength(6);
  });

  it('with 1, a failed attempt holds back the deliveries behind it: they arrive after it, in order', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.clock.freeze(Date.UTC(2031, 0, 1, 8, 0, 0));
    // The first request fails once all three events wait (so the deliveries behind it exist already);
    // everything after succeeds.
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    harness.webhooks.answer = (_request, n) =>
      n === 1 ? gate.then(() => new Response('down', { status: 503 })) : new Response('ok', { status: 200 });
    await admin('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/kurir',
      events: ['message.inbound'],
      concurrency: 1,
      retry: { attempts: 3, delaySeconds: 5, strategy: 'fixed' },
    });
    for (let i = 1; i <= 3; i++) await s.node.report('inbound', inbound(`HOLD-${i}`), `in:HOLD-${i}`);
    await expect.poll(() => harness.webhooks.got.length).toBe(1);
    open();
    await webhooksSettled(s.deviceId);
    // Nothing behind the failed one goes before its retry is due.
    await advanceClock(s.deviceId, 4_000);
    await runDurableObjectAlarm(env.DEVICE.get(env.DEVICE.idFromName(s.deviceId)));
    expect(harness.webhooks.got).toHaveLength(1);
    await advanceClock(s.deviceId, 1_500);
    await runDurableObjectAlarm(env.DEVICE.get(env.DEVICE.idFromName(s.deviceId)));
    await expect.poll(() => harness.webhooks.got.length).toBe(4);
    const ids = harness.webhooks.got.map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id);
    expect(ids).toEqual(['HOLD-1', 'HOLD-1', 'HOLD-2', 'HOLD-3']);
  });

  it('delivers a burst to a webhook not kept in order each once, and records every attempt', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.webhooks.answer = () => new Response('ok');
    const hook = await admin<Hook>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/kurir',
      events: ['message.inbound'],
    });
    const count = 40;
    for (let i = 1; i <= count; i++) await s.node.report('inbound', inbound(`BURST-${i}`), `in:BURST-${i}`);
    await expect.poll(() => harness.webhooks.got.length).toBe(count);
    await webhooksSettled(s.deviceId);
    const ids = harness.webhooks.got.map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id);
    expect(new Set(ids).size).toBe(count);
    type Listed = { items: { status: string; attempts: number }[] };
    // The list is D1's copy, which follows.
    const listed = async () => (await admin<Listed>('GET', `/webhooks/${hook.body.id}/deliveries?limit=100`)).body.items;
    await expect.poll(async () => (await listed()).filter((d) => d.status === 'SUCCEEDED' && d.attempts === 1).length).toBe(count);
    expect(await listed()).toHaveLength(count);
    type Health = { id: string; health: { attemptsLast24h: number; failuresLast24h: number } };
    const hooks = await admin<Health[]>('GET', `/devices/${s.deviceId}/webhooks`);
    expect(hooks.body.find((h) => h.id === hook.body.id)?.health).toMatchObject({ attemptsLast24h: count, failuresLast24h: 0 });
  });

  it('writes many attempts that ended together in one go, and reads what is due past many running, beyond the 100 values a statement binds', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, async (_instance, state) => {
      migrateJournal(state.storage, migrations);
      const store = new WebhookStore(state.storage, new D1Mirror(state.storage, env.DB, systemClock));
      const ended: EndedAttemptRecord[] = Array.from({ length: 20 }, (_, i) => ({
        attempt: {
          delivery_id: `dlv_${i}`,
          attempt: 1,
          started_at: 1_000 + i,
          duration_ms: 5,
          status_code: 200,
          error: null,
          response_body: 'ok',
        },
        outcome: { status: 'SUCCEEDED', nextAt: null, ordered: false, webhookId: 'whk_x' },
      }));
      store.recordAttempts(ended);
      expect(store.attemptsOf(ended.map((e) => e.attempt.delivery_id)).size).toBe(20);
      // Attempts stay running until their outcome is written: what is due is read past 100 of them.
      const running = Array.from({ length: 150 }, (_, i) => `dlv_r${i}`);
      expect(store.due(Date.now(), 6, () => 6, new Map([['whk_x', 6]]), running, 1)).toEqual([]);
    });
  });
});
