/**
 * A file to send as media, whichever way it came (a `file` part, or `mediaUrl` fetched under the
 * URL policy): checked against its type's rules by its bytes, and stored once in R2 with the
 * SHA-256 of those bytes, which later sends of the stored copy name to reuse the engine's upload
 * (`SendInput.mediaSha256`). POST /messages/media, a broadcast's media and a chatbot reply's
 * media all come through here.
 */
import type { MediaType } from '../../protocol';
import { mediaKey, nodeMediaPath, publicMediaUrl } from '../media/media';
import { downloadMedia, mediaFetchTimeoutMs } from '../media/media-download';
import { type AcceptedMedia, acceptMedia, MEDIA_RULES, type MediaRequest } from '../media/media-rules';
import { toHex } from '../shared/crypto';
import { newId } from '../shared/ids';
import { workerGuard } from '../webhooks/deliver';

/** The bytes at `mediaUrl`, refused (413) as they stream past what `type` allows; a 400's issue is at `path`. */
export async function fetchMediaFile(mediaUrl: string, type: MediaType, path = 'mediaUrl'): Promise<Uint8Array> {
  const rule = MEDIA_RULES[type];
  const label = `${rule.maxLabel} (${rule.maxBytes.toLocaleString('en-US')} bytes)`;
  const download = await downloadMedia(mediaUrl, {
    maxBytes: rule.maxBytes,
    tooLarge: (size) => `the file at mediaUrl is ${size}; type ${type} allows at most ${label}`,
    guard: workerGuard(),
    timeoutMs: mediaFetchTimeoutMs(),
    path,
  });
  return download.bytes;
}

/** A checked file, not yet stored: what a send of it names, chosen before the bytes are written. */
export type MediaFile = {
  /** The `med_` id of its R2 object, under its device. */
  id: string;
  mimeType: string;
  /** Hex SHA-256 of the bytes: the key of the engine's reusable upload. */
  sha256: string;
  /** Where the session-node fetches it (with its NODE_TOKEN). */
  nodeUrl: string;
  /** Where the workspace's API key reads it (the records' `mediaUrl`). */
  mediaUrl: string;
};

/** The file's bytes checked against `request` (400 or 413 as HttpError), and what it will be stored as. */
export async function checkMediaFile(
  request: MediaRequest,
  bytes: Uint8Array,
  where: { deviceId: string; origin: string; path: string },
): Promise<MediaFile & { accepted: AcceptedMedia }> {
  const accepted = acceptMedia(request, bytes, where.path);
  const id = newId('med');
  const sha256 = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  return {
    id,
    mimeType: accepted.mimeType,
    sha256,
    nodeUrl: nodeMediaPath(where.deviceId, id),
    mediaUrl: publicMediaUrl(where.origin, where.deviceId, id),
    accepted,
  };
}

/** Writes the checked file to R2 under its device, its digest (and a document's name) beside it. */
export async function storeMediaFile(
  bucket: R2Bucket,
  deviceId: string,
  file: MediaFile,
  bytes: Uint8Array,
  fileName?: string,
): Promise<string> {
  const key = mediaKey(deviceId, file.id);
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: file.mimeType },
    customMetadata: { sha256: file.sha256, ...(fileName ? { fileName } : {}) },
  });
  return key;
}
