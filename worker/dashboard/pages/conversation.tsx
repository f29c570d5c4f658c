/**
 * The routes of one conversation of the Inbox (the page is `conversation-page.tsx`): the page,
 * its live socket, a reply, a reaction, a file, a location or a contact card, an edit or delete of
 * the viewer's own message, assignment, resolve and reopen, notes; and the door its media is read
 * through. Each post checks the CSRF token, acts through the device's object, and goes back (303).
 */

import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isMember } from '../../inbox/assignees';
import { noteBodySchema, replySchema } from '../../inbox/schemas';
import { deviceStub } from '../../kernel';
import { labelsOf } from '../../labels';
import { labelConversations } from '../../labels/label-changes';
import { sendAtSchema } from '../../messages/send-at';
import { HttpError } from '../../shared/errors';
import { unwrap } from '../../shared/outcome';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, refusalText, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { suggestInPage, summaryInPage, transcribeInPage } from './agent-help-posts';
import { cannedPicker } from './canned-picker';
import { REACTIONS } from './conversation-bubble';
import { changeMessage, fileForm, mediaDoor, sendContact, sendFile, sendLocation } from './conversation-kinds';
import { conversationPage, inbox, me, posted, ws } from './conversation-page';
import { laterOf } from './send-later';

/** The composer's "send later" time, checked as the API's `sendAt` (undefined: send now). */
function scheduledReply(
  c: Context<DashboardEnv>,
  form: { get(name: string): string },
): { ok: true; sendAt?: number } | { ok: false; issues: FieldIssues } {
  const later = laterOf(form, c.var.timeZone);
  if (later.kind === 'now') return { ok: true };
  const s = c.var.t.schedule;
  if (later.kind !== 'later') return { ok: false, issues: { sendAt: [later.kind === 'missing' ? s.sendAtRequired : s.badTime] } };
  const checked = validate(z.object({ sendAt: sendAtSchema }), { sendAt: later.sendAt }, c.var.lang);
  return checked.ok ? { ok: true, sendAt: checked.value.sendAt } : { ok: false, issues: checked.issues };
}

/** Inbox pages watch their devices through this path (agents may; the devices page's path is for admins). */
const INBOX_LIVE = '/dashboard/inbox-live';

