/**
 * Calls rejected with a message, end to end: a customer calls, the device's settings reject the
 * call at the phone (the simulator's or the emulator's record of what the device did to the call),
 * the caller gets the text, the inbox shows the call and `call.received` says it was rejected.
 */
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

const stack = new Stack();
const receiver = new Receiver();
startedForTests(stack, receiver);

const TEXT = 'Maaf, kami tidak menerima telepon. Silakan kirim pesan, kami balas segera.';
const ON = { rejectVoice: true, rejectVideo: true, rejectGroup: false, when: 'always', message: TEXT };

type Sent = { to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } };
type CallAction = { to: string; action: string; callId: string };
type CallData = { id: string; status: string; isGroup: boolean; rejected: boolean };
type Conversation = { id: string; phoneNumber: string };
type InboxMessage = { direction: string; source: string; content: string; call: { isVideo: boolean; rejected: boolean } | null };

async function device() {
  const d = await stack.linkedDevice();
  const hook = await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['call.received'] });
  expect(hook.status).toBe(201);
  const settings = async (body: unknown) => expect((await stack.admin('PUT', `/devices/${d.deviceId}/calls`, body)).status).toBe(200);
  const ring = async (body: Record<string, unknown>) => {
    const answer = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/call`, body);
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  /** What the device did to calls, as the phone's side saw it. */
  const rejected = async () =>
    (await stack.sim<{ calls: CallAction[] }>('GET', `/devices/${d.deviceId}/activity`)).body.calls
      .filter((c) => c.action === 'reject')
      .map((c) => c.callId);
  const events = (id: string) =>
    receiver.got.filter((r) => r.body.event === 'call.received' && (r.body.data as CallData).id === id).map((r) => r.body.data as CallData);
  /** The call's last status at the webhook: once it is there, the object decided on the call long before. */
  const ended = (id: string) =>
    waitUntil(() => events(id).find((e) => e.status === 'timeout' || e.status === 'terminate'), { what: `the end of call ${id}` });
  const phoneGot = async (to: string) =>
    (await stack.sim<Sent[]>('GET', `/devices/${d.deviceId}/sent`)).body
      .filter((m) => m.to.startsWith(to))
      .map((m) => m.content.conversation ?? m.content.extendedTextMessage?.text ?? '');
  return { ...d, settings, ring, rejected, events, ended, phoneGot };
}

describe('calls rejected with a message', () => {
  it('a customer’s call is rejected at the phone, the caller gets the text, and the inbox and call.received show the call', async () => {
    const d = await device();
    await d.settings(ON);
    const caller = '6281298760001';
    const id = await d.ring({ from: caller });
    await waitUntil(async () => (await d.rejected()).includes(id), { what: 'the reject at the phone' });
    await waitUntil(async () => (await d.phoneGot(caller)).includes(TEXT), { what: 'the text at the caller' });
    const offer = await waitUntil(() => d.events(id).find((e) => e.status === 'offer'), { what: 'the offer at the webhook' });
    expect(offer).toMatchObject({ isGroup: false, rejected: true });
    const conversation = await waitUntil(
      async () =>
        (await stack.admin<{ items: Conversation[] }>('GET', `/workspaces/${d.workspaceId}/conversations?q=${caller}`)).body.items.find(
          (c) => c.phoneNumber === caller,
        ),
      { what: 'the caller’s conversation' },
    );
    const messages = await waitUntil(async () => {
      const page = await stack.admin<{ items: InboxMessage[] }>('GET', `/devices/${d.deviceId}/conversations/${conversation.id}/messages`);
      return page.body.items.some((m) => m.source === 'CALL') ? page.body.items : null;
    });
    expect(messages.find((m) => m.call !== null)).toMatchObject({ direction: 'INBOUND', call: { isVideo: false, rejected: true } });
    expect(messages.find((m) => m.source === 'CALL')).toMatchObject({ direction: 'OUTBOUND', content: TEXT });
    // The text went once.
    expect((await d.phoneGot(caller)).filter((t) => t === TEXT)).toHaveLength(1);
  });

  it('with the settings off nothing is rejected; a group call is rejected only when its own switch is on', async () => {
    const d = await device();
    await d.settings({ ...ON, rejectVoice: false, rejectVideo: false });
    const off = await d.ring({ from: '6281298760002', isVideo: true });
    expect(await d.ended(off)).toBeTruthy();
    expect(d.events(off).every((e) => !e.rejected)).toBe(true);

    await d.settings(ON);
    const group = await d.ring({ from: '6281298760003', isGroup: true });
    expect(await d.ended(group)).toBeTruthy();
    expect(d.events(group).map((e) => [e.isGroup, e.rejected])).toContainEqual([true, false]);

    await d.settings({ ...ON, rejectVoice: false, rejectGroup: true });
    const groupOn = await d.ring({ from: '6281298760004', isGroup: true });
    await waitUntil(async () => (await d.rejected()).includes(groupOn), { what: 'the group call’s reject at the phone' });
    await waitUntil(async () => (await d.phoneGot('6281298760004')).includes(TEXT), { what: 'the text at the group caller' });
    const rejected = await d.rejected();
    expect(rejected).not.toContain(off);
    expect(rejected).not.toContain(group);
    expect(await d.phoneGot('6281298760002')).toEqual([]);
  });
});
