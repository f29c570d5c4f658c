/**
 * The rules of the `file` part of POST /messages/interactive (the reference at /docs: POST /messages/interactive):
 * which formats each `headerMedia` accepts and how large the file may be. The file's bytes decide
 * what it is; the content type and name the client sent are not trusted.
 */
import type { HeaderMediaKind } from '../../protocol';
import { HttpError, type Issue } from '../shared/errors';
import { documentMimeType, type MediaSample, type SniffedMedia, sniffMedia } from './media-sniff';

export { documentMimeType, type MediaKind, type SniffedMedia, sniffMedia } from './media-sniff';

const MiB = 1024 * 1024;

/**
 * The contract says 5, 16 and 100 MB; they are read as MiB (5 × 1,048,576 bytes and so on), the
 * larger reading, so no file the messaging app itself would take is refused here. `formats` empty
 * means any format.
 */
export const HEADER_MEDIA_RULES = {
  image: { maxBytes: 5 * MiB, maxLabel: '5 MiB', formats: ['image/jpeg', 'image/png'], formatsLabel: 'JPEG or PNG' },
  video: { maxBytes: 16 * MiB, maxLabel: '16 MiB', formats: ['video/mp4', 'video/3gpp', 'video/3gpp2'], formatsLabel: 'MP4 or 3GPP' },
  document: { maxBytes: 100 * MiB, maxLabel: '100 MiB', formats: [], formatsLabel: 'any type' },
} as const satisfies Record<HeaderMediaKind, { maxBytes: number; maxLabel: string; formats: readonly string[]; formatsLabel: string }>;

/** The `file` part as the route has read it: its size, what the sniffer reads of it, and its name. */
export type MediaFile = { size: number; sample: MediaSample; name: string };

/** A header file that passed: what to tell the session-node about it. */
export type AcceptedHeaderMedia = { kind: HeaderMediaKind; mimeType: string; fileName?: string };

/**
 * 400 for a file that does not fit its `headerMedia` (with issues, like every validation error);
 * 413 for a file over its size, which is a different answer to the client: the same file will
 * never pass, whatever else it changes.
 */
export type HeaderMediaCheck =
  | { ok: true; media: AcceptedHeaderMedia | null }
  | { ok: false; status: 400; message: string; issues: Issue[] }
  | { ok: false; status: 413; message: string };

const invalid = (path: string, message: string): HeaderMediaCheck => ({
  ok: false,
  status: 400,
  message: 'the file part does not fit the payload',
  issues: [{ path, message }],
});

/**
 * Checks the `file` part against `payload.headerMedia`. Either both are present or neither is.
 * A file of the wrong format is reported before one of the wrong size: "this is a PNG, not a
 * video" is the more useful answer when both apply.
 */
export function checkHeaderMedia(headerMedia: HeaderMediaKind | undefined, file: MediaFile | undefined): HeaderMediaCheck {
  if (headerMedia === undefined && file === undefined) return { ok: true, media: null };
  if (headerMedia === undefined) {
    return invalid('headerMedia', 'is required when a file part is sent: image, video or document (quick-reply and template only)');
  }
  if (file === undefined) return invalid('file', `is required: payload.headerMedia is ${headerMedia}`);
  if (file.size === 0) return invalid('file', 'is empty');

  const rule = HEADER_MEDIA_RULES[headerMedia];
  const sniffed = sniffMedia(file.sample);
  const formats: readonly string[] = rule.formats;
  if (headerMedia !== 'document' && (sniffed.kind !== headerMedia || !formats.includes(sniffed.mimeType))) {
    return invalid('file', mismatch(sniffed, headerMedia, rule.formatsLabel));
  }
  if (file.size > rule.maxBytes) {
    return {
      ok: false,
      status: 413,
      message: `the file is ${file.size.toLocaleString('en-US')} bytes; headerMedia ${headerMedia} allows at most ${rule.maxLabel} (${rule.maxBytes.toLocaleString('en-US')} bytes)`,
    };
  }
  const name = file.name.trim();
  return {
    ok: true,
    media: {
      kind: headerMedia,
      mimeType: headerMedia === 'document' ? documentMimeType(sniffed, name) : sniffed.mimeType,
      ...(name === '' ? {} : { fileName: name }),
    },
  };
}

function mismatch(sniffed: SniffedMedia, headerMedia: HeaderMediaKind, accepted: string): string {
  return sniffed.kind === headerMedia
    ? `file is ${sniffed.description} but headerMedia ${headerMedia} accepts only ${accepted}`
    : `file is ${sniffed.description} but headerMedia is ${headerMedia} (${accepted})`;
}

/** `checkHeaderMedia` for a route: the accepted media, or the 400 / 413 thrown as an HttpError. */
export function headerMediaOrThrow(headerMedia: HeaderMediaKind | undefined, file: MediaFile | undefined): AcceptedHeaderMedia | null {
  const result = checkHeaderMedia(headerMedia, file);
  if (result.ok) return result.media;
  if (result.status === 413) throw new HttpError(413, result.message);
  throw new HttpError(400, result.message, result.issues);
}
