/**
 * The assistant in the reports and in the team desk: every call's tokens and time counted for the
 * Reports API, each hand-over by its cause, and a hand-over to a named team given to that team.
 */
import { describe, expect, it } from 'vitest';
import { admin } from '../helpers';
import { addMember } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { report } from '../reports/report-helpers';
import { conversations, makeTeam, setStatus } from '../teams/team-helpers';
import { assistantDevice, CUSTOMER } from './assistant-driver';

const OTHER = '6289876543210';
const SLOW = { timeout: 10_000 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type AssistantReport = {
  totals: {
    calls: number;
    answers: number;
    handovers: number;
    tokens: number;
    promptTokens: number;
    completionTokens: number;
    failures: number;
    time: { count: number; average: number | null };
  };
  outcomes: { outcome: string; count: number }[];
  handovers: Record<string, number>;
};

describe('the assistant report', { timeout: 30_000 }, () => {
  it('counts the calls, their tokens and time, the answers sent and each hand-over by its cause', async () => {
    const s = await assistantDevice({ debounceSeconds: 0 }, [
      { content: 'Buka jam 08.00, kak.', usage: { prompt_tokens: 120, completion_tokens: 15 } },
      {
        toolCalls: [{ name: 'hand_over', arguments: { reason: 'the customer asks for a person' } }],
        usage: { prompt_tokens: 80, completion_tokens: 5 },
      },
      { content: 'Pelanggan minta bicara dengan admin.', usage: { prompt_tokens: 90, completion_tokens: 20 } },
    ]);
    await receive(s.node, CUSTOMER, 'jam buka?');
    await expect.poll(s.texts, SLOW).toEqual(['Buka jam 08.00, kak.']);
    await receive(s.node, OTHER, 'sambungkan ke admin');
    await expect.poll(async () => (await s.conversation(OTHER)).notes.length, SLOW).toBe(1);

    const range = `from=${day(-1)}&to=${day(1)}`;
    const r = await report<AssistantReport>(s.workspaceId, s.deviceId, 'assistant', range);
    expect(r.totals).toMatchObject({
      calls: 3,
      answers: 1,
      handovers: 1,
      tokens: 330,
      promptTokens: 290,
      completionTokens: 40,
      failures: 0,
    });
    expect(r.totals.time.count).toBe(3);
    expect(r.totals.time.average).not.toBeNull();
    expect(r.outcomes).toEqual([
      { outcome: 'answer', count: 1 },
      { outcome: 'summary', count: 1 },
      { outcome: 'tool', count: 1 },
    ]);
    expect(r.handovers).toMatchObject({ model: 1, turns: 0, 'provider-failing': 0 });
    // The answer is the messages report's too, under its own source.
    const messages = await report<{ totals: Record<string, number> }>(s.workspaceId, s.deviceId, 'messages', range);
    expect(messages.totals).toMatchObject({ inbound: 2, assistant: 1, chatbot: 0 });
  });

  it('counts a failing provider’s calls as failures and its hand-over by its cause', async () => {
    const s = await assistantDevice({ debounceSeconds: 0 }, [{ status: 401 }]);
    await receive(s.node, CUSTOMER, 'halo');
    await expect.poll(async () => (await s.conversation()).notes.length, SLOW).toBe(1);
    const r = await report<AssistantReport>(s.workspaceId, s.deviceId, 'assistant', `from=${day(-1)}&to=${day(1)}`);
    expect(r.totals).toMatchObject({ calls: 1, answers: 0, handovers: 1, failures: 1, tokens: 0 });
    expect(r.handovers).toMatchObject({ 'provider-failing': 1, model: 0 });
  });
});

describe('a hand-over to a team', { timeout: 30_000 }, () => {
  it('goes to that team’s member, not to the team that answers the device', async () => {
    const s = await assistantDevice({ debounceSeconds: 0 }, [
      { toolCalls: [{ name: 'hand_over', arguments: { reason: 'a refund' } }] },
      { content: 'Pelanggan minta refund.' },
    ]);
    const [sales, refunds] = [await addMember(s.workspaceId), await addMember(s.workspaceId)];
    await makeTeam(s.workspaceId, { name: 'Penjualan', deviceIds: [s.deviceId] }, [sales]);
    const team = await makeTeam(s.workspaceId, { name: 'Refund' }, [refunds]);
    await setStatus(s.workspaceId, sales, 'available');
    await setStatus(s.workspaceId, refunds, 'available');
    const saved = await admin('PUT', `/devices/${s.deviceId}/assistant/settings`, {
      enabled: true,
      debounceSeconds: 0,
      handOverTo: { type: 'team', teamId: team.id },
    });
    expect(saved.status).toBe(200);

    await receive(s.node, CUSTOMER, 'saya mau refund');
    await expect.poll(async () => (await s.conversation()).notes.length, SLOW).toBe(1);
    const [conversation] = await conversations(s.workspaceId, [s.deviceId]);
    expect(conversation).toMatchObject({ assigneeId: refunds, teamId: team.id });
    expect((await s.conversation()).notes[0]?.text).toContain('a refund');
  });
});
