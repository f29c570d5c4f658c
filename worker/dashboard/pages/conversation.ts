/**
 * One conversation of the Inbox: every message in and out with its source label and ticks, the
 * reply box (with a quote), reactions, assignment, resolve and reopen, and internal notes. It reads
 * and acts through the device's object (its conversation methods), as the management interface does; the page
 * refreshes live as the device tells of new messages and status changes. Agents use this page.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { deviceStub, unwrap } from '../../devices';
import { contactName } from '../../inbox';
import { isMember } from '../../inbox/assignees';
import { noteBodySchema, replySchema } from '../../inbox/schemas';
import { listMembers } from '../../members';
import { HttpError } from '../../shared/errors';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { time } from '../format';
import { type FieldIssues, type Form, readForm, validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, csrf, fieldErrors, issueSummary, postButton } from '../ui';
import { INBOX_LIVE, sourceLabel, ticks, watchDevices } from './inbox-parts';

/** The reactions the page offers; any other value posted is refused, never sent as something else. */
const REACTIONS = ['👍', '❤️', '😂', '🙏', '✅'];

/** The device's object, asked for the viewer's workspace. */
const inbox = (c: Context<DashboardEnv>, deviceId: string) => deviceStub(c.env, deviceId);
const ws = (c: Context<DashboardEnv>) => c.var.viewer.workspace.id;

async function conversationPage(
  c: Context<DashboardEnv>,
  o: { text?: string; issues?: FieldIssues; noteIssues?: FieldIssues; reactionIssue?: { messageId: string; text: string } } = {},
  status = 200,
) {
  const { t, lang, timeZone, db } = c.var;
  const i = t.inbox;
  const deviceId = c.req.param('deviceId') ?? '';
  const conversationId = c.req.param('conversationId') ?? '';
  const shown = unwrap(await inbox(c, deviceId).conversation(ws(c), conversationId));
  const notes = shown.notes;
  // Opening a conversation reads it.
  const conversation =
    shown.conversation.unreadCount > 0 && c.req.method === 'GET'
      ? unwrap(await inbox(c, deviceId).readConversation(ws(c), conversationId))
      : shown.conversation;
  const [page1, members, name] = await Promise.all([
    inbox(c, deviceId)
      .conversationMessages(ws(c), conversationId, 50)
      .then((o) => unwrap(o)),
    listMembers(db, c.var.viewer.workspace.id),
    contactName(db, c.var.viewer.workspace.id, conversation.contactId),
  ]);
  const names = new Map(members.map((m) => [m.accountId, m.name]));
  const quote = c.req.query('quote');
  const quoted = quote ? page1.items.find((m) => m.messageId === quote) : undefined;
  const here = `/dashboard/inbox/${deviceId}/${conversationId}`;
  const messages = [...page1.items].reverse();
  // A refused reaction is said under the message it was for, or above the reply box when that message is not on this page.
  const reactionElsewhere = o.reactionIssue && !page1.items.some((m) => m.messageId === o.reactionIssue?.messageId);
  const issues = reactionElsewhere && o.reactionIssue ? { ...o.issues, _: [o.reactionIssue.text] } : (o.issues ?? {});
  const body = html`
    <p><a href="/dashboard/inbox">&larr; ${i.backToInbox}</a></p>
    ${watchDevices([deviceId])}
    <section class="card" id="conversation-head" data-live data-conversation-state="${conversation.status}" data-assignee="${conversation.assigneeId ?? ''}">
      <p><strong>${name ?? conversation.contact}</strong> ${name ? html`<span class="muted">${conversation.contact}</span>` : ''} ${badge(i.statuses[conversation.status] ?? conversation.status, conversation.status === 'OPEN' ? 'ok' : 'plain')}
        ${i.assignee}: <span data-assigned>${conversation.assigneeId ? (names.get(conversation.assigneeId) ?? conversation.assigneeId) : i.nobody}</span></p>
      ${conversation.handedOver ? html`<p class="muted">${i.botQuiet}</p>` : ''}
      <div class="actions">
        <form method="post" action="${here}/assign" class="inline row">
          ${csrf(c)}
          <label for="f-memberId" class="visually-hidden">${i.assignee}</label>
          <select id="f-memberId" name="memberId">
            <option value="">${i.nobody}</option>
            ${members.map((m) => html`<option value="${m.accountId}"${m.accountId === conversation.assigneeId ? html` selected` : ''}>${m.name}</option>`)}
          </select>
          <button type="submit" class="secondary">${i.assign}</button>
        </form>
        ${conversation.status === 'OPEN' ? postButton(c, `${here}/resolve`, i.resolve) : postButton(c, `${here}/reopen`, i.reopen)}
      </div>
    </section>
    <h2>${i.messages}</h2>
    <ol class="thread" id="thread" data-live data-thread="${conversationId}" aria-live="polite">
      ${messages.length === 0 ? html`<li class="muted">${i.noMessages}</li>` : ''}
      ${messages.map(
        (m) => html`<li class="bubble ${m.direction === 'INBOUND' ? 'in' : 'out'}" data-record="${m.id}" data-status="${m.status}">
          <p class="meta">${sourceLabel(c, m.source, m.memberId, names)} ${m.direction === 'OUTBOUND' ? ticks(c, m.status) : ''}
            <span class="muted">${time(m.createdAt, lang, timeZone)}</span></p>
          ${m.replyToId ? html`<p class="quote muted">&#x21AA; ${page1.items.find((q) => q.messageId === m.replyToId)?.content ?? m.replyToId}</p>` : ''}
          <p class="wrap">${m.content}</p>
          ${m.error ? html`<p class="error">${m.error}</p>` : ''}
          ${
            m.messageId
              ? html`<div class="row">
            <a href="${here}?quote=${encodeURIComponent(m.messageId)}#f-text">${i.quote}</a>
            ${
              m.direction === 'INBOUND'
                ? html`<form method="post" action="${here}/react" class="inline">${csrf(c)}<input type="hidden" name="messageId" value="${m.messageId}">
                ${REACTIONS.map((e) => html`<button type="submit" name="emoji" value="${e}" class="link" aria-label="${i.react} ${e}">${e}</button>`)}</form>`
                : ''
            }
          </div>
          ${o.reactionIssue?.messageId === m.messageId ? html`<p class="error" role="alert" data-reaction-issue>${o.reactionIssue.text}</p>` : ''}`
              : ''
          }
        </li>`,
      )}
    </ol>
    ${issueSummary(issues, t.common.fixErrors)}
    <form method="post" action="${here}/reply" class="card" novalidate>
      ${csrf(c)}
      ${quoted ? html`<p class="quote">${i.quoting}: ${quoted.content} <a href="${here}">${i.cancelQuote}</a></p><input type="hidden" name="replyToId" value="${quoted.messageId ?? ''}">` : ''}
      <div class="field${o.issues?.text ? ' invalid' : ''}">
        <label for="f-text">${i.replyLabel}</label>
        <textarea id="f-text" name="text" rows="3" required>${o.text ?? ''}</textarea>
        ${fieldErrors('text', o.issues ?? {})}
      </div>
      <button type="submit">${i.send}</button>
    </form>
    <h2>${i.notes}</h2>
    <p class="hint">${i.notesHint}</p>
    <ul class="notes" id="notes" data-live>${notes.map(
      (n) => html`<li class="card note" data-note="${n.id}"><p class="wrap">${n.text}</p>
        <p class="muted">${n.memberId ? (names.get(n.memberId) ?? n.memberId) : i.operator} · ${time(n.createdAt, lang, timeZone)}</p></li>`,
    )}</ul>
    <form method="post" action="${here}/notes" class="card" novalidate>
      ${csrf(c)}
      <div class="field${o.noteIssues?.text ? ' invalid' : ''}"><label for="f-note">${i.noteLabel}</label>
        <textarea id="f-note" name="text" rows="2" required></textarea>${fieldErrors('text', o.noteIssues ?? {})}</div>
      <button type="submit" class="secondary">${i.addNote}</button>
    </form>`;
  return c.html(page(c, { title: name ?? conversation.contact, active: 'inbox', body }), status as 200);
}