export const conversationRoutes = createDashboard()
  .use('/inbox/*', signedIn(), inWorkspace(), allow('inbox'))
  .use('/inbox-live/*', signedIn(), inWorkspace(), allow('inbox'))
  .use('/inbox-labels', signedIn(), inWorkspace(), allow('inbox'))
  .use('/media/*', signedIn(), inWorkspace(), allow('inbox'))
  .get('/media/:deviceId/:id', mediaDoor)
  .get('/inbox-live/:deviceId', async (c) => {
    // An inbox page watching a device: the viewer's upgrade goes to the device's object, which tells of every change.
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new HttpError(426, 'this path answers a WebSocket upgrade only');
    if (c.req.header('Origin') !== new URL(c.req.url).origin) throw new HttpError(403, 'a live view opens only from the dashboard itself');
    const id = c.req.param('deviceId');
    return deviceStub(c.env, id).fetch(`https://device${INBOX_LIVE}/${id}/live`, {
      headers: { Upgrade: 'websocket', 'X-Kurir-Workspace': c.var.viewer.workspace.id },
    });
  })
  .get('/inbox/:deviceId/:conversationId', (c) => conversationPage(c))
  .get('/inbox/:deviceId/:conversationId/canned', cannedPicker)
  .post('/inbox/:deviceId/:conversationId/reply', async (c) => {
    const { form, deviceId, conversationId, back } = await posted(c);
    // A browser sends a text area's line breaks as CRLF; WhatsApp's are LF (as the API's replies are).
    const text = form.get('text').replace(/\r\n?/g, '\n');
    const checked = validate(replySchema, { text, ...(form.get('replyToId') ? { replyToId: form.get('replyToId') } : {}) }, c.var.lang);
    const typed = form.get('sendAt');
    if (!checked.ok) return conversationPage(c, { text, sendAt: typed, issues: checked.issues }, 400);
    const later = scheduledReply(c, form);
    if (!later.ok) return conversationPage(c, { text, sendAt: typed, issues: later.issues }, 400);
    const { text: reply, replyToId } = checked.value;
    const outcome = await inbox(c, deviceId).replyInConversation(ws(c), conversationId, me(c), reply, replyToId, later.sendAt);
    if (!outcome.ok) return conversationPage(c, { text, sendAt: typed, issues: { _: [refusalText(outcome, c.var.lang)] } }, outcome.status);
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/messages/:recordId/unschedule', async (c) => {
    const { deviceId, conversationId, back } = await posted(c);
    const outcome = await inbox(c, deviceId).cancelScheduledInConversation(ws(c), conversationId, c.req.param('recordId'));
    if (!outcome.ok && outcome.status === 404) throw new HttpError(404, outcome.message);
    if (!outcome.ok) return conversationPage(c, { issues: { _: [refusalText(outcome, c.var.lang)] } }, outcome.status);
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/react', async (c) => {
    const { form, deviceId, conversationId, back } = await posted(c);
    const messageId = form.get('messageId');
    const emoji = form.get('emoji');
    // Only what the page offers: anything else (another emoji, an empty value that would remove a reaction) is refused where it was chosen.
    if (!REACTIONS.includes(emoji))
      return conversationPage(c, { reactionIssue: { messageId, text: c.var.t.inbox.reactionRefused(REACTIONS.join(' ')) } }, 400);
    const outcome = await inbox(c, deviceId).reactInConversation(ws(c), conversationId, messageId, emoji);
    if (!outcome.ok) return conversationPage(c, { issues: { _: [refusalText(outcome, c.var.lang)] } }, outcome.status);
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/suggest', suggestInPage)
  .post('/inbox/:deviceId/:conversationId/summary', summaryInPage)
  .post('/inbox/:deviceId/:conversationId/messages/:recordId/transcribe', transcribeInPage)
  .post('/inbox/:deviceId/:conversationId/file', fileForm, sendFile)
  .post('/inbox/:deviceId/:conversationId/location', sendLocation)
  .post('/inbox/:deviceId/:conversationId/contact', sendContact)
  .post('/inbox/:deviceId/:conversationId/messages/:recordId/edit', (c) => changeMessage(c, true))
  .post('/inbox/:deviceId/:conversationId/messages/:recordId/delete', (c) => changeMessage(c, false))
  .post('/inbox/:deviceId/:conversationId/assign', async (c) => {
    const { form, deviceId, conversationId, back } = await posted(c);
    const memberId = form.get('memberId') || null;
    if (memberId && !(await isMember(c.var.db, c.var.viewer.workspace.id, memberId)))
      throw new HttpError(404, 'no such member in this workspace');
    unwrap(await inbox(c, deviceId).assignConversation(ws(c), conversationId, memberId));
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/resolve', async (c) => {
    const { deviceId, conversationId, back } = await posted(c);
    unwrap(await inbox(c, deviceId).resolveConversation(ws(c), conversationId, me(c)));
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/reopen', async (c) => {
    const { deviceId, conversationId, back } = await posted(c);
    unwrap(await inbox(c, deviceId).reopenConversation(ws(c), conversationId));
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/labels', async (c) => {
    const { form, deviceId, conversationId, back } = await posted(c);
    const labels = await labelsOf(c.var.db, c.var.viewer.workspace.id, [form.get('labelId')]);
    unwrap(await inbox(c, deviceId).labelConversations(ws(c), [conversationId], labels, []));
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/labels/:labelId/remove', async (c) => {
    const { deviceId, conversationId, back } = await posted(c);
    const labels = await labelsOf(c.var.db, c.var.viewer.workspace.id, [c.req.param('labelId')]);
    unwrap(await inbox(c, deviceId).labelConversations(ws(c), [conversationId], [], labels));
    return c.redirect(back, 303);
  })
  .post('/inbox-labels', async (c) => {
    // The list's bulk form: the ticked conversations, wherever their devices.
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const back = form.get('back').startsWith('/dashboard/inbox') ? form.get('back') : '/dashboard/inbox';
    const ids = form.all('conversationIds').slice(0, 100);
    if (ids.length === 0) return c.redirect(back, 303);
    const workspace = c.var.viewer.workspace.id;
    const labels = await labelsOf(c.var.db, workspace, [form.get('labelId')]);
    const adding = form.get('action') !== 'remove';
    await labelConversations(c.env, c.var.db, workspace, workspace, ids, adding ? labels : [], adding ? [] : labels);
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/notes', async (c) => {
    const { form, deviceId, conversationId, back } = await posted(c);
    const checked = validate(noteBodySchema, { text: form.get('text') }, c.var.lang);
    if (!checked.ok) return conversationPage(c, { noteIssues: checked.issues }, 400);
    unwrap(await inbox(c, deviceId).addNote(ws(c), conversationId, me(c), checked.value.text));
    return c.redirect(back, 303);
  });
