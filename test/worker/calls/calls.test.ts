/** Calls rejected with a message: the device's call settings, and what the object does when a call rings. */
import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { deviceHarness } from '../harness';
import { admin, call, connectedDevice, FakeNode, setup } from '../helpers';
import { inboxList, messagesOf } from '../inbox/inbox-helpers';

const CALLER = '6281234567890';
const CALLER_JID = `${CALLER}@s.whatsapp.net`;
const TEXT = 'Maaf, kami tidak bisa menerima telepon. Silakan kirim pesan ya.';
const REJECT_ALL = { rejectVoice: true, rejectVideo: true, rejectGroup: false, when: 'always', message: TEXT };
/** Monday 2026-11-30, 10:00 in Jakarta (UTC+7): inside the hours below. */
const MONDAY_10_WIB = Date.UTC(2026, 10, 30, 3, 0);
const HOURS = { timezone: 'Asia/Jakarta', days: { mon: [{ from: '08:00', to: '17:00' }] } };

type CallData = { id: string; status: string; isVideo: boolean; isGroup: boolean; rejected: boolean };

/** A connected device with these call settings, and what its session was asked to send and do. */
async function device(settings: unknown) {
  const s = await connectedDevice();
  const sent: SendParams[] = [];
  s.node.onSend = (params) => {
    sent.push(params);
    return { messageId: params.messageId ?? '3EB0CALLTEXT' };
  };
  const saved = await admin('PUT', `/devices/${s.deviceId}/calls`, settings);
  expect(saved.status).toBe(200);
  const rejects = () => s.node.calls.filter((c) => c.method === 'calls.reject').map((c) => c.params);
  return { ...s, sent, rejects };
}

