/**
 * A file about to be sent, stored in R2 as the session-node will fetch it: under a new `med_` id,
 * with its sniffed type, its name (a document's), and the SHA-256 of its bytes, which a later send
 * of the same bytes names to reuse the messaging server's upload (`SendInput.mediaSha256`). The
 * API's `POST /messages/media` and the inbox's file form both store so.
 */
import { toHex } from '../shared/crypto';
import { newId } from '../shared/ids';
import { mediaKey } from './media';

export type SentMedia = { id: string; key: string; sha256: string };

export async function storeSentMedia(
  bucket: R2Bucket,
  deviceId: string,
  bytes: Uint8Array,
  mimeType: string,
  fileName: string | undefined,
): Promise<SentMedia> {
  const id = newId('med');
  const key = mediaKey(deviceId, id);
  const sha256 = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: mimeType },
    customMetadata: { sha256, ...(fileName ? { fileName } : {}) },
  });
  return { id, key, sha256 };
}
