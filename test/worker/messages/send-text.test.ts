import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Frame } from '../../../protocol';
import { advanceClock, deviceHarness } from '../harness';
import { admin, api, connectedDevice, FakeNode, mirrored, setup, storedCopy } from '../helpers';

type Record = {
  id: string;
  status: string;
  messageId: string | null;
  source: string;
  content: string;
  direction: string;
  contactId: string;
  broadcastId: null;
  mediaUrl: null;
  createdAt: string;
  updatedAt: string;
  error?: string | null;
};
type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string; message: string }[] };

/** The workspace's inbox, once the device's object has written its records to D1 (they follow within a flush). */
const inbox = async (workspaceId: string, deviceId?: string) => {
  if (deviceId) await mirrored(deviceId);
  return (await admin<{ items: Record[] }>('GET', `/workspaces/${workspaceId}/messages`)).body.items;
};

describe('POST /messages', () => {
  it('sends a text and answers 201 with the SENT record, its messageId and source API', async () => {
    const s = await connectedDevice();
    const sent: unknown[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: '3EB0AAAABBBBCCCC' };
    };
    const res = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: '*Halo* kak' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'SENT',
      messageId: '3EB0AAAABBBBCCCC',
      source: 'API',
      direction: 'OUTBOUND',
      content: '*Halo* kak',
      broadcastId: null,
      mediaUrl: null,
    });
    expect(res.body.id).toMatch(/^msg_/);
    expect(res.body.contactId).toMatch(/^ctc_/);
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(sent).toEqual([
      {
        to: '6281234567890',
        content: { kind: 'text', text: '*Halo* kak' },
        quoted: null,
        messageId: expect.stringMatching(/^3EB0[0-9A-F]{18}$/),
      },
    ]);
    expect((await inbox(s.workspaceId, s.deviceId))[0]).toMatchObject({ id: res.body.id, status: 'SENT' });
  });

  it('keeps one contact per workspace and phone number', async () => {
    const s = await connectedDevice();
    const body = { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'satu' };
    const a = await api<Record>('/messages', s.key, body);
    const b = await api<Record>('/messages', s.key, { ...body, content: 'dua' });
    expect(a.body.contactId).toBe(b.body.contactId);
  });

  it('answers 400 listing every broken rule, and writes nothing', async () => {
    const s = await connectedDevice();
    const res = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '+62812', content: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['content', 'phoneNumber']);
    expect(await inbox(s.workspaceId)).toEqual([]);
  });

  it('explains the international format for a number with a leading 0', async () => {
    const s = await connectedDevice();
    const res = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '081234567890', content: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.message).toMatch(/international format.*6281234567890/);
  });

  it.each([
    ['missing deviceId', { deviceId: undefined, phoneNumber: '6281234567890', content: 'x' }, 'deviceId'],
    ['a 7-digit number', { phoneNumber: '6281234', content: 'x' }, 'phoneNumber'],
    ['a 16-digit number', { phoneNumber: '6281234567890123', content: 'x' }, 'phoneNumber'],
    ['content over 65,536 code points', { phoneNumber: '6281234567890', content: '😀'.repeat(65_537) }, 'content'],
    ['an unknown field', { phoneNumber: '6281234567890', content: 'x', extra: 1 }, ''],
  ])('answers 400 for %s', async (_name, body, path) => {
    const s = await connectedDevice();
    const res = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path)).toContain(path);
  });

  it('accepts content of exactly 65,536 code points', async () => {
    const s = await connectedDevice();
    const res = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: '😀'.repeat(65_536) });
    expect(res.status).toBe(201);
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const s = await connectedDevice();
    expect((await api('/messages', s.key, '{"deviceId":')).status).toBe(400);
    const res = await api<ErrorBody>('/messages', s.key, 'deviceId=x', { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('answers 413 for a body over the limit', async () => {
    const s = await connectedDevice();
    const res = await api<ErrorBody>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      content: 'x'.repeat(600_000),
    });
    expect(res.status).toBe(413);
  });

  it('answers 404 for an unknown device, another workspace device, template or replyToId', async () => {
    const s = await connectedDevice();
    const other = await setup();
    const base = { phoneNumber: '6281234567890', content: 'x' };
    expect((await api('/messages', s.key, { ...base, deviceId: 'dev_nope' })).status).toBe(404);
    expect((await api('/messages', s.key, { ...base, deviceId: other.deviceId })).status).toBe(404);
    expect((await api('/messages', s.key, { ...base, deviceId: s.deviceId, templateId: 'tpl_nope' })).status).toBe(404);
    const reply = await api<ErrorBody>('/messages', s.key, { ...base, deviceId: s.deviceId, replyToId: '3EB0NOPE' });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toMatch(/replyToId/);
    expect(await inbox(s.workspaceId, s.deviceId)).toEqual([]);
  });

  it('accepts a templateId of the workspace and a replyToId the device knows, passing the quoted message on', async () => {
    const s = await connectedDevice();
    const tpl = await admin<{ id: string }>('POST', `/workspaces/${s.workspaceId}/templates`, { name: 'promo', content: 'Diskon!' });
    const quotedKey = { remoteJid: '6281234567890@s.whatsapp.net', id: 'INBOUND1', fromMe: false };
    await s.node.report('messages.stored', { messages: [{ key: quotedKey, raw: '{"key":{}}', timestamp: 1 }] });
    let quoted: unknown;
    s.node.onSend = (params) => {
      quoted = params.quoted;
      return { messageId: 'OUT1' };
    };
    const res = await api<Record>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      content: 'Diskon!',
      templateId: tpl.body.id,
      replyToId: 'INBOUND1',
    });
    expect(res.status).toBe(201);
    expect(quoted).toEqual({ key: quotedKey, raw: '{"key":{}}', timestamp: 1 });
  });

  it('answers 409 naming the status when the device is not connected', async () => {
    const s = await setup();
    const res = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('CONNECTING');
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'QR', qr: '2@abc' });
    const again = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' });
    expect(again.body.message).toContain('QR');
  });

  it('answers 502 when the messaging server refuses, leaving the record FAILED', async () => {
    const s = await connectedDevice();
    s.node.onSend = () => ({ error: 'rejected', message: 'not-acceptable (406)' });
    const res = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('Bad Gateway');
    const [record] = await inbox(s.workspaceId, s.deviceId);
    expect(record?.status).toBe('FAILED');
  });

  it('answers 504 when the session does not answer in time; a retry with the same Idempotency-Key reports the late outcome', async () => {
    const s = await connectedDevice();
    deviceHarness(s.deviceId).clock.freeze();
    s.node.onSend = () => 'silent';
    const body = { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' };
    const headers = { 'Idempotency-Key': 'order-42' };
    const sends = () => s.node.frames.filter((f) => f.t === 'req' && f.method === 'send');
    const firstAnswer = api<ErrorBody>('/messages', s.key, body, headers);
    // The send reached the node, which says nothing; SEND_TIMEOUT_MS (1,500 in the tests) passes on the object's clock.
    await expect.poll(() => sends().length).toBe(1);
    await advanceClock(s.deviceId, 1500);
    const first = await firstAnswer;
    expect(first.status).toBe(504);
    expect(first.body.error).toBe('Gateway Timeout');
    const waiting = await api<ErrorBody>('/messages', s.key, body, headers);
    expect(waiting.status).toBe(409);

    // The node answers late: the record ends SENT, and the retry gets it without a second send.
    const req = sends()[0];
    if (req?.t !== 'req') throw new Error('no send request reached the node');
    s.node.ws.send(
      JSON.stringify({
        t: 'res',
        id: req.id,
        ok: true,
        result: {
          messageId: 'LATE1',
          stored: storedCopy({ to: body.phoneNumber, content: { kind: 'text', text: body.content } }, 'LATE1'),
        },
      }),
    );
    await expect.poll(async () => (await inbox(s.workspaceId))[0]?.status).toBe('SENT');
    const retry = await api<Record>('/messages', s.key, body, headers);
    expect(retry.status).toBe(201);
    expect(retry.body.messageId).toBe('LATE1');
    expect(sends()).toHaveLength(1);
  });

  it("takes the node's answers and a report sent together in one message, each in its order", async () => {
    const s = await connectedDevice();
    s.node.onSend = () => 'silent';
    const sends = () => s.node.frames.filter((f) => f.t === 'req' && f.method === 'send');
    const answers = ['6281234567890', '6281234567891'].map((phoneNumber) =>
      api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber, content: `untuk ${phoneNumber}` }),
    );
    await expect.poll(() => sends().length).toBe(2);
    const frames = sends().map((req): Frame => {
      if (req.t !== 'req') throw new Error('not a request');
      const params = req.params as { to: string };
      const messageId = `BATCH${params.to.slice(-1)}`;
      return {
        t: 'res',
        id: req.id,
        ok: true,
        result: { messageId, stored: storedCopy({ to: params.to, content: { kind: 'text', text: 'x' } }, messageId) },
      };
    });
    // And the first one's receipt, after its answer.
    frames.push({
      t: 'req',
      id: 900,
      method: 'reports',
      params: {
        reports: [{ key: 'rc:BATCH0', name: 'receipt', data: { messageId: 'BATCH0', status: 'DELIVERED', timestamp: Date.now() } }],
      },
    });
    s.node.ws.send(JSON.stringify(frames));
    const sent = await Promise.all(answers);
    expect(sent.map((r) => [r.status, r.body.messageId])).toEqual([
      [201, 'BATCH0'],
      [201, 'BATCH1'],
    ]);
    await expect.poll(() => s.node.frames.some((f) => f.t === 'res' && f.id === 900 && f.ok)).toBe(true);
    const records = await inbox(s.workspaceId, s.deviceId);
    expect(Object.fromEntries(records.map((r) => [r.messageId, r.status]))).toEqual({ BATCH0: 'DELIVERED', BATCH1: 'SENT' });
  });

  it('answers 504 when the node link closes mid-send; a receipt of the id it went out with settles it, and a retry sends nothing', async () => {
    const s = await connectedDevice();
    let chosen = '';
    s.node.onSend = (params) => {
      chosen = params.messageId ?? '';
      return 'silent';
    };
    const body = { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'pesanan dikirim' };
    const headers = { 'Idempotency-Key': 'order-43' };
    const firstAnswer = api<ErrorBody>('/messages', s.key, body, headers);
    await expect.poll(() => chosen).not.toBe('');
    // The node dies after taking the send: it may have gone out.
    s.node.close();
    const first = await firstAnswer;
    expect(first.status).toBe(504);
    expect(first.body.message).toContain('the outcome is unknown');
    const [pending] = await inbox(s.workspaceId, s.deviceId);
    expect(pending).toMatchObject({ status: 'PENDING', messageId: chosen });
    expect((await api<ErrorBody>('/messages', s.key, body, headers)).status).toBe(409);

    // The restarted node hears WhatsApp's receipt for that id: it was sent.
    const node = await FakeNode.connect(s.deviceId, 'node-b');
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await node.report('receipt', { messageId: chosen, status: 'DELIVERED', timestamp: Date.now() });
    expect((await inbox(s.workspaceId, s.deviceId))[0]).toMatchObject({ status: 'DELIVERED', messageId: chosen });
    const retry = await api<Record>('/messages', s.key, body, headers);
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ status: 'DELIVERED', messageId: chosen });
    expect(node.frames.filter((f) => f.t === 'req' && f.method === 'send')).toHaveLength(0);
  });

  it('keeps a send whose link closed PENDING while no node holds the device, and gives it up once the device is logged out', async () => {
    const s = await connectedDevice();
    deviceHarness(s.deviceId).clock.freeze();
    let chosen = '';
    s.node.onSend = (params) => {
      chosen = params.messageId ?? '';
      return 'silent';
    };
    const firstAnswer = api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' });
    await expect.poll(() => chosen).not.toBe('');
    s.node.close();
    expect((await firstAnswer).status).toBe(504);
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    // Past the hard limit (120 s) with no node: nobody could have brought its receipt.
    await advanceClock(s.deviceId, 125_000);
    await runDurableObjectAlarm(stub);
    expect((await inbox(s.workspaceId, s.deviceId))[0]).toMatchObject({ status: 'PENDING', messageId: chosen });
    // Logged out, no session will come: the limit runs from the send.
    expect((await admin<{ status: string }>('POST', `/devices/${s.deviceId}/logout`)).body.status).toBe('LOGGED_OUT');
    await advanceClock(s.deviceId, 1_000);
    await runDurableObjectAlarm(stub);
    const [given] = await inbox(s.workspaceId, s.deviceId);
    expect(given).toMatchObject({ status: 'FAILED', messageId: chosen });
    expect(given?.error).toContain('the outcome is unknown');
  });

  it('replays the first response for the same Idempotency-Key and body, and answers 422 for another body', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = () => ({ messageId: `M${++sends}` });
    const headers = { 'Idempotency-Key': 'abc' };
    const body = { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' };
    const first = await api<Record>('/messages', s.key, body, headers);
    const second = await api<Record>('/messages', s.key, body, headers);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(sends).toBe(1);
    const other = await api<ErrorBody>('/messages', s.key, { ...body, content: 'y' }, headers);
    expect(other.status).toBe(422);
  });

  it('moves the record to DELIVERED and READ on receipts, never backwards', async () => {
    const s = await connectedDevice();
    s.node.onSend = () => ({ messageId: 'RCPT1' });
    const res = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' });
    const receipt = async (status: string) => {
      await s.node.report('receipt', { messageId: 'RCPT1', status, timestamp: Date.now() });
      return (await inbox(s.workspaceId, s.deviceId)).find((r) => r.id === res.body.id)?.status;
    };
    expect(await receipt('DELIVERED')).toBe('DELIVERED');
    expect(await receipt('READ')).toBe('READ');
    expect(await receipt('DELIVERED')).toBe('READ');
    expect(await receipt('PLAYED')).toBe('PLAYED');
  });
});