let calls = 0;
/** A call rings: its offer, as the session reports it; answers its id. */
async function ring(node: FakeNode, extra: Record<string, unknown> = {}, at = Date.now()): Promise<string> {
  const id = `CALL${++calls}${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const data = { id, from: CALLER, isVideo: false, isGroup: false, status: 'offer', timestamp: at, callerJid: CALLER_JID, ...extra };
  await node.report('call', data, `call:${id}:offer`);
  return id;
}

/** A key of the workspace with the devices scope. */
async function devicesKey(workspaceId: string): Promise<string> {
  const made = await admin<{ key: string }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'devices', scopes: ['devices'] });
  return made.body.key;
}

async function callEvents(deviceId: string, key: string): Promise<CallData[]> {
  const res = await call(`/events?deviceId=${deviceId}&after=0&limit=100`, { headers: { 'X-API-Key': key } });
  const page = (await res.json()) as { items: { event: string; data: CallData }[] };
  return page.items.filter((e) => e.event === 'call.received').map((e) => e.data);
}

describe('the call settings', () => {
  it('are off until set, and PUT replaces them; GET shows them through the key', async () => {
    const s = await setup();
    const key = await devicesKey(s.workspaceId);
    const read = () => call(`/devices/${s.deviceId}/calls`, { headers: { 'X-API-Key': key } }).then((r) => r.json());
    expect(await read()).toEqual({ rejectVoice: false, rejectVideo: false, rejectGroup: false, when: 'always', message: '' });
    const res = await call(`/devices/${s.deviceId}/calls`, {
      method: 'PUT',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...REJECT_ALL, when: 'outside-hours' }),
    });
    expect(res.status).toBe(200);
    expect(await read()).toEqual({ ...REJECT_ALL, when: 'outside-hours' });
  });

  it('refuses bad settings with a 400 naming each field, and keeps the old ones', async () => {
    const s = await setup();
    const bad = await admin<{ issues: { path: string }[] }>('PUT', `/devices/${s.deviceId}/calls`, {
      rejectVoice: 'yes',
      rejectVideo: true,
      rejectGroup: false,
      when: 'sometimes',
      message: 'x'.repeat(1001),
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['rejectVoice', 'when', 'message']));
    expect((await admin<{ rejectVideo: boolean }>('GET', `/devices/${s.deviceId}/calls`)).body.rejectVideo).toBe(false);
  });

  it('another workspace’s device is unknown (404), and a key without the devices scope is refused (403)', async () => {
    const mine = await setup();
    const other = await setup();
    const res = await call(`/devices/${other.deviceId}/calls`, { headers: { 'X-API-Key': await devicesKey(mine.workspaceId) } });
    expect(res.status).toBe(404);
    const scoped = await admin<{ key: string }>('POST', `/workspaces/${mine.workspaceId}/api-keys`, {
      name: 'send only',
      scopes: ['messages:send'],
    });
    const refused = await call(`/devices/${mine.deviceId}/calls`, { headers: { 'X-API-Key': scoped.body.key } });
    expect(refused.status).toBe(403);
  });
});

describe('a call that rings the device', () => {
  it('is rejected at the session and the caller gets the text, once; the event and the inbox say so', async () => {
    const s = await device(REJECT_ALL);
    const id = await ring(s.node);
    await expect.poll(s.rejects).toEqual([{ callId: id, callerJid: CALLER_JID }]);
    await expect
      .poll(() => s.sent.map((p) => [p.to, p.content.kind === 'text' ? p.content.text : '']), { timeout: 5_000 })
      .toEqual([[CALLER, TEXT]]);
    // The same report again (a node that did not hear the answer) changes nothing.
    await s.node.report(
      'call',
      { id, from: CALLER, isVideo: false, isGroup: false, status: 'offer', timestamp: Date.now(), callerJid: CALLER_JID },
      `call:${id}:offer`,
    );
    await s.node.report(
      'call',
      { id, from: CALLER, isVideo: false, isGroup: false, status: 'timeout', timestamp: Date.now() },
      `call:${id}:timeout`,
    );
    const events = await callEvents(s.deviceId, s.key);
    expect(events.map((e) => [e.status, e.rejected])).toEqual([
      ['offer', true],
      ['timeout', true],
    ]);
    expect(s.rejects()).toHaveLength(1);
    expect(s.sent).toHaveLength(1);
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const messages = await messagesOf(s.deviceId, conversation?.id ?? '');
    expect(messages.map((m) => [m.direction, m.source, (m as { call?: unknown }).call ?? null])).toEqual(
      expect.arrayContaining([
        ['INBOUND', 'CONTACT', { isVideo: false, isGroup: false, rejected: true }],
        ['OUTBOUND', 'CALL', null],
      ]),
    );
  });

  it('with the settings off nothing is rejected, yet the call is in the inbox and its event', async () => {
    const s = await device({ ...REJECT_ALL, rejectVoice: false, rejectVideo: false });
    await ring(s.node);
    await ring(s.node, { isVideo: true });
    const events = await callEvents(s.deviceId, s.key);
    expect(events.map((e) => [e.isVideo, e.rejected])).toEqual([
      [false, false],
      [true, false],
    ]);
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const messages = await messagesOf(s.deviceId, conversation?.id ?? '');
    expect(messages.map((m) => (m as { call?: unknown }).call)).toEqual([
      { isVideo: true, isGroup: false, rejected: false },
      { isVideo: false, isGroup: false, rejected: false },
    ]);
    expect(s.rejects()).toEqual([]);
    expect(s.sent).toEqual([]);
  });

  it('a video call follows the video switch, and a group call only its own switch', async () => {
    const s = await device({ ...REJECT_ALL, rejectVideo: false });
    const video = await ring(s.node, { isVideo: true });
    const group = await ring(s.node, { isGroup: true });
    const voice = await ring(s.node);
    await expect.poll(() => s.rejects().map((r) => (r as { callId: string }).callId)).toEqual([voice]);
    expect((await callEvents(s.deviceId, s.key)).map((e) => [e.id, e.rejected])).toEqual([
      [video, false],
      [group, false],
      [voice, true],
    ]);
    await admin('PUT', `/devices/${s.deviceId}/calls`, { ...REJECT_ALL, rejectVoice: false, rejectGroup: true });
    const groupAgain = await ring(s.node, { isGroup: true });
    await expect.poll(() => s.rejects().map((r) => (r as { callId: string }).callId)).toEqual([voice, groupAgain]);
  });

  it('outside business hours only: rejected in the evening, not at ten on a Monday (the test clock)', async () => {
    const s = await device({ ...REJECT_ALL, when: 'outside-hours' });
    expect(
      (await admin('PUT', `/devices/${s.deviceId}/chatbot/settings`, { enabled: false, maxRepliesPerMinute: 3, businessHours: HOURS }))
        .status,
    ).toBe(200);
    deviceHarness(s.deviceId).clock.freeze(MONDAY_10_WIB);
    const inHours = await ring(s.node, {}, MONDAY_10_WIB);
    const evening = await ring(s.node, {}, MONDAY_10_WIB + 10 * 3_600_000);
    expect((await callEvents(s.deviceId, s.key)).map((e) => [e.id, e.rejected])).toEqual([
      [inHours, false],
      [evening, true],
    ]);
  });

  it('outside hours with no business hours set rejects nothing', async () => {
    const s = await device({ ...REJECT_ALL, when: 'outside-hours' });
    await ring(s.node);
    expect((await callEvents(s.deviceId, s.key)).map((e) => e.rejected)).toEqual([false]);
  });

  it('a call that rang while the device was away is rejected and answered once it is back, once across restarts', async () => {
    const s = await device(REJECT_ALL);
    await s.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    const id = await ring(s.node);
    expect(s.rejects()).toEqual([]);
    expect(s.sent).toEqual([]);
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    await evictDurableObject(stub);
    const sent: SendParams[] = [];
    const back = async () => {
      const node = await FakeNode.connect(s.deviceId, 'node-a');
      node.onSend = (params) => {
        sent.push(params);
        return { messageId: params.messageId ?? `3EB0${sent.length}CALL` };
      };
      await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
      return node;
    };
    const node = await back();
    await expect.poll(() => sent.map((p) => p.to)).toEqual([CALLER]);
    expect(node.calls.filter((c) => c.method === 'calls.reject').map((c) => c.params)).toEqual([{ callId: id, callerJid: CALLER_JID }]);
    await evictDurableObject(stub);
    const again = await back();
    // A call after the restart is answered: by then a repeat of the first text would have gone before it.
    await ring(again, { from: '6289876543210', callerJid: '6289876543210@s.whatsapp.net' });
    await expect.poll(() => sent.map((p) => p.to)).toEqual([CALLER, '6289876543210']);
  });
});
