import { describe, expect, it } from 'vitest';
import type { InteractiveContent } from '../../../protocol';
import { buildOutgoing } from '../../../session-node/messages/build';
import {
  buildContext,
  buttonsOf,
  fakeUpload,
  interactive,
  interactiveOf,
  PEER_PHONE,
  roundTrip,
  TINY_PDF,
  TINY_PNG,
  TINY_VIDEO,
} from './helpers';

const MEDIA_URL = 'http://127.0.0.1:8787/node/media/abc';

function withMedia(headerMedia: NonNullable<InteractiveContent['headerMedia']>): InteractiveContent {
  return interactive({
    type: 'quick-reply',
    header: 'Produk baru',
    body: 'Tertarik?',
    buttons: [{ id: 'buy', label: 'Beli' }],
    headerMedia,
  });
}

async function sendWithMedia(content: InteractiveContent, bytes: Buffer) {
  const fake = fakeUpload();
  const built = await buildOutgoing({ to: PEER_PHONE, content }, buildContext({ upload: fake.upload }, { [MEDIA_URL]: bytes }));
  return { decoded: roundTrip(built.message), uploads: fake.calls };
}

describe('an interactive message with header media', () => {
  it('shows an uploaded image above the title, body and buttons', async () => {
    const { decoded, uploads } = await sendWithMedia(withMedia({ kind: 'image', mimeType: 'image/png', url: MEDIA_URL }), TINY_PNG);

    const header = interactiveOf(decoded).header;
    expect(header?.hasMediaAttachment).toBe(true);
    expect(header?.title).toBe('Produk baru');
    expect(header?.imageMessage?.url).toBe('https://mmg.example.test/image.enc');
    expect(header?.imageMessage?.directPath).toBe('/v/t62/image.enc');
    expect(header?.imageMessage?.mimetype).toBe('image/png');
    // The recipient needs the key and both hashes to fetch and decrypt the file.
    expect(header?.imageMessage?.mediaKey?.length).toBe(32);
    expect(header?.imageMessage?.fileSha256?.length).toBe(32);
    expect(header?.imageMessage?.fileEncSha256?.length).toBe(32);
    expect(Number(header?.imageMessage?.fileLength)).toBe(TINY_PNG.length);
    expect(uploads).toEqual([{ mediaType: 'image', size: expect.any(Number) }]);
    expect(buttonsOf(decoded)).toEqual([{ name: 'quick_reply', params: { display_text: 'Beli', id: 'buy' } }]);
    expect(interactiveOf(decoded).body?.text).toBe('Tertarik?\n\n1. Beli');
  });

  it('sends a video even when no thumbnail can be made from it', async () => {
    const { decoded, uploads } = await sendWithMedia(withMedia({ kind: 'video', mimeType: 'video/mp4', url: MEDIA_URL }), TINY_VIDEO);

    const header = interactiveOf(decoded).header;
    expect(header?.hasMediaAttachment).toBe(true);
    expect(header?.videoMessage?.url).toBe('https://mmg.example.test/video.enc');
    expect(header?.videoMessage?.mimetype).toBe('video/mp4');
    expect(Number(header?.videoMessage?.fileLength)).toBe(TINY_VIDEO.length);
    expect(header?.imageMessage).toBeFalsy();
    expect(uploads.map((u) => u.mediaType)).toEqual(['video']);
  });

  it('shows a document with its file name', async () => {
    const { decoded } = await sendWithMedia(
      withMedia({ kind: 'document', mimeType: 'application/pdf', fileName: 'invoice-1042.pdf', url: MEDIA_URL }),
      TINY_PDF,
    );

    const header = interactiveOf(decoded).header;
    expect(header?.hasMediaAttachment).toBe(true);
    expect(header?.documentMessage?.url).toBe('https://mmg.example.test/document.enc');
    expect(header?.documentMessage?.fileName).toBe('invoice-1042.pdf');
    expect(header?.documentMessage?.mimetype).toBe('application/pdf');
    expect(Number(header?.documentMessage?.fileLength)).toBe(TINY_PDF.length);
  });

  it('on a template keeps its template buttons beside the media', async () => {
    const content = interactive({
      type: 'template',
      body: 'Tagihan bulan ini',
      templateButtons: [{ type: 'url', label: 'Bayar', value: 'https://example.com/bayar' }],
      headerMedia: { kind: 'image', mimeType: 'image/png', url: MEDIA_URL },
    });
    const { decoded } = await sendWithMedia(content, TINY_PNG);

    const header = interactiveOf(decoded).header;
    // No header text was given: the header holds only the media.
    expect(header?.title).toBeFalsy();
    expect(header?.hasMediaAttachment).toBe(true);
    expect(header?.imageMessage?.directPath).toBe('/v/t62/image.enc');
    expect(buttonsOf(decoded).map((b) => b.name)).toEqual(['cta_url']);
  });

  it('fails the send when the media cannot be fetched', async () => {
    const content = withMedia({
      kind: 'image',
      mimeType: 'image/png',
      url: 'http://127.0.0.1:8787/node/media/missing',
    });
    await expect(buildOutgoing({ to: PEER_PHONE, content }, buildContext())).rejects.toThrow(/no test media/);
  });
});
