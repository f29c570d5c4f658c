import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Frame, SendParams } from '../../../protocol';
import { advanceClock, deviceHarness } from '../harness';
import { admin, api, call, connectedDevice, inbound, mirrored } from '../helpers';

type ErrorBody = { statusCode: number; message: string };
type Record = { id: string; status: string; content: string; messageId: string; editedAt: string | null; deletedAt: string | null };
type EventBody = { event: string; data: { [field: string]: unknown } };

const PHONE = '6281234567890';

async function events(s: { key: string; deviceId: string }, name: string) {
  const res = await call(`/events?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
  return ((await res.json()) as { items: EventBody[] }).items.filter((e) => e.event === name).map((e) => e.data);
}

async function change<T = Record>(method: 'PATCH' | 'DELETE', path: string, key: string, body?: unknown) {
  const res = await call(path, {
    method,
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A connected device whose node keeps what it was asked to send, with one text sent. */
async function withSentText() {
  const s = await connectedDevice();
  const sent: SendParams[] = [];
  s.node.onSend = (params) => {
    sent.push(params);
    return { messageId: `3EB0${String(sent.length).padStart(16, '0')}` };
  };
  const text = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, content: 'Halo kak' });
  expect(text.status).toBe(201);
  return { ...s, sent, record: text.body };
}

const requests = (frames: Frame[], method: string) =>
  frames.flatMap((f) => (f.t === 'req' && f.method === method ? [f.params as { [field: string]: unknown }] : []));

describe('PATCH /messages/{messageId}', () => {
  it('edits a sent text with its full key; the record has the new content and editedAt', async () => {
    const s = await withSentText();
    await mirrored(s.deviceId);
    const res = await change('PATCH', `/messages/${s.record.id}`, s.key, { content: 'Halo kak, maaf typo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: s.record.id, content: 'Halo kak, maaf typo', editedAt: expect.any(String), deletedAt: null });
    expect(s.sent[1]?.content).toEqual({
      kind: 'edit',
      target: { remoteJid: `${PHONE}@s.whatsapp.net`, id: s.record.messageId, fromMe: true },
      text: 'Halo kak, maaf typo',
    });
    // By its messaging-app id too, and D1's copy follows.
    const again = await change('PATCH', `/messages/${s.record.messageId}?deviceId=${s.deviceId}`, s.key, { content: 'Halo lagi' });
    expect(again.body.content).toBe('Halo lagi');
    await mirrored(s.deviceId);
    const copy = await admin<{ items: Record[] }>('GET', `/workspaces/${s.workspaceId}/messages`);
    expect(copy.body.items.find((r) => r.id === s.record.id)).toMatchObject({ content: 'Halo lagi', editedAt: expect.any(String) });
  });

  it('edits the caption of a sent image as a caption, and refuses a sent location', async () => {
    const s = await withSentText();
    const key = { remoteJid: `${PHONE}@s.whatsapp.net`, id: s.record.messageId, fromMe: true };
    // The session's copy of the message says what it is: here an image with a caption.
    const image = { key, message: { imageMessage: { mimetype: 'image/jpeg', caption: 'Kaos biru' } } };
    await s.node.report('messages.stored', { messages: [{ key, raw: JSON.stringify(image), timestamp: 1 }] });
    const res = await change('PATCH', `/messages/${s.record.id}?deviceId=${s.deviceId}`, s.key, { content: 'Kaos merah' });
    expect(res.status).toBe(200);
    expect(s.sent[1]?.content).toEqual({ kind: 'edit', target: key, text: 'Kaos merah', captionOf: 'image' });
    const pin = { key, message: { locationMessage: { degreesLatitude: 1, degreesLongitude: 2 } } };
    await s.node.report('messages.stored', { messages: [{ key, raw: JSON.stringify(pin), timestamp: 1 }] });
    const refused = await change<ErrorBody>('PATCH', `/messages/${s.record.id}?deviceId=${s.deviceId}`, s.key, { content: 'x' });
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringMatching(/only a text or the caption/) } });
  });

  it('answers 409 saying so once 15 minutes have passed since the send', async () => {
    const s = await connectedDevice();
    deviceHarness(s.deviceId).clock.freeze();
    const text = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, content: 'Halo' });
    await advanceClock(s.deviceId, 14 * 60_000);
    const inTime = await change('PATCH', `/messages/${text.body.id}?deviceId=${s.deviceId}`, s.key, { content: 'Halo!' });
    expect(inTime.status).toBe(200);
    await advanceClock(s.deviceId, 60_001);
    const late = await change<ErrorBody>('PATCH', `/messages/${text.body.id}?deviceId=${s.deviceId}`, s.key, { content: 'Halo!!' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/15 minutes/);
  });

  it('refuses what cannot be edited: a received message, a poll, an unknown id, empty content', async () => {
    const s = await withSentText();
    await s.node.report('inbound', inbound('IN-EDIT-1'));
    const received = await change<ErrorBody>('PATCH', `/messages/IN-EDIT-1?deviceId=${s.deviceId}`, s.key, { content: 'x' });
    expect(received).toMatchObject({ status: 409, body: { message: expect.stringMatching(/sent can be edited/) } });
    s.node.onSend = () => ({ messageId: '3EB0POLL00000009', pollSecret: 'c2VjcmV0' });
    const poll = await api<Record>('/messages/poll', s.key, {
      deviceId: s.deviceId,
      phoneNumber: PHONE,
      question: 'Q',
      options: ['a', 'b'],
    });
    const pollEdit = await change<ErrorBody>('PATCH', `/messages/${poll.body.id}?deviceId=${s.deviceId}`, s.key, { content: 'x' });
    expect(pollEdit).toMatchObject({ status: 409, body: { message: expect.stringMatching(/only a text or the caption/) } });
    expect((await change('PATCH', '/messages/msg_nope', s.key, { content: 'x' })).status).toBe(404);
    expect((await change('PATCH', `/messages/${s.record.id}?deviceId=${s.deviceId}`, s.key, { content: '' })).status).toBe(400);
  });
});

describe('DELETE /messages/{messageId}', () => {
  it('deletes for everyone with the full key; the record says deletedAt and cannot be edited after', async () => {
    const s = await withSentText();
    const res = await change('DELETE', `/messages/${s.record.id}?deviceId=${s.deviceId}`, s.key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: s.record.id, deletedAt: expect.any(String) });
    expect(s.sent[1]?.content).toEqual({
      kind: 'revoke',
      target: { remoteJid: `${PHONE}@s.whatsapp.net`, id: s.record.messageId, fromMe: true },
    });
    const edit = await change<ErrorBody>('PATCH', `/messages/${s.record.id}?deviceId=${s.deviceId}`, s.key, { content: 'x' });
    expect(edit).toMatchObject({ status: 409, body: { message: expect.stringMatching(/deleted/) } });
  });

  it('answers 409 saying so once 60 hours have passed since the send, and sends nothing', async () => {
    const s = await connectedDevice();
    const sent: SendParams[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: `3EB0${String(sent.length).padStart(16, '0')}` };
    };
    deviceHarness(s.deviceId).clock.freeze();
    const early = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, content: 'Promo hari ini' });
    const late = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, content: 'Promo kemarin' });
    await advanceClock(s.deviceId, 60 * 3_600_000 - 60_000);
    const inTime = await change('DELETE', `/messages/${early.body.id}?deviceId=${s.deviceId}`, s.key);
    expect(inTime.status).toBe(200);
    await advanceClock(s.deviceId, 60_001);
    const tooLate = await change<ErrorBody>('DELETE', `/messages/${late.body.id}?deviceId=${s.deviceId}`, s.key);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toMatch(/2 days and 12 hours \(60 hours\) after it was sent; this one was sent 60 hours ago/);
    expect(sent.filter((params) => params.content.kind === 'revoke')).toHaveLength(1);
  });
});

describe('a change right after the send', () => {
  /** D1's copy of the record not written yet, as in the moment after a send (its writes gather first). */
  async function withoutD1Copy(recordId: string, deviceId: string) {
    await mirrored(deviceId);
    await env.DB.prepare('DELETE FROM messages WHERE id = ?').bind(recordId).run();
  }

  it('edits and deletes by the record’s id or its messaging-app id without ?deviceId, before D1 has the record', async () => {
    const s = await withSentText();
    await withoutD1Copy(s.record.id, s.deviceId);
    const edited = await change('PATCH', `/messages/${s.record.id}`, s.key, { content: 'Halo kak, maaf typo' });
    expect(edited).toMatchObject({ status: 200, body: { id: s.record.id, content: 'Halo kak, maaf typo' } });
    await withoutD1Copy(s.record.id, s.deviceId);
    const deleted = await change('DELETE', `/messages/${s.record.messageId}`, s.key);
    expect(deleted).toMatchObject({ status: 200, body: { id: s.record.id, deletedAt: expect.any(String) } });
  });

  it('still answers 404 for a message no device of the workspace keeps, and for another workspace’s', async () => {
    const s = await withSentText();
    const other = await withSentText();
    await withoutD1Copy(other.record.id, other.deviceId);
    expect((await change('PATCH', `/messages/${other.record.id}`, s.key, { content: 'x' })).status).toBe(404);
    expect((await change('DELETE', '/messages/msg_nope', s.key)).status).toBe(404);
  });
});

describe('a change the node refuses', () => {
  it('answers 502 and leaves the record as it was', async () => {
    const s = await withSentText();
    s.node.onSend = () => ({ error: 'rejected', message: 'not-acceptable' });
    const edit = await change<ErrorBody>('PATCH', `/messages/${s.record.id}?deviceId=${s.deviceId}`, s.key, { content: 'baru' });
    expect(edit.status).toBe(502);
    const revoke = await change<ErrorBody>('DELETE', `/messages/${s.record.id}?deviceId=${s.deviceId}`, s.key);
    expect(revoke.status).toBe(502);
    await mirrored(s.deviceId);
    const copy = await admin<{ items: Record[] }>('GET', `/workspaces/${s.workspaceId}/messages`);
    expect(copy.body.items.find((r) => r.id === s.record.id)).toMatchObject({ content: 'Halo kak', editedAt: null, deletedAt: null });
  });
});

describe('incoming edits and deletes', () => {
  it('update the received message’s record and become message.edited and message.revoked events', async () => {
    const s = await connectedDevice();
    await s.node.report('inbound', inbound('IN-7', { text: 'Pesan 2 kaos' }));
    const base = { messageId: 'IN-7', chatId: `${PHONE}@s.whatsapp.net`, from: PHONE, timestamp: Date.UTC(2026, 10, 21, 8, 5) };
    await s.node.report('message.edited', { ...base, id: 'EDIT-1', text: 'Pesan 3 kaos' });
    await mirrored(s.deviceId);
    const afterEdit = (await admin<{ items: Record[] }>('GET', `/workspaces/${s.workspaceId}/messages`)).body.items[0];
    expect(afterEdit).toMatchObject({ messageId: 'IN-7', content: 'Pesan 3 kaos', editedAt: expect.any(String), deletedAt: null });
    await s.node.report('message.revoked', { ...base, id: 'REVOKE-1' });
    await mirrored(s.deviceId);
    const afterRevoke = (await admin<{ items: Record[] }>('GET', `/workspaces/${s.workspaceId}/messages`)).body.items[0];
    expect(afterRevoke).toMatchObject({ messageId: 'IN-7', deletedAt: expect.any(String) });
    expect(await events(s, 'message.edited')).toEqual([
      expect.objectContaining({ id: 'EDIT-1', messageId: 'IN-7', from: PHONE, text: 'Pesan 3 kaos', recordId: afterEdit?.id }),
    ]);
    expect(await events(s, 'message.revoked')).toEqual([
      expect.objectContaining({ id: 'REVOKE-1', messageId: 'IN-7', from: PHONE, recordId: afterEdit?.id }),
    ]);
  });

  it('of a message the device never had still become events, with no record', async () => {
    const s = await connectedDevice();
    await s.node.report('message.revoked', { id: 'R-2', messageId: 'GONE', chatId: 'x@s.whatsapp.net', from: PHONE, timestamp: 1 });
    expect(await events(s, 'message.revoked')).toEqual([expect.objectContaining({ messageId: 'GONE', recordId: null })]);
  });
});

describe('POST /messages/read and autoRead', () => {
  it('marks a chat’s received messages read with their keys, all or those named', async () => {
    const s = await connectedDevice();
    await s.node.report('inbound', inbound('IN-A'));
    await s.node.report('inbound', inbound('IN-B'));
    const all = await api<{ messageIds: string[] }>('/messages/read', s.key, { deviceId: s.deviceId, phoneNumber: PHONE });
    expect(all.status).toBe(200);
    expect(all.body.messageIds.sort()).toEqual(['IN-A', 'IN-B']);
    const one = await api('/messages/read', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, messageIds: ['IN-B'] });
    expect(one.status).toBe(200);
    const reads = requests(s.node.frames, 'read');
    expect(reads[1]).toEqual({ keys: [{ remoteJid: `${PHONE}@s.whatsapp.net`, id: 'IN-B', fromMe: false }] });
    const unknown = await api<ErrorBody>('/messages/read', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, messageIds: ['NOPE'] });
    expect(unknown.status).toBe(404);
  });

  it('reads arriving messages by itself once the device’s autoRead is on', async () => {
    const s = await connectedDevice();
    await s.node.report('inbound', inbound('IN-BEFORE'));
    const on = await call(`/admin/devices/${s.deviceId}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ autoRead: true }),
    });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ autoRead: true });
    await s.node.report('inbound', inbound('IN-AFTER'));
    await expect
      .poll(() => requests(s.node.frames, 'read'))
      .toEqual([{ keys: [{ remoteJid: `${PHONE}@s.whatsapp.net`, id: 'IN-AFTER', fromMe: false }] }]);
  });
});

describe('POST /chats/presence', () => {
  it('shows typing or recording in the chat, and 400 for another state', async () => {
    const s = await connectedDevice();
    const typing = await api('/chats/presence', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, state: 'typing' });
    expect(typing).toMatchObject({ status: 200, body: { state: 'typing' } });
    await api('/chats/presence', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, state: 'recording' });
    expect(requests(s.node.frames, 'presence')).toEqual([
      { to: PHONE, state: 'composing' },
      { to: PHONE, state: 'recording' },
    ]);
    expect((await api('/chats/presence', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, state: 'online' })).status).toBe(400);
    expect((await api('/chats/presence', null, { deviceId: s.deviceId, phoneNumber: PHONE, state: 'typing' })).status).toBe(401);
  });
});
