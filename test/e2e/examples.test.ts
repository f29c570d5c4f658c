/**
 * The reference works on the first try: every operation of `/openapi.json`, sent as its examples
 * say (as "Try it out" on /docs fills it in), is accepted by the running stack (wrangler dev and a
 * simulator session-node). The example is taken as written; only the ids no example can know are
 * put in, from objects this test makes first:
 *
 * - path parameters: the workspace, the device, a second device per door (for what logs a device
 *   out or deletes it), a spare API key (patched, then deleted), the conversation and contact a received
 *   message made, the message a send made (edited, then deleted), a scheduled broadcast, the
 *   webhook and one of its deliveries, a group, a received photo, and per door a member who
 *   joins by an invite (their role changed, then removed) and an open invite (revoked);
 * - in a body: `deviceId` (the device) and `messageId` (the received message).
 *
 * Each workspace operation is in the document twice, at the operator's `/admin` path and at the
 * key's: both are sent, the key's with a key holding `all`; what one deletes is a spare of its door.
 *
 * A request body without an `example` fails the test, as does a body example its own schema
 * refuses, and any 4xx answer: the example caused it. An operation that needs what this stack
 * cannot have is in `CANNOT`, with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { JPEG } from './files';
import { joinByInvite } from './join-invite';
import { type Doc, DocumentCheck } from './openapi-check';
import { type Received, Receiver } from './receiver';
import { Stack } from './stack';

type Schema = {
  $ref?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  format?: string;
  type?: string;
};
type Parameter = { name: string; in: string; required?: boolean; example?: unknown; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  security?: Record<string, string[]>[];
};

/** Operations this stack cannot answer as their examples ask, and why. */
const CANNOT: Record<string, string> = {
  'POST /messages/media application/json':
    'the worker fetches mediaUrl from a public https host; the test stack reaches no internet (the multipart form is sent instead)',
  'POST /admin/devices/{id}/pairing-code application/json':
    'the simulator links every device as soon as it is added, and a linked device takes no pairing code (409 "device is already linked")',
  'POST /devices/{id}/pairing-code application/json': 'as at the operator’s path: a linked device takes no pairing code',
  'GET /admin/devices/{id}/qr': 'the simulator links every device as soon as it is added: a linked device shows no QR (409)',
  'GET /devices/{id}/qr': 'as at the operator’s path: a linked device shows no QR',
  'POST /admin/devices/{id}/conversations/{conversationId}/suggested-reply':
    'asks the workspace’s model provider (api.openai.com in the example), which the test stack cannot reach; test/worker/assistant/agent-help.test.ts asks a fake one',
  'POST /devices/{id}/conversations/{conversationId}/suggested-reply': 'as at the operator’s path: it asks the model provider',
  'POST /admin/devices/{id}/conversations/{conversationId}/summary application/json': 'as a suggested reply: it asks the model provider',
  'POST /devices/{id}/conversations/{conversationId}/summary application/json': 'as a suggested reply: it asks the model provider',
  'POST /admin/devices/{id}/conversations/{conversationId}/messages/{recordId}/transcript':
    'needs a customer’s voice note and the model provider’s transcription (test/worker/assistant/agent-help.test.ts)',
  'POST /devices/{id}/conversations/{conversationId}/messages/{recordId}/transcript': 'as at the operator’s path',
  'DELETE /assistant/provider': 'the operator’s door removed the workspace’s one provider just before: nothing is left to remove (404)',
};

const stack = new Stack();
const receiver = new Receiver();
let doc: Doc & { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
let check: DocumentCheck;

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  doc = (await (await fetch(`${stack.workerUrl}/openapi.json`)).json()) as typeof doc;
  check = new DocumentCheck(doc);
}, 180_000);
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
}, 60_000);

// A 1x1 PNG, the photo a media example sends.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The schema a `$ref` names, followed to the end. */
function resolved(schema: Schema): Schema {
  let at = schema;
  while (at.$ref) {
    const name = at.$ref.split('/').pop() ?? '';
    const next = doc.components.schemas[name];
    if (!next) throw new Error(`${at.$ref} is not in the document`);
    at = next;
  }
  return at;
}

/** The example of a parameter, as Swagger UI reads it. */
const paramExample = (p: Parameter): unknown => p.example ?? p.schema?.example;

