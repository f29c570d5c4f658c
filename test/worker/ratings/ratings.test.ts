/**
 * The rating question asked when a conversation is resolved: its settings, the question sent once
 * through the device's send path, the customer's answer by a button or a poll vote kept on the
 * conversation without reopening it, credited to the agent, and counted in the inbox report.
 */
import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { encryptPollVote, type SendParams, toBase64 } from '../../../protocol';
import { admin, call, connectedDevice, FakeNode } from '../helpers';
import { addMember, type Conversation, inboxList, messagesOf } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { at, report } from '../reports/report-helpers';

type Rating = { score: number | null; memberId: string | null; askedAt: string; ratedAt: string | null };
type Rated = Conversation & { rating: Rating | null };
type EventBody = { event: string; data: Record<string, unknown> };

const PHONE = '6281234567890';

/** A connected device whose node keeps what it was asked to send (a poll gets `secret`). */
async function shop(secret?: Uint8Array) {
  const s = await connectedDevice();
  const sent: SendParams[] = [];
  s.node.onSend = (params) => {
    sent.push(params);
    const messageId = params.messageId ?? `3EB0${String(sent.length).padStart(16, '0')}`;
    return params.content.kind === 'poll' && secret ? { messageId, pollSecret: toBase64(secret) } : { messageId };
  };
  return { ...s, sent };
}

async function conversationWith(s: { workspaceId: string; deviceId: string }, phone = PHONE): Promise<Rated> {
  const found = ((await inboxList(s.workspaceId, s.deviceId)) as Rated[]).find((c) => c.phoneNumber === phone);
  if (!found) throw new Error(`no conversation with ${phone}`);
  return found;
}

