import { describe, expect, it } from 'vitest';
import type { HistoryMessage, ReportData } from '../../../protocol';
import { admin, call, connectedDevice, inbound } from '../helpers';
import { type Conversation, type InboxMessage, inboxList, messagesOf } from '../inbox/inbox-helpers';

const DAY = 86_400_000;
const NOW = Date.now();

function message(id: string, phone: string, fromMe: boolean, text: string, at: number): HistoryMessage {
  const remoteJid = `${phone}@s.whatsapp.net`;
  return {
    id,
    phoneNumber: phone,
    lid: null,
    fromMe,
    pushName: fromMe ? null : 'Sari',
    type: 'text',
    text,
    media: null,
    timestamp: at,
    stored: {
      key: { remoteJid, id, fromMe },
      raw: JSON.stringify({ key: { remoteJid, id, fromMe }, message: { conversation: text } }),
      timestamp: at,
    },
  };
}

const SARI = '6281211112222';
const BUDI = '6281211113333';
const first: ReportData<'history'> = {
  syncType: 'initial',
  chats: [{ phoneNumber: SARI, lid: null, name: 'Sari Toko' }],
  messages: [message('H1', SARI, false, 'Kak, ukuran M ada?', NOW - 3 * DAY), message('H2', SARI, true, 'Ada kak', NOW - 3 * DAY + 60_000)],
  final: false,
};
const last: ReportData<'history'> = {
  syncType: 'initial',
  chats: [{ phoneNumber: BUDI, lid: null, name: null }],
  messages: [message('H3', BUDI, false, 'Sudah sampai, terima kasih', NOW - DAY)],
  final: true,
};

async function events(deviceId: string, key: string) {
  const res = await call(`/events?deviceId=${deviceId}&after=0&limit=100`, { headers: { 'X-API-Key': key } });
  return ((await res.json()) as { items: { event: string; data: Record<string, unknown> }[] }).items;
}

describe('the account’s history on linking', () => {
  it('brings chats into the inbox as resolved conversations with no unread, no webhook each, and one history.imported event', async () => {
    const s = await connectedDevice();
    await s.node.report('history', first);
    await s.node.report('history', last);
    // The same part again (a session-node restarted mid-import) adds nothing.
    await s.node.report('history', first);

    const conversations = await inboxList(s.workspaceId, s.deviceId);
    const sari = conversations.find((c) => c.phoneNumber === SARI);
    expect(sari).toMatchObject({
      status: 'RESOLVED',
      unreadCount: 0,
      lastMessage: { text: 'Ada kak', direction: 'OUTBOUND', source: 'PHONE' },
    });
    expect(conversations.find((c) => c.phoneNumber === BUDI)).toMatchObject({ status: 'RESOLVED', unreadCount: 0 });
    const messages = await messagesOf(s.deviceId, (sari as Conversation).id);
    expect(messages.map((m: InboxMessage & { history?: boolean }) => [m.content, m.direction, m.source, m.history])).toEqual([
      ['Ada kak', 'OUTBOUND', 'PHONE', true],
      ['Kak, ukuran M ada?', 'INBOUND', 'CONTACT', true],
    ]);

    const log = await events(s.deviceId, s.key);
    expect(log.filter((e) => e.event === 'message.inbound')).toEqual([]);
    expect(log.filter((e) => e.event === 'history.imported').map((e) => e.data)).toEqual([
      expect.objectContaining({ syncType: 'initial', chats: 2, messages: 3, skipped: 0, oldest: new Date(NOW - 3 * DAY).toISOString() }),
    ]);

    // A live message afterwards is news again: it reopens the conversation and counts unread.
    await s.node.report('inbound', inbound('LIVE1', { from: SARI, chatId: `${SARI}@s.whatsapp.net`, text: 'Kak?', timestamp: NOW }));
    const reopened = (await inboxList(s.workspaceId, s.deviceId)).find((c) => c.phoneNumber === SARI);
    expect(reopened).toMatchObject({ status: 'OPEN', unreadCount: 1, lastMessage: { text: 'Kak?' } });
  });

  it('asks the phone for a conversation’s older messages from its oldest, and takes what comes back as on-demand history', async () => {
    const s = await connectedDevice();
    await s.node.report('history', { ...first, final: true });
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const asked = await admin<{ before: string }>('POST', `/devices/${s.deviceId}/conversations/${conversation?.id}/history`, {
      count: 30,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.before).toBe('H1');
    const fetch = s.node.calls.find((c) => c.method === 'history.fetch');
    expect(fetch?.params).toMatchObject({ count: 30, before: { key: { id: 'H1', remoteJid: `${SARI}@s.whatsapp.net` } } });

    await s.node.report('history', {
      syncType: 'on-demand',
      chats: [],
      messages: [message('H0', SARI, false, 'Halo kak, mau tanya', NOW - 40 * DAY)],
      final: true,
    });
    const messages = await messagesOf(s.deviceId, conversation?.id ?? '');
    expect(messages.map((m) => m.content)).toEqual(['Ada kak', 'Kak, ukuran M ada?', 'Halo kak, mau tanya']);
    const imported = (await events(s.deviceId, s.key)).filter((e) => e.event === 'history.imported').map((e) => e.data);
    expect(imported).toEqual([
      expect.objectContaining({ syncType: 'initial', messages: 2 }),
      expect.objectContaining({ syncType: 'on-demand', chats: 1, messages: 1 }),
    ]);
  });

  it('imports a message its part carries twice once, and counts the repeat as skipped', async () => {
    const s = await connectedDevice();
    const [h1, h2] = first.messages;
    if (!h1 || !h2) throw new Error('the part has two messages');
    await s.node.report('history', { ...first, messages: [h1, h2, h1], final: true });
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const messages = await messagesOf(s.deviceId, conversation?.id ?? '');
    expect(messages.map((m) => m.content)).toEqual(['Ada kak', 'Kak, ukuran M ada?']);
    const imported = (await events(s.deviceId, s.key)).filter((e) => e.event === 'history.imported').map((e) => e.data);
    expect(imported).toEqual([expect.objectContaining({ chats: 1, messages: 2, skipped: 1 })]);
  });

  it('answers 409 for a conversation’s history while the device is not connected, and 404 for an unknown conversation', async () => {
    const s = await connectedDevice();
    await s.node.report('history', { ...first, final: true });
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    expect((await admin('POST', `/devices/${s.deviceId}/conversations/cv_nope/history`, {})).status).toBe(404);
    await s.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    const refused = await admin<{ statusCode: number; message: string }>(
      'POST',
      `/devices/${s.deviceId}/conversations/${conversation?.id}/history`,
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('not connected');
  });
});
