/** The chatbot report from a bot answering known messages and an agent taking one conversation over. */
import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { admin, connectedDevice } from '../helpers';
import { addMember, inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { report } from './report-helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the chatbot report', () => {
  it('counts each rule that fired and each conversation an agent took over from the bot', async () => {
    const s = await connectedDevice();
    const sent: SendParams[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? `3EB0BOT${sent.length}` };
    };
    const rules = [
      {
        name: 'harga',
        trigger: { type: 'keyword', match: 'contains', keywords: ['harga'] },
        reply: { type: 'text', text: 'Daftar harga' },
      },
    ];
    const saved = await admin<{ rules: { id: string }[] }>('PUT', `/devices/${s.deviceId}/chatbot/rules`, { rules });
    const agent = await addMember(s.workspaceId);

    await receive(s.node, '6281234567890', 'harga?');
    await expect.poll(() => sent.length).toBe(1);
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const reply = await admin('POST', `/devices/${s.deviceId}/conversations/${conversation?.id}/reply`, {
      text: 'Saya bantu',
      memberId: agent,
    });
    expect(reply.status).toBe(201);
    await receive(s.node, '6289876543210', 'harga');
    await expect.poll(() => sent.length).toBe(3);

    // Today in UTC, whatever the hour: the range runs from yesterday to tomorrow.
    const range = `from=${day(-1)}&to=${day(1)}`;
    const bot = await report<{ totals: Record<string, number>; rules: unknown[] }>(s.workspaceId, s.deviceId, 'chatbot', range);
    expect(bot.totals).toEqual({ fired: 2, handover: 1 });
    expect(bot.rules).toEqual([{ ruleId: saved.body.rules[0]?.id, fired: 2 }]);
    const messages = await report<{ totals: Record<string, number> }>(s.workspaceId, s.deviceId, 'messages', range);
    expect(messages.totals).toEqual({ inbound: 2, api: 0, agent: 1, broadcast: 0, chatbot: 2, assistant: 0 });
  });
});

/** A device whose bot answers "harga", an agent, and the chatbot report's totals of today. */
async function botAndAgent() {
  const s = await connectedDevice();
  let n = 0;
  s.node.onSend = (params) => ({ messageId: params.messageId ?? `3EB0HND${++n}` });
  const rules = [
    {
      name: 'harga',
      trigger: { type: 'keyword', match: 'contains', keywords: ['harga'] },
      reply: { type: 'text', text: 'Daftar harga' },
    },
  ];
  expect((await admin('PUT', `/devices/${s.deviceId}/chatbot/rules`, { rules })).status).toBe(200);
  const agent = await addMember(s.workspaceId);
  const fired = async () =>
    (await report<{ totals: Record<string, number> }>(s.workspaceId, s.deviceId, 'chatbot', `from=${day(-1)}&to=${day(1)}`)).totals;
  /** Budi asks the price, the bot answers, and his conversation's path is returned. */
  const botAnswersBudi = async () => {
    await receive(s.node, '6281234567890', 'harga?');
    await expect.poll(fired).toEqual({ fired: 1, handover: 0 });
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    return `/devices/${s.deviceId}/conversations/${conversation?.id}`;
  };
  return { s, agent, fired, botAnswersBudi };
}

describe('the chatbot report’s hand-overs', () => {
  it('counts a hand-over only where the bot answered since the conversation last opened', async () => {
    const { s, agent, fired, botAnswersBudi } = await botAndAgent();

    // The bot answers Budi, an agent takes over and resolves.
    const path = await botAnswersBudi();
    expect((await admin('POST', `${path}/reply`, { text: 'Saya bantu', memberId: agent })).status).toBe(201);
    expect((await admin('POST', `${path}/resolve`)).status).toBe(200);
    expect(await fired()).toEqual({ fired: 1, handover: 1 });

    // Budi writes again about something the bot does not answer; the agent who answers takes over from nobody.
    await receive(s.node, '6281234567890', 'terima kasih');
    expect((await admin('POST', `${path}/reply`, { text: 'Sama-sama', memberId: agent })).status).toBe(201);
    expect(await fired()).toEqual({ fired: 1, handover: 1 });
  });

  it('counts no hand-over when an agent follows up in a conversation the bot answered and it was resolved', async () => {
    const { s, agent, fired, botAnswersBudi } = await botAndAgent();

    // The bot answers Budi and the conversation is resolved without an agent.
    const path = await botAnswersBudi();
    expect((await admin('POST', `${path}/resolve`)).status).toBe(200);

    // Later an agent writes to Budi from the dashboard: the conversation stays resolved and nothing was taken from the bot.
    expect((await admin('POST', `${path}/reply`, { text: 'Promo baru untuk Anda', memberId: agent })).status).toBe(201);
    const [followedUp] = await inboxList(s.workspaceId, s.deviceId);
    expect(followedUp?.status).toBe('RESOLVED');
    expect(await fired()).toEqual({ fired: 1, handover: 0 });
  });
});
