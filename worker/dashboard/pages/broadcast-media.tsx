/**
 * The new-broadcast form's media: an image, a video or a document with a caption (a promotion
 * poster), named by the API's own paths (`message.media.caption`) so its issues land by their
 * inputs. The chosen file is checked by its bytes as the API checks it; "Check" stores it once
 * and the form keeps its id, so "Send" needs no second upload and stores nothing again.
 */
import { type CampaignMedia, createWithMedia } from '../../broadcasts/campaign-media';
import { BROADCAST_MEDIA_TYPES, type BroadcastMediaType } from '../../broadcasts/media-message';
import { mediaKey, nodeMediaPath, publicMediaUrl } from '../../media/media';
import { acceptMedia } from '../../media/media-rules';
import { checkMediaFile, type MediaFile, storeMediaFile } from '../../messages/media-file';
import { HttpError } from '../../shared/errors';
import type { Outcome } from '../../shared/outcome';
import { said } from '../../shared/said';
import { Field, FileField, Select, TextArea, useDashboard } from '../components';
import type { FieldIssues } from '../forms';

export type MediaValues = { type: BroadcastMediaType | ''; caption: string; fileName: string; kept: string; keptName: string };
export const NO_MEDIA: MediaValues = { type: '', caption: '', fileName: '', kept: '', keptName: '' };

const P = 'message.media';
/** A stored file's id as `newId('med')` makes it: nothing else is read from the bucket. */
const KEPT_ID = /^med_[0-9A-Za-z]{20}$/;

export function readMedia(get: (name: string) => string): MediaValues {
  const type = get(`${P}.type`);
  const kept = get('mediaKept');
  return {
    type: (BROADCAST_MEDIA_TYPES as readonly string[]).includes(type) ? (type as BroadcastMediaType) : '',
    caption: get(`${P}.caption`),
    fileName: get(`${P}.fileName`).trim(),
    kept: KEPT_ID.test(kept) ? kept : '',
    keptName: get('mediaKeptName'),
  };
}

/** The message the form describes, as the API takes it (the file comes beside it). */
export function mediaMessage(v: MediaValues): Record<string, unknown> {
  return {
    type: 'media',
    media: { type: v.type, ...(v.caption ? { caption: v.caption } : {}), ...(v.fileName ? { fileName: v.fileName } : {}) },
  };
}

export function MediaFieldset({ v, issues }: { v: MediaValues; issues: FieldIssues }) {
  const f = useDashboard().var.t.broadcasts.form.media;
  return (
    <fieldset>
      <legend>{f.title}</legend>
      <p class="hint">{f.intro}</p>
      <Select
        name={`${P}.type`}
        label={f.type}
        issues={issues}
        value={v.type}
        options={[{ value: '', label: f.types.none }, ...BROADCAST_MEDIA_TYPES.map((t) => ({ value: t, label: f.types[t] }))]}
      />
      <FileField
        name="media"
        label={f.file}
        issues={issues}
        accept="image/jpeg,image/png,image/webp,video/mp4,video/3gpp,application/pdf,*/*"
        hint={v.kept ? f.kept(v.keptName || v.kept) : f.fileHint}
      />
      <input type="hidden" name="mediaKept" value={v.kept} />
      <input type="hidden" name="mediaKeptName" value={v.keptName} />
      <TextArea name={`${P}.caption`} label={f.caption} issues={issues} value={v.caption} hint={f.captionHint} rows={3} />
      <Field name={`${P}.fileName`} label={f.fileName} issues={issues} value={v.fileName} hint={f.fileNameHint} />
    </fieldset>
  );
}

/** The form's file: a new one checked (not stored yet), or the one a check stored, read back and checked again against the type. */
export type FormMedia = { media: CampaignMedia; stored: boolean };

export async function formMedia(
  bucket: R2Bucket,
  v: MediaValues,
  part: File | null,
  where: { deviceId: string; origin: string },
  noFile: string,
): Promise<FormMedia> {
  const request = { type: v.type || 'image', ...(v.fileName ? { fileName: v.fileName } : {}) } as const;
  if (part) {
    const bytes = new Uint8Array(await part.arrayBuffer());
    const file = await checkMediaFile(request, bytes, { ...where, path: 'media' });
    return { media: { file, bytes, fileName: v.fileName || undefined }, stored: false };
  }
  const object = v.kept ? await bucket.get(mediaKey(where.deviceId, v.kept)) : null;
  const sha256 = object?.customMetadata?.sha256;
  if (!object || !sha256) {
    // Said by the dashboard in the viewer's language already (the page's own words, not the API's).
    throw new HttpError(400, noFile, [{ path: 'media', message: noFile, said: said('dashboard.shown', { text: noFile }) }]);
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  const accepted = acceptMedia(request, bytes, 'media');
  const file: MediaFile = {
    id: v.kept,
    mimeType: accepted.mimeType,
    sha256,
    nodeUrl: nodeMediaPath(where.deviceId, v.kept),
    mediaUrl: publicMediaUrl(where.origin, where.deviceId, v.kept),
  };
  return { media: { file, bytes, fileName: v.fileName || undefined }, stored: true };
}

/** Keeps a checked file for the send: stored now, its id in the form. */
export async function keepMedia(bucket: R2Bucket, deviceId: string, m: FormMedia, v: MediaValues, name: string): Promise<void> {
  if (!m.stored) await storeMediaFile(bucket, deviceId, m.media.file, m.media.bytes, m.media.fileName);
  v.kept = m.media.file.id;
  v.keptName = name || v.keptName;
}

/** Creates the campaign; a file a check stored stays for another try when the campaign is refused. */
export function createWithFormMedia<T>(
  bucket: R2Bucket,
  deviceId: string,
  m: FormMedia | null,
  create: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return m?.stored ? create() : createWithMedia(bucket, deviceId, m?.media ?? null, create);
}
