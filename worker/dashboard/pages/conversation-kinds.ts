/**
 * The inbox's sends besides a reply's text, and an agent's changes to their own messages: a file
 * (sniffed, limited and stored as `POST /messages/media` does, through the same rules and the
 * same store), a location and a contact card (the protocol's own rules of those kinds), an edit
 * and a delete; and the door a signed-in viewer reads a conversation's media through. A refused
 * form is shown again with its issues beside its fields; a send that worked goes back to the
 * conversation (303), as every form of the page does.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { contactCardSchema, locationContentSchema, type MediaType } from '../../../protocol';
import { NOT_YOURS } from '../../inbox/inbox-part';
import { MAX_MEDIA_FILE_BYTES } from '../../media/media-rules';
import { serveMedia } from '../../media/serve-media';
import { StagedFile } from '../../media/staged-file';
import { editMessageSchema } from '../../messages/change-routes';
import { locationSummary } from '../../messages/location-route';
import { checkMediaFile, type MediaFile, storeMediaFile } from '../../messages/media-file';
import { mediaPartPayloadSchema } from '../../messages/media-payload';
import { isMessageId } from '../../messages/message-id';
import { isGroupJid } from '../../messages/recipient';
import { HttpError, notFound } from '../../shared/errors';
import { idPattern } from '../../shared/fields';
import type { Outcome } from '../../shared/outcome';
import { unwrap } from '../../shared/outcome';
import { CSRF_FIELD, checkToken } from '../csrf';
import type { DashboardEnv } from '../env';
import { type FieldIssues, issueText, multipartForm, refusalText, saidText, sentence, validate } from '../forms';
import type { KindForm } from './conversation-forms';
import { conversationPage, inbox, me, posted, ws } from './conversation-page';

/** The largest file a form may carry (a 100 MiB document) and room for its other fields: refused as it streams past. */
export const FILE_FORM_LIMIT = MAX_MEDIA_FILE_BYTES + 64 * 1024;
/** The file form, read as it streams, its file staged in R2 (never held whole), as the API's uploads are. */
export const fileForm = multipartForm(FILE_FORM_LIMIT, { files: { file: MAX_MEDIA_FILE_BYTES }, maxParts: 6 });

/** The fields of the file form that the API's payload rules name. */
const FILE_FIELDS = ['type', 'caption', 'voiceNote'];

const refuse = (
  c: Context<DashboardEnv>,
  form: KindForm,
  values: Record<string, string>,
  issues: FieldIssues,
  status: ContentfulStatusCode = 400,
) => conversationPage(c, { kind: { form, values, issues } }, status);

const backTo = (c: Context<DashboardEnv>) => `/dashboard/inbox/${c.req.param('deviceId') ?? ''}/${c.req.param('conversationId') ?? ''}`;

/** POST …/file: multipart, its body read by `fileForm` first. */
export async function sendFile(c: Context<DashboardEnv>): Promise<Response> {
  const k = c.var.t.kinds;
  const deviceId = c.req.param('deviceId') ?? '';
  const conversationId = c.req.param('conversationId') ?? '';
  const form = await c.req.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  await checkToken(c, c.var.session.csrfToken, text(CSRF_FIELD));
  const values = { type: text('type'), caption: text('caption') };
  const file = form.get('file');
  if (!(file instanceof StagedFile) || file.size === 0) return refuse(c, 'file', values, { file: [k.noFile] });

  const { conversation } = unwrap(await inbox(c, deviceId).conversation(ws(c), conversationId));
  const contact = conversation.contact;
  const type = values.type as MediaType;
  // The API's own payload rules (a caption only on what carries one, a document's name…).
  const checked = validate(
    mediaPartPayloadSchema,
    {
      deviceId,
      ...(isGroupJid(contact) ? { groupId: contact } : { phoneNumber: contact }),
      type: values.type,
      ...(values.caption ? { caption: values.caption } : {}),
      ...(values.type === 'document' ? { fileName: file.name || 'document' } : {}),
    },
    c.var.lang,
  );
  if (!checked.ok) {
    const issues = Object.fromEntries(
      Object.entries(checked.issues).map(([field, said]) => [
        FILE_FIELDS.includes(field) ? field : field === 'fileName' ? 'file' : '_',
        said,
      ]),
    );
    return refuse(c, 'file', values, issues);
  }
  const payload = checked.value;
  let checkedFile: MediaFile;
  try {
    checkedFile = checkMediaFile(payload, file, { deviceId, origin: new URL(c.req.url).origin, path: 'file' });
  } catch (error) {
    if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 413)) throw error;
    const why =
      error.issues?.map((issue) => issueText(issue, c.var.lang)).join(' ') || saidText(error.message, error.said, c.var.lang, error.status);
    return refuse(c, 'file', values, { file: [`${k.fileRefused} ${sentence(why)}`] }, error.status);
  }
  const stored = checkedFile;
  const key = await storeMediaFile(deviceId, stored, file, payload.fileName);
  const outcome = await inbox(c, deviceId).sendInConversation(ws(c), conversationId, me(c), {
    text: payload.caption ?? '',
    mediaUrl: stored.mediaUrl,
    mediaSha256: stored.sha256,
    mediaSize: file.size,
    content: {
      kind: 'media',
      type,
      mimeType: stored.mimeType,
      url: stored.nodeUrl,
      ...(payload.caption !== undefined ? { caption: payload.caption } : {}),
      ...(payload.fileName !== undefined ? { fileName: payload.fileName } : {}),
    },
  });
  if (!outcome.ok) {
    // Refused before any record was written: the stored file is nobody's.
    if (!outcome.recordId) await c.env.MEDIA.delete(key);
    return refuse(c, 'file', values, { _: [refusalText(outcome, c.var.lang)] }, outcome.status === 401 ? 400 : outcome.status);
  }
  return c.redirect(backTo(c), 303);
}

