import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { type Doc, DocumentCheck } from './openapi-check';
import { Receiver } from './receiver';
import { Stack } from './stack';

type SentEntry = { id: string; to: string; content: Record<string, unknown>; receivedBy: string[] };
type Check = { phoneNumber: string; exists: boolean; jid: string | null };

const stack = new Stack();
const receiver = new Receiver();
let d: { workspaceId: string; key: string; deviceId: string };
/** Every answer and webhook below is also checked against the OpenAPI document the gateway serves. */
let check: DocumentCheck;

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  check = new DocumentCheck((await (await fetch(`${stack.workerUrl}/openapi.json`)).json()) as Doc);
  d = await stack.linkedDevice();
  await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['message.inbound', 'group.participants'] });
}, 180_000);
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
}, 60_000);

async function get<T>(status: number, template: string, path: string): Promise<T> {
  return check.fits<T>(status, 'get', template, await fetch(`${stack.workerUrl}${path}`, { headers: { 'X-API-Key': d.key } }));
}

async function post<T>(status: number, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${stack.workerUrl}${path}`, {
    method: 'POST',
    headers: { 'X-API-Key': d.key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return check.fits<T>(status, 'post', path, res);
}

describe('contacts and groups through the real stack', () => {
  it('checks numbers: a number the simulator lists as missing is not on WhatsApp', async () => {
    const missing = await stack.sim('POST', `/devices/${d.deviceId}/numbers`, { missing: ['6289911112222'] });
    expect(missing.status).toBe(202);
    const res = await post<{ results: Check[] }>(200, '/contacts/check', {
      deviceId: d.deviceId,
      phoneNumbers: ['6281234567890', '6289911112222'],
    });
    expect(res.results).toEqual([
      { phoneNumber: '6281234567890', exists: true, jid: expect.stringMatching(/^6281234567890@/) },
      { phoneNumber: '6289911112222', exists: false, jid: null },
    ]);
  });

  it('lists a group, sends to it with a mention, and reports its messages and members', async () => {
    const created = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/groups`, {
      subject: 'Pelanggan Setia',
      participants: [{ phoneNumber: '6281234567890' }, { phoneNumber: '6281298765432', admin: 'admin' }],
    });
    expect(created.status).toBe(201);
    const groupId = created.body.id;

    const list = await get<{ items: { id: string; subject: string; size: number }[] }>(200, '/groups', `/groups?deviceId=${d.deviceId}`);
    expect(list.items).toContainEqual({ id: groupId, subject: 'Pelanggan Setia', size: 3 });
    const one = await get<{ id: string; participants: { phoneNumber: string | null }[] }>(
      200,
      '/groups/{groupId}',
      `/groups/${groupId}?deviceId=${d.deviceId}`,
    );
    expect(one.participants.map((p) => p.phoneNumber)).toEqual(expect.arrayContaining(['6281234567890', '6281298765432']));
    await get(404, '/groups/{groupId}', `/groups/120363000000000001@g.us?deviceId=${d.deviceId}`);

    const sent = await post<{ status: string; messageId: string }>(201, '/messages', {
      deviceId: d.deviceId,
      groupId,
      mentions: ['6281234567890'],
      content: 'Promo hari ini untuk grup',
    });
    expect(sent.status).toBe('SENT');
    await post(400, '/messages', { deviceId: d.deviceId, groupId, phoneNumber: '6281234567890', content: 'x' });
    const log = await stack.sim<SentEntry[]>('GET', `/devices/${d.deviceId}/sent`);
    const entry = log.body.find((m) => m.id === sent.messageId);
    expect(entry?.to).toBe(groupId);
    const text = entry?.content.extendedTextMessage as { text?: string; contextInfo?: { mentionedJid?: string[] } } | undefined;
    expect(text?.contextInfo?.mentionedJid).toEqual(['6281234567890@s.whatsapp.net']);
    expect(text?.text).toContain('@6281234567890');
    // Each participant's phone got it (and, through the emulator, decrypted it with the group's sender key).
    expect(entry?.receivedBy).toEqual(expect.arrayContaining(['6281234567890', '6281298765432']));
    await waitUntil(
      async () => {
        const records = await stack.admin<{ items: { messageId: string; status: string }[] }>(
          'GET',
          `/workspaces/${d.workspaceId}/messages`,
        );
        return ['DELIVERED', 'READ'].includes(records.body.items.find((r) => r.messageId === sent.messageId)?.status ?? '');
      },
      { what: 'the group message to be delivered' },
    );

    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, {
      from: '6281298765432',
      groupId,
      pushName: 'Sari',
      text: 'Mau ikut promo',
    });
    expect(inbound.status).toBe(201);
    await receiver.waitFor(() => receiver.got.some((g) => g.body.event === 'message.inbound' && g.body.data.id === inbound.body.id));
    const message = receiver.got.find((g) => g.body.data.id === inbound.body.id);
    expect(message?.body.data).toMatchObject({ chatId: groupId, from: '6281298765432', text: 'Mau ikut promo', pushName: 'Sari' });

    const joined = await stack.sim('POST', `/devices/${d.deviceId}/group-participants`, {
      groupId,
      action: 'add',
      participants: ['6281311112222'],
      author: '6281298765432',
    });
    expect(joined.status).toBe(201);
    await receiver.waitFor(() => receiver.got.some((g) => g.body.event === 'group.participants'));
    const change = receiver.got.find((g) => g.body.event === 'group.participants');
    expect(change?.body.data).toMatchObject({ groupId, action: 'joined', participants: ['6281311112222'], by: '6281298765432' });
    for (const got of [message, change]) if (got) expect(check.webhookProblems(got)).toEqual([]);
  });
});
