/**
 * The new-broadcast form's media: an image, a video or a document with a caption (a promotion
 * poster), named by the API's own paths (`message.media.caption`) so its issues land by their
 * inputs. The chosen file (staged as it was uploaded) is checked by its bytes as the API checks it; "Check" stores it once
 * and the form keeps its id, so "Send" needs no second upload and stores nothing again.
 */
import { createWithMedia } from '../../broadcasts/campaign-media';
import { BROADCAST_MEDIA_TYPES, type BroadcastMediaType } from '../../broadcasts/media-message';
import { mediaKey, nodeMediaPath, publicMediaUrl } from '../../media/media';
import { acceptMedia } from '../../media/media-rules';
import type { StagedFile } from '../../media/staged-file';
import { checkMediaFile, type MediaFile, storedFile, storeMediaFile } from '../../messages/media-file';
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

/**
 * The form's file: a new one checked (`staged` as it was uploaded, not stored yet), or the one a
 * check stored (`staged` null), its head and tail read back from R2 and checked again against the type.
 */
export type FormMedia = { file: MediaFile; staged: StagedFile | null; fileName: string | undefined };

export async function formMedia(
  bucket: R2Bucket,
  v: MediaValues,
  part: StagedFile | null,
  where: { deviceId: string; origin: string },
  noFile: string,
): Promise<FormMedia> {
  const request = { type: v.type || 'image', ...(v.fileName ? { fileName: v.fileName } : {}) } as const;
  const fileName = v.fileName || undefined;
  if (part) return { file: checkMediaFile(request, part, { ...where, path: 'media' }), staged: part, fileName };
  const stored = v.kept ? await storedFile(bucket, mediaKey(where.deviceId, v.kept)) : null;
  if (!stored) {
    // Said by the dashboard in the viewer's language already (the page's own words, not the API's).
    throw new HttpError(400, noFile, [{ path: 'media', message: noFile, said: said('dashboard.shown', { text: noFile }) }]);
  }
  const accepted = acceptMedia(request, stored.sample, 'media');
  const file: MediaFile = {
    id: v.kept,
    mimeType: accepted.mimeType,
    sha256: stored.sha256,
    nodeUrl: nodeMediaPath(where.deviceId, v.kept),
    mediaUrl: publicMediaUrl(where.origin, where.deviceId, v.kept),
  };
  return { file, staged: null, fileName };
}

/** Keeps a checked file for the send: stored now, its id in the form. */
export async function keepMedia(deviceId: string, m: FormMedia, v: MediaValues, name: string): Promise<void> {
  if (m.staged) await storeMediaFile(deviceId, m.file, m.staged, m.fileName);
  m.staged = null;
  v.kept = m.file.id;
  v.keptName = name || v.keptName;
}

/** Creates the campaign; a file a check stored stays for another try when the campaign is refused. */
export function createWithFormMedia<T>(
  bucket: R2Bucket,
  deviceId: string,
  m: FormMedia | null,
  create: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return m?.staged ? createWithMedia(bucket, deviceId, { file: m.file, staged: m.staged, fileName: m.fileName }, create) : create();
}
