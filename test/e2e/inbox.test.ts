/**
 * The team inbox, contacts and the chatbot on the real stack (wrangler dev, a session-node with the
 * simulator): what the customer's phone gets (counted at the simulator), what a webhook receiver
 * gets, and what survives a restart of the worker.
 */
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

type Sent = { to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } };
type Conversation = { id: string; phoneNumber: string; assigneeId: string | null; status: string; handedOver: boolean };

const stack = new Stack();
const receiver = new Receiver();

startedForTests(stack, receiver);

/** The texts the phone `to` got from the device. */
async function phoneGot(deviceId: string, to: string): Promise<string[]> {
  const sent = await stack.sim<Sent[]>('GET', `/devices/${deviceId}/sent`);
  return sent.body.filter((m) => m.to.startsWith(to)).map((m) => m.content.conversation ?? m.content.extendedTextMessage?.text ?? '');
}

async function conversationWith(workspaceId: string, phone: string): Promise<Conversation> {
  return waitUntil(
    async () => {
      const list = await stack.admin<{ items: Conversation[] }>('GET', `/workspaces/${workspaceId}/conversations?q=${phone}`);
      return list.body.items.find((c) => c.phoneNumber === phone);
    },
    { what: `the conversation with ${phone}` },
  );
}

describe('the inbox and the chatbot end to end', () => {
  it('a keyword rule answers through WhatsApp, an agent takes over, and the bot stays quiet until the conversation is resolved', async () => {
    const d = await stack.linkedDevice();
    const rules = await stack.admin('PUT', `/devices/${d.deviceId}/chatbot/rules`, {
      rules: [
        {
          name: 'jam buka',
          trigger: { type: 'keyword', match: 'contains', keywords: ['jam buka'] },
          reply: { type: 'text', text: 'Kami buka 08.00-17.00, {{name|kak}}' },
        },
      ],
    });
    expect(rules.status).toBe(200);
    const customer = '6281311112222';
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'Jam buka toko kapan?' });
    await waitUntil(async () => (await phoneGot(d.deviceId, customer)).length === 1, { what: 'the bot’s answer' });
    expect((await phoneGot(d.deviceId, customer))[0]).toMatch(/^Kami buka 08\.00-17\.00, /);

    const conversation = await conversationWith(d.workspaceId, customer);
    const reply = await stack.admin<{ source: string }>('POST', `/devices/${d.deviceId}/conversations/${conversation.id}/reply`, {
      text: 'Saya bantu ya',
    });
    expect(reply.body.source).toBe('DASHBOARD');
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'jam buka hari minggu?' });
    // A second customer's answer comes after the first customer's message was taken (replies go in order).
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: '6281399998888', text: 'jam buka?' });
    await waitUntil(async () => (await phoneGot(d.deviceId, '6281399998888')).length === 1, { what: 'the other customer’s answer' });
    expect(await phoneGot(d.deviceId, customer)).toHaveLength(2);

    await stack.admin('POST', `/devices/${d.deviceId}/conversations/${conversation.id}/resolve`);
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'jam buka besok?' });
    await waitUntil(async () => (await phoneGot(d.deviceId, customer)).length === 3, { what: 'the bot answering again after resolve' });
  });

  it('assigning to someone who is not a member is refused and reports nothing to the receiver, and a stop word unsubscribes the contact', async () => {
    const d = await stack.linkedDevice();
    const hook = await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['conversation.assigned'] });
    expect(hook.status).toBe(201);
    const customer = '6281322223333';
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'halo' });
    const conversation = await conversationWith(d.workspaceId, customer);
    // An operator acts as nobody; unassigning a conversation nobody has changes nothing and reports nothing.
    await stack.admin('POST', `/devices/${d.deviceId}/conversations/${conversation.id}/assign`, { memberId: null });
    const unknown = await stack.admin('POST', `/devices/${d.deviceId}/conversations/${conversation.id}/assign`, {
      memberId: 'acc_00000000000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(receiver.got.filter((r) => (r.body as { device?: { id: string } }).device?.id === d.deviceId)).toEqual([]);

    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'STOP' });
    const contact = await waitUntil(
      async () => {
        const list = await stack.admin<{ items: { phoneNumber: string; optedOut: boolean; optedOutBy: string | null }[] }>(
          'GET',
          `/workspaces/${d.workspaceId}/contacts?optedOut=true`,
        );
        return list.body.items.find((c) => c.phoneNumber === customer);
      },
      { what: 'the contact unsubscribed' },
    );
    expect(contact.optedOutBy).toBe('stop-word');
  });

  it('the bot’s rules outlive a restart of the worker and the session-node, and its answer is recorded CHATBOT in the conversation', async () => {
    const d = await stack.linkedDevice();
    await stack.admin('PUT', `/devices/${d.deviceId}/chatbot/rules`, {
      rules: [
        { name: 'halo', trigger: { type: 'keyword', match: 'exact', keywords: ['halo'] }, reply: { type: 'text', text: 'Halo juga!' } },
      ],
    });
    const customer = '6281333334444';
    await stack.stopNode('node-1');
    await stack.waitForStatus(d.deviceId, 'DISCONNECTED');
    await stack.stopWorker();
    await stack.startWorker();
    await stack.startNode('node-1');
    await stack.waitForStatus(d.deviceId, 'CONNECTED');
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'halo' });
    await waitUntil(async () => (await phoneGot(d.deviceId, customer)).length === 1, { what: 'the bot’s answer after the restarts' });
    // The conversation and its records came through the restarts with the answer recorded CHATBOT.
    const conversation = await conversationWith(d.workspaceId, customer);
    const messages = await stack.admin<{ items: { source: string; content: string }[] }>(
      'GET',
      `/devices/${d.deviceId}/conversations/${conversation.id}/messages`,
    );
    expect(messages.body.items.map((m) => [m.source, m.content])).toEqual([
      ['CHATBOT', 'Halo juga!'],
      ['CONTACT', 'halo'],
    ]);
  });
});
