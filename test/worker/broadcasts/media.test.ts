import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaContent, SendParams, UploadedMedia } from '../../../protocol';
import { ADMIN_TOKEN, call } from '../helpers';
import { JPEG, PDF } from '../media/media-samples';
import { type Detail, Driver } from './driver';

const CSV = ['phone,name', '081211110001,Budi', '081211110002,Sari', '081211110003,Tono'].join('\r\n');

type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };
type MediaDetail = Detail & { message: { type: string; text: string; media: { type: string; mimeType: string; url: string } | null } };

/**
 * The node as WhatsApp's media servers see it: a send carrying the bytes' URL uploads them (and
 * answers the reusable reference), a send carrying `uploaded` uploads nothing.
 */
function mediaServers(d: Driver) {
  const media: MediaContent[] = [];
  let uploads = 0;
  d.answer = (params: SendParams) => {
    const { content } = params;
    if (content.kind !== 'media') return { messageId: params.messageId ?? '' };
    media.push(content);
    if (content.uploaded) return { messageId: params.messageId ?? '' };
    uploads++;
    const uploaded: UploadedMedia = {
      type: content.type,
      url: `https://mmg.whatsapp.net/o1/v/t62/up${uploads}?oe=7FFFFFFF`,
      directPath: `/o1/v/t62/up${uploads}`,
      mediaKey: 'AAAA',
      fileEncSha256: 'BBBB',
      fileSha256: 'CCCC',
      fileLength: JPEG.length,
      mimeType: content.mimeType,
    };
    return { messageId: params.messageId ?? '', uploaded };
  };
  return { media, uploads: () => uploads };
}

/** POST …/broadcasts/csv: the campaign, its CSV and (optionally) its media file. */
async function upload(d: Driver, payload: Record<string, unknown>, media?: File) {
  const form = new FormData();
  form.append('payload', JSON.stringify({ deviceId: d.s.deviceId, name: 'Poster', ...payload }));
  form.append('file', new File([CSV], 'pelanggan.csv', { type: 'text/csv' }));
  if (media) form.append('media', media);
  const res = await call(`/admin/workspaces/${d.s.workspaceId}/broadcasts/csv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as MediaDetail & ErrorBody & Record<string, unknown> };
}

const poster = () => new File([JPEG], 'poster.jpg', { type: 'image/jpeg' });

async function storedFiles(deviceId: string): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix: `media/${deviceId}/` });
  return listed.objects.map((o) => o.key);
}

afterEach(() => vi.restoreAllMocks());

describe('a broadcast with media', () => {
  it('sends a poster to three recipients with their own caption, stored once and uploaded once', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    const servers = mediaServers(d);
    const created = await upload(
      d,
      { message: { type: 'media', media: { type: 'image', caption: 'Halo {{name}}, promo hari ini!' } } },
      poster(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toMatchObject({
      type: 'media',
      text: 'Halo {{name}}, promo hari ini!',
      media: { type: 'image', mimeType: 'image/jpeg' },
    });
    await d.until(3);
    expect(servers.media.map((m) => m.caption)).toEqual([
      'Halo Budi, promo hari ini!',
      'Halo Sari, promo hari ini!',
      'Halo Tono, promo hari ini!',
    ]);
    expect(servers.uploads()).toBe(1);
    // The first send carries the stored copy; the others the upload it made.
    expect(servers.media[0]?.url).toBeDefined();
    expect(servers.media.slice(1).map((m) => [m.url, m.uploaded?.directPath])).toEqual([
      [undefined, '/o1/v/t62/up1'],
      [undefined, '/o1/v/t62/up1'],
    ]);
    expect(await storedFiles(d.s.deviceId)).toHaveLength(1);
    await d.step();
    expect(await d.get(created.body.id)).toMatchObject({ status: 'COMPLETED', counts: { total: 3, sent: 3, failed: 0 } });
    const url = created.body.message.media?.url ?? '';
    const served = await call(new URL(url).pathname, { headers: { 'X-API-Key': d.s.key } });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
  });

  it('fetches the file from mediaUrl once, and a check previews each caption filled without storing anything', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    const servers = mediaServers(d);
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return new Response(PDF, { headers: { 'Content-Type': 'application/octet-stream' } });
    });
    const message = {
      type: 'media',
      media: { type: 'document', caption: 'Katalog untuk {{name|kakak}}', fileName: 'katalog.pdf' },
      mediaUrl: 'https://files.example.com/katalog.pdf',
    };
    const list = { type: 'list', recipients: [{ phone: '081211110001', name: 'Budi' }, { phone: '081211110002' }] };
    const preview = await d.create({ message, audience: list, dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.samples).toEqual([
      { phone: '6281211110001', name: 'Budi', text: 'Katalog untuk Budi' },
      { phone: '6281211110002', name: null, text: 'Katalog untuk kakak' },
    ]);
    expect(await storedFiles(d.s.deviceId)).toEqual([]);

    const created = await d.create({ message, audience: list });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(asked).toEqual(['https://files.example.com/katalog.pdf', 'https://files.example.com/katalog.pdf']);
    await d.until(2);
    expect(servers.media.map((m) => [m.type, m.mimeType, m.fileName, m.caption])).toEqual([
      ['document', 'application/pdf', 'katalog.pdf', 'Katalog untuk Budi'],
      ['document', 'application/pdf', 'katalog.pdf', 'Katalog untuk kakak'],
    ]);
    expect(servers.uploads()).toBe(1);
    expect(await storedFiles(d.s.deviceId)).toHaveLength(1);
  });

  it('refuses a media message without its file, with the wrong file, or whose caption some recipient cannot be given', async () => {
    const d = await Driver.start();
    const image = { type: 'media', media: { type: 'image', caption: 'Halo {{name}}' } };
    const cases: [string, Record<string, unknown>, File | undefined, number, string][] = [
      ['no file', { message: image }, undefined, 400, 'message.mediaUrl'],
      ['a PDF as an image', { message: image }, new File([PDF], 'poster.jpg', { type: 'image/jpeg' }), 400, 'media'],
      ['a document without its name', { message: { type: 'media', media: { type: 'document' } } }, poster(), 400, 'message.media.fileName'],
      ['a media file beside a text', { message: { type: 'text', text: 'Halo' } }, poster(), 400, 'media'],
      [
        'a caption naming a column nobody has',
        { message: { type: 'media', media: { type: 'image', caption: 'Halo {{kota}}' } } },
        poster(),
        400,
        'message.media.caption',
      ],
    ];
    for (const [what, payload, file, status, path] of cases) {
      const res = await upload(d, payload, file);
      expect(res.status, what).toBe(status);
      expect(
        res.body.issues?.map((i) => i.path),
        what,
      ).toContain(path);
    }
    const tooLong = await upload(
      d,
      { message: { type: 'media', media: { type: 'image', caption: `${'x'.repeat(1_014)} {{phone}}` } } },
      poster(),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([{ path: 'message.media.caption', message: expect.stringMatching(/at most 1024/) }]);
    // A refused campaign leaves no file behind.
    expect(await storedFiles(d.s.deviceId)).toEqual([]);
  });
});