/** The example ids a body names (`worker/shared/examples.ts` spells them) that this test makes for real. */
const EXAMPLE_LABEL = 'lbl_8fK2mQ9xLr4TbZ1cWp7n';
const EXAMPLE_CONVERSATION = 'cnv_8fK2mQ9xLr4TbZ1cWp7n';
const EXAMPLE_TEAM = 'team_8fK2mQ9xLr4TbZ1cWp7n';

type BodyIds = { deviceId: string; messageId: string; labelId: string; conversationId: string; teamId: string };

/**
 * `value` with what no example can know put in: `deviceId` and `messageId` anywhere in it, the
 * example label, conversation and team ids, and a `sendAt` an hour from now (a written time goes stale).
 */
function withIds(value: unknown, ids: BodyIds): unknown {
  if (value === EXAMPLE_LABEL) return ids.labelId;
  if (value === EXAMPLE_CONVERSATION) return ids.conversationId;
  if (value === EXAMPLE_TEAM) return ids.teamId;
  if (Array.isArray(value)) return value.map((v) => withIds(v, ids));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key === 'deviceId' || key === 'messageId') return [key, ids[key]];
      if (key === 'sendAt') return [key, new Date(Date.now() + 3_600_000).toISOString()];
      return [key, withIds(v, ids)];
    }),
  );
}

/** The objects the examples' ids are filled from. */
type Spares = {
  deviceId: string;
  templateId: string;
  webhookId: string;
  /** An open invite to revoke, and one whose link the door's member joins by (`memberOf`). */
  inviteId: string;
  memberInvite: string;
  /** Made at the first operation that names a member: after the setup link's example, which needs no account to exist. */
  memberId: string;
  cannedReplyId: string;
  /** A team, a label and a scheduled message for the door's deletions. */
  teamId: string;
  labelId: string;
  scheduledId: string;
  /** An assistant action for the door's deletion. */
  actionId: string;
};

type Made = {
  key: string;
  workspaceId: string;
  deviceId: string;
  /** What the operations that log out, link again or delete act on, one set per door. */
  spares: { admin: Spares; key: Spares };
  spareKeyId: string;
  conversationId: string;
  contactId: string;
  receivedId: string;
  sentId: string;
  broadcastId: string;
  webhookId: string;
  deliveryId: string;
  groupId: string;
  photoId: string;
  templateId: string;
  cannedReplyId: string;
  teamId: string;
  labelId: string;
  scheduledId: string;
  actionId: string;
};

