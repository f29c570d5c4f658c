import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { advanceClock, deviceHarness } from '../harness';
import { admin, api, call, connectedDevice, FakeNode, mirrored } from '../helpers';

type Row = { id: string; status: string; content: string; messageId: string | null; scheduledAt: string | null; error: string | null };
type Page = { items: Row[]; nextCursor: string | null };

async function scheduling() {
  const s = await connectedDevice();
  const t0 = Date.now();
  deviceHarness(s.deviceId).clock.freeze(t0);
  const sends: SendParams[] = [];
  const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
  const answering = (node: FakeNode) => {
    node.onSend = (params) => {
      sends.push(params);
      return { messageId: params.messageId ?? 'missing' };
    };
  };
  answering(s.node);
  const at = (ms: number) => new Date(t0 + ms).toISOString();
  const schedule = async (body: Record<string, unknown>, path = '/messages') => {
    const res = await api<Row>(path, s.key, { deviceId: s.deviceId, phoneNumber: '6281211112222', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const request = (method: string, path: string, body?: unknown) =>
    call(path, {
      method,
      headers: { 'X-API-Key': s.key, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Row & { message?: string } }));
  const record = async (id: string) => (await runInDurableObject(stub, (o) => o.record(s.workspaceId, id))) as { ok: true; value: Row };
  const listed = async () => {
    await mirrored(s.deviceId);
    const res = await call(`/scheduled-messages?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
    expect(res.status).toBe(200);
    return ((await res.json()) as Page).items.map((r) => r.id);
  };
  const events = async (name: string) => {
    const res = await call(`/events?deviceId=${s.deviceId}&after=0&limit=100`, { headers: { 'X-API-Key': s.key } });
    return ((await res.json()) as { items: { event: string; data: Record<string, unknown> }[] }).items
      .filter((e) => e.event === name)
      .map((e) => e.data);
  };
  const wake = async (ms: number) => {
    await advanceClock(s.deviceId, ms);
    await runInDurableObject(stub, (instance) => instance.alarm());
  };
  return { ...s, t0, sends, stub, at, schedule, request, record, listed, events, wake, answering };
}

describe('scheduled messages', () => {
  it('are taken as SCHEDULED, listed, and go once at their time through the device’s pace', async () => {
    const d = await scheduling();
    const first = await d.schedule({ content: 'Pengingat: pembayaran jatuh tempo besok', sendAt: d.at(60_000) });
    const second = await d.schedule({ phoneNumber: '6281211113333', content: 'Pengingat kedua', sendAt: d.at(60_000) });
    expect(first).toMatchObject({
      status: 'SCHEDULED',
      messageId: null,
      scheduledAt: d.at(60_000),
      content: 'Pengingat: pembayaran jatuh tempo besok',
    });
    expect(new Set(await d.listed())).toEqual(new Set([first.id, second.id]));

    await d.wake(59_000);
    expect(d.sends).toHaveLength(0);

    await d.wake(1_000);
    // One went; the other waits for the device's pace (a gap of 4 to 9 s between messages).
    expect(d.sends).toHaveLength(1);
    await d.wake(10_000);
    expect(d.sends.map((p) => p.to).sort()).toEqual(['6281211112222', '6281211113333']);
    expect(d.sends[0]?.content).toMatchObject({ kind: 'text' });
    expect((await d.record(first.id)).value).toMatchObject({ status: 'SENT', messageId: expect.stringMatching(/^3EB0/) });
    expect(await d.listed()).toEqual([]);

    // Never twice: later wakes and a restarted object find nothing to send.
    await d.wake(120_000);
    await evictDurableObject(d.stub);
    await d.wake(60_000);
    expect(d.sends).toHaveLength(2);
  });

  it('can be changed or cancelled while they wait, and answer 409 once they went', async () => {
    const d = await scheduling();
    const changed = await d.schedule({ content: 'Toko buka jam 9', sendAt: d.at(60_000) });
    const cancelled = await d.schedule({ content: 'Promo batal', sendAt: d.at(60_000) });

    const patch = await d.request('PATCH', `/scheduled-messages/${changed.id}`, { content: 'Toko buka jam 10', sendAt: d.at(120_000) });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ status: 'SCHEDULED', content: 'Toko buka jam 10', scheduledAt: d.at(120_000) });
    const del = await d.request('DELETE', `/scheduled-messages/${cancelled.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ status: 'CANCELLED' });
    expect(await d.listed()).toEqual([changed.id]);

    await d.wake(61_000);
    expect(d.sends).toHaveLength(0);
    await d.wake(60_000);
    expect(d.sends).toHaveLength(1);
    expect(d.sends[0]?.content).toMatchObject({ kind: 'text', text: 'Toko buka jam 10' });

    for (const [method, id] of [
      ['PATCH', changed.id],
      ['DELETE', changed.id],
      ['DELETE', cancelled.id],
    ] as const) {
      const res = await d.request(method, `/scheduled-messages/${id}`, method === 'PATCH' ? { content: 'terlambat' } : undefined);
      expect(res.status, `${method} ${id}`).toBe(409);
      expect(res.body.message).toMatch(/not waiting/);
    }
    expect((await d.request('DELETE', '/scheduled-messages/msg_AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    // Another workspace's key does not see them.
    const other = await admin<{ key: string }>(
      'POST',
      `/workspaces/${(await admin<{ id: string }>('POST', '/workspaces', { name: 'Lain' })).body.id}/api-keys`,
      {
        name: 'k',
      },
    );
    const foreign = await call(`/scheduled-messages/${changed.id}`, { method: 'DELETE', headers: { 'X-API-Key': other.body.key } });
    expect(foreign.status).toBe(404);
  });

  it('refuses a sendAt in the past, past a year, or not a time, with the contract’s 400, and sends nothing', async () => {
    const d = await scheduling();
    for (const sendAt of [
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 367 * 86_400_000).toISOString(),
      'besok pagi',
      12,
    ]) {
      const res = await api<{ statusCode: number; issues: { path: string; message: string }[] }>('/messages', d.key, {
        deviceId: d.deviceId,
        phoneNumber: '6281211112222',
        content: 'Halo',
        sendAt,
      });
      expect(res.status, String(sendAt)).toBe(400);
      expect(res.body.issues.map((i) => i.path)).toEqual(['sendAt']);
    }
    const patch = await d.request('PATCH', '/scheduled-messages/msg_AAAAAAAAAAAAAAAAAAAA', {});
    expect(patch.status).toBe(400);
    expect(await d.listed()).toEqual([]);
    expect(d.sends).toHaveLength(0);
  });

  it('takes every send route’s sendAt: a location scheduled goes as a location', async () => {
    const d = await scheduling();
    const place = await d.schedule({ latitude: -6.2, longitude: 106.8, name: 'Toko', sendAt: d.at(30_000) }, '/messages/location');
    expect(place.status).toBe('SCHEDULED');
    await d.wake(30_000);
    expect(d.sends[0]?.content).toMatchObject({ kind: 'location' });
  });

  it('one due while the device was down goes once as soon as it is back, even after the object restarted', async () => {
    const d = await scheduling();
    const due = await d.schedule({ content: 'Selamat pagi', sendAt: d.at(60_000) });
    d.node.close();
    await expect.poll(async () => (await admin<{ status: string }>('GET', `/devices/${d.deviceId}`)).body.status).toBe('DISCONNECTED');
    await d.wake(5 * 60_000);
    expect(d.sends).toHaveLength(0);
    expect((await d.record(due.id)).value.status).toBe('SCHEDULED');

    await evictDurableObject(d.stub);
    const node = await FakeNode.connect(d.deviceId);
    d.answering(node);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await expect.poll(() => d.sends.length).toBe(1);
    await expect.poll(async () => (await d.record(due.id)).value.status).toBe('SENT');
    await d.wake(60 * 60_000);
    expect(d.sends).toHaveLength(1);
  });

  it('fails with device-disconnected and a message.failed event when the device stays disconnected an hour past its time', async () => {
    const d = await scheduling();
    const due = await d.schedule({ content: 'Diskon hari ini', sendAt: d.at(60_000) });
    d.node.close();
    await expect.poll(async () => (await admin<{ status: string }>('GET', `/devices/${d.deviceId}`)).body.status).toBe('DISCONNECTED');
    await d.wake(60_000 + 59 * 60_000);
    expect((await d.record(due.id)).value.status).toBe('SCHEDULED');
    await d.wake(61_000);
    expect((await d.record(due.id)).value).toMatchObject({ status: 'FAILED', error: 'device-disconnected' });
    expect(await d.events('message.failed')).toEqual([
      expect.objectContaining({ recordId: due.id, reason: 'device-disconnected', phoneNumber: '6281211112222', scheduledAt: d.at(60_000) }),
    ]);

    const node = await FakeNode.connect(d.deviceId);
    d.answering(node);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await d.wake(60_000);
    expect(d.sends).toHaveLength(0);
    expect(await d.events('message.failed')).toHaveLength(1);
    expect(await d.listed()).toEqual([]);
  });
});
