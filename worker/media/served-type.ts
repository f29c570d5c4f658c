/**
 * How a stored media file is served to an API client (README, "Media"): with the type its bytes
 * have, not the one its sender declared, and as an attachment unless it is a type a browser only
 * displays. A client that passes media through to a browser must not inherit a stored-XSS hole
 * from a WhatsApp message: an HTML or SVG file sent as "image/png" is served as a download.
 */
import { sniffMedia } from './media-sniff';

/** The bytes read to sniff a stored file's type: every signature sits well inside them. */
export const SNIFF_BYTES = 4096;

/** Types a browser renders without running anything: shown inline. Anything else is downloaded. */
const INLINE = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'video/mp4',
  'video/3gpp',
  'video/3gpp2',
  'video/webm',
  'video/quicktime',
  'audio/aac',
  'audio/mp4',
  'audio/mpeg',
  'audio/amr',
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/wav',
  'application/pdf',
]);

/**
 * Text a document may be whose bytes have no signature: served as the stored type, downloaded.
 * HTML, XML, SVG and scripts are not here, so they are served as `application/octet-stream`.
 */
const PLAIN_TEXT = new Set(['text/plain', 'text/csv', 'text/tab-separated-values', 'text/markdown', 'text/vcard', 'text/calendar']);

/** Containers whose head alone cannot tell apart: the stored type is kept when it names one of them. */
const ZIP_FAMILY = /^application\/(vnd\.openxmlformats-officedocument\.[\w.-]+|vnd\.oasis\.opendocument\.[\w.-]+|epub\+zip)$/;
const CFB_FAMILY = new Set(['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint']);

export type ServedAs = { contentType: string; attachment: boolean };

/** The type to serve `head` (the file's first bytes) with, given the type it was stored with. */
export function servedAs(head: Uint8Array, storedType: string | undefined): ServedAs {
  const stored = (storedType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const sniffed = sniffMedia(head).mimeType;
  let contentType: string;
  if (sniffed === 'application/zip' && ZIP_FAMILY.test(stored)) contentType = stored;
  else if (sniffed === 'application/x-cfb') contentType = CFB_FAMILY.has(stored) ? stored : 'application/octet-stream';
  else if (sniffed === 'application/octet-stream') contentType = PLAIN_TEXT.has(stored) ? stored : 'application/octet-stream';
  else contentType = sniffed;
  return { contentType, attachment: !INLINE.has(contentType) };
}

/** A `Content-Disposition` for an attachment, with the file's name when it has one (RFC 6266, both forms). */
export function attachmentDisposition(fileName: string | undefined): string {
  if (!fileName) return 'attachment';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
