/**
 * The OpenAPI document against the running gateway: it is valid OpenAPI 3.1 (checked by a
 * maintained validator), and what the gateway really answers, and really delivers to a webhook,
 * fits what the document declares: every status seen is declared for its operation, every JSON
 * body seen validates against the schema declared for it (JSON Schema 2020-12, with ajv), a file
 * comes with a declared media type, and every webhook request has its event's headers and body
 * (test/e2e/openapi-check.ts).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { type Doc, DocumentCheck } from './openapi-check';
import { type Received, Receiver } from './receiver';
import { Stack } from './stack';

const stack = new Stack();
const receiver = new Receiver();
let doc: Doc;
let check: DocumentCheck;

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  const res = await fetch(`${stack.workerUrl}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  doc = (await res.json()) as Doc;
  check = new DocumentCheck(doc);
}, 180_000);
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
}, 60_000);

const fits = <T = Record<string, unknown>>(status: number, method: string, template: string, res: Response) =>
  check.fits<T>(status, method, template, res);

function call(
  method: string,
  path: string,
  init: { key?: string; admin?: boolean; json?: unknown; form?: FormData; headers?: Record<string, string>; body?: string } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.admin) headers.Authorization = `Bearer ${stack.adminToken}`;
  if (init.key) headers['X-API-Key'] = init.key;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const body = init.json !== undefined ? JSON.stringify(init.json) : (init.form ?? init.body);
  return fetch(`${stack.workerUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
}

const admin = (method: string, path: string, json?: unknown) => call(method, `/admin${path}`, { admin: true, json });

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('the OpenAPI document on the running gateway', () => {
  it('is a valid OpenAPI 3.1 document, with a request per webhook event', async () => {
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result, JSON.stringify(result).slice(0, 2000)).toMatchObject({ valid: true });
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.webhooks).sort()).toEqual(
      [
        'broadcast.completed',
        'call.received',
        'conversation.assigned',
        'conversation.rated',
        'device.status',
        'message.edited',
        'message.failed',
        'group.participants',
        'history.imported',
        'group.updated',
        'label.added',
        'label.removed',
        'message.inbound',
        'message.reaction',
        'message.receipt',
        'message.revoked',
        'message.undelivered',
        'poll.vote',
        'webhook.test',
      ].sort(),
    );
  });

  it('declares every status and body the gateway answers, and every webhook body it delivers', async () => {
    const ws = await fits<{ id: string }>(201, 'post', '/admin/workspaces', await admin('POST', '/workspaces', { name: 'Toko Sinar' }));
    await fits(200, 'get', '/admin/workspaces', await admin('GET', '/workspaces'));
    const key = await fits<{ key: string; id: string }>(
      201,
      'post',
      '/admin/workspaces/{ws}/api-keys',
      await admin('POST', `/workspaces/${ws.id}/api-keys`, { name: 'shop' }),
    );
    await fits(200, 'get', '/admin/workspaces/{ws}/api-keys', await admin('GET', `/workspaces/${ws.id}/api-keys`));
    await fits(400, 'post', '/admin/workspaces/{ws}/api-keys', await admin('POST', `/workspaces/${ws.id}/api-keys`, { nama: 'typo' }));
    const device = await fits<{ id: string }>(
      201,
      'post',
      '/admin/workspaces/{ws}/devices',
      await admin('POST', `/workspaces/${ws.id}/devices`, { name: 'CS' }),
    );
    await stack.link(device.id);
    await fits(200, 'get', '/admin/devices/{id}', await admin('GET', `/devices/${device.id}`));
    await fits(404, 'get', '/admin/devices/{id}', await admin('GET', '/devices/dev_00000000000000000000'));
    await fits(200, 'get', '/admin/workspaces/{ws}/devices', await admin('GET', `/workspaces/${ws.id}/devices`));
    await fits(
      201,
      'post',
      '/admin/devices/{id}/webhooks',
      await admin('POST', `/devices/${device.id}/webhooks`, {
        url: receiver.url,
        events: ['message.inbound', 'message.receipt', 'message.reaction', 'call.received', 'device.status'],
        // From the device's first event: its status changes before the webhook existed come too.
        from: 1,
      }),
    );
    await fits(200, 'get', '/admin/devices/{id}/webhooks', await admin('GET', `/devices/${device.id}/webhooks`));

    // The public interface, its answers and its refusals.
    const text = { deviceId: device.id, phoneNumber: '6281298765432', content: 'Pesanan #1042 sudah dikirim' };
    const sent = await fits<{ id: string; messageId: string }>(
      201,
      'post',
      '/messages',
      await call('POST', '/messages', { key: key.key, json: text }),
    );
    await fits(401, 'post', '/messages', await call('POST', '/messages', { json: text }));
    await fits(400, 'post', '/messages', await call('POST', '/messages', { key: key.key, json: { ...text, content: '' } }));
    await fits(
      404,
      'post',
      '/messages',
      await call('POST', '/messages', { key: key.key, json: { ...text, deviceId: 'dev_00000000000000000000' } }),
    );
    const form = new FormData();
    form.set(
      'payload',
      JSON.stringify({
        deviceId: device.id,
        phoneNumber: '6281298765432',
        kind: 'quick-reply',
        body: 'Jadi pesan?',
        buttons: [
          { id: 'yes', label: 'Ya' },
          { id: 'no', label: 'Tidak' },
        ],
      }),
    );
    await fits(201, 'post', '/messages/interactive', await call('POST', '/messages/interactive', { key: key.key, form }));
    await fits(
      201,
      'post',
      '/messages/reaction',
      await call('POST', '/messages/reaction', { key: key.key, json: { deviceId: device.id, messageId: sent.messageId, emoji: '👍' } }),
    );

    // Events of every kind the simulator can cause, then the same bodies from GET /events.
    const sim = (path: string, body: unknown) => stack.sim<{ id: string }>('POST', `/devices/${device.id}/${path}`, body);
    await sim('inbound', { from: '6281298765432', text: 'Halo, masih buka?' });
    await sim('reaction', { from: '6281298765432', messageId: sent.messageId, emoji: '❤️' });
    await sim('call', { from: '6281298765432', isVideo: false });
    await receiver.waitFor(() => new Set(receiver.got.map((r) => r.body.event)).size >= 5);
    const events = await fits<{ items: { event: string }[] }>(
      200,
      'get',
      '/events',
      await call('GET', `/events?deviceId=${device.id}&after=0&limit=500`, { key: key.key }),
    );
    // Linking brings the account's history (here none): its history.imported comes too.
    expect(new Set(events.items.map((e) => e.event))).toEqual(
      new Set(['device.status', 'history.imported', 'message.receipt', 'message.inbound', 'message.reaction', 'call.received']),
    );
    await fits(400, 'get', '/events', await call('GET', `/events?deviceId=${device.id}&limit=0`, { key: key.key }));

    // Reads of the management interface after that traffic.
    await fits(200, 'get', '/admin/workspaces/{ws}/messages', await admin('GET', `/workspaces/${ws.id}/messages`));
    await fits(200, 'get', '/admin/workspaces/{ws}/request-log', await admin('GET', `/workspaces/${ws.id}/request-log`));
    await fits(200, 'get', '/admin/workspaces/{ws}/contacts', await admin('GET', `/workspaces/${ws.id}/contacts`));
    await fits(200, 'get', '/admin/workspaces/{ws}/conversations', await admin('GET', `/workspaces/${ws.id}/conversations`));
    await fits(200, 'get', '/health', await call('GET', '/health'));
    await fits(404, 'get', '/media/{deviceId}/{id}', await call('GET', `/media/${device.id}/med_00000000000000000000`, { key: key.key }));

    // Every body a webhook received fits the document's request for its event.
    await waitUntil(() => receiver.got.some((r) => r.body.event === 'call.received'), { what: 'the call at the webhook' });
    expect(receiver.got.flatMap((r) => check.webhookProblems(r))).toEqual([]);
    expect(check.seen.length).toBeGreaterThanOrEqual(25);
    // The schemas hold: a body off by one field fails them.
    const inbound = receiver.got.find((r) => r.body.event === 'message.inbound');
    const validInbound = check.schemaAt('webhooks', 'message.inbound', 'post', 'requestBody', 'content', 'application/json', 'schema');
    expect(validInbound(inbound?.body)).toBe(true);
    expect(validInbound({ ...inbound?.body, data: { ...inbound?.body.data, type: 'fax' } })).toBe(false);
    expect(validInbound({ ...inbound?.body, event: 'message.receipt' })).toBe(false);
    const record = check.schemaAt('paths', '/messages', 'post', 'responses', '201', 'content', 'application/json', 'schema');
    expect(record({ ...sent, status: 'MAYBE' })).toBe(false);
  });
  it('declares the answers of media, deliveries, changes, removals and refusals at the door', async () => {
    const d = await stack.linkedDevice();
    const HMAC_KEY = 'openapi-e2e-secret-key';
    const hook = await fits<{ id: string }>(
      201,
      'post',
      '/admin/devices/{id}/webhooks',
      await admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['message.inbound'], hmacKey: HMAC_KEY }),
    );
    await fits(200, 'patch', '/admin/webhooks/{id}', await admin('PATCH', `/webhooks/${hook.id}`, { retry: { attempts: 3 } }));

    // Media both ways: a header sent with an interactive message, and an image received.
    const form = new FormData();
    form.set(
      'payload',
      JSON.stringify({
        deviceId: d.deviceId,
        phoneNumber: '6281298765432',
        kind: 'quick-reply',
        body: 'Ini fotonya',
        headerMedia: 'image',
        buttons: [{ id: 'ok', label: 'Oke' }],
      }),
    );
    form.set('file', new File([PNG], 'foto.png', { type: 'image/png' }));
    const header = await fits<{ mediaUrl: string }>(
      201,
      'post',
      '/messages/interactive',
      await call('POST', '/messages/interactive', { key: d.key, form }),
    );
    await fits(200, 'get', '/media/{deviceId}/{id}', await call('GET', new URL(header.mediaUrl).pathname, { key: d.key }));
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: '6281298765432', type: 'image', text: 'Ini buktinya' });
    const inboundHere = (r: Received) =>
      r.body.event === 'message.inbound' && (r.body as { device?: { id: string } }).device?.id === d.deviceId;
    await receiver.waitFor(() => receiver.got.some(inboundHere));
    const inbound = receiver.got.find(inboundHere);
    expect(inbound && Receiver.signatureValid(inbound, HMAC_KEY)).toBe(true);
    const mediaUrl = String((inbound?.body.data.media as { url?: string } | undefined)?.url);
    await fits(200, 'get', '/media/{deviceId}/{id}', await call('GET', new URL(mediaUrl).pathname, { key: d.key }));

    // The webhook's deliveries, one of them in full, and a resend. The history is the object's copy
    // in D1, written a moment after the attempt: it is read until it lists the delivery.
    const delivery = await waitUntil(
      async () => {
        const deliveries = await fits<{ items: { id: string }[] }>(
          200,
          'get',
          '/admin/webhooks/{id}/deliveries',
          await admin('GET', `/webhooks/${hook.id}/deliveries`),
        );
        return deliveries.items[0]?.id ?? null;
      },
      { timeoutMs: 10_000, what: 'the delivery in the webhook’s history' },
    );
    await fits(200, 'get', '/admin/deliveries/{id}', await admin('GET', `/deliveries/${delivery}`));
    await fits(202, 'post', '/admin/deliveries/{id}/resend', await admin('POST', `/deliveries/${delivery}/resend`));
    await fits(404, 'get', '/admin/deliveries/{id}', await admin('GET', '/deliveries/dlv_00000000000000000000'));

    // The workspace's other reads after that traffic.
    const ws = d.workspaceId;
    await fits(
      201,
      'post',
      '/admin/workspaces/{ws}/templates',
      await admin('POST', `/workspaces/${ws}/templates`, { name: 'resi', content: 'Resi: {{resi}}' }),
    );
    await fits(200, 'get', '/admin/workspaces/{ws}/templates', await admin('GET', `/workspaces/${ws}/templates`));
    const conversations = await fits<{ items: { id: string; contactId: string }[] }>(
      200,
      'get',
      '/admin/workspaces/{ws}/conversations',
      await admin('GET', `/workspaces/${ws}/conversations`),
    );
    const conversation = conversations.items[0];
    expect(conversation).toBeDefined();
    await fits(
      200,
      'get',
      '/admin/devices/{id}/conversations/{conversationId}',
      await admin('GET', `/devices/${d.deviceId}/conversations/${conversation?.id}`),
    );
    await fits(
      200,
      'get',
      '/admin/workspaces/{ws}/contacts/{contactId}',
      await admin('GET', `/workspaces/${ws}/contacts/${conversation?.contactId}`),
    );
    await fits(200, 'get', '/admin/workspaces/{ws}/contact-settings', await admin('GET', `/workspaces/${ws}/contact-settings`));
    await fits(200, 'get', '/admin/workspaces/{ws}/broadcasts', await admin('GET', `/workspaces/${ws}/broadcasts`));
    await fits(200, 'get', '/admin/devices/{id}/chatbot', await admin('GET', `/devices/${d.deviceId}/chatbot`));
    await fits(200, 'get', '/admin/devices/{id}/broadcast-pace', await admin('GET', `/devices/${d.deviceId}/broadcast-pace`));
    await fits(200, 'get', '/admin/io-counts', await admin('GET', '/io-counts'));

    // Refusals at the doors and at the body gate.
    const text = { deviceId: d.deviceId, phoneNumber: '6281298765432', content: 'Halo' };
    await fits(
      415,
      'post',
      '/messages',
      await call('POST', '/messages', { key: d.key, body: 'Halo', headers: { 'Content-Type': 'text/plain' } }),
    );
    await fits(414, 'get', '/events', await call('GET', `/events?deviceId=${d.deviceId}&x=${'a'.repeat(2100)}`, { key: d.key }));
    await fits(
      401,
      'get',
      '/admin/workspaces',
      await call('GET', '/admin/workspaces', { headers: { Authorization: 'Bearer not-the-token' } }),
    );
    const spare = await fits<{ id: string; key: string }>(
      201,
      'post',
      '/admin/workspaces/{ws}/api-keys',
      await admin('POST', `/workspaces/${ws}/api-keys`, { name: 'spare' }),
    );
    await fits(
      200,
      'patch',
      '/admin/workspaces/{ws}/api-keys/{keyId}',
      await admin('PATCH', `/workspaces/${ws}/api-keys/${spare.id}`, { name: 'cadangan' }),
    );
    await fits(204, 'delete', '/admin/workspaces/{ws}/api-keys/{keyId}', await admin('DELETE', `/workspaces/${ws}/api-keys/${spare.id}`));
    await fits(401, 'get', '/events', await call('GET', `/events?deviceId=${d.deviceId}`, { key: spare.key }));

    // A device that is logged out refuses sends; then the webhook and the device are removed.
    await stack.sim('POST', `/devices/${d.deviceId}/disconnect`, { reason: 'logged-out' });
    await stack.waitForStatus(d.deviceId, 'LOGGED_OUT');
    await fits(409, 'post', '/messages', await call('POST', '/messages', { key: d.key, json: text }));
    await fits(204, 'delete', '/admin/webhooks/{id}', await admin('DELETE', `/webhooks/${hook.id}`));
    await fits(204, 'delete', '/admin/devices/{id}', await admin('DELETE', `/devices/${d.deviceId}`));
    await fits(404, 'get', '/admin/devices/{id}', await admin('GET', `/devices/${d.deviceId}`));

    expect(receiver.got.flatMap((r) => check.webhookProblems(r))).toEqual([]);
    // The headers hold too: a request without its delivery's id breaks its entry.
    if (!inbound) throw new Error('no inbound webhook');
    const { 'x-kurir-delivery': _, ...withoutDelivery } = inbound.headers;
    expect(check.webhookProblems({ ...inbound, headers: withoutDelivery })).toEqual([
      'message.inbound: header X-Kurir-Delivery is missing',
    ]);
  });
});
