/**
 * A webhook carries its events' data to a URL of its maker's choosing, so an API key subscribes
 * only to events it may read through the API, and changes, removes or resends only what carries
 * such events: a `webhooks` key alone cannot read every message through one. Every answer, JSON
 * included, says `nosniff`.
 */
import { describe, expect, it } from 'vitest';
import { deviceHarness } from '../harness';
import { admin, call, connectedDevice, inbound, mirrored, setup } from '../helpers';

type ErrorBody = { statusCode: number; message: string; error: string };
type Hook = { id: string; url: string; events: string[] };

async function keyWith(workspaceId: string, scopes: string[]): Promise<string> {
  const made = await admin<{ key: string }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'hooks', scopes });
  expect(made.status).toBe(201);
  return made.body.key;
}

async function withKey<T = ErrorBody>(key: string, method: string, path: string, body?: unknown) {
  const res = await call(path, {
    method,
    headers: { 'X-API-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

const hook = (events: string[], url = 'https://hooks.example.com/kurir') => ({ url, events });

describe('which events a key may receive through a webhook', () => {
  it('subscribes only to events the key may read: a message needs messages:read, a device status devices', async () => {
    const s = await setup();
    const hooksOnly = await keyWith(s.workspaceId, ['webhooks']);
    const refused = await withKey(hooksOnly, 'POST', `/devices/${s.deviceId}/webhooks`, hook(['message.inbound', 'device.status']));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message:
        'this API key may not subscribe to these events: message.inbound needs the scope "messages:read"; device.status needs the scope "devices" or "messages:read"',
    });
    // Nothing was made.
    expect((await admin<Hook[]>('GET', `/devices/${s.deviceId}/webhooks`)).body).toEqual([]);

    const ops = await keyWith(s.workspaceId, ['webhooks', 'devices']);
    expect((await withKey(ops, 'POST', `/devices/${s.deviceId}/webhooks`, hook(['device.status']))).status).toBe(201);
    expect((await withKey(ops, 'POST', `/devices/${s.deviceId}/webhooks`, hook(['message.receipt']))).status).toBe(403);
    const reader = await keyWith(s.workspaceId, ['webhooks', 'messages:read']);
    const made = await withKey<Hook>(reader, 'POST', `/devices/${s.deviceId}/webhooks`, hook(['message.inbound', 'broadcast.completed']));
    expect(made.status).toBe(201);
    expect(made.body.events).toEqual(['message.inbound', 'broadcast.completed']);
  });

  it('changes, removes or resends only what carries events the key may read, and shows it no such delivery’s body', async () => {
    const s = await connectedDevice();
    const receiver = deviceHarness(s.deviceId).webhooks;
    receiver.answer = () => new Response('ok');
    const theirs = (await admin<Hook>('POST', `/devices/${s.deviceId}/webhooks`, hook(['message.inbound']))).body;
    await s.node.report('inbound', inbound('IN-SCOPE'), 'in:IN-SCOPE');
    await expect.poll(() => receiver.got.length).toBe(1);
    await mirrored(s.deviceId);
    const deliveries = await admin<{ items: { id: string }[] }>('GET', `/webhooks/${theirs.id}/deliveries`);
    const deliveryId = deliveries.body.items[0]?.id ?? '';

    const ops = await keyWith(s.workspaceId, ['webhooks', 'devices']);
    // Pointing the admin's webhook at its own server would hand it every message.
    const moved = await withKey(ops, 'PATCH', `/webhooks/${theirs.id}`, { url: 'https://attacker.example.net/' });
    expect(moved.status).toBe(403);
    expect(moved.body.message).toBe(
      'this API key may not change a webhook of these events: message.inbound needs the scope "messages:read"',
    );
    expect((await withKey(ops, 'PATCH', `/webhooks/${theirs.id}`, { events: ['device.status'] })).status).toBe(403);
    expect((await withKey(ops, 'DELETE', `/webhooks/${theirs.id}`)).status).toBe(403);
    expect((await admin<Hook[]>('GET', `/devices/${s.deviceId}/webhooks`)).body.map((h) => [h.url, h.events])).toEqual([
      ['https://hooks.example.com/kurir', ['message.inbound']],
    ]);
    const detail = await withKey(ops, 'GET', `/deliveries/${deliveryId}`);
    expect(detail.status).toBe(403);
    expect(detail.body.message).toBe('this API key may not read this delivery: message.inbound needs the scope "messages:read"');
    expect(JSON.stringify(detail.body)).not.toContain('IN-SCOPE');
    expect((await withKey(ops, 'POST', `/deliveries/${deliveryId}/resend`)).status).toBe(403);
    expect(receiver.got).toHaveLength(1);
    // The list says only that deliveries happened, which the key may see.
    expect((await withKey(ops, 'GET', `/webhooks/${theirs.id}/deliveries`)).status).toBe(200);

    const reader = await keyWith(s.workspaceId, ['webhooks', 'messages:read']);
    const read = await withKey<{ requestBody: string }>(reader, 'GET', `/deliveries/${deliveryId}`);
    expect(read.body.requestBody).toContain('IN-SCOPE');
    expect((await withKey(reader, 'POST', `/deliveries/${deliveryId}/resend`)).status).toBe(202);
    expect((await withKey(reader, 'PATCH', `/webhooks/${theirs.id}`, { enabled: false })).status).toBe(200);
  });
});

describe('nosniff', () => {
  it('marks JSON answers, errors and pages alike', async () => {
    const s = await setup();
    const answers = [
      await call('/', { headers: { Accept: 'application/json' } }),
      await call('/openapi.json'),
      await call('/devices', { headers: { 'X-API-Key': s.key } }),
      await call('/no-such-path'),
      await call('/messages', { method: 'POST', headers: { 'X-API-Key': s.key, 'Content-Type': 'application/json' }, body: '{' }),
      await call('/admin/workspaces', { headers: { Authorization: 'Bearer test-admin-token' } }),
      await call('/health'),
      await call('/dashboard/sign-in'),
    ];
    expect(answers.map((r) => [r.status, r.headers.get('X-Content-Type-Options')])).toEqual([
      [200, 'nosniff'],
      [200, 'nosniff'],
      [403, 'nosniff'],
      [404, 'nosniff'],
      [400, 'nosniff'],
      [200, 'nosniff'],
      [200, 'nosniff'],
      [200, 'nosniff'],
    ]);
  });
});
