import { describe, expect, it } from 'vitest';
import type { MediaContent, UploadedMedia } from '../../../protocol';
import { call, connectedDevice, type FakeNode, NODE_TOKEN } from '../helpers';
import { ANIMATED_WEBP, JPEG, MP3, MP4, OGG_OPUS, OGG_VORBIS, PDF, PNG, sized, WEBP } from '../media/media-samples';
import { mediaForm, postMedia } from './media-requests';

type RecordBody = { status: string; content: string; mediaUrl: string; messageId: string; source: string };

/** The node's view of a send: every content it was asked to send. */
function recording(node: FakeNode) {
  const sent: MediaContent[] = [];
  node.onSend = (params) => {
    if (params.content.kind === 'media') sent.push(params.content);
    return { messageId: `3EB0${sent.length}` };
  };
  return sent;
}

const to = (deviceId: string) => ({ deviceId, phoneNumber: '6281234567890' });

describe('POST /messages/media (multipart)', () => {
  it.each([
    {
      kind: 'an image with a caption',
      payload: { type: 'image', caption: 'Promo hari ini!' },
      file: { bytes: JPEG, name: 'poster.png', type: 'image/png' },
      node: { type: 'image', mimeType: 'image/jpeg', caption: 'Promo hari ini!' },
      servedAs: 'image/jpeg',
    },
    {
      kind: 'a video',
      payload: { type: 'video', caption: 'Unboxing' },
      file: { bytes: MP4, name: 'clip.mp4', type: 'application/octet-stream' },
      node: { type: 'video', mimeType: 'video/mp4', caption: 'Unboxing' },
      servedAs: 'video/mp4',
    },
    {
      kind: 'a voice note',
      payload: { type: 'audio', voiceNote: true },
      file: { bytes: OGG_OPUS, name: 'vn.ogg', type: 'audio/ogg' },
      node: { type: 'audio', mimeType: 'audio/ogg; codecs=opus', voiceNote: true },
      servedAs: 'audio/ogg; codecs=opus',
    },
    {
      kind: 'an MP3 as plain audio',
      payload: { type: 'audio' },
      file: { bytes: MP3, name: 'jingle.mp3', type: 'audio/mpeg' },
      node: { type: 'audio', mimeType: 'audio/mpeg' },
      servedAs: 'audio/mpeg',
    },
    {
      kind: 'a document with its name',
      payload: { type: 'document', fileName: 'invoice-123.pdf', caption: 'Invoice #123' },
      file: { bytes: PDF, name: 'x.bin', type: 'text/html' },
      node: { type: 'document', mimeType: 'application/pdf', fileName: 'invoice-123.pdf', caption: 'Invoice #123' },
      servedAs: 'application/pdf',
    },
    {
      kind: 'a sticker',
      payload: { type: 'sticker' },
      file: { bytes: WEBP, name: 's.webp', type: 'image/webp' },
      node: { type: 'sticker', mimeType: 'image/webp' },
      servedAs: 'image/webp',
    },
  ])('sends $kind: the node gets its sniffed type, the record serves the same bytes', async ({ payload, file, node, servedAs }) => {
    const s = await connectedDevice();
    const sent = recording(s.node);
    const res = await postMedia<RecordBody>(s.key, mediaForm({ ...to(s.deviceId), ...payload }, file));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'SENT', content: payload.caption ?? '', source: 'API' });
    expect(sent).toHaveLength(1);
    const content = sent[0];
    expect(content).toEqual({ kind: 'media', ...node, url: expect.stringMatching(/^\/node\/media\/dev_\w+\/med_\w+$/) });
    // The node reads the bytes from its door, with its token.
    const forNode = await call(content?.url ?? '', { headers: { Authorization: `Bearer ${NODE_TOKEN}` } });
    expect(new Uint8Array(await forNode.arrayBuffer())).toEqual(file.bytes);
    // The record's mediaUrl serves the same bytes to the API key, with the type the bytes have.
    expect(res.body.mediaUrl).toMatch(/\/media\/dev_\w+\/med_\w+$/);
    const served = await call(new URL(res.body.mediaUrl).pathname, { headers: { 'X-API-Key': s.key } });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe(servedAs);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(file.bytes);
  });

  it('takes an animated sticker up to 500 KiB and a static one up to 100 KiB', async () => {
    const s = await connectedDevice();
    recording(s.node);
    const animated = await postMedia(
      s.key,
      mediaForm({ ...to(s.deviceId), type: 'sticker' }, { bytes: sized(ANIMATED_WEBP, 400 * 1024), name: 'a.webp', type: 'image/webp' }),
    );
    expect(animated.status).toBe(201);
    const still = await postMedia(
      s.key,
      mediaForm({ ...to(s.deviceId), type: 'sticker' }, { bytes: sized(WEBP, 101 * 1024), name: 's.webp', type: 'image/webp' }),
    );
    expect(still.status).toBe(413);
    expect(still.body.message).toMatch(/100 KiB for a static sticker/);
  });

  it('refuses a file whose bytes are not of its type, naming what they are', async () => {
    const s = await connectedDevice();
    const sent = recording(s.node);
    const res = await postMedia(
      s.key,
      mediaForm({ ...to(s.deviceId), type: 'video' }, { bytes: PNG, name: 'clip.mp4', type: 'video/mp4' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'file', message: 'is a PNG image, but type video takes only MP4 or 3GPP' }]);
    expect(sent).toEqual([]);
  });

  it('refuses a voice note that is not OGG Opus, saying so', async () => {
    const s = await connectedDevice();
    for (const bytes of [MP3, OGG_VORBIS]) {
      const res = await postMedia(
        s.key,
        mediaForm({ ...to(s.deviceId), type: 'audio', voiceNote: true }, { bytes, name: 'vn.ogg', type: 'audio/ogg' }),
      );
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]).toMatchObject({ path: 'voiceNote', message: expect.stringMatching(/must be OGG Opus/) });
    }
  });

  it('lists every broken rule of the payload at once', async () => {
    const s = await connectedDevice();
    const res = await postMedia(
      s.key,
      mediaForm(
        { ...to(s.deviceId), type: 'sticker', caption: 'x', voiceNote: true, fotter: 1 },
        { bytes: WEBP, name: 's.webp', type: 'image/webp' },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((issue) => issue.path).sort()).toEqual(['caption', 'payload', 'voiceNote']);
    const document = await postMedia(
      s.key,
      mediaForm({ ...to(s.deviceId), type: 'document' }, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }),
    );
    expect(document.body.issues).toEqual([{ path: 'fileName', message: 'is required for a document (the name it shows)' }]);
    const noFile = await postMedia(s.key, mediaForm({ ...to(s.deviceId), type: 'image' }));
    expect(noFile.status).toBe(400);
    expect(noFile.body.issues).toEqual([{ path: 'file', message: 'is required' }]);
  });

  it('refuses an image over 5 MiB with 413', async () => {
    const s = await connectedDevice();
    const res = await postMedia(
      s.key,
      mediaForm({ ...to(s.deviceId), type: 'image' }, { bytes: sized(JPEG, 5 * 1024 * 1024 + 1), name: 'a.jpg', type: 'image/jpeg' }),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/type image allows at most 5 MiB/);
  });

  it('answers 415 for a body that is neither multipart nor JSON', async () => {
    const s = await connectedDevice();
    const res = await postMedia(s.key, 'hello', { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
  });
});

