/**
 * Upload once, send to many: what the session-node answered a media send with (`uploaded`, the
 * reference WhatsApp's servers keep), kept in the device's object under the file's SHA-256 and
 * type, so that a later send of the same bytes (the next recipient of a broadcast, the same
 * poster sent again) carries the reference instead of making the node upload the file again.
 *
 * Kept in the object's key-value storage, not a table: it is a cache (losing it costs one upload,
 * never a message) and its entries end by time.
 */
import type { MediaType, UploadedMedia } from '../../protocol';

/**
 * How long a reference is reused. How long WhatsApp's servers keep an upload is not documented
 * (notes/baileys-media.md: "not verified"); a day covers a broadcast, and past it the file is
 * simply uploaded again. A URL that carries its own expiry (`oe=`, hex seconds, as WhatsApp's CDN
 * URLs do) is never reused past it.
 */
export const UPLOAD_REUSE_MS = 24 * 60 * 60 * 1000;

type Kept = { uploaded: UploadedMedia; until: number };

const keyOf = (type: MediaType, sha256: string) => `uploaded-media:${type}:${sha256}`;

/** When `uploaded` stops being reusable: a day after `now`, or earlier when its URL says it expires. */
export function reusableUntil(uploaded: UploadedMedia, now: number): number {
  const until = now + UPLOAD_REUSE_MS;
  let expires: number | null = null;
  try {
    const oe = new URL(uploaded.url).searchParams.get('oe');
    if (oe && /^[0-9a-f]{1,12}$/i.test(oe)) expires = Number.parseInt(oe, 16) * 1000;
  } catch {
    // Not a URL with parameters: only the day applies.
  }
  return expires === null ? until : Math.min(until, expires);
}

export class UploadedMediaStore {
  constructor(private readonly kv: SyncKvStorage) {}

  /** The reference of an earlier upload of these bytes as this type, while it may still be reused. */
  reusable(type: MediaType, sha256: string, now: number): UploadedMedia | null {
    const kept = this.kv.get<Kept>(keyOf(type, sha256));
    if (!kept) return null;
    if (kept.until <= now) {
      this.kv.delete(keyOf(type, sha256));
      return null;
    }
    return kept.uploaded;
  }

  keep(sha256: string, uploaded: UploadedMedia, now: number): void {
    this.kv.put<Kept>(keyOf(uploaded.type, sha256), { uploaded, until: reusableUntil(uploaded, now) });
  }
}
