/**
 * The OpenAPI document against the running gateway: it is valid OpenAPI 3.1 (checked by a
 * maintained validator), and what the gateway really answers, and really delivers to a webhook,
 * fits what the document declares: every status seen is declared for its operation, and every
 * JSON body seen validates against the schema declared for it (JSON Schema 2020-12, with ajv).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Receiver } from './receiver';
import { Stack } from './stack';

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
};

const stack = new Stack();
const receiver = new Receiver();
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as (
  a: Ajv2020,
) => void;
addFormats(ajv);

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  doc = (await (await fetch(`${stack.workerUrl}/openapi.json`)).json()) as Doc;
  ajv.addSchema(doc, 'openapi.json');
}, 180_000);
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
}, 60_000);

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** What was seen: an operation, a status and a body that the document must declare. */
const seen: string[] = [];

/** Checks an answer's status, then the answer against its operation in the document; returns the body. */
async function fits<T = Record<string, unknown>>(status: number, method: string, template: string, res: Response): Promise<T> {
  const where = `${method.toUpperCase()} ${template} → ${res.status}`;
  if (res.status !== status) throw new Error(`${where}, expected ${status}: ${(await res.text()).slice(0, 500)}`);
  const operation = doc.paths[template]?.[method];
  expect(operation, `${template} ${method} is in the document`).toBeDefined();
  const declared = operation?.responses[String(res.status)] ?? operation?.responses.default;
  expect(declared, `${where} is declared`).toBeDefined();
  const text = await res.text();
  const body = (text ? JSON.parse(text) : null) as T;
  if (declared?.content?.['application/json']) {
    const schemaAt = `openapi.json#/${pointer('paths', template, method, 'responses', String(res.status), 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(schemaAt) ?? ajv.compile({ $ref: schemaAt });
    const ok = validate(body);
    expect(ok, `${where}: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${text.slice(0, 500)}`).toBe(true);
  } else {
    expect(text, `${where} declares no JSON body`).toBe('');
  }
  seen.push(where);
  return body;
}

function call(method: string, path: string, init: { key?: string; admin?: boolean; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (init.admin) headers.Authorization = `Bearer ${stack.adminToken}`;
  if (init.key) headers['X-API-Key'] = init.key;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${stack.workerUrl}${path}`, {
    method,
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : init.form ? { body: init.form } : {}),
  });
}

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
        'device.status',
        'message.inbound',
        'message.reaction',
        'message.receipt',
        'webhook.test',
      ].sort(),
    );
  });

  it('declares every status and body the gateway answers, and every webhook body it delivers', async () => {
    const admin = (method: string, path: string, json?: unknown) => call(method, `/admin${path}`, { admin: true, json });
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
    await stack.waitForStatus(device.id, 'CONNECTED');
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
    expect(new Set(events.items.map((e) => e.event))).toEqual(
      new Set(['device.status', 'message.receipt', 'message.inbound', 'message.reaction', 'call.received']),
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
    for (const r of receiver.got) {
      const schemaAt = `openapi.json#/${pointer('webhooks', r.body.event, 'post', 'requestBody', 'content', 'application/json', 'schema')}`;
      const validate = ajv.getSchema(schemaAt) ?? ajv.compile({ $ref: schemaAt });
      expect(validate(r.body), `${r.body.event}: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${r.raw.slice(0, 500)}`).toBe(true);
    }
    expect(seen.length).toBeGreaterThanOrEqual(25);
    // The schemas hold: a body off by one field fails them.
    const inbound = receiver.got.find((r) => r.body.event === 'message.inbound');
    const inboundAt = `openapi.json#/${pointer('webhooks', 'message.inbound', 'post', 'requestBody', 'content', 'application/json', 'schema')}`;
    const validInbound = ajv.getSchema(inboundAt);
    expect(validInbound?.(inbound?.body)).toBe(true);
    expect(validInbound?.({ ...inbound?.body, data: { ...inbound?.body.data, type: 'fax' } })).toBe(false);
    expect(validInbound?.({ ...inbound?.body, event: 'message.receipt' })).toBe(false);
    const recordAt = `openapi.json#/${pointer('paths', '/messages', 'post', 'responses', '201', 'content', 'application/json', 'schema')}`;
    expect(ajv.getSchema(recordAt)?.({ ...sent, status: 'MAYBE' })).toBe(false);
  });
});