async function make(): Promise<Made> {
  const admin = <T>(method: string, path: string, body?: unknown) => stack.admin<T>(method, path, body);
  const { workspaceId, deviceId } = await stack.linkedDevice();
  const all = await admin<{ key: string }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'semua', scopes: ['all'] });
  const spareKey = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'cadangan' });
  const webhook = await admin<{ id: string }>('POST', `/devices/${deviceId}/webhooks`, { url: receiver.url, events: ['message.inbound'] });
  // The examples write to 6281234567890: a customer who has written in, with a photo too.
  const from = '6281234567890';
  const received = await stack.sim<{ id: string }>('POST', `/devices/${deviceId}/inbound`, { from, text: 'Berapa harga kaos hitam?' });
  await stack.sim('POST', `/devices/${deviceId}/inbound`, { from, type: 'image', text: 'Yang ini kak' });
  const photoAt = (r: Received) => (r.body.data as { media?: { url?: string } } | undefined)?.media?.url;
  await receiver.waitFor(() => receiver.got.some(photoAt));
  const photoUrl = receiver.got.map(photoAt).find(Boolean) ?? '';
  const sent = await stack.api<{ messageId: string }>('/messages', all.body.key, {
    deviceId,
    phoneNumber: from,
    content: 'Ada kak, ukuran apa?',
  });
  const group = await stack.sim<{ id: string }>('POST', `/devices/${deviceId}/groups`, {
    subject: 'Reseller Toko Sinar',
    participants: [{ phoneNumber: from }],
  });
  const broadcast = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/broadcasts`, {
    deviceId,
    name: 'Promo tahun baru',
    message: { type: 'text', text: 'Halo {{name|kak}}' },
    audience: { type: 'list', recipients: [{ phone: from, name: 'Budi' }] },
    scheduledAt: '2030-01-02T09:00:00+07:00',
  });
  // A template to read and change, and a spare one for the example that deletes.
  const templateOf = (name: string) =>
    admin<{ id: string }>('POST', `/workspaces/${workspaceId}/templates`, {
      name,
      content: 'Halo {{name|kak}}, pesanan Anda sudah dikirim.',
    });
  const template = await templateOf('Pesanan dikirim');
  // Canned replies likewise; their shortcuts are not the create example's (`salam`), which would be a 409.
  const cannedOf = (shortcut: string) =>
    admin<{ id: string }>('POST', `/workspaces/${workspaceId}/canned-replies`, {
      shortcut,
      text: 'Halo {{name|kak}}, alamat toko kami di Jl. Braga 12.',
    });
  const canned = await cannedOf('alamat');
  // Teams and labels likewise, named apart from the create examples' (`Penjualan`, `VIP`).
  let made = 0;
  const teamOf = async () =>
    (await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/teams`, { name: `Tim ${++made}`, deviceIds: [] })).body.id;
  const labelOf = async () =>
    (await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/labels`, { name: `Label ${++made}`, color: 'blue' })).body.id;
  // An assistant action (the examples' own name, order_status, is the create example's).
  const actionOf = async () =>
    (
      await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/assistant/actions`, {
        name: `stock_check_${++made}`,
        description: 'Looks up a product’s stock.',
        parameters: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
        url: 'https://shop.example.com/kurir/stock',
      })
    ).body.id;
  // A provider for the workspace, which the examples read, change and remove.
  await admin('PUT', `/workspaces/${workspaceId}/assistant/provider`, {
    kind: 'openai',
    baseUrl: 'https://api.openai.com/v1',
    model: 'gpt-4o-mini',
  });
  // A message scheduled a day ahead, to change and to cancel.
  const scheduledOf = async () =>
    (
      await stack.api<{ id: string }>('/messages', all.body.key, {
        deviceId,
        phoneNumber: from,
        content: 'Pengingat: pesanan Anda siap diambil.',
        sendAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).body.id;
  let spareCount = 0;
  const spares = async (): Promise<Spares> => {
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'Cadangan' });
    await stack.link(device.body.id);
    const hook = await admin<{ id: string }>('POST', `/devices/${deviceId}/webhooks`, { url: receiver.url, events: ['device.status'] });
    spareCount += 1;
    const spareCanned = await cannedOf(`cadangan${spareCount}`);
    const invite = () => admin<{ id: string; url: string }>('POST', `/workspaces/${workspaceId}/members/invites`, { role: 'agent' });
    return {
      deviceId: device.body.id,
      templateId: (await templateOf('Cadangan')).body.id,
      webhookId: hook.body.id,
      cannedReplyId: spareCanned.body.id,
      inviteId: (await invite()).body.id,
      memberInvite: (await invite()).body.url,
      memberId: '',
      teamId: await teamOf(),
      labelId: await labelOf(),
      scheduledId: await scheduledOf(),
      actionId: await actionOf(),
    };
  };
  const first = async <T>(what: string, path: string): Promise<T> =>
    waitUntil(async () => (await admin<{ items: T[] }>('GET', path)).body.items[0] ?? null, { what });
  const conversation = await first<{ id: string }>('the conversation', `/workspaces/${workspaceId}/conversations`);
  const contact = await first<{ id: string }>('the contact', `/workspaces/${workspaceId}/contacts`);
  const delivery = await first<{ id: string }>('a delivery', `/webhooks/${webhook.body.id}/deliveries`);
  return {
    key: all.body.key,
    workspaceId,
    deviceId,
    spares: { admin: await spares(), key: await spares() },
    spareKeyId: spareKey.body.id,
    conversationId: conversation.id,
    contactId: contact.id,
    receivedId: received.body.id,
    sentId: sent.body.messageId,
    broadcastId: broadcast.body.id,
    webhookId: webhook.body.id,
    deliveryId: delivery.id,
    groupId: group.body.id,
    photoId: new URL(photoUrl).pathname.split('/').pop() ?? '',
    templateId: template.body.id,
    cannedReplyId: canned.body.id,
    teamId: await teamOf(),
    labelId: await labelOf(),
    scheduledId: await scheduledOf(),
    actionId: await actionOf(),
  };
}

let members = 0;

