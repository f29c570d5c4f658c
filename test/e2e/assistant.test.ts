/**
 * The AI assistant on the real stack, with the simulator and with the WhatsApp emulator's real
 * phones: the workspace's provider set through the API (a fake OpenAI-compatible server on
 * 127.0.0.1), a customer's quick messages answered once at their phone, and a hand-over that
 * leaves the conversation to a person with a note and nothing more sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { FakeOpenAI, type Scripted } from './fake-openai';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

type Sent = { id: string; to: string; content: Record<string, unknown> };
type Conversation = { id: string; phoneNumber: string; assigneeId: string | null; notes?: { text: string }[] };

const stack = new Stack();
const receiver = new Receiver();
const provider = new FakeOpenAI();

startedForTests(stack, receiver);
beforeAll(() => provider.start());
afterAll(() => provider.stop());

/** A linked device whose workspace's provider is the fake one (`replies` scripted), with the assistant on. */
async function assistantOn(replies: Scripted[]) {
  const d = await stack.linkedDevice();
  const scope = `e2e-${d.deviceId}`;
  provider.script(scope, replies);
  const set = await stack.admin('PUT', `/workspaces/${d.workspaceId}/assistant/provider`, {
    kind: 'openai',
    baseUrl: provider.baseUrl(scope),
    model: 'gpt-test',
    apiKey: 'sk-e2e-assistant',
  });
  expect(set.status).toBe(200);
  const on = await stack.admin('PUT', `/devices/${d.deviceId}/assistant/settings`, {
    enabled: true,
    debounceSeconds: 2,
    instructions: 'Kamu CS Toko Maju. Jawab singkat.',
  });
  expect(on.status).toBe(200);
  const sentTo = async (customer: string) =>
    (await stack.sim<Sent[]>('GET', `/devices/${d.deviceId}/sent`)).body.filter((m) => m.to.startsWith(customer));
  return { d, scope, sentTo };
}

type AssistantTotals = { calls: number; answers: number; handovers: number; tokens: number };

/** The workspace's assistant report of today, once it counts what `ready` waits for (its D1 copy lags by a second). */
async function assistantReport(workspaceId: string, ready: (r: { totals: AssistantTotals; handovers: Record<string, number> }) => boolean) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return waitUntil(
    async () => {
      const r = await stack.admin<{ totals: AssistantTotals; handovers: Record<string, number> }>(
        'GET',
        `/workspaces/${workspaceId}/reports/assistant?from=${day(-1)}&to=${day(1)}`,
      );
      return r.status === 200 && ready(r.body) ? r.body : undefined;
    },
    { what: 'the assistant report' },
  );
}

async function conversationWith(workspaceId: string, deviceId: string, phone: string) {
  const found = await waitUntil(
    async () => {
      const list = await stack.admin<{ items: Conversation[] }>('GET', `/workspaces/${workspaceId}/conversations?q=${phone}`);
      return list.body.items.find((c) => c.phoneNumber === phone);
    },
    { what: `the conversation with ${phone}` },
  );
  return (await stack.admin<Conversation>('GET', `/devices/${deviceId}/conversations/${found.id}`)).body;
}

describe('the AI assistant', () => {
  it('answers a customer’s quick messages once, at their phone, having read them all', async () => {
    const customer = '6281255550101';
    const { d, scope, sentTo } = await assistantOn([{ content: 'Kaos hitam ada, kak: Rp50.000.' }]);
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'halo kak' });
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'kaos hitam masih ada?' });
    const [answer] = await waitUntil(
      async () => {
        const sent = await sentTo(customer);
        return sent.length > 0 ? sent : undefined;
      },
      { what: 'the assistant’s answer at the phone' },
    );
    expect(JSON.stringify(answer?.content)).toContain('Kaos hitam ada, kak: Rp50.000.');
    // One call for the burst, with both messages and the shop's instructions.
    const requests = provider.requests(scope);
    expect(requests).toHaveLength(1);
    const body = JSON.stringify(requests[0]?.body);
    expect(body).toContain('halo kak');
    expect(body).toContain('kaos hitam masih ada?');
    expect(body).toContain('Kamu CS Toko Maju.');
    expect(requests[0]?.headers.authorization).toBe('Bearer sk-e2e-assistant');
    // Nothing more comes later.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await sentTo(customer)).toHaveLength(1);
    // The reports count the call, its tokens (the fake's usage: 50 + 10) and the answer sent.
    const report = await assistantReport(d.workspaceId, (r) => r.totals.answers === 1);
    expect(report.totals).toMatchObject({ calls: 1, answers: 1, handovers: 0, tokens: 60 });
  });

  it('hands a customer who asks for a person to the team with a note, and says nothing itself', async () => {
    const customer = '6281255550102';
    const { d, scope, sentTo } = await assistantOn([
      { toolCalls: [{ name: 'hand_over', arguments: { reason: 'the customer asks for a person' } }] },
      { content: 'Pelanggan ingin bicara dengan petugas tentang pengembalian dana.' },
    ]);
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: customer, text: 'saya mau bicara dengan orang, bukan bot' });
    const conversation = await waitUntil(
      async () => {
        const c = await conversationWith(d.workspaceId, d.deviceId, customer);
        return (c.notes ?? []).length > 0 ? c : undefined;
      },
      { what: 'the hand-over note' },
    );
    expect(conversation.notes?.[0]?.text).toContain('pengembalian dana');
    expect(provider.requests(scope).length).toBeGreaterThanOrEqual(1);
    expect(await sentTo(customer)).toEqual([]);
    const report = await assistantReport(d.workspaceId, (r) => r.totals.handovers === 1);
    expect(report.handovers).toMatchObject({ model: 1 });
    expect(report.totals.answers).toBe(0);
  });
});
