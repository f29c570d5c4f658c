import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaContent, UploadedMedia } from '../../../protocol';
import { admin, connectedDevice } from '../helpers';
import { receive } from '../inbox/received';
import { JPEG, PDF } from '../media/media-samples';

type SavedRule = { id: string; name: string; reply: { type: string; file?: { id: string; mimeType: string } } };
type ErrorBody = { issues?: { path: string; message: string }[] };

const posterRule = (extra: Record<string, unknown> = { mediaUrl: 'https://files.example.com/promo.jpg' }) => ({
  name: 'promo',
  trigger: { type: 'keyword', match: 'contains', keywords: ['promo'] },
  reply: { type: 'media', media: { type: 'image', caption: 'Halo {{name|kak}}, ini promonya!' }, ...extra },
});

/** The file server the worker fetches a rule's mediaUrl from; every URL asked for is recorded. */
function fileServer(bytes: Uint8Array) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(input instanceof Request ? input.url : String(input));
    return new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } });
  });
  return asked;
}

/** A connected device whose session uploads a send's bytes (answering the reusable reference) and uploads nothing for `uploaded`. */
async function mediaDevice() {
  const s = await connectedDevice();
  const media: MediaContent[] = [];
  let uploads = 0;
  s.node.onSend = (params) => {
    if (params.content.kind !== 'media') return { messageId: params.messageId ?? '' };
    media.push(params.content);
    if (params.content.uploaded) return { messageId: params.messageId ?? '' };
    uploads++;
    const uploaded: UploadedMedia = {
      type: params.content.type,
      url: 'https://mmg.whatsapp.net/o1/v/t62/bot?oe=7FFFFFFF',
      directPath: '/o1/v/t62/bot',
      mediaKey: 'AAAA',
      fileEncSha256: 'BBBB',
      fileSha256: 'CCCC',
      fileLength: JPEG.length,
      mimeType: params.content.mimeType,
    };
    return { messageId: params.messageId ?? '', uploaded };
  };
  return { ...s, media, uploads: () => uploads };
}

const stored = async (deviceId: string) => (await env.MEDIA.list({ prefix: `media/${deviceId}/` })).objects.map((o) => o.key);

afterEach(() => vi.restoreAllMocks());

describe('a chatbot reply with media', () => {
  it('answers a keyword with the rule’s image and its caption filled, the image stored and uploaded once', async () => {
    const s = await mediaDevice();
    const asked = fileServer(JPEG);
    const saved = await admin<{ rules: SavedRule[] }>('PUT', `/devices/${s.deviceId}/chatbot/rules`, { rules: [posterRule()] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.rules[0]?.reply).toMatchObject({ type: 'media', file: { mimeType: 'image/jpeg' } });
    expect(asked).toEqual(['https://files.example.com/promo.jpg']);

    await receive(s.node, '6281234567890', 'ada PROMO?', { pushName: 'Budi' });
    await receive(s.node, '6289876543210', 'promo dong', { pushName: '' });
    await expect.poll(() => s.media.length).toBe(2);
    expect(s.media.map((m) => [m.type, m.mimeType, m.caption])).toEqual([
      ['image', 'image/jpeg', 'Halo Budi, ini promonya!'],
      ['image', 'image/jpeg', 'Halo kak, ini promonya!'],
    ]);
    expect(s.uploads()).toBe(1);
    expect(s.media[1]?.uploaded?.directPath).toBe('/o1/v/t62/bot');
    expect(await stored(s.deviceId)).toHaveLength(1);
  });

  it('keeps a saved rule’s file by its mediaId without fetching again, and removes a file no rule names any more', async () => {
    const s = await mediaDevice();
    const asked = fileServer(JPEG);
    const first = await admin<{ rules: SavedRule[] }>('PUT', `/devices/${s.deviceId}/chatbot/rules`, { rules: [posterRule()] });
    const fileId = first.body.rules[0]?.reply.file?.id ?? '';
    const again = await admin<{ rules: SavedRule[] }>('PUT', `/devices/${s.deviceId}/chatbot/rules`, {
      rules: [{ ...posterRule({ mediaId: fileId }), id: first.body.rules[0]?.id }],
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.rules[0]?.reply.file?.id).toBe(fileId);
    expect(asked).toHaveLength(1);
    expect(await stored(s.deviceId)).toHaveLength(1);

    const unknown = await admin<ErrorBody>('PUT', `/devices/${s.deviceId}/chatbot/rules`, {
      rules: [posterRule({ mediaId: 'med_AAAAAAAAAAAAAAAAAAAA' })],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues?.map((i) => i.path)).toEqual(['rules[0].reply.mediaId']);

    expect((await admin('PUT', `/devices/${s.deviceId}/chatbot/rules`, { rules: [] })).status).toBe(200);
    expect(await stored(s.deviceId)).toEqual([]);
  });

  it('refuses a media reply whose file is not of its kind, without a file, or with an unknown variable in its caption', async () => {
    const s = await mediaDevice();
    fileServer(PDF);
    const wrong = await admin<ErrorBody>('POST', `/devices/${s.deviceId}/chatbot/rules`, posterRule());
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues?.map((i) => i.path)).toEqual(['reply.mediaUrl']);
    const variable = await admin<ErrorBody>('POST', `/devices/${s.deviceId}/chatbot/rules`, {
      ...posterRule(),
      reply: { type: 'media', media: { type: 'image', caption: 'Halo {{nama}}' }, mediaUrl: 'https://files.example.com/a.jpg' },
    });
    expect(variable.status).toBe(400);
    expect(variable.body.issues?.map((i) => i.path)).toEqual(['reply.media.caption']);
    const noFile = await admin<ErrorBody>('PUT', `/devices/${s.deviceId}/chatbot/rules`, { rules: [posterRule({})] });
    expect(noFile.status).toBe(400);
    expect(noFile.body.issues?.map((i) => i.path)).toEqual(['rules[0].reply.mediaUrl']);
    expect(await stored(s.deviceId)).toEqual([]);
  });
});