/** A form post of this conversation: the CSRF token checked, the form read. */
async function posted(c: Context<DashboardEnv>): Promise<{ form: Form; deviceId: string; conversationId: string; back: string }> {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  const deviceId = c.req.param('deviceId') ?? '';
  const conversationId = c.req.param('conversationId') ?? '';
  return { form, deviceId, conversationId, back: `/dashboard/inbox/${deviceId}/${conversationId}` };
}

const me = (c: Context<DashboardEnv>) => c.var.viewer.session.account?.id ?? null;

export const conversationRoutes = createDashboard()
  .use('/inbox/*', signedIn(), inWorkspace(), allow('inbox'))
  .use('/inbox-live/*', signedIn(), inWorkspace(), allow('inbox'))
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
  .post('/inbox/:deviceId/:conversationId/reply', async (c) => {
    const { form, deviceId, conversationId, back } = await posted(c);
    const text = form.get('text');
    const checked = validate(replySchema, { text, ...(form.get('replyToId') ? { replyToId: form.get('replyToId') } : {}) }, c.var.lang);
    if (!checked.ok) return conversationPage(c, { text, issues: checked.issues }, 400);
    const outcome = await inbox(c, deviceId).replyInConversation(ws(c), conversationId, me(c), checked.value.text, checked.value.replyToId);
    if (!outcome.ok) return conversationPage(c, { text, issues: { _: [outcome.message] } }, outcome.status);
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
    if (!outcome.ok) return conversationPage(c, { issues: { _: [outcome.message] } }, outcome.status);
    return c.redirect(back, 303);
  })
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
    unwrap(await inbox(c, deviceId).resolveConversation(ws(c), conversationId));
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/reopen', async (c) => {
    const { deviceId, conversationId, back } = await posted(c);
    unwrap(await inbox(c, deviceId).reopenConversation(ws(c), conversationId));
    return c.redirect(back, 303);
  })
  .post('/inbox/:deviceId/:conversationId/notes', async (c) => {
    const { form, deviceId, conversationId, back } = await posted(c);
    const checked = validate(noteBodySchema, { text: form.get('text') }, c.var.lang);
    if (!checked.ok) return conversationPage(c, { noteIssues: checked.issues }, 400);
    unwrap(await inbox(c, deviceId).addNote(ws(c), conversationId, me(c), checked.value.text));
    return c.redirect(back, 303);
  });
