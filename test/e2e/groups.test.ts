import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receiver } from './receiver';
import { Stack } from './stack';

type SentEntry = { id: string; to: string; content: Record<string, unknown> };
type Check = { phoneNumber: string; exists: boolean; jid: string | null };

const stack = new Stack();
const receiver = new Receiver();
let d: { workspaceId: string; key: string; deviceId: string };

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  d = await stack.linkedDevice();
  await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['message.inbound', 'group.participants'] });
}, 180_000);
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
}, 60_000);

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.workerUrl}${path}`, { headers: { 'X-API-Key': d.key } });
  return { status: res.status, body: (await res.json()) as T };
}

describe('contacts and groups through the real stack', () => {
  it('checks numbers: a number the simulator lists as missing is not on WhatsApp', async () => {
    const missing = await stack.sim('POST', `/devices/${d.deviceId}/numbers`, { missing: ['6289911112222'] });
    expect(missing.status).toBe(202);
    const res = await stack.api<{ results: Check[] }>('/contacts/check', d.key, {
      deviceId: d.deviceId,
      phoneNumbers: ['6281234567890', '6289911112222'],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
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

    const list = await get<{ items: { id: string; subject: string; size: number }[] }>(`/groups?deviceId=${d.deviceId}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual({ id: groupId, subject: 'Pelanggan Setia', size: expect.any(Number) });
    const one = await get<{ id: string; participants: { phoneNumber: string | null }[] }>(`/groups/${groupId}?deviceId=${d.deviceId}`);
    expect(one.status).toBe(200);
    expect(one.body.participants.map((p) => p.phoneNumber)).toEqual(expect.arrayContaining(['6281234567890', '6281298765432']));

    const sent = await stack.api<{ status: string; messageId: string }>('/messages', d.key, {
      deviceId: d.deviceId,
      groupId,
      mentions: ['6281234567890'],
      content: 'Promo hari ini untuk grup',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('SENT');
    const log = await stack.sim<SentEntry[]>('GET', `/devices/${d.deviceId}/sent`);
    const entry = log.body.find((m) => m.id === sent.body.messageId);
    expect(entry?.to).toBe(groupId);
    const text = entry?.content.extendedTextMessage as { text?: string; contextInfo?: { mentionedJid?: string[] } } | undefined;
    expect(text?.contextInfo?.mentionedJid).toEqual(['6281234567890@s.whatsapp.net']);
    expect(text?.text).toContain('@6281234567890');

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
  });
});
