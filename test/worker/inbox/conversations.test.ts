import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { admin, api, connectedDevice } from '../helpers';
import { addMember, type Conversation, type InboxMessage, inboxList, messagesOf, watch } from './inbox-helpers';
import { receive } from './received';

const stubOf = (deviceId: string) => env.DEVICE.get(env.DEVICE.idFromName(deviceId));

describe('the team inbox', () => {
  it('a received message opens a conversation with one unread, and an API message to the contact joins it labelled API', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281234567890', 'Halo, stok ada?', { pushName: 'Budi' });
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    expect(conversation).toMatchObject({
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      name: 'Budi',
      status: 'OPEN',
      assigneeId: null,
      unreadCount: 1,
      lastMessage: { text: 'Halo, stok ada?', direction: 'INBOUND', source: 'CONTACT' },
    });
    const sent = await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'Ada kak' });
    expect(sent.status).toBe(201);
    const [after] = await inboxList(s.workspaceId, s.deviceId);
    expect(after).toMatchObject({ id: conversation?.id, unreadCount: 1, lastMessage: { text: 'Ada kak', source: 'API' } });
    const messages = await messagesOf(s.deviceId, conversation?.id ?? '');
    expect(messages.map((m) => [m.direction, m.source, m.content])).toEqual([
      ['OUTBOUND', 'API', 'Ada kak'],
      ['INBOUND', 'CONTACT', 'Halo, stok ada?'],
    ]);
  });

  it('lists newest activity first, and filters by status, assignee and search text', async () => {
    const s = await connectedDevice();
    const agent = await addMember(s.workspaceId);
    await receive(s.node, '6281111111111', 'pesan satu', { pushName: 'Sari' });
    await receive(s.node, '6282222222222', 'tanya ongkir', { pushName: 'Joko' });
    await receive(s.node, '6283333333333', 'halo', { pushName: 'Rina' });
    const all = await inboxList(s.workspaceId, s.deviceId);
    expect(all.map((c) => c.name)).toEqual(['Rina', 'Joko', 'Sari']);
    const [rina, joko] = all as [Conversation, Conversation, Conversation];
    await admin('POST', `/devices/${s.deviceId}/conversations/${joko.id}/assign`, { memberId: agent });
    await admin('POST', `/devices/${s.deviceId}/conversations/${rina.id}/resolve`);
    const names = async (q: string) => (await inboxList(s.workspaceId, s.deviceId, q)).map((c) => c.name);
    expect(await names(`?assignee=${agent}`)).toEqual(['Joko']);
    expect(await names('?assignee=unassigned')).toEqual(['Rina', 'Sari']);
    expect(await names('?status=resolved')).toEqual(['Rina']);
    expect(await names('?status=open')).toEqual(['Joko', 'Sari']);
    expect(await names('?q=ongkir')).toEqual(['Joko']);
    expect(await names('?q=sar')).toEqual(['Sari']);
    expect(await names('?q=6283')).toEqual(['Rina']);
    const firstPage = await admin<{ items: Conversation[]; nextCursor: string }>(
      'GET',
      `/workspaces/${s.workspaceId}/conversations?limit=2`,
    );
    const second = await admin<{ items: Conversation[]; nextCursor: null }>(
      'GET',
      `/workspaces/${s.workspaceId}/conversations?limit=2&cursor=${firstPage.body.nextCursor}`,
    );
    expect([...firstPage.body.items, ...second.body.items].map((c) => c.name)).toEqual(['Rina', 'Joko', 'Sari']);
    expect(second.body.nextCursor).toBeNull();
    expect((await admin('GET', `/workspaces/${s.workspaceId}/conversations?status=closed`)).status).toBe(400);
  });

  it('an agent’s reply goes out through the session, is recorded DASHBOARD with the agent, and reads the conversation', async () => {
    const s = await connectedDevice();
    const agent = await addMember(s.workspaceId);
    const sent: unknown[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? '3EB0X' };
    };
    const quoted = await receive(s.node, '6281234567890', 'Kirim ke mana?');
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const path = `/devices/${s.deviceId}/conversations/${conversation?.id}`;
    const reply = await admin<{ source: string; memberId: string; status: string }>('POST', `${path}/reply`, {
      text: 'Ke Bandung kak',
      replyToId: quoted,
      memberId: agent,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ source: 'DASHBOARD', memberId: agent, status: 'SENT' });
    expect(sent).toEqual([
      expect.objectContaining({
        to: '6281234567890',
        content: { kind: 'text', text: 'Ke Bandung kak' },
        quoted: expect.objectContaining({ key: expect.objectContaining({ id: quoted }) }),
      }),
    ]);
    const [after] = await inboxList(s.workspaceId, s.deviceId);
    expect(after).toMatchObject({ unreadCount: 0, handedOver: true, lastMessage: { source: 'DASHBOARD' } });
    const [newest] = await messagesOf(s.deviceId, conversation?.id ?? '');
    expect(newest).toMatchObject<Partial<InboxMessage>>({ source: 'DASHBOARD', memberId: agent, replyToId: quoted });

    const reaction = await admin<{ id: string }>('POST', `${path}/reaction`, { messageId: quoted, emoji: '👍' });
    expect(reaction.status).toBe(201);
    expect(sent[1]).toMatchObject({ content: { kind: 'reaction', emoji: '👍', target: { id: quoted } } });
  });

  it('refuses a reply that breaks a rule, one to an unknown conversation or member, and one while the device is offline', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281234567890', 'halo');
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const path = `/devices/${s.deviceId}/conversations/${conversation?.id}`;
    const bad = await admin<{ issues: { path: string }[] }>('POST', `${path}/reply`, { text: '', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.path).sort()).toEqual(['', 'text']);
    expect((await admin('POST', `/devices/${s.deviceId}/conversations/cnv_00000000000000000000/reply`, { text: 'x' })).status).toBe(404);
    expect((await admin('POST', `/devices/${s.deviceId}/conversations/nope/reply`, { text: 'x' })).status).toBe(404);
    expect((await admin('POST', `${path}/reply`, { text: 'x', memberId: 'acc_00000000000000000000' })).status).toBe(404);
    expect((await admin('POST', `${path}/reaction`, { messageId: 'X', emoji: 'ok' })).status).toBe(400);
    await s.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    const offline = await admin<{ message: string }>('POST', `${path}/reply`, { text: 'x' });
    expect(offline.status).toBe(409);
    expect(offline.body.message).toMatch(/not connected/);
    expect(await messagesOf(s.deviceId, conversation?.id ?? '')).toHaveLength(1);
  });

  it('assigning writes the assignment and its conversation.assigned event in one write, once per change', async () => {
    const s = await connectedDevice();
    const agent = await addMember(s.workspaceId);
    const other = await setupOtherWorkspaceMember();
    await receive(s.node, '6281234567890', 'halo');
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const path = `/devices/${s.deviceId}/conversations/${conversation?.id}/assign`;
    expect((await admin('POST', path, { memberId: other })).status).toBe(404);
    const res = await admin<Conversation>('POST', path, { memberId: agent });
    expect(res.body).toMatchObject({ assigneeId: agent });
    await admin('POST', path, { memberId: agent });
    await admin('POST', path, { memberId: null });
    const events = await runInDurableObject(stubOf(s.deviceId), (_i, state) =>
      state.storage.sql
        .exec<{ name: string; body: string }>(`SELECT name, body FROM events WHERE name = 'conversation.assigned' ORDER BY seq`)
        .toArray()
        .map((e) => JSON.parse(e.body).data),
    );
    expect(events).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        conversationId: conversation?.id,
        contactId: conversation?.contactId,
        memberId: agent,
        automatic: false,
        teamId: null,
      },
      {
        id: expect.stringMatching(/^evt_/),
        conversationId: conversation?.id,
        contactId: conversation?.contactId,
        memberId: null,
        automatic: false,
        teamId: null,
      },
    ]);
    // When the event cannot be written, the assignment is not either: they are one write.
    const stub = stubOf(s.deviceId);
    await runInDurableObject(stub, (_i, state) => state.storage.sql.exec('ALTER TABLE events RENAME TO events_away'));
    const refused = await admin('POST', path, { memberId: agent });
    await runInDurableObject(stub, (_i, state) => state.storage.sql.exec('ALTER TABLE events_away RENAME TO events'));
    expect(refused.status).toBe(500);
    const stored = await runInDurableObject(stub, (_i, state) =>
      state.storage.sql.exec<{ a: string | null }>('SELECT assignee_id AS a FROM conversations').one(),
    );
    expect(stored.a).toBeNull();
  });

  it('resolving reads the conversation and a new message from the contact reopens it; notes are kept and never sent', async () => {
    const s = await connectedDevice();
    const sends: unknown[] = [];
    s.node.onSend = (params) => {
      sends.push(params);
      return { messageId: '3EB0N' };
    };
    await receive(s.node, '6281234567890', 'halo');
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const path = `/devices/${s.deviceId}/conversations/${conversation?.id}`;
    expect((await admin<Conversation>('POST', `${path}/resolve`)).body).toMatchObject({ status: 'RESOLVED', unreadCount: 0 });
    expect((await admin<Conversation>('POST', `${path}/reopen`)).body).toMatchObject({ status: 'OPEN' });
    await admin('POST', `${path}/resolve`);
    await receive(s.node, '6281234567890', 'masih ada?');
    expect((await inboxList(s.workspaceId, s.deviceId))[0]).toMatchObject({ status: 'OPEN', unreadCount: 1 });
    expect((await admin<Conversation>('POST', `${path}/read`)).body.unreadCount).toBe(0);
    const note = await admin<{ text: string }>('POST', `${path}/notes`, { text: 'Pelanggan lama, kasih diskon' });
    expect(note.status).toBe(201);
    expect((await admin<Conversation>('GET', path)).body.notes?.map((n) => n.text)).toEqual(['Pelanggan lama, kasih diskon']);
    expect(sends).toEqual([]);
    expect((await messagesOf(s.deviceId, conversation?.id ?? '')).map((m) => m.content)).toEqual(['masih ada?', 'halo']);
  });

  it('tells an open page of each new message, its status ticks and the conversation it moved', async () => {
    const s = await connectedDevice();
    const page = await watch(s.deviceId, s.workspaceId);
    await receive(s.node, '6281234567890', 'halo');
    const sent = await api<{ id: string; messageId: string }>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      content: 'hai',
    });
    await s.node.report('receipt', { messageId: sent.body.messageId, status: 'READ', timestamp: Date.now() });
    await expect
      .poll(() =>
        page.seen
          .filter((m) => m.type === 'record' || m.type === 'conversation')
          .map((m) =>
            m.type === 'record'
              ? `record:${(m.record as InboxMessage).content}:${(m.record as InboxMessage).status}`
              : `conversation:${(m.conversation as Conversation).unreadCount}`,
          ),
      )
      .toEqual(['conversation:1', 'record:halo:RECEIVED', 'conversation:1', 'record:hai:PENDING', 'record:hai:SENT', 'record:hai:READ']);
    page.close();
  });
});

async function setupOtherWorkspaceMember(): Promise<string> {
  const ws = await admin<{ id: string }>('POST', '/workspaces', { name: 'Lain' });
  return addMember(ws.body.id);
}
