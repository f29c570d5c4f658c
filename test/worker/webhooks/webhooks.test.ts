import { abortAllDurableObjects, evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type Answer, advanceClock, type DeviceHarness, deviceHarness, webhooksSettled } from '../harness';
import { admin, call, connectedDevice, inbound, mirrored, setup } from '../helpers';

type Hook = { id: string; hasHmacKey: boolean; retry: { attempts: number; delaySeconds: number; strategy: string } };
type DeliveryView = {
  id: string;
  status: string;
  attempts: number;
  requestBody: string;
  attemptsList: { attempt: number; statusCode: number | null; error: string | null; responseBody: string | null }[];
};

/**
 * The receiving end of a device's webhooks, and its clock: each attempt is answered by `answer`,
 * and time only moves when the test steps it (far ahead of the real clock, so the object's alarms
 * never fire by themselves during a test).
 */
class Receiver {
  readonly harness: DeviceHarness;
  answer: (n: number) => Answer | Promise<Response> = () => new Response('ok');

  constructor(readonly deviceId: string) {
    this.harness = deviceHarness(deviceId);
    this.harness.clock.freeze(Date.UTC(2031, 0, 1, 8, 0, 0));
    this.harness.webhooks.answer = (_request, n) => this.answer(n);
  }

  get got() {
    return this.harness.webhooks.got;
  }

  get stub() {
    return env.DEVICE.get(env.DEVICE.idFromName(this.deviceId));
  }

  /** Waits until no attempt is in flight, each one the endpoints got is written, and what they wrote has reached D1. */
  async idle(): Promise<void> {
    await webhooksSettled(this.deviceId);
    await mirrored(this.deviceId);
  }

  /** Moves the clock and runs the alarm, as the platform would when it is due. */
  async step(ms: number): Promise<void> {
    await advanceClock(this.deviceId, ms);
    await runDurableObjectAlarm(this.stub);
    await this.idle();
  }
}

async function hmac(key: string, body: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(body)));
  return `sha256=${Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

async function withWebhook(body: Record<string, unknown> = {}) {
  const s = await connectedDevice();
  const receiver = new Receiver(s.deviceId);
  const hook = await admin<Hook>('POST', `/devices/${s.deviceId}/webhooks`, {
    url: 'https://hooks.example.com/kurir',
    events: ['message.inbound', 'message.receipt', 'message.reaction', 'call.received', 'device.status'],
    ...body,
  });
  expect(hook.status).toBe(201);
  return { ...s, receiver, hook: hook.body };
}

describe('webhook configuration', () => {
  it('applies the default retry policy and never shows the HMAC key', async () => {
    const { hook, deviceId } = await withWebhook({ hmacKey: 'a-very-secret-key-123' });
    expect(hook).toMatchObject({ hasHmacKey: true, retry: { attempts: 5, delaySeconds: 2, strategy: 'exponential' } });
    expect(JSON.stringify(hook)).not.toContain('a-very-secret-key-123');
    const listed = await admin<Hook[]>('GET', `/devices/${deviceId}/webhooks`);
    expect(JSON.stringify(listed.body)).not.toContain('a-very-secret-key-123');
    expect(listed.body).toHaveLength(1);
  });

  it('keeps at most 10 webhooks per device: the 11th is a 409', async () => {
    const s = await setup();
    for (let i = 1; i <= 10; i++) {
      const res = await admin('POST', `/devices/${s.deviceId}/webhooks`, {
        url: `https://hooks.example.com/${i}`,
        events: ['message.inbound'],
      });
      expect(res.status).toBe(201);
    }
    const more = await admin<{ message: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/11',
      events: ['message.inbound'],
    });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('a device has at most 10 webhooks; remove one first');
    expect((await admin<Hook[]>('GET', `/devices/${s.deviceId}/webhooks`)).body).toHaveLength(10);
    // The OpenAPI document declares it, with the create's other answers (a 409 is also a `from` no longer kept).
    const doc = (await (await call('/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: object }>> };
    expect(Object.keys(doc.paths['/admin/devices/{id}/webhooks']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '409', '413', '415']),
    );
  });

  it('answers 400 listing every problem of a bad configuration', async () => {
    const s = await setup();
    const res = await admin<{ issues: { path: string }[] }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'ftp://example.com',
      events: ['message.sent'],
      hmacKey: 'short',
      retry: { attempts: 21, delaySeconds: 0, strategy: 'random' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i) => i.path).sort()).toEqual(
      ['events[0]', 'hmacKey', 'retry.attempts', 'retry.delaySeconds', 'retry.strategy', 'url'].sort(),
    );
  });

  it('accepts the bounds of the retry policy and http:// only to localhost while local', async () => {
    const s = await setup();
    const ok = await admin('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'http://127.0.0.1:9999/hook',
      events: ['device.status'],
      retry: { attempts: 20, delaySeconds: 3600, strategy: 'fixed' },
    });
    expect(ok.status).toBe(201);
    const remote = await admin('POST', `/devices/${s.deviceId}/webhooks`, { url: 'http://example.com/hook', events: ['device.status'] });
    expect(remote.status).toBe(400);
  });

  it('changes and removes a webhook', async () => {
    const { hook } = await withWebhook();
    const changed = await admin<Hook>('PATCH', `/webhooks/${hook.id}`, { retry: { attempts: 2 }, enabled: false });
    expect(changed.body).toMatchObject({ enabled: false, retry: { attempts: 2, delaySeconds: 2, strategy: 'exponential' } });
    expect((await admin('DELETE', `/webhooks/${hook.id}`)).status).toBe(204);
    expect((await admin('PATCH', `/webhooks/${hook.id}`, { enabled: true })).status).toBe(404);
  });
});

