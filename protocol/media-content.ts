/**
 * Media messages (image, video, audio, document, sticker) as the worker asks a session to send
 * them, and the reusable reference to media already uploaded to the messaging server.
 *
 * Upload once, send to many: a send of media with `url` (the bytes, kept by the worker in R2 and
 * fetched by the node with its NODE_TOKEN, as interactive header media are) makes the node
 * encrypt and upload the file once and answer with `uploaded`, the fields a recipient needs to
 * download and decrypt it. A later send (the next recipient of a broadcast) may carry that
 * reference instead of `url`: the node then puts the same fields into the new message and uploads
 * nothing. WhatsApp's own forwarding works so (Baileys copies these fields unchanged); the server
 * keeps an upload for a limited time, so a reference is for one campaign, not for keeps.
 */
import { z } from 'zod';

export const MEDIA_TYPES = ['image', 'video', 'audio', 'document', 'sticker'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Bytes (keys, hashes, thumbnails) travel as standard base64. */
const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');

/**
 * The formats WhatsApp takes per type (its own limits, checked again by the worker from the bytes):
 * image JPEG/PNG/WebP, video MP4/3GPP, audio AAC/MP4/MPEG/AMR/OGG, sticker WebP; a document may be
 * anything. Parameters (`; codecs=opus`) are allowed after the type.
 */
const MIME_TYPES: Record<MediaType, RegExp> = {
  image: /^image\/(jpeg|png|webp)$/,
  video: /^video\/(mp4|3gpp)$/,
  audio: /^audio\/(aac|mp4|mpeg|amr|ogg)$/,
  document: /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i,
  sticker: /^image\/webp$/,
};

/** The media type and subtype of a MIME type, without parameters, in lower case. */
export function baseMimeType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/** WhatsApp plays a push-to-talk voice note only as OGG Opus. */
export function isOggOpus(mimeType: string): boolean {
  const lower = mimeType.toLowerCase().replace(/\s+/g, '');
  return baseMimeType(mimeType) === 'audio/ogg' && (!lower.includes(';') || lower.includes('codecs=opus'));
}

/** What the messaging server keeps of an upload: enough for any recipient to fetch and decrypt it. */
export const uploadedMediaSchema = z.object({
  type: z.enum(MEDIA_TYPES),
  url: z.string().min(1),
  directPath: z.string().min(1),
  mediaKey: base64.min(1),
  fileEncSha256: base64.min(1),
  fileSha256: base64.min(1),
  fileLength: z.number().int().nonnegative(),
  mimeType: z.string().min(1),
  /** Seconds since the epoch, as WhatsApp stamps the key. */
  mediaKeyTimestamp: z.number().int().nonnegative().optional(),
  width: z.number().int().nonnegative().optional(),
  height: z.number().int().nonnegative().optional(),
  seconds: z.number().int().nonnegative().optional(),
  jpegThumbnail: base64.optional(),
  waveform: base64.optional(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

/**
 * A media message. Exactly one of `url` (where the node fetches the bytes from the worker) and
 * `uploaded` (a reference from an earlier send's result). `caption` goes with image, video and
 * document; `voiceNote` (audio only, OGG Opus only) sends a push-to-talk voice note; `fileName`
 * is what a document shows, and a document needs one.
 */
export const mediaContentSchema = z
  .object({
    kind: z.literal('media'),
    type: z.enum(MEDIA_TYPES),
    mimeType: z.string().min(1).max(255),
    fileName: z.string().min(1).max(255).optional(),
    caption: z.string().max(65_536).optional(),
    voiceNote: z.boolean().optional(),
    url: z.string().min(1).optional(),
    uploaded: uploadedMediaSchema.optional(),
  })
  .superRefine((media, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((media.url === undefined) === (media.uploaded === undefined)) issue('url', 'exactly one of url and uploaded is required');
    if (media.uploaded && media.uploaded.type !== media.type) issue('uploaded', `is a ${media.uploaded.type}, not a ${media.type}`);
    if (!MIME_TYPES[media.type].test(baseMimeType(media.mimeType))) issue('mimeType', `${media.mimeType} is not a ${media.type} type`);
    if (media.caption !== undefined && !['image', 'video', 'document'].includes(media.type)) {
      issue('caption', 'only an image, a video or a document carries a caption');
    }
    if (media.voiceNote && media.type !== 'audio') issue('voiceNote', 'only audio is sent as a voice note');
    if (media.voiceNote && !isOggOpus(media.mimeType)) issue('voiceNote', 'a voice note must be OGG Opus (audio/ogg; codecs=opus)');
    if (media.type === 'document' && media.fileName === undefined) issue('fileName', 'a document needs a file name');
  });
export type MediaContent = z.infer<typeof mediaContentSchema>;
