/**
 * A media campaign's file: the `media` part of the multipart creation route or fetched from the
 * message's `mediaUrl`, either way staged as it streamed (never held whole), checked by its bytes
 * against its type's rules, and stored in R2 once, only when the campaign is created (a preview
 * stores nothing). A campaign the device's object refuses leaves no file behind; the caller drops
 * the staged file once it has answered (`discard`), stored or not.
 */
import type { StagedFile } from '../media/staged-file';
import { checkMediaFile, fetchMediaFile, type MediaFile, storeMediaFile } from '../messages/media-file';
import { badRequest } from '../shared/errors';
import type { Outcome } from '../shared/outcome';
import type { BroadcastMessageInput } from './message';

export type CampaignMedia = { file: MediaFile; staged: StagedFile; fileName: string | undefined };

/** The campaign's file, checked but not stored, or null for a message without media; a 400 (413) when it cannot be. */
export async function readCampaignMedia(
  message: BroadcastMessageInput,
  part: StagedFile | null,
  where: { deviceId: string; origin: string; bucket: R2Bucket },
): Promise<CampaignMedia | null> {
  if (message.type !== 'media') {
    if (part)
      throw badRequest('only a media message takes a media file', [
        { path: 'media', message: 'send message.type media, or leave this part out' },
      ]);
    return null;
  }
  if (part && message.mediaUrl !== undefined) {
    throw badRequest('the file came twice', [
      { path: 'message.mediaUrl', message: 'give the file as mediaUrl or as the media part, not both' },
    ]);
  }
  if (!part && message.mediaUrl === undefined) {
    throw badRequest('the media message has no file', [
      {
        path: 'message.mediaUrl',
        message: 'is required: where to fetch the file (or upload it as the media part of POST …/broadcasts/csv)',
      },
    ]);
  }
  const staged = part ?? (await fetchMediaFile(where.bucket, message.mediaUrl ?? '', message.media.type, 'message.mediaUrl'));
  try {
    const file = checkMediaFile(message.media, staged, { ...where, path: part ? 'media' : 'message.mediaUrl' });
    return { file, staged, fileName: message.media.fileName };
  } catch (refused) {
    await staged.discard();
    throw refused;
  }
}

/**
 * Stores the file, then creates the campaign with `create`; a refused campaign's file is removed
 * again (one whose creation threw is kept: it may have started). Stored first: the object may start sending the moment the campaign exists.
 */
export async function createWithMedia<T>(
  bucket: R2Bucket,
  deviceId: string,
  media: CampaignMedia | null,
  create: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (!media) return create();
  const key = await storeMediaFile(deviceId, media.file, media.staged, media.fileName);
  // Removed only on a refusal: a call that threw may have started the campaign in the object,
  // whose sends then need the file.
  const outcome = await create();
  if (!outcome.ok) await bucket.delete(key);
  return outcome;
}