/** A number typed in a form: empty is missing (the rule says "required"), anything else as JavaScript reads it. */
const numberOf = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));

/** POST …/location */
export async function sendLocation(c: Context<DashboardEnv>): Promise<Response> {
  const { form, deviceId, conversationId, back } = await posted(c);
  const values = { latitude: form.get('latitude'), longitude: form.get('longitude'), name: form.get('name'), address: form.get('address') };
  const checked = validate(
    locationContentSchema,
    {
      kind: 'location',
      latitude: numberOf(values.latitude),
      longitude: numberOf(values.longitude),
      ...(values.name ? { name: values.name } : {}),
      ...(values.address ? { address: values.address } : {}),
    },
    c.var.lang,
  );
  if (!checked.ok) return refuse(c, 'location', values, checked.issues);
  const place = checked.value;
  const outcome = await inbox(c, deviceId).sendInConversation(ws(c), conversationId, me(c), {
    text: locationSummary(place),
    content: place,
  });
  return outcome.ok ? c.redirect(back, 303) : refuse(c, 'location', values, { _: [refusalText(outcome, c.var.lang)] }, failed(outcome));
}

/** POST …/contact: one card, as `POST /messages/contact` sends it. */
export async function sendContact(c: Context<DashboardEnv>): Promise<Response> {
  const { form, deviceId, conversationId, back } = await posted(c);
  const values = { name: form.get('name'), phoneNumber: form.get('phoneNumber').replace(/[\s+-]/g, '') };
  const checked = validate(contactCardSchema, values, c.var.lang);
  if (!checked.ok) return refuse(c, 'contact', values, checked.issues);
  const outcome = await inbox(c, deviceId).sendInConversation(ws(c), conversationId, me(c), {
    text: `👤 ${checked.value.name}`,
    content: { kind: 'contacts', contacts: [checked.value] },
  });
  return outcome.ok ? c.redirect(back, 303) : refuse(c, 'contact', values, { _: [refusalText(outcome, c.var.lang)] }, failed(outcome));
}

/** POST …/messages/:recordId/edit and …/delete: the viewer's own message only (the device's object checks). */
export async function changeMessage(c: Context<DashboardEnv>, edit: boolean): Promise<Response> {
  const { form, deviceId, conversationId, back } = await posted(c);
  const recordId = c.req.param('recordId') ?? '';
  let text: string | null = null;
  if (edit) {
    const content = form.get('content');
    const checked = validate(editMessageSchema, { content }, c.var.lang);
    if (!checked.ok) return conversationPage(c, { changeIssue: { id: recordId, issues: checked.issues, content } }, 400);
    text = checked.value.content;
  }
  const outcome = await inbox(c, deviceId).changeInConversation(ws(c), conversationId, me(c), recordId, text);
  if (!outcome.ok) {
    if (outcome.status === 404) throw notFound(outcome.message);
    const said = outcome.message === NOT_YOURS ? c.var.t.kinds.notYours : refusalText(outcome, c.var.lang);
    return conversationPage(c, { changeIssue: { id: recordId, issues: { _: [said] }, content: text ?? '' } }, failed(outcome));
  }
  return c.redirect(back, 303);
}

const failed = (outcome: Extract<Outcome<unknown>, { ok: false }>) => (outcome.status === 401 ? 400 : outcome.status);

const DEVICE_ID = idPattern('dev');

/** GET /dashboard/media/:deviceId/:id: a conversation's media for a viewer of the device's workspace (another's is a 404). */
export async function mediaDoor(c: Context<DashboardEnv>): Promise<Response> {
  const deviceId = c.req.param('deviceId') ?? '';
  const id = c.req.param('id') ?? '';
  if (!DEVICE_ID.test(deviceId) || !isMessageId(id)) throw notFound('no such media');
  unwrap(await inbox(c, deviceId).view(ws(c)));
  // A history message's file comes from WhatsApp the first time it is opened, then from storage.
  return serveMedia(c.env.MEDIA, deviceId, id, async () => {
    unwrap(await inbox(c, deviceId).downloadHistoryMedia(ws(c), id));
  });
}
