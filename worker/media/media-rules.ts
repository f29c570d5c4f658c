/**
 * The rules of POST /messages/media's file, whichever way it came (a `file` part or `mediaUrl`):
 * which formats each type takes and how large it may be, as WhatsApp's own limits. The file's
 * bytes decide what it is; the client's content type and file name are never trusted.
 */
import type { MediaType } from '../../protocol';
import { HttpError, type Issue } from '../shared/errors';
import { documentMimeType, isAnimatedWebp, type MediaSample, OGG_OPUS, sniffMedia, wholeSample } from './media-sniff';

const KiB = 1024;
const MiB = 1024 * KiB;

type Rule = { maxBytes: number; maxLabel: string; formats: readonly string[]; formatsLabel: string };

/**
 * 5, 16 and 100 MB (and a sticker's 100 / 500 KB) read as MiB and KiB, the larger reading, as for
 * interactive header media. A sticker's `maxBytes` is the animated one; a static sticker is held
 * to `STATIC_STICKER_BYTES`. `formats` empty means any format.
 */
export const MEDIA_RULES: Record<MediaType, Rule> = {
  image: { maxBytes: 5 * MiB, maxLabel: '5 MiB', formats: ['image/jpeg', 'image/png', 'image/webp'], formatsLabel: 'JPEG, PNG or WebP' },
  video: { maxBytes: 16 * MiB, maxLabel: '16 MiB', formats: ['video/mp4', 'video/3gpp'], formatsLabel: 'MP4 or 3GPP' },
  audio: {
    maxBytes: 16 * MiB,
    maxLabel: '16 MiB',
    formats: ['audio/aac', 'audio/mp4', 'video/mp4', 'audio/mpeg', 'audio/amr', 'audio/ogg', OGG_OPUS],
    formatsLabel: 'AAC, MP4 audio, MPEG (MP3), AMR or OGG',
  },
  document: { maxBytes: 100 * MiB, maxLabel: '100 MiB', formats: [], formatsLabel: 'any type' },
  sticker: { maxBytes: 500 * KiB, maxLabel: '500 KiB', formats: ['image/webp'], formatsLabel: 'WebP' },
};
export const STATIC_STICKER_BYTES = 100 * KiB;

/** The largest file any type takes: the cap on a body or a download before its type is known. */
export const MAX_MEDIA_FILE_BYTES = MEDIA_RULES.document.maxBytes;

/** What the payload says about the file. */
export type MediaRequest = { type: MediaType; voiceNote?: boolean | undefined; fileName?: string | undefined };

/** A file that passed: what to store it as and tell the session-node. */
export type AcceptedMedia = { mimeType: string; description: string };

const bytesLabel = (n: number) => n.toLocaleString('en-US');

/**
 * The accepted file, or a 400 (its format does not fit `type`, or a voice note that is not OGG
 * Opus) or a 413 (over the type's size) thrown as an HttpError. A wrong format is named before a
 * wrong size: "this is a PNG, not a video" is the more useful answer when both apply.
 */
export function acceptMedia(request: MediaRequest, file: Uint8Array | MediaSample, path = 'file'): AcceptedMedia {
  const invalid = (message: string, at = path): never => {
    throw new HttpError(400, 'the file does not fit the payload', [{ path: at, message } satisfies Issue]);
  };
  const sample = file instanceof Uint8Array ? wholeSample(file) : file;
  const size = sample.size;
  if (size === 0) invalid('is empty');
  const rule = MEDIA_RULES[request.type];
  const sniffed = sniffMedia(sample);
  if (rule.formats.length > 0 && !rule.formats.includes(sniffed.mimeType)) {
    invalid(`is ${sniffed.description}, but type ${request.type} takes only ${rule.formatsLabel}`);
  }
  if (request.voiceNote && sniffed.mimeType !== OGG_OPUS) {
    invalid(`a voice note must be OGG Opus, which WhatsApp alone plays as one; the file is ${sniffed.description}`, 'voiceNote');
  }
  const animated = request.type === 'sticker' && isAnimatedWebp(sample.head);
  const [max, label] =
    request.type === 'sticker' && !animated ? [STATIC_STICKER_BYTES, '100 KiB for a static sticker'] : [rule.maxBytes, rule.maxLabel];
  if (size > max) {
    throw new HttpError(
      413,
      `the file is ${bytesLabel(size)} bytes; type ${request.type} allows at most ${label} (${bytesLabel(max)} bytes)`,
    );
  }
  // An MP4 sent as audio is an audio file to the recipient's phone, whatever tracks it holds.
  const mimeType =
    request.type === 'document'
      ? documentMimeType(sniffed, request.fileName ?? '')
      : request.type === 'audio' && sniffed.mimeType === 'video/mp4'
        ? 'audio/mp4'
        : sniffed.mimeType;
  return { mimeType, description: sniffed.description };
}
