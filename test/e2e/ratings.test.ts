/**
 * The rating question on the real stack, with the simulator and with the WhatsApp emulator's real
 * phones: a conversation resolved through the API, the question reaching the customer's phone as
 * buttons or a poll, the customer's tap or vote kept on the conversation (which stays resolved), and
 * `conversation.rated` at the webhook receiver.
 */
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

type Sent = { id: string; to: string; content: Record<string, unknown> };
type Rating = { score: number | null; memberId: string | null; askedAt: string; ratedAt: string | null };
type Conversation = { id: string; phoneNumber: string; status: string; unreadCount: number; rating: Rating | null };
type Message = { source: string; messageId: string | null; status: string };

const stack = new Stack();
const receiver = new Receiver();

startedForTests(stack, receiver);

async function conversationWith(workspaceId: string, phone: string, holds: (c: Conversation) => boolean = () => true) {
  return waitUntil(
    async () => {
      const list = await stack.admin<{ items: Conversation[] }>('GET', `/workspaces/${workspaceId}/conversations?q=${phone}`);
      return list.body.items.find((c) => c.phoneNumber === phone && holds(c));
    },
    { what: `the conversation with ${phone}` },
  );
}

/** A linked device asking ratings (`settings`), a webhook for `conversation.rated`, a customer's message, its conversation resolved. */
async function resolvedConversation(customer: string, settings: Record<string, unknown>) {
  const d = await stack.linkedDevice();
  expect((await stack.admin('PUT', `/devices/${d.deviceId}/rating`, { enabled: true, ...settings })).status).toBe(200);
  expect((await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['conversation.rated'] })).status).toBe(
    201,
  );
  await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'Paketnya sudah sampai, terima kasih' });
  const open = await conversationWith(d.workspaceId, customer);
  const path = `/devices/${d.deviceId}/conversations/${open.id}`;
  const resolved = await stack.admin<Conversation>('POST', `${path}/resolve`);
  expect(resolved.body).toMatchObject({ status: 'RESOLVED', rating: { score: null, ratedAt: null } });
  // The question is the conversation's RATING record once the phone has it.
  const question = await waitUntil(
    async () => {
      const page = await stack.admin<{ items: Message[] }>('GET', `${path}/messages`);
      return page.body.items.find((m) => m.source === 'RATING' && m.messageId !== null && m.status !== 'PENDING');
    },
    { what: 'the rating question sent' },
  );
  const got = await waitUntil(
    async () => (await stack.sim<Sent[]>('GET', `/devices/${d.deviceId}/sent`)).body.find((m) => m.id === question.messageId),
    { what: 'the question at the phone' },
  );
  expect(got.to.startsWith(customer)).toBe(true);
  return { d, path, question, got };
}

async function ratedEvent(conversationId: string) {
  await receiver.waitFor(() =>
    receiver.got.some((r) => r.body.event === 'conversation.rated' && r.body.data.conversationId === conversationId),
  );
  return receiver.got.find((r) => r.body.data.conversationId === conversationId)?.body.data;
}

describe('the rating question end to end', () => {
  it('asks by buttons on resolve; the customer’s tap rates the conversation, which stays resolved', async () => {
    const customer = '6281355551111';
    const { d, question, got } = await resolvedConversation(customer, { kind: 'buttons', language: 'en' });
    const text = JSON.stringify(got.content);
    expect(text).toContain('How was our service?');
    for (const id of ['kurir-rating:1', 'kurir-rating:3', 'kurir-rating:5']) expect(text).toContain(id);

    const tap = await stack.sim('POST', `/devices/${d.deviceId}/inbound`, {
      from: customer,
      type: 'button-reply',
      text: '😃 Great',
      selectedId: 'kurir-rating:5',
      quotedId: question.messageId,
    });
    expect(tap.status).toBe(201);
    const rated = await conversationWith(d.workspaceId, customer, (c) => c.rating?.score === 5);
    expect(rated).toMatchObject({ status: 'RESOLVED', unreadCount: 0, rating: { score: 5 } });
    expect(await ratedEvent(rated.id)).toMatchObject({ conversationId: rated.id, score: 5, memberId: null });
  });

  it('asks by poll on resolve; the customer’s vote rates the conversation, which stays resolved', async () => {
    const customer = '6281355552222';
    const { d, question, got } = await resolvedConversation(customer, { kind: 'poll', language: 'id', text: 'Seberapa puas Anda?' });
    const text = JSON.stringify(got.content);
    expect(text).toContain('Seberapa puas Anda?');
    expect(text).toContain('4 ⭐⭐⭐⭐ Puas');

    const vote = await stack.sim('POST', `/devices/${d.deviceId}/poll-vote`, {
      from: customer,
      pollMessageId: question.messageId,
      selected: ['4 ⭐⭐⭐⭐ Puas'],
    });
    expect(vote.status).toBe(201);
    const rated = await conversationWith(d.workspaceId, customer, (c) => c.rating?.score === 4);
    expect(rated).toMatchObject({ status: 'RESOLVED', unreadCount: 0, rating: { score: 4 } });
    expect(await ratedEvent(rated.id)).toMatchObject({ conversationId: rated.id, score: 4 });
  });
});
