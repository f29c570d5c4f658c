/**
 * Media messages through the shared builder: what the recipient's phone decodes (proto round
 * trips), and upload once, send to many (a reference from one send makes the next upload nothing).
 */
import type { WAMediaUploadFunction } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import type { MediaContent, SendParams } from '../../../protocol';
import { buildOutgoing, MEDIA_UPLOAD_TIMEOUT_MS, toStoredMessage } from '../../../session-node/messages/build';
import { buildContext, fakeUpload, inboundText, PEER_JID, PEER_PHONE, roundTrip, TINY_PDF, TINY_PNG, TINY_VIDEO } from './helpers';

const FILES: Record<string, Buffer> = {
  'https://w/node/media/d/png': TINY_PNG,
  'https://w/node/media/d/pdf': TINY_PDF,
  'https://w/node/media/d/mp4': TINY_VIDEO,
  'https://w/node/media/d/ogg': Buffer.from('OggS\u0000\u0002 not really opus'),
  'https://w/node/media/d/webp': Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '),
};

function send(content: MediaContent, extra: Partial<SendParams> = {}): SendParams {
  return { to: PEER_PHONE, content, ...extra };
}

describe('a media message', () => {
  it('an image reaches the recipient with its caption, type and the keys to decrypt it', async () => {
    const uploads = fakeUpload();
    const built = await buildOutgoing(
      send({ kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/png', caption: 'Promo 12.12' }),
      buildContext({ upload: uploads.upload }, FILES),
    );
    const image = roundTrip(built.message).imageMessage;
    expect(built.jid).toBe(PEER_JID);
    expect(image?.caption).toBe('Promo 12.12');
    expect(image?.mimetype).toBe('image/png');
    expect(image?.url).toBe('https://mmg.example.test/image.enc');
    expect(image?.directPath).toBe('/v/t62/image.enc');
    expect(image?.mediaKey).toHaveLength(32);
    expect(image?.fileSha256).toHaveLength(32);
    expect(Number(image?.fileLength)).toBe(TINY_PNG.length);
    expect(uploads.calls).toEqual([{ mediaType: 'image', size: expect.any(Number) }]);
  });

  it('a document carries its file name and caption', async () => {
    const built = await buildOutgoing(
      send({
        kind: 'media',
        type: 'document',
        mimeType: 'application/pdf',
        fileName: 'INV-0042.pdf',
        caption: 'Invoice',
        url: 'https://w/node/media/d/pdf',
      }),
      buildContext({}, FILES),
    );
    const document = roundTrip(built.message).documentMessage;
    expect(document?.fileName).toBe('INV-0042.pdf');
    expect(document?.caption).toBe('Invoice');
    expect(document?.mimetype).toBe('application/pdf');
  });

  it('a voice note is push-to-talk OGG Opus; plain audio is not push-to-talk', async () => {
    const voice = await buildOutgoing(
      send({ kind: 'media', type: 'audio', mimeType: 'audio/ogg; codecs=opus', voiceNote: true, url: 'https://w/node/media/d/ogg' }),
      buildContext({}, FILES),
    );
    const audio = roundTrip(voice.message).audioMessage;
    expect(audio?.ptt).toBe(true);
    expect(audio?.mimetype).toBe('audio/ogg; codecs=opus');
    const music = await buildOutgoing(
      send({ kind: 'media', type: 'audio', mimeType: 'audio/ogg', url: 'https://w/node/media/d/ogg' }),
      buildContext({}, FILES),
    );
    expect(roundTrip(music.message).audioMessage?.ptt).toBe(false);
  });

  it('a video and a sticker go out as their own kinds', async () => {
    const video = await buildOutgoing(
      send({ kind: 'media', type: 'video', mimeType: 'video/mp4', caption: 'Unboxing', url: 'https://w/node/media/d/mp4' }),
      buildContext({}, FILES),
    );
    expect(roundTrip(video.message).videoMessage).toMatchObject({ caption: 'Unboxing', mimetype: 'video/mp4' });
    const sticker = await buildOutgoing(
      send({ kind: 'media', type: 'sticker', mimeType: 'image/webp', url: 'https://w/node/media/d/webp' }),
      buildContext({}, FILES),
    );
    expect(roundTrip(sticker.message).stickerMessage?.mimetype).toBe('image/webp');
  });

  it('replies to a message and mentions people, who show in the caption', async () => {
    const quoted = toStoredMessage(inboundText('3EB0QUOTED02', 'Ada foto?'));
    const built = await buildOutgoing(
      send(
        { kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/png', caption: 'Ini @6281300000003' },
        { quoted, mentions: ['6281300000003', '6281400000004'] },
      ),
      buildContext({}, FILES),
    );
    const image = roundTrip(built.message).imageMessage;
    expect(image?.caption).toBe('Ini @6281300000003 @6281400000004');
    expect(image?.contextInfo?.mentionedJid).toEqual(['6281300000003@s.whatsapp.net', '6281400000004@s.whatsapp.net']);
    expect(image?.contextInfo?.stanzaId).toBe('3EB0QUOTED02');
  });
  it('an upload has a timeout, so a stalled media host cannot hold the send forever', async () => {
    const timeouts: Array<number | undefined> = [];
    const upload: WAMediaUploadFunction = async (_path, opts) => {
      timeouts.push(opts.timeoutMs);
      return { mediaUrl: 'https://mmg.example.test/x.enc', directPath: '/x.enc' };
    };
    await buildOutgoing(
      send({ kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/png' }),
      buildContext({ upload }, FILES),
    );
    await buildOutgoing(
      send({ kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/png' }),
      buildContext({ upload, mediaUploadTimeoutMs: 5_000 }, FILES),
    );
    expect(timeouts).toEqual([MEDIA_UPLOAD_TIMEOUT_MS, 5_000]);
  });
});

describe('upload once, send to many', () => {
  it('two sends with one reference upload once, and both recipients get the same file', async () => {
    const uploads = fakeUpload();
    const context = buildContext({ upload: uploads.upload }, FILES);
    const first = await buildOutgoing(
      send({ kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/png', caption: 'Halo Budi' }),
      context,
    );
    const uploaded = first.uploaded;
    if (!uploaded) throw new Error('a media send returns its upload');
    expect(uploaded).toMatchObject({
      type: 'image',
      mimeType: 'image/png',
      fileLength: TINY_PNG.length,
      url: 'https://mmg.example.test/image.enc',
    });

    const second = await buildOutgoing(
      { to: '6281500000005', content: { kind: 'media', type: 'image', mimeType: 'image/png', uploaded, caption: 'Halo Sari' } },
      context,
    );
    const third = await buildOutgoing(
      { to: '6281600000006', content: { kind: 'media', type: 'image', mimeType: 'image/png', uploaded, caption: 'Halo Dewi' } },
      context,
    );

    expect(uploads.calls).toHaveLength(1);
    const [a, b, c] = [first, second, third].map((built) => roundTrip(built.message).imageMessage);
    for (const field of ['mediaKey', 'fileEncSha256', 'fileSha256'] as const) {
      expect(Buffer.from(b?.[field] ?? []).toString('hex')).toBe(Buffer.from(a?.[field] ?? []).toString('hex'));
      expect(Buffer.from(c?.[field] ?? []).toString('hex')).toBe(Buffer.from(a?.[field] ?? []).toString('hex'));
    }
    expect([b?.url, b?.directPath, Number(b?.fileLength)]).toEqual([a?.url, a?.directPath, Number(a?.fileLength)]);
    expect([a?.caption, b?.caption, c?.caption]).toEqual(['Halo Budi', 'Halo Sari', 'Halo Dewi']);
    expect(second.message.key.id).not.toBe(first.message.key.id);
  });

  it('a reference keeps the image thumbnail and size the first send made', async () => {
    const first = await buildOutgoing(
      send({ kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/png' }),
      buildContext({}, FILES),
    );
    const uploaded = first.uploaded;
    if (!uploaded) throw new Error('a media send returns its upload');
    const again = await buildOutgoing(send({ kind: 'media', type: 'image', mimeType: 'image/png', uploaded }), buildContext());
    const [a, b] = [first, again].map((built) => roundTrip(built.message).imageMessage);
    expect([a?.width, a?.height]).toEqual([1, 1]);
    expect(a?.jpegThumbnail?.length).toBeGreaterThan(0);
    expect([b?.width, b?.height]).toEqual([a?.width, a?.height]);
    expect(Buffer.from(b?.jpegThumbnail ?? []).toString('hex')).toBe(Buffer.from(a?.jpegThumbnail ?? []).toString('hex'));
  });
});
