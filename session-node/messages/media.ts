/**
 * Media messages (image, video, audio, document, sticker), uploaded once and sendable many times.
 *
 * A send with `url` fetches the bytes from the worker and hands them to Baileys' own
 * `prepareWAMessageMedia` (random media key, encryption, hashes, thumbnail when it can, upload
 * through `context.upload`); what the server keeps of that upload becomes the protocol's
 * `UploadedMedia` reference, returned with the send. A send with `uploaded` skips all of that.
 * Both paths then build the message from the reference, so a message sent from a reference is the
 * one the first send made, with its own caption: WhatsApp forwards media so (Baileys'
 * `generateForwardMessageContent` copies these fields unchanged), and Baileys' own `mediaCache`
 * reuses an upload the same way.
 */
import { type AnyMediaMessageContent, prepareWAMessageMedia, type proto, toNumber } from '@whiskeysockets/baileys';
import { fromBase64, type MediaContent, type MediaType, toBase64, type UploadedMedia } from '../../protocol';
import { type BuildContext, uploadOptions } from './build-context';

/** WhatsApp's one voice-note format; Baileys labels audio so when no type is given. */
export const VOICE_NOTE_MIME_TYPE = 'audio/ogg; codecs=opus';

type MediaFields = proto.Message.IImageMessage &
  proto.Message.IVideoMessage &
  proto.Message.IAudioMessage &
  proto.Message.IDocumentMessage &
  proto.Message.IStickerMessage;

const FIELD: Record<MediaType, 'imageMessage' | 'videoMessage' | 'audioMessage' | 'documentMessage' | 'stickerMessage'> = {
  image: 'imageMessage',
  video: 'videoMessage',
  audio: 'audioMessage',
  document: 'documentMessage',
  sticker: 'stickerMessage',
};

function mediaInput(content: MediaContent, bytes: Buffer): AnyMediaMessageContent {
  switch (content.type) {
    case 'image':
      return { image: bytes, mimetype: content.mimeType };
    case 'video':
      return { video: bytes, mimetype: content.mimeType };
    case 'audio':
      return { audio: bytes, mimetype: content.voiceNote ? VOICE_NOTE_MIME_TYPE : content.mimeType, ptt: Boolean(content.voiceNote) };
    case 'document':
      return { document: bytes, mimetype: content.mimeType, fileName: content.fileName ?? 'file' };
    case 'sticker':
      return { sticker: bytes, mimetype: content.mimeType };
  }
}

const optionalBytes = (bytes: Uint8Array | null | undefined) => (bytes && bytes.length > 0 ? toBase64(bytes) : undefined);
const optionalNumber = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined);

/** What the server keeps of an upload, read from the message Baileys prepared. */
export function uploadedFrom(type: MediaType, fields: MediaFields): UploadedMedia {
  const { url, directPath, mediaKey, fileEncSha256, fileSha256, mimetype } = fields;
  if (!url || !directPath || !mediaKey || !fileEncSha256 || !fileSha256 || !mimetype) {
    throw new Error(`Baileys prepared a ${type} message without its upload fields`);
  }
  const reference: UploadedMedia = {
    type,
    url,
    directPath,
    mediaKey: toBase64(mediaKey),
    fileEncSha256: toBase64(fileEncSha256),
    fileSha256: toBase64(fileSha256),
    fileLength: toNumber(fields.fileLength),
    mimeType: mimetype,
  };
  const extras = {
    mediaKeyTimestamp:
      fields.mediaKeyTimestamp === null || fields.mediaKeyTimestamp === undefined ? undefined : toNumber(fields.mediaKeyTimestamp),
    width: optionalNumber(fields.width),
    height: optionalNumber(fields.height),
    seconds: optionalNumber(fields.seconds),
    jpegThumbnail: optionalBytes(fields.jpegThumbnail),
    waveform: optionalBytes(fields.waveform),
  };
  for (const [name, value] of Object.entries(extras)) if (value !== undefined) Object.assign(reference, { [name]: value });
  return reference;
}

/** The message fields of a reference: what every recipient needs to fetch and decrypt the file. */
function fieldsFrom(reference: UploadedMedia): MediaFields {
  return {
    url: reference.url,
    directPath: reference.directPath,
    mediaKey: fromBase64(reference.mediaKey),
    fileEncSha256: fromBase64(reference.fileEncSha256),
    fileSha256: fromBase64(reference.fileSha256),
    fileLength: reference.fileLength,
    mimetype: reference.mimeType,
    ...(reference.mediaKeyTimestamp === undefined ? {} : { mediaKeyTimestamp: reference.mediaKeyTimestamp }),
    ...(reference.width === undefined ? {} : { width: reference.width }),
    ...(reference.height === undefined ? {} : { height: reference.height }),
    ...(reference.seconds === undefined ? {} : { seconds: reference.seconds }),
    ...(reference.jpegThumbnail === undefined ? {} : { jpegThumbnail: fromBase64(reference.jpegThumbnail) }),
    ...(reference.waveform === undefined ? {} : { waveform: fromBase64(reference.waveform) }),
  };
}

/** Uploads the file of `content` (or takes its reference) and answers with the reference. */
export async function uploadOnce(content: MediaContent, context: BuildContext): Promise<UploadedMedia> {
  if (content.uploaded) return content.uploaded;
  if (!content.url) throw new Error('a media message needs url or uploaded');
  const bytes = await context.fetchMedia(content.url);
  const prepared = await prepareWAMessageMedia(mediaInput(content, bytes), uploadOptions(context));
  const fields = prepared[FIELD[content.type]];
  if (!fields) throw new Error(`Baileys prepared no ${content.type} message`);
  return uploadedFrom(content.type, fields);
}

/**
 * The message content for one recipient: the upload's fields, then what is this message's own
 * (caption, file name, the voice-note flag). `caption` is the text after mentions were added.
 */
export function mediaMessage(content: MediaContent, reference: UploadedMedia, caption: string | undefined): proto.IMessage {
  const fields: MediaFields = fieldsFrom(reference);
  if (caption !== undefined && caption !== '') fields.caption = caption;
  if (content.type === 'document') fields.fileName = content.fileName ?? 'file';
  if (content.type === 'audio') fields.ptt = Boolean(content.voiceNote);
  if (content.type === 'audio' && content.voiceNote) fields.mimetype = VOICE_NOTE_MIME_TYPE;
  return { [FIELD[content.type]]: fields };
}
