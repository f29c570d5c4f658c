/**
 * A file to send as media, whichever way it came (a `file` part, or `mediaUrl` fetched under the
 * URL policy), staged as it streamed (`staged-file.ts`, never held whole): checked against its
 * type's rules by its bytes (their head and tail), and stored once in R2 with the SHA-256 of those bytes, which later sends of the stored copy name to reuse the engine's upload
 * (`SendInput.mediaSha256`). POST /messages/media, a broadcast's media and a chatbot reply's
 * media all come through here.
 */
import type { MediaType } from '../../protocol';
import { mediaKey, nodeMediaPath, publicMediaUrl } from '../media/media';
import { downloadMedia, mediaFetchTimeoutMs } from '../media/media-download';
import { type AcceptedMedia, acceptMedia, MEDIA_RULES, type MediaRequest } from '../media/media-rules';
import type { MediaSample } from '../media/media-sniff';
import type { StagedFile } from '../media/staged-file';
import { newId } from '../shared/ids';
import { workerGuard } from '../webhooks/deliver';

/** The file at `mediaUrl`, staged as it streams and refused (413) past what `type` allows; a 400's issue is at `path`. */
export async function fetchMediaFile(bucket: R2Bucket, mediaUrl: string, type: MediaType, path = 'mediaUrl'): Promise<StagedFile> {
  const rule = MEDIA_RULES[type];
  const label = `${rule.maxLabel} (${rule.maxBytes.toLocaleString('en-US')} bytes)`;
  const download = await downloadMedia(bucket, mediaUrl, {
    maxBytes: rule.maxBytes,
    tooLarge: (size) => `the file at mediaUrl is ${size}; type ${type} allows at most ${label}`,
    guard: workerGuard(),
    timeoutMs: mediaFetchTimeoutMs(),
    path,
  });
  return download.file;
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

/** What a check reads of a file: what the sniffer reads of it, and its digest. */
export type CheckedBytes = { sample: MediaSample; sha256: string };

/** The file checked against `request` by its sample (400 or 413 as HttpError), and what it will be stored as. */
export function checkMediaFile(
  request: MediaRequest,
  file: CheckedBytes,
  where: { deviceId: string; origin: string; path: string },
): MediaFile & { accepted: AcceptedMedia } {
  const accepted = acceptMedia(request, file.sample, where.path);
  const id = newId('med');
  return {
    id,
    mimeType: accepted.mimeType,
    sha256: file.sha256,
    nodeUrl: nodeMediaPath(where.deviceId, id),
    mediaUrl: publicMediaUrl(where.origin, where.deviceId, id),
    accepted,
  };
}

/** Writes the checked file to R2 under its device, its digest (and a document's name) beside it; answers its key. */
export async function storeMediaFile(deviceId: string, file: MediaFile, staged: StagedFile, fileName?: string): Promise<string> {
  const key = mediaKey(deviceId, file.id);
  await staged.store(key, { contentType: file.mimeType, fileName });
  return key;
}

/** A stored file's sample and digest, read from R2 without reading it whole; null when it is not there. */
export async function storedFile(bucket: R2Bucket, key: string): Promise<CheckedBytes | null> {
  const HEAD = 64 * 1024;
  const TAIL = 256 * 1024;
  const about = await bucket.head(key);
  const sha256 = about?.customMetadata?.sha256;
  if (!about || !sha256) return null;
  const read = async (range: R2Range) => new Uint8Array(await ((await bucket.get(key, { range }))?.arrayBuffer() ?? new ArrayBuffer(0)));
  if (about.size === 0) return { sha256, sample: { size: 0, head: new Uint8Array(), tail: new Uint8Array() } };
  const head = await read({ offset: 0, length: Math.min(HEAD, about.size) });
  const tail = about.size <= HEAD ? head : await read({ suffix: Math.min(TAIL, about.size) });
  return { sha256, sample: { size: about.size, head, tail } };
}