/** The door's member, joined by its invite the first time an operation names one. */
async function memberOf(m: Made, spares: Spares): Promise<void> {
  if (spares.memberId) return;
  const email = `dewi-${++members}@example.com`;
  await joinByInvite(spares.memberInvite, { name: 'Dewi Lestari', email, password: 'correct horse battery' });
  const list = await stack.admin<{ items: { id: string; email: string }[] }>('GET', `/workspaces/${m.workspaceId}/members`);
  spares.memberId = list.body.items.find((x) => x.email === email)?.id ?? '';
}

/** A path parameter's value: what this test made for it, or its example when it names no object. */
function pathValue(template: string, method: string, p: Parameter, m: Made): string {
  const name = p.name;
  // The key's door serves the operator's paths less `/admin`; each door deletes its own spares.
  const at = template.replace(/^\/admin\//, '/');
  const spares = template.startsWith('/admin/') ? m.spares.admin : m.spares.key;
  // What logs a device out, links it again, asks a pairing code for it or deletes it is done to a spare device.
  const spareDevice = method === 'delete' || /\/(logout|connect|pairing-code)$/.test(template);
  const byName: Record<string, string> = {
    ws: m.workspaceId,
    keyId: m.spareKeyId,
    contactId: m.contactId,
    conversationId: m.conversationId,
    messageId: m.sentId,
    groupId: m.groupId,
    deviceId: m.deviceId,
    templateId: method === 'delete' ? spares.templateId : m.templateId,
    cannedReplyId: method === 'delete' ? spares.cannedReplyId : m.cannedReplyId,
    accountId: spares.memberId,
    memberId: spares.memberId,
    inviteId: spares.inviteId,
    teamId: method === 'delete' && !at.includes('/members/') ? spares.teamId : m.teamId,
    // Deleting a label itself takes the door's spare; taking it off a contact or a conversation, the one they carry.
    labelId: method === 'delete' && /^(\/workspaces\/\{ws\})?\/labels\/\{labelId\}$/.test(at) ? spares.labelId : m.labelId,
    actionId: method === 'delete' ? spares.actionId : m.actionId,
  };
  if (name === 'id') {
    if (at.startsWith('/devices/')) return spareDevice && !at.includes('/conversations/') ? spares.deviceId : m.deviceId;
    if (at.startsWith('/broadcasts/')) return m.broadcastId;
    if (at.startsWith('/webhooks/')) return method === 'delete' ? spares.webhookId : m.webhookId;
    if (at.startsWith('/deliveries/')) return m.deliveryId;
    if (at.startsWith('/media/')) return m.photoId;
    if (at.includes('/scheduled-messages/')) return method === 'delete' ? spares.scheduledId : m.scheduledId;
  }
  // Not an id (a broadcast's action): the example as written.
  const value = byName[name] ?? (paramExample(p) === undefined ? undefined : String(paramExample(p)));
  if (value === undefined)
    throw new Error(`${method.toUpperCase()} ${template}: this test makes nothing for {${name}}; make it and add it`);
  return value;
}

type Built = { what: string; url: string; init: RequestInit };

/** The request "Try it out" sends for one operation and one of its body's media types. */
function build(template: string, method: string, op: Operation, type: string | null, m: Made): Built {
  const what = `${method.toUpperCase()} ${template}${type ? ` ${type}` : ''}`;
  let path = template;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of op.parameters ?? []) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(pathValue(template, method, p, m)));
    const example = paramExample(p);
    if (p.in === 'query' && (p.required || example !== undefined)) {
      if (p.name === 'deviceId') query.set(p.name, m.deviceId);
      else if (example === undefined) throw new Error(`${what}: the required query parameter ${p.name} has no example`);
      else query.set(p.name, String(example));
    }
  }
  const isKey = (op.security ?? []).some((s) => 'ApiKey' in s);
  if (isKey) headers['X-API-Key'] = m.key;
  else if (template.startsWith('/admin')) headers.Authorization = `Bearer ${stack.adminToken}`;
  const ids = { deviceId: m.deviceId, messageId: m.receivedId, labelId: m.labelId, conversationId: m.conversationId, teamId: m.teamId };
  let body: string | FormData | Uint8Array | undefined;
  if (type) {
    const content = op.requestBody?.content[type];
    if (!content) throw new Error(`${what}: no such body`);
    const schema = resolved(content.schema);
    if (type === 'application/json') {
      const example = content.example ?? schema.example;
      if (example === undefined) throw new Error(`${what}: the request body has no example`);
      const validate = check.schemaAt('paths', template, method, 'requestBody', 'content', type, 'schema');
      expect(validate(example), `${what}: its example breaks its own schema: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
      body = JSON.stringify(withIds(example, ids));
      headers['Content-Type'] = 'application/json';
    } else if (type === 'multipart/form-data') {
      const form = new FormData();
      for (const [name, part] of Object.entries(schema.properties ?? {})) {
        if (part.format === 'binary') {
          if (!schema.required?.includes(name)) continue;
          // The file a person picks: the campaign's recipients, or the photo.
          form.set(
            name,
            template.endsWith('/csv') ? new File(['phone,name\n6281234567890,Budi\n'], 'pelanggan.csv') : new File([PNG], 'foto.png'),
          );
        } else {
          if (part.example === undefined) throw new Error(`${what}: the part ${name} has no example`);
          const text = String(part.example);
          form.set(name, name === 'payload' ? JSON.stringify(withIds(JSON.parse(text), ids)) : text);
        }
      }
      body = form;
    } else if (type === 'image/jpeg') {
      // A group's picture is the JPEG itself, as a person uploads it.
      body = new Uint8Array(JPEG);
      headers['Content-Type'] = type;
    } else throw new Error(`${what}: this test does not send ${type}`);
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { what, url: `${stack.workerUrl}${path}${search}`, init: { method: method.toUpperCase(), headers, ...(body ? { body } : {}) } };
}

/**
 * `request`, sent again after the wait a 429 names: the operations outnumber a key's rate limit
 * (100 requests in 10 s), and a client that meets it waits as `Retry-After` says.
 */
async function sendPaced(request: Built): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(request.url, request.init);
    if (res.status !== 429 || attempt === 3) return res;
    await res.arrayBuffer();
    const seconds = Number(res.headers.get('Retry-After')) || 10;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  }
}

describe('the reference’s examples on the running stack', () => {
  it('every operation sent as its examples say is accepted: no 4xx caused by an example', async () => {
    const m = await make();
    const operations: { template: string; method: string; op: Operation }[] = [];
    for (const [template, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) operations.push({ template, method, op });
    // The setup link first, while no account exists; a group's picture set before it is read;
    // deletions last, so that what they remove is there for the rest; leaving the group after them.
    const rank = (o: { template: string; method: string }) => {
      if (o.template === '/admin/setup-link') return -2;
      if (o.template.endsWith('/picture') && o.method === 'put') return -1;
      if (o.template.endsWith('/leave')) return 2;
      // A team's member is taken out before the member leaves the workspace.
      if (o.method === 'delete' && o.template.includes('/teams/')) return 0.5;
      return Number(o.method === 'delete');
    };
    operations.sort((a, b) => rank(a) - rank(b));
    expect(operations.length).toBeGreaterThan(70);

    const refused: string[] = [];
    let sent = 0;
    for (const { template, method, op } of operations) {
      const types = op.requestBody ? Object.keys(op.requestBody.content) : [null];
      if (template.includes('{accountId}') || template.includes('{memberId}'))
        await memberOf(m, template.startsWith('/admin/') ? m.spares.admin : m.spares.key);
      for (const type of types) {
        const request = build(template, method, op, type, m);
        if (request.what in CANNOT) continue;
        const res = await sendPaced(request);
        sent++;
        if (res.status >= 400) refused.push(`${request.what} → ${res.status} ${(await res.text()).slice(0, 300)}`);
        else if (method === 'post' && /^(\/admin\/workspaces\/\{ws\})?\/(canned-replies|labels|teams|assistant\/actions)$/.test(template)) {
          // A shortcut, a label's, a team's or an action's name is unique in its workspace, and the other door's example makes the same one.
          const made = (await res.json()) as { id: string };
          const kind = template.replace(/^\/admin\/workspaces\/\{ws\}/, '');
          await stack.admin('DELETE', `/workspaces/${m.workspaceId}${kind}/${made.id}`);
        } else await res.arrayBuffer();
      }
    }
    expect(refused).toEqual([]);
    expect(sent).toBeGreaterThan(70);
  }, 300_000);
});