describe('webhook delivery', () => {
  it('posts the event with its headers, and a signature over the raw body that an independent HMAC verifies', async () => {
    const { node, receiver, deviceId } = await withWebhook({ hmacKey: 'a-very-secret-key-123' });
    await node.report('inbound', inbound('IN-SIG'), 'in:IN-SIG');
    await receiver.idle();
    const got = receiver.got.find((d) => d.headers['x-kurir-event'] === 'message.inbound');
    if (!got) throw new Error('no inbound delivery');
    expect(got.headers).toMatchObject({ 'content-type': 'application/json', 'x-kurir-attempt': '1' });
    expect(got.headers['x-kurir-delivery']).toMatch(/^dlv_/);
    expect(got.headers['x-kurir-signature']).toBe(await hmac('a-very-secret-key-123', got.body));
    const body = JSON.parse(got.body);
    expect(Object.keys(body)).toEqual(['id', 'seq', 'event', 'at', 'device', 'data']);
    expect(body).toMatchObject({
      event: 'message.inbound',
      device: { id: deviceId, name: 'CS 1' },
      data: { id: 'IN-SIG', from: '6281234567890', type: 'text', text: 'Halo', timestamp: '2026-11-21T07:59:00.000Z' },
    });
    expect(body.at).toBe('2026-11-21T07:59:00.000Z');
  });

  it('sends no signature header without an HMAC key', async () => {
    const { node, receiver } = await withWebhook();
    await node.report('inbound', inbound('IN-NOSIG'), 'in:IN-NOSIG');
    await receiver.idle();
    expect(receiver.got.at(-1)?.headers['x-kurir-signature']).toBeUndefined();
  });

  it.each([
    ['exponential', [2, 4, 8, 16]],
    ['linear', [2, 4, 6, 8]],
    ['fixed', [2, 2, 2, 2]],
  ])('retries on the %s schedule, sending the same bytes each time, then ends FAILED', async (strategy, waits) => {
    const { node, receiver, hook } = await withWebhook({ events: ['message.inbound'], retry: { attempts: 5, delaySeconds: 2, strategy } });
    receiver.answer = () => new Response('nope', { status: 500 });
    await node.report('inbound', inbound(`IN-${strategy}`), `in:IN-${strategy}`);
    await receiver.idle();
    for (const wait of waits) {
      // One ms early: nothing goes out yet.
      await receiver.step(wait * 1000 - 1);
      const before = receiver.got.length;
      await receiver.step(1);
      expect(receiver.got.length).toBe(before + 1);
    }
    await receiver.step(3_600_000);
    expect(receiver.got).toHaveLength(5);
    expect(receiver.got.map((d) => d.headers['x-kurir-attempt'])).toEqual(['1', '2', '3', '4', '5']);
    expect(new Set(receiver.got.map((d) => d.body)).size).toBe(1);
    const gaps = receiver.got.slice(1).map((d, i) => (d.at - (receiver.got[i]?.at ?? 0)) / 1000);
    expect(gaps).toEqual(waits);

    const list = await admin<{ items: { id: string; status: string; attempts: number }[] }>('GET', `/webhooks/${hook.id}/deliveries`);
    expect(list.body.items[0]).toMatchObject({ status: 'FAILED', attempts: 5 });
    const one = await admin<DeliveryView>('GET', `/deliveries/${list.body.items[0]?.id}`);
    expect(one.body.attemptsList.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 500]);
    expect(one.body.attemptsList[0]?.responseBody).toBe('nope');
    expect(one.body.requestBody).toBe(receiver.got[0]?.body);
  });

  it.each([
    ['a redirect', () => new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example' } }), /redirect 302/, 0],
    // The endpoint never answers: its time limit (WEBHOOK_TIMEOUT_MS, 300 ms in the tests) passes on the object's clock.
    ['a timeout', () => 'hang' as const, /^timeout: no answer within 300 ms$/, 300],
    ['a refused connection', () => 'refuse' as const, /^connection refused: hooks\.example\.com:443 accepts no connection/, 0],
  ])('counts %s as a failure and retries it', async (_name, answer, error, limit) => {
    const { node, receiver, hook } = await withWebhook({
      events: ['message.inbound'],
      retry: { attempts: 2, delaySeconds: 1, strategy: 'fixed' },
    });
    receiver.answer = (n) => (n === 1 ? answer() : new Response('ok'));
    await node.report('inbound', inbound('IN-FAIL'), 'in:IN-FAIL');
    await expect.poll(() => receiver.got.length).toBe(1);
    await advanceClock(receiver.deviceId, limit);
    await receiver.idle();
    await receiver.step(1000);
    const list = await admin<{ items: { id: string }[] }>('GET', `/webhooks/${hook.id}/deliveries`);
    const one = await admin<DeliveryView>('GET', `/deliveries/${list.body.items[0]?.id}`);
    expect(one.body.status).toBe('SUCCEEDED');
    expect(one.body.attemptsList[0]?.error).toMatch(error);
    expect(one.body.attemptsList[1]?.statusCode).toBe(200);
  });

  it('keeps the retry schedule when the object is evicted in the middle of it', async () => {
    const { node, receiver, hook } = await withWebhook({
      events: ['message.inbound'],
      retry: { attempts: 3, delaySeconds: 2, strategy: 'exponential' },
    });
    receiver.answer = (n) => (n < 3 ? new Response('down', { status: 503 }) : new Response('ok'));
    await node.report('inbound', inbound('IN-EVICT'), 'in:IN-EVICT');
    await receiver.idle();
    await receiver.step(2000);
    expect(receiver.got).toHaveLength(2);

    await evictDurableObject(receiver.stub);
    await receiver.step(3999);
    expect(receiver.got).toHaveLength(2);
    await receiver.step(1);
    expect(receiver.got).toHaveLength(3);
    expect(receiver.got[2]?.headers['x-kurir-attempt']).toBe('3');
    const list = await admin<{ items: { status: string }[] }>('GET', `/webhooks/${hook.id}/deliveries`);
    expect(list.body.items[0]?.status).toBe('SUCCEEDED');
  });

  it('sends again what an instance had in flight when it ended: its attempt died with it, and the next instance takes it up', async () => {
    const { node, receiver, hook } = await withWebhook({
      events: ['message.inbound'],
      retry: { attempts: 3, delaySeconds: 2, strategy: 'fixed' },
    });
    // The first attempt never answers: the instance that made it is gone first (as in a crash or a deploy).
    receiver.answer = (n) => (n === 1 ? new Promise<Response>(() => undefined) : new Response('ok'));
    await node.report('inbound', inbound('IN-LOST'), 'in:IN-LOST');
    await expect.poll(() => receiver.got.length).toBe(1);

    await abortAllDurableObjects();
    await runDurableObjectAlarm(receiver.stub);
    await expect.poll(() => receiver.got.length).toBe(2);
    expect(receiver.got[1]?.headers['x-kurir-attempt']).toBe('1');
    expect(receiver.got[1]?.body).toBe(receiver.got[0]?.body);
    // The first attempt's request never answers (the receiver still counts it in flight): its
    // delivery is known by its copy in D1.
    await expect
      .poll(
        async () => (await admin<{ items: { status: string; attempts: number }[] }>('GET', `/webhooks/${hook.id}/deliveries`)).body.items,
      )
      .toEqual([expect.objectContaining({ status: 'SUCCEEDED', attempts: 1 })]);
  });

  it('resends a failed delivery as a new delivery with the same bytes', async () => {
    const { node, receiver, hook } = await withWebhook({
      events: ['message.inbound'],
      retry: { attempts: 1, delaySeconds: 1, strategy: 'fixed' },
    });
    receiver.answer = (n) => (n === 1 ? new Response('down', { status: 500 }) : new Response('ok'));
    await node.report('inbound', inbound('IN-RESEND'), 'in:IN-RESEND');
    await receiver.idle();
    const failed = (await admin<{ items: { id: string; status: string }[] }>('GET', `/webhooks/${hook.id}/deliveries?status=FAILED`)).body
      .items[0];
    expect(failed?.status).toBe('FAILED');
    const resent = await admin<{ id: string }>('POST', `/deliveries/${failed?.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.body.id).not.toBe(failed?.id);
    await receiver.idle();
    expect(receiver.got).toHaveLength(2);
    expect(receiver.got[1]?.body).toBe(receiver.got[0]?.body);
    expect(receiver.got[1]?.headers['x-kurir-attempt']).toBe('1');
    const again = await admin<DeliveryView & { resendOf: string }>('GET', `/deliveries/${resent.body.id}`);
    expect(again.body).toMatchObject({ status: 'SUCCEEDED', resendOf: failed?.id });
  });

  it('does not let a slow endpoint hold up another webhook', async () => {
    const { node, receiver, deviceId } = await withWebhook({ url: 'https://slow.example.com/hook', events: ['message.inbound'] });
    await admin('POST', `/devices/${deviceId}/webhooks`, { url: 'https://fast.example.com/hook', events: ['message.inbound'] });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    receiver.harness.webhooks.answer = (request) =>
      request.url.includes('slow') ? gate.then(() => new Response('late')) : new Response('ok');
    // More events than the device's object runs attempts at once: the slow webhook gets its share only.
    for (let i = 1; i <= 8; i++) await node.report('inbound', inbound(`IN-SLOW${i}`), `in:IN-SLOW${i}`);
    // Every event reached the fast endpoint while the slow one has not answered any of its requests.
    await expect.poll(() => receiver.got.filter((d) => d.url.includes('fast')).length).toBe(8);
    expect(receiver.got.filter((d) => d.url.includes('slow'))).toHaveLength(3);
    release();
    await receiver.idle();
    expect(receiver.got.filter((d) => d.url.includes('slow'))).toHaveLength(8);
  });

  it('drops a repeated report: one event, one delivery', async () => {
    const { node, receiver } = await withWebhook({ events: ['message.inbound'] });
    await node.report('inbound', inbound('IN-DUP'), 'in:IN-DUP');
    await node.report('inbound', inbound('IN-DUP'), 'in:IN-DUP');
    await receiver.idle();
    expect(receiver.got).toHaveLength(1);
  });

  it('drops a repeated receipt without refusing it: one event, one delivery, the record moved once', async () => {
    const { node, receiver, key, deviceId, workspaceId } = await withWebhook({ events: ['message.receipt'] });
    node.onSend = () => ({ messageId: 'OUT-RR' });
    const sent = await call('/messages', {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ deviceId, phoneNumber: '6281234567890', content: 'x' }),
    });
    const record = (await sent.json()) as { id: string };
    const receipt = { messageId: 'OUT-RR', status: 'DELIVERED', timestamp: Date.now() };
    const first = await node.report('receipt', receipt, 'rc:OUT-RR:DELIVERED');
    // The node repeats a report whose answer it lost: the object acknowledges it again, refusing nothing.
    const repeated = await node.report('receipt', receipt, 'rc:OUT-RR:DELIVERED');
    expect(first).toMatchObject({ ok: true, result: { refused: [] } });
    expect(repeated).toMatchObject({ ok: true, result: { refused: [] } });
    await receiver.idle();
    expect(receiver.got.map((d) => JSON.parse(d.body).data)).toEqual([
      expect.objectContaining({ id: 'OUT-RR:DELIVERED', recordId: record.id, status: 'DELIVERED' }),
    ]);
    const res = await call(`/events?deviceId=${deviceId}&after=0&limit=50`, { headers: { 'X-API-Key': key } });
    const events = ((await res.json()) as { items: { event: string }[] }).items;
    expect(events.filter((e) => e.event === 'message.receipt')).toHaveLength(1);
    await mirrored(deviceId);
    const inbox = await admin<{ items: { id: string; status: string }[] }>('GET', `/workspaces/${workspaceId}/messages`);
    expect(inbox.body.items.find((r) => r.id === record.id)?.status).toBe('DELIVERED');
  });
});

describe('the event catalogue and catching up', () => {
  it('numbers events 1, 2, 3 and serves them after a seq, oldest first, as the webhook bodies', async () => {
    const { node, receiver, key, deviceId } = await withWebhook();
    await node.report('inbound', inbound('IN-C1'), 'in:IN-C1');
    await node.report('reaction', { id: 'R1', messageId: 'IN-C1', from: '6281234567890', emoji: '👍', timestamp: Date.now() });
    await node.report('call', { id: 'CALL1', from: '6281234567890', isVideo: true, status: 'offer', timestamp: Date.now() });
    await receiver.idle();
    const res = await call(`/events?deviceId=${deviceId}&after=0&limit=50`, { headers: { 'X-API-Key': key } });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { items: { seq: number; event: string; data: Record<string, unknown> }[]; nextAfter: number };
    const seqs = page.items.map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(page.items.map((e) => e.event)).toEqual(
      expect.arrayContaining(['device.status', 'message.inbound', 'message.reaction', 'call.received']),
    );
    const reaction = page.items.find((e) => e.event === 'message.reaction');
    expect(reaction?.data).toMatchObject({ id: 'R1', messageId: 'IN-C1', from: '6281234567890', emoji: '👍' });
    // What the webhook got is byte for byte what catching up serves (the first device.status came before the webhook).
    const served = page.items.map((item) => JSON.stringify(item));
    expect(receiver.got.length).toBeGreaterThan(0);
    for (const delivered of receiver.got) expect(served).toContain(delivered.body);
    const later = await call(`/events?deviceId=${deviceId}&after=${page.nextAfter - 1}`, { headers: { 'X-API-Key': key } });
    expect(((await later.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it('emits device.status on every change, with the previous status', async () => {
    const { node, receiver } = await withWebhook({ events: ['device.status'] });
    await node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await receiver.idle();
    const data = receiver.got.map((d) => JSON.parse(d.body).data);
    expect(data).toEqual([
      expect.objectContaining({ status: 'DISCONNECTED', previousStatus: 'CONNECTED', reason: 'connection-lost' }),
      expect.objectContaining({ status: 'CONNECTED', previousStatus: 'DISCONNECTED', phoneNumber: '6281200000001' }),
    ]);
  });

  it('reports receipts with the record id and phone, FAILED with its code, and keeps the record from going backwards', async () => {
    const { node, receiver, key, deviceId, workspaceId } = await withWebhook({ events: ['message.receipt'] });
    node.onSend = () => ({ messageId: 'OUT-R1' });
    const sent = await call('/messages', {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ deviceId, phoneNumber: '6281234567890', content: 'x' }),
    });
    const record = (await sent.json()) as { id: string };
    await node.report('receipt', { messageId: 'OUT-R1', status: 'READ', timestamp: Date.now() }, 'rc:OUT-R1:READ');
    await node.report('receipt', { messageId: 'OUT-R1', status: 'DELIVERED', timestamp: Date.now() }, 'rc:OUT-R1:DELIVERED');
    await receiver.idle();
    const data = receiver.got.map((d) => JSON.parse(d.body).data);
    expect(data[0]).toMatchObject({
      id: 'OUT-R1:READ',
      messageId: 'OUT-R1',
      recordId: record.id,
      status: 'READ',
      phoneNumber: '6281234567890',
      error: null,
    });
    const inbox = await admin<{ items: { id: string; status: string }[] }>('GET', `/workspaces/${workspaceId}/messages`);
    expect(inbox.body.items.find((r) => r.id === record.id)?.status).toBe('READ');

    node.onSend = () => ({ messageId: 'OUT-R2' });
    await call('/messages', {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ deviceId, phoneNumber: '6281234567890', content: 'y' }),
    });
    await node.report('receipt', { messageId: 'OUT-R2', status: 'FAILED', error: '463', timestamp: Date.now() }, 'rc:OUT-R2:FAILED');
    await receiver.idle();
    expect(JSON.parse(receiver.got.at(-1)?.body ?? '{}').data).toMatchObject({ status: 'FAILED', error: '463' });
  });

  it('writes an incoming message to the inbox once', async () => {
    const { node, workspaceId, deviceId } = await withWebhook();
    await node.report('inbound', inbound('IN-INBOX'), 'in:IN-INBOX');
    await node.report('inbound', inbound('IN-INBOX'), 'in:IN-INBOX');
    await mirrored(deviceId);
    const inbox = await admin<{ items: { direction: string; content: string; status: string }[] }>(
      'GET',
      `/workspaces/${workspaceId}/messages?direction=INBOUND`,
    );
    expect(inbox.body.items).toEqual([expect.objectContaining({ direction: 'INBOUND', content: 'Halo', status: 'RECEIVED' })]);
  });

  it("serves a received message's media to the workspace's API key only", async () => {
    const { key, deviceId } = await connectedDevice();
    const other = await setup();
    const put = await call(`/node/media/${deviceId}/IMG1`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer test-node-token', 'Content-Type': 'image/jpeg' },
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    });
    expect(put.status).toBe(201);
    const { url } = (await put.json()) as { url: string };
    const path = new URL(url).pathname;
    const got = await call(path, { headers: { 'X-API-Key': key } });
    expect(got.status).toBe(200);
    expect(got.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect((await call(path, { headers: { 'X-API-Key': other.key } })).status).toBe(404);
    expect((await call(path)).status).toBe(401);
    const noToken = await call(`/node/media/${deviceId}/IMG2`, { method: 'PUT', body: 'x' });
    expect(noToken.status).toBe(401);
  });
});
