import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { mediaKey } from '../../../worker/media/media';
import { advanceClock, deviceHarness, webhooksSettled } from '../harness';
import { admin, api, call, connectedDevice, inbound, mirrored } from '../helpers';

/** How many rows of each D1 table still name the device. */
async function rowsOf(deviceId: string): Promise<Record<string, number>> {
  const count = async (sql: string) => ((await env.DB.prepare(sql).bind(deviceId).first<{ n: number }>())?.n ?? 0) as number;
  return {
    devices: await count('SELECT COUNT(*) AS n FROM devices WHERE id = ?'),
    webhooks: await count('SELECT COUNT(*) AS n FROM webhooks WHERE device_id = ?'),
    deliveries: await count('SELECT COUNT(*) AS n FROM deliveries WHERE device_id = ?'),
    attempts: await count(
      'SELECT COUNT(*) AS n FROM delivery_attempts WHERE delivery_id IN (SELECT id FROM deliveries WHERE device_id = ?)',
    ),
    messages: await count('SELECT COUNT(*) AS n FROM messages WHERE device_id = ?'),
    conversations: await count('SELECT COUNT(*) AS n FROM conversations WHERE device_id = ?'),
  };
}

describe('deleting a device', () => {
  it('removes everything it owned: webhooks (their ids answer 404), deliveries and attempts, records, conversations, events and media', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.clock.freeze(Date.UTC(2031, 0, 1, 8, 0, 0));
    harness.webhooks.answer = () => new Response('ok');
    const hook = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/kurir',
      events: ['message.inbound', 'device.status'],
    });
    expect(hook.status).toBe(201);
    await s.node.report(
      'inbound',
      inbound('IN-DEL-1', { type: 'image', text: 'foto pesanan', media: { mimeType: 'image/jpeg', size: 3, url: null } }),
      'in:IN-DEL-1',
    );
    const sent = await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'Siap kak' });
    expect(sent.status).toBe(201);
    await env.MEDIA.put(mediaKey(s.deviceId, 'IN-DEL-1'), new Uint8Array([0xff, 0xd8, 0xff]));
    await advanceClock(s.deviceId, 10);
    await runDurableObjectAlarm(env.DEVICE.get(env.DEVICE.idFromName(s.deviceId)));
    await expect.poll(() => harness.webhooks.got.length).toBeGreaterThan(0);
    await webhooksSettled(s.deviceId);
    await mirrored(s.deviceId);
    const before = await rowsOf(s.deviceId);
    expect(before).toMatchObject({ devices: 1, webhooks: 1, messages: 2, conversations: 1 });
    expect(before.deliveries).toBeGreaterThan(0);
    expect(before.attempts).toBeGreaterThan(0);

    expect((await admin('DELETE', `/devices/${s.deviceId}`)).status).toBe(204);

    expect(await rowsOf(s.deviceId)).toEqual({ devices: 0, webhooks: 0, deliveries: 0, attempts: 0, messages: 0, conversations: 0 });
    expect((await env.MEDIA.list({ prefix: `media/${s.deviceId}/` })).objects).toEqual([]);
    expect((await admin('PATCH', `/webhooks/${hook.body.id}`, { enabled: false })).status).toBe(404);
    expect((await admin('GET', `/webhooks/${hook.body.id}/deliveries`)).status).toBe(404);
    expect((await call(`/events?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } })).status).toBe(404);
    const res = await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' });
    expect(res.status).toBe(404);
  });
});