async function events(s: { key: string; deviceId: string }, name: string): Promise<Record<string, unknown>[]> {
  const res = await call(`/events?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
  const body = (await res.json()) as { items: EventBody[] };
  return body.items.filter((e) => e.event === name).map((e) => e.data);
}

/** A customer writes, an agent is assigned and the conversation resolved; answers its path. */
async function resolvedBy(s: { workspaceId: string; deviceId: string; node: FakeNode }, agent: string, phone = PHONE): Promise<string> {
  await receive(s.node, phone, 'Halo, pesanan saya sudah sampai?');
  const path = `/devices/${s.deviceId}/conversations/${(await conversationWith(s, phone)).id}`;
  expect((await admin('POST', `${path}/assign`, { memberId: agent })).status).toBe(200);
  const resolved = await admin<Rated>('POST', `${path}/resolve`);
  expect(resolved.status).toBe(200);
  return path;
}

const ratingsOn = (deviceId: string, settings: Record<string, unknown> = {}) =>
  admin('PUT', `/devices/${deviceId}/rating`, { enabled: true, ...settings });

describe('the rating question', () => {
  it('is off by default, saved per device, and refuses bad settings and unknown devices', async () => {
    const s = await connectedDevice();
    const off = await admin('GET', `/devices/${s.deviceId}/rating`);
    expect(off).toEqual({ status: 200, body: { enabled: false, kind: 'buttons', language: 'id', text: null, answerHours: 24 } });
    const saved = await ratingsOn(s.deviceId, { kind: 'poll', language: 'en', text: 'How did we do?' });
    expect(saved.body).toEqual({ enabled: true, kind: 'poll', language: 'en', text: 'How did we do?', answerHours: 24 });
    expect((await admin('GET', `/devices/${s.deviceId}/rating`)).body).toEqual(saved.body);
    const bad = await admin<{ issues: { path: string }[] }>('PUT', `/devices/${s.deviceId}/rating`, {
      enabled: 'yes',
      kind: 'stars',
      answerHours: 0,
      text: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.path).sort()).toEqual(['answerHours', 'enabled', 'kind', 'text']);
    expect((await admin('PUT', '/devices/dev_00000000000000000000/rating', { enabled: true })).status).toBe(404);
    const other = await connectedDevice();
    const key = await admin<{ key: string }>('POST', `/workspaces/${other.workspaceId}/api-keys`, { name: 'inbox', scopes: ['inbox'] });
    expect((await call(`/devices/${other.deviceId}/rating`, { headers: { 'X-API-Key': key.body.key } })).status).toBe(200);
    expect((await call(`/devices/${s.deviceId}/rating`, { headers: { 'X-API-Key': key.body.key } })).status).toBe(404);
  });

  it('asks once on resolve, by buttons in the device’s language; a tap rates it, credited to the agent, and reopens nothing', async () => {
    const s = await shop();
    const agent = await addMember(s.workspaceId);
    await ratingsOn(s.deviceId);
    const path = await resolvedBy(s, agent);
    await expect.poll(() => s.sent.length).toBe(1);
    expect(s.sent[0]).toMatchObject({
      to: PHONE,
      content: {
        kind: 'interactive',
        type: 'quick-reply',
        body: expect.stringContaining('Bagaimana pelayanan kami'),
        buttons: [
          { id: 'kurir-rating:1', label: '😞 Buruk' },
          { id: 'kurir-rating:3', label: '😐 Cukup' },
          { id: 'kurir-rating:5', label: '😃 Baik sekali' },
        ],
      },
    });
    // Resolving it again asks nothing more.
    expect((await admin('POST', `${path}/resolve`)).status).toBe(200);
    const asked = await conversationWith(s);
    expect(asked).toMatchObject({ status: 'RESOLVED', rating: { score: null, memberId: agent, ratedAt: null } });
    const [question] = await messagesOf(s.deviceId, asked.id);
    expect(question).toMatchObject({ direction: 'OUTBOUND', source: 'RATING', status: 'SENT' });

    await receive(s.node, PHONE, '😃 Baik sekali', { type: 'button-reply', selectedId: 'kurir-rating:5' });
    const rated = await conversationWith(s);
    expect(rated).toMatchObject({ status: 'RESOLVED', unreadCount: 0, rating: { score: 5, memberId: agent } });
    expect(rated.rating?.ratedAt).not.toBeNull();
    // A second tap changes nothing: the first answer counts.
    await receive(s.node, PHONE, '😞 Buruk', { type: 'button-reply', selectedId: 'kurir-rating:1' });
    expect((await conversationWith(s)).rating).toMatchObject({ score: 5 });
    expect(await events(s, 'conversation.rated')).toEqual([
      expect.objectContaining({ conversationId: rated.id, contactId: rated.contactId, memberId: agent, score: 5 }),
    ]);
    expect(s.sent).toHaveLength(1);
  });

  it('asks by poll, and a vote on it rates the conversation without reopening it', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32));
    const s = await shop(secret);
    const agent = await addMember(s.workspaceId);
    await ratingsOn(s.deviceId, { kind: 'poll', language: 'en' });
    await resolvedBy(s, agent);
    await expect.poll(() => s.sent.length).toBe(1);
    const poll = s.sent[0]?.content;
    if (poll?.kind !== 'poll') throw new Error('the question is no poll');
    expect(poll.question).toBe('Thank you for contacting us. How was our service?');
    expect(poll.options).toHaveLength(5);
    const four = poll.options.find((o) => o.startsWith('4 '));
    expect(four).toBe('4 ⭐⭐⭐⭐ Satisfied');
    const creatorJid = '6281200000001@s.whatsapp.net';
    const voterJid = `${PHONE}@s.whatsapp.net`;
    const pollMessageId = s.sent[0]?.messageId ?? '';
    const encrypted = await encryptPollVote([four ?? ''], { secret, pollMessageId, creatorJid, voterJid });
    await s.node.report('poll.vote', {
      id: 'VOTE1',
      pollMessageId,
      chatId: voterJid,
      from: PHONE,
      lid: null,
      creatorJids: [creatorJid],
      voterJids: [voterJid],
      encPayload: toBase64(encrypted.encPayload),
      encIv: toBase64(encrypted.encIv),
      timestamp: Date.now(),
    });
    expect(await conversationWith(s)).toMatchObject({ status: 'RESOLVED', rating: { score: 4, memberId: agent } });
    expect(await events(s, 'conversation.rated')).toEqual([expect.objectContaining({ score: 4, memberId: agent })]);
  });

  it('free text after the question reopens as always; an answer after the window is ignored; a device that asks none asks none', async () => {
    const s = await shop();
    const agent = await addMember(s.workspaceId);
    await resolvedBy(s, agent, '6282222222222');
    expect((await conversationWith(s, '6282222222222')).rating).toBeNull();

    await ratingsOn(s.deviceId, { answerHours: 2 });
    at(s.deviceId, '2026-11-23T02:00:00Z');
    const path = await resolvedBy(s, agent);
    await expect.poll(() => s.sent.length).toBe(1);
    await receive(s.node, PHONE, 'Eh, satu lagi kak', { timestamp: Date.parse('2026-11-23T02:05:00Z') });
    expect(await conversationWith(s)).toMatchObject({ status: 'OPEN', unreadCount: 1, rating: { score: null } });
    // Reopened, the question is no longer answered: the tap is kept as a message and rates nothing.
    await receive(s.node, PHONE, '😃', {
      type: 'button-reply',
      selectedId: 'kurir-rating:5',
      timestamp: Date.parse('2026-11-23T02:06:00Z'),
    });
    expect(await conversationWith(s)).toMatchObject({ status: 'OPEN', rating: { score: null } });

    expect((await admin('POST', `${path}/resolve`)).status).toBe(200);
    await expect.poll(() => s.sent.length).toBe(2);
    at(s.deviceId, '2026-11-23T05:00:00Z');
    await receive(s.node, PHONE, '😃', {
      type: 'button-reply',
      selectedId: 'kurir-rating:5',
      timestamp: Date.parse('2026-11-23T05:00:00Z'),
    });
    expect(await conversationWith(s)).toMatchObject({ status: 'RESOLVED', rating: { score: null } });
    expect(await events(s, 'conversation.rated')).toEqual([]);
  });

  it('sends a question asked while the device was offline exactly once, across restarts', async () => {
    const s = await shop();
    const agent = await addMember(s.workspaceId);
    await ratingsOn(s.deviceId);
    await receive(s.node, PHONE, 'Halo');
    await s.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    const path = `/devices/${s.deviceId}/conversations/${(await conversationWith(s)).id}`;
    await admin('POST', `${path}/assign`, { memberId: agent });
    expect((await admin('POST', `${path}/resolve`)).status).toBe(200);
    expect(s.sent).toEqual([]);
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    const sent: string[] = [];
    const reconnect = async () => {
      await evictDurableObject(stub);
      const node = await FakeNode.connect(s.deviceId, 'node-a');
      node.onSend = (params) => {
        sent.push(params.to ?? '');
        return { messageId: params.messageId ?? `3EB0AGAIN${sent.length}` };
      };
      await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
      return node;
    };
    await reconnect();
    await expect.poll(() => sent).toEqual([PHONE]);
    const again = await reconnect();
    // Another resolve after the restart: by then a repeat of the first question would have gone first.
    await receive(again, '6289876543210', 'Halo');
    expect(
      (await admin('POST', `/devices/${s.deviceId}/conversations/${(await conversationWith(s, '6289876543210')).id}/resolve`)).status,
    ).toBe(200);
    await expect.poll(() => sent).toEqual([PHONE, '6289876543210']);
    expect((await conversationWith(s)).rating).toMatchObject({ score: null, memberId: agent });
  });

  it('reports the average and distribution per agent', async () => {
    const s = await shop();
    const [ani, budi] = [await addMember(s.workspaceId), await addMember(s.workspaceId)];
    await ratingsOn(s.deviceId);
    at(s.deviceId, '2026-11-23T02:00:00Z');
    const answers: [string, string, number][] = [
      ['6281111111111', ani, 5],
      ['6282222222222', ani, 3],
      ['6283333333333', budi, 1],
    ];
    for (const [phone, agent] of answers) await resolvedBy(s, agent, phone);
    await expect.poll(() => s.sent.length).toBe(3);
    for (const [phone, , score] of answers) {
      const timestamp = Date.parse('2026-11-23T02:10:00Z');
      await receive(s.node, phone, `${score}`, { type: 'button-reply', selectedId: `kurir-rating:${score}`, timestamp });
    }
    const inbox = await report<{
      totals: { ratings: unknown };
      agents: { memberId: string; ratings: unknown }[];
    }>(s.workspaceId, s.deviceId, 'inbox', 'from=2026-11-23&to=2026-11-23');
    expect(inbox.totals.ratings).toEqual({ count: 3, average: 3, distribution: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 } });
    const byAgent = Object.fromEntries(inbox.agents.map((a) => [a.memberId, a.ratings]));
    expect(byAgent[ani]).toEqual({ count: 2, average: 4, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } });
    expect(byAgent[budi]).toEqual({ count: 1, average: 1, distribution: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });
});