describe('upload once', () => {
  it('sends the same bytes again with the upload the first send made, not the bytes', async () => {
    const s = await connectedDevice();
    const sent: MediaContent[] = [];
    const uploaded: UploadedMedia = {
      type: 'image',
      url: 'https://mmg.whatsapp.net/o1/v/t62/abc?oe=7FFFFFFF',
      directPath: '/o1/v/t62/abc',
      mediaKey: 'AAAA',
      fileEncSha256: 'BBBB',
      fileSha256: 'CCCC',
      fileLength: JPEG.length,
      mimeType: 'image/jpeg',
    };
    s.node.onSend = (params) => {
      if (params.content.kind === 'media') sent.push(params.content);
      return { messageId: `3EB0UP${sent.length}`, ...(params.content.kind === 'media' && params.content.url ? { uploaded } : {}) };
    };
    const post = (caption: string) =>
      postMedia(s.key, mediaForm({ ...to(s.deviceId), type: 'image', caption }, { bytes: JPEG, name: 'p.jpg', type: 'image/jpeg' }));
    expect((await post('Halo Budi')).status).toBe(201);
    expect((await post('Halo Sari')).status).toBe(201);
    expect(sent[0]?.url).toBeDefined();
    expect(sent[1]).toEqual({ kind: 'media', type: 'image', mimeType: 'image/jpeg', caption: 'Halo Sari', uploaded });
    // Other bytes are uploaded on their own.
    expect(
      (await postMedia(s.key, mediaForm({ ...to(s.deviceId), type: 'image' }, { bytes: PNG, name: 'q.png', type: 'image/png' }))).status,
    ).toBe(201);
    expect(sent[2]?.url).toBeDefined();
  });
});

describe('POST /messages/media in /openapi.json', () => {
  it('declares the multipart form with its payload schema and the JSON body with mediaUrl, required', async () => {
    type Doc = {
      paths: Record<
        string,
        { post?: { requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> } } }
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    const doc = (await (await call('/openapi.json')).json()) as Doc;
    const body = doc.paths['/messages/media']?.post?.requestBody;
    expect(body?.required).toBe(true);
    expect(Object.keys(body?.content ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(body?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['payload', 'file'],
      properties: { payload: { contentSchema: { $ref: '#/components/schemas/MediaPayload' } }, file: { format: 'binary' } },
    });
    expect(body?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/SendMediaByUrl' });
    expect(doc.components.schemas.SendMediaByUrl?.required).toContain('mediaUrl');
    expect(Object.keys(doc.components.schemas.MediaPayload?.properties ?? {})).toEqual(
      expect.arrayContaining(['type', 'caption', 'fileName', 'voiceNote', 'replyToId', 'templateId']),
    );
  });
});
