import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { api, call, connectedDevice, NODE_TOKEN, setup } from '../helpers';

type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string; message: string }[] };

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

function form(payload: unknown, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const data = new FormData();
  if (payload !== undefined) data.set('payload', typeof payload === 'string' ? payload : JSON.stringify(payload));
  if (file) data.set('file', new File([file.bytes], file.name, { type: file.type }));
  return data;
}

async function postInteractive<T = ErrorBody>(key: string, body: FormData | string, headers: Record<string, string> = {}) {
  const res = await call('/messages/interactive', { method: 'POST', headers: { 'X-API-Key': key, ...headers }, body });
  return { status: res.status, body: (await res.json()) as T };
}

const quickReply = (deviceId: string) => ({
  deviceId,
  phoneNumber: '6281234567890',
  kind: 'quick-reply',
  header: 'Pesanan #123',
  body: 'Konfirmasi pesanan Anda?',
  footer: 'Toko Sinar',
  buttons: [
    { id: 'yes', label: 'Ya' },
    { id: 'no', label: 'Tidak' },
  ],
});

describe('POST /messages/interactive', () => {
  it('sends a quick-reply with an image header: 201 with the record, its body as content and the mediaUrl', async () => {
    const s = await connectedDevice();
    let sent: SendParams | undefined;
    s.node.onSend = (params) => {
      sent = params;
      return { messageId: 'INT1' };
    };
    const res = await postInteractive<{ status: string; content: string; mediaUrl: string; messageId: string; source: string }>(
      s.key,
      form({ ...quickReply(s.deviceId), headerMedia: 'image' }, { bytes: PNG, name: 'promo.png', type: 'video/mp4' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'SENT', content: 'Konfirmasi pesanan Anda?', messageId: 'INT1', source: 'API' });
    expect(res.body.mediaUrl).toMatch(/\/media\/dev_[^/]+\/hdr_/);
    expect(sent?.content).toMatchObject({
      kind: 'interactive',
      type: 'quick-reply',
      buttons: [
        { id: 'yes', label: 'Ya' },
        { id: 'no', label: 'Tidak' },
      ],
      // The client said video/mp4; the bytes say PNG.
      headerMedia: { kind: 'image', mimeType: 'image/png', fileName: 'promo.png' },
    });
    // The node fetches the header bytes with its token; the API key reads them at mediaUrl.
    const nodeUrl = sent?.content.kind === 'interactive' ? sent.content.headerMedia?.url : undefined;
    const forNode = await call(nodeUrl ?? '', { headers: { Authorization: `Bearer ${NODE_TOKEN}` } });
    expect(new Uint8Array(await forNode.arrayBuffer())).toEqual(PNG);
    const forKey = await call(new URL(res.body.mediaUrl).pathname, { headers: { 'X-API-Key': s.key } });
    expect(forKey.status).toBe(200);
    expect(forKey.headers.get('Content-Type')).toBe('image/png');
  });

  it('answers 415 for a JSON body', async () => {
    const s = await connectedDevice();
    const res = await postInteractive(s.key, JSON.stringify(quickReply(s.deviceId)), { 'Content-Type': 'application/json' });
    expect(res.status).toBe(415);
  });

  it('answers 400 for a missing or malformed payload part', async () => {
    const s = await connectedDevice();
    const missing = await postInteractive(s.key, form(undefined));
    expect(missing.status).toBe(400);
    expect(missing.body.issues?.[0]?.path).toBe('payload');
    const malformed = await postInteractive(s.key, form('{"kind":'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues?.[0]).toMatchObject({ path: 'payload', message: 'is not valid JSON' });
  });

  it('answers one 400 listing every broken rule with its path', async () => {
    const s = await connectedDevice();
    const res = await postInteractive(
      s.key,
      form({
        ...quickReply(s.deviceId),
        header: 'x'.repeat(61),
        buttons: [
          { id: 'a', label: 'x'.repeat(21) },
          { id: 'a', label: 'B' },
        ],
        url: 'https://x.id',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['buttons[0].label', 'buttons[1].id', 'header', 'url'].sort());
  });

  it('checks the file against headerMedia: both or neither, the bytes must match, the size has a limit', async () => {
    const s = await connectedDevice();
    const noFile = await postInteractive(s.key, form({ ...quickReply(s.deviceId), headerMedia: 'image' }));
    expect(noFile.status).toBe(400);
    expect(noFile.body.issues?.[0]?.path).toBe('file');
    const noKind = await postInteractive(s.key, form(quickReply(s.deviceId), { bytes: PNG, name: 'a.png', type: 'image/png' }));
    expect(noKind.status).toBe(400);
    const wrong = await postInteractive(
      s.key,
      form({ ...quickReply(s.deviceId), headerMedia: 'video' }, { bytes: PNG, name: 'a.mp4', type: 'video/mp4' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues?.[0]).toMatchObject({ path: 'file', message: expect.stringMatching(/PNG/) });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await postInteractive(
      s.key,
      form({ ...quickReply(s.deviceId), headerMedia: 'image' }, { bytes: big, name: 'a.png', type: 'image/png' }),
    );
    expect(tooBig.status).toBe(413);
  });

  it('keeps no header media when the send is refused before a record is written', async () => {
    const s = await setup();
    const res = await postInteractive(
      s.key,
      form({ ...quickReply(s.deviceId), headerMedia: 'image' }, { bytes: PNG, name: 'a.png', type: 'image/png' }),
    );
    expect(res.status).toBe(409);
    const listed = await env.MEDIA.list({ prefix: `media/${s.deviceId}/` });
    expect(listed.objects).toEqual([]);
  });

  it('answers 404 for another workspace device and 409 when the device is not connected', async () => {
    const s = await connectedDevice();
    const other = await setup();
    expect((await postInteractive(s.key, form(quickReply(other.deviceId)))).status).toBe(404);
    expect((await postInteractive(other.key, form(quickReply(other.deviceId)))).status).toBe(409);
  });
});

describe('POST /messages/reaction', () => {
  it('reacts with the full key of a received message and answers 201 with the reaction id', async () => {
    const s = await connectedDevice();
    const target = { remoteJid: '120363025555555555@g.us', id: 'GROUPMSG1', fromMe: false, participant: '123456789@lid' };
    await s.node.report('messages.stored', { messages: [{ key: target, raw: '{}', timestamp: 1 }] });
    let sent: SendParams | undefined;
    s.node.onSend = (params) => {
      sent = params;
      return { messageId: 'REACT1' };
    };
    const res = await api('/messages/reaction', s.key, { deviceId: s.deviceId, messageId: 'GROUPMSG1', emoji: '👍🏽' });
    expect(res).toMatchObject({ status: 201, body: { id: 'REACT1' } });
    expect(sent).toEqual({ content: { kind: 'reaction', emoji: '👍🏽', target }, quoted: undefined });
    const removed = await api('/messages/reaction', s.key, { deviceId: s.deviceId, messageId: 'GROUPMSG1', emoji: '' });
    expect(removed.status).toBe(201);
  });

  it('answers 404 for a message the device does not know and 400 for more than one emoji', async () => {
    const s = await connectedDevice();
    const unknown = await api<ErrorBody>('/messages/reaction', s.key, { deviceId: s.deviceId, messageId: 'NOPE', emoji: '👍' });
    expect(unknown.status).toBe(404);
    const two = await api<ErrorBody>('/messages/reaction', s.key, { deviceId: s.deviceId, messageId: 'NOPE', emoji: '👍👍' });
    expect(two.status).toBe(400);
    expect(two.body.issues?.[0]?.path).toBe('emoji');
  });
});

describe('Idempotency-Key on /messages/interactive', () => {
  it('treats a retry with a new multipart boundary as the same request', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = () => ({ messageId: `IDEM${++sends}` });
    const headers = { 'Idempotency-Key': 'menu-7' };
    // Each FormData body gets its own random boundary.
    const first = await postInteractive<{ messageId: string }>(s.key, form(quickReply(s.deviceId)), headers);
    const retry = await postInteractive<{ messageId: string }>(s.key, form(quickReply(s.deviceId)), headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.messageId).toBe(first.body.messageId);
    expect(sends).toBe(1);
    const other = await postInteractive(s.key, form({ ...quickReply(s.deviceId), body: 'lain' }), headers);
    expect(other.status).toBe(422);
  });
});
