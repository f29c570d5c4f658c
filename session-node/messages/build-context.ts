/**
 * What the message builder works with besides the command: who sends, how media goes up, which
 * relay nodes interactive messages carry. Apart from the builder, so the kinds it calls on
 * (media, interactive, the other kinds) take it without importing the builder back.
 */
import type { WAMediaUploadFunction } from '@whiskeysockets/baileys';
import type { RelayVariant } from './relay-nodes';

export interface BuildContext {
  /** The sending account's own JID (`sock.user.id`). */
  userJid: string;
  /** Uploads header media; the Baileys engine passes `sock.waUploadToServer`. */
  upload: WAMediaUploadFunction;
  /** Fetches the bytes of header media from the worker. */
  fetchMedia: (url: string) => Promise<Buffer>;
  /** Which relay nodes interactive messages carry (`KURIR_INTERACTIVE_VARIANT`); default `mixed`. */
  relayVariant?: RelayVariant;
  /** How long one media host may stall an upload; `MEDIA_UPLOAD_TIMEOUT_MS` by default. */
  mediaUploadTimeoutMs?: number;
}

/**
 * Baileys sets no upload timeout of its own: a media host that stops answering would hold the
 * send forever. A minute is room for 100 MiB on a slow uplink between two stalls (on Node it is an
 * idle timeout per host, not a deadline for the whole file).
 */
export const MEDIA_UPLOAD_TIMEOUT_MS = 60_000;

/** The options Baileys' `prepareWAMessageMedia` takes, from the build context. */
export function uploadOptions(context: BuildContext): { upload: WAMediaUploadFunction; mediaUploadTimeoutMs: number } {
  return { upload: context.upload, mediaUploadTimeoutMs: context.mediaUploadTimeoutMs ?? MEDIA_UPLOAD_TIMEOUT_MS };
}
