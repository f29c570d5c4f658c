/**
 * The header of an interactive message, with its image, video or document when there is one.
 *
 * The media goes through Baileys' own `prepareWAMessageMedia`: it encrypts the bytes, hands the
 * encrypted file to `upload` (the socket's `waUploadToServer`, or the simulator's fake) and
 * returns `{imageMessage | videoMessage | documentMessage}` with the keys and hashes a recipient
 * needs; spread into the header with `hasMediaAttachment: true`, as WAHA and Evolution API do.
 *
 * Thumbnails: for images and videos Baileys also tries to make a `jpegThumbnail` (sharp or jimp
 * for images, an `ffmpeg` process for videos). Any failure there is caught inside Baileys and only
 * logged (`prepareWAMessageMedia`, "failed to obtain extra info"), so a node without those tools
 * still sends the media, just without a preview. Encryption or upload failures do throw, and
 * should: the message cannot be sent without its media.
 */
import { type AnyMediaMessageContent, prepareWAMessageMedia, type proto } from '@whiskeysockets/baileys';
import type { InteractiveContent } from '../../protocol';
import { type BuildContext, uploadOptions } from './build-context';

type Header = proto.Message.InteractiveMessage.IHeader;
type HeaderMedia = NonNullable<InteractiveContent['headerMedia']>;

function mediaContent(media: HeaderMedia, bytes: Buffer): AnyMediaMessageContent {
  switch (media.kind) {
    case 'image':
      return { image: bytes, mimetype: media.mimeType };
    case 'video':
      return { video: bytes, mimetype: media.mimeType };
    case 'document':
      // A document without a name shows as "file" on the phone; Baileys defaults to that too.
      return { document: bytes, mimetype: media.mimeType, fileName: media.fileName ?? 'file' };
  }
}

/** `{imageMessage}`, `{videoMessage}` or `{documentMessage}`: the one field the header takes. */
function pickMedia(prepared: proto.IMessage, kind: HeaderMedia['kind']): Header {
  switch (kind) {
    case 'image':
      if (prepared.imageMessage) return { imageMessage: prepared.imageMessage };
      break;
    case 'video':
      if (prepared.videoMessage) return { videoMessage: prepared.videoMessage };
      break;
    case 'document':
      if (prepared.documentMessage) return { documentMessage: prepared.documentMessage };
      break;
  }
  throw new Error(`Baileys prepared no ${kind} message for the header media`);
}

export async function prepareHeaderMedia(media: HeaderMedia, context: BuildContext): Promise<Header> {
  const bytes = await context.fetchMedia(media.url);
  const prepared = await prepareWAMessageMedia(mediaContent(media, bytes), uploadOptions(context));
  return pickMedia(prepared, media.kind);
}

/**
 * The header, or undefined when there is neither a title nor media (an empty header would only
 * take room). The title is kept beside the media: phones show both.
 */
export async function buildHeader(content: InteractiveContent, context: BuildContext): Promise<Header | undefined> {
  const media = content.headerMedia ? await prepareHeaderMedia(content.headerMedia, context) : undefined;
  if (!content.header && !media) return undefined;
  return {
    ...(content.header ? { title: content.header } : {}),
    hasMediaAttachment: Boolean(media),
    ...media,
  };
}
