/**
 * One conversation of the Inbox: every message in and out with its source label and ticks, the
 * reply box (with a quote), reactions, assignment, resolve and reopen, and internal notes. It reads
 * and acts through the device's object (its conversation methods), as the management interface does; the page
 * refreshes live as the device tells of new messages and status changes. Agents use this page.
 */
import type { Context } from 'hono';
import { raw } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { deviceStub, unwrap } from '../../devices';
import { contactName } from '../../inbox';
import { isMember } from '../../inbox/assignees';
import type { Conversation, Note } from '../../inbox/conversation-view';
import { noteBodySchema, replySchema } from '../../inbox/schemas';
import { listMembers } from '../../members';
import type { StoredRecord } from '../../messages/record-store';
import { HttpError } from '../../shared/errors';
import { Badge, Button, Form, IssueSummary, Live, LiveSources, PostButton, Select, TextArea, Time, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, type Form as PostedForm, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { type MemberNames, SourceLabel, Ticks } from './inbox-parts';

/** Inbox pages watch their devices through this path (agents may; the devices page's path is for admins). */
const INBOX_LIVE = '/dashboard/inbox-live';

/** The reactions the page offers; any other value posted is refused, never sent as something else. */
const REACTIONS = ['👍', '❤️', '😂', '🙏', '✅'];
/** HTML entities keep the worker's script Latin-1 (wrangler.toml's `minify` note). */
const BACK_ARROW = raw('&larr;');
const QUOTE_ARROW = raw('&#x21AA;');

/** The device's object, asked for the viewer's workspace. */
const inbox = (c: Context<DashboardEnv>, deviceId: string) => deviceStub(c.env, deviceId);
const ws = (c: Context<DashboardEnv>) => c.var.viewer.workspace.id;

type Shown = {
  issues?: FieldIssues;
  noteIssues?: FieldIssues;
  text?: string;
  reactionIssue?: { messageId: string; text: string };
};

type ConversationProps = {
  deviceId: string;
  conversation: Conversation;
  name: string | null;
  messages: StoredRecord[];
  notes: Note[];
  members: { accountId: string; name: string }[];
  quoted: StoredRecord | undefined;
  shown: Shown;
};

/** Who the conversation is with, its state and assignee, and what can be done with it (refreshed as it changes). */
function Head({ deviceId, conversation, name, members }: Pick<ConversationProps, 'deviceId' | 'conversation' | 'name' | 'members'>) {
  const i = useDashboard().var.t.inbox;
  const here = `/dashboard/inbox/${deviceId}/${conversation.id}`;
  const names = new Map(members.map((m) => [m.accountId, m.name]));
  return (
    <Live id="conversation-head" as="section" class="card" on={`conversation:${conversation.id}`} from={here}>
      <p>
        <strong>{name ?? conversation.contact}</strong> {name && <span class="muted">{conversation.contact}</span>}{' '}
        <Badge label={i.statuses[conversation.status] ?? conversation.status} tone={conversation.status === 'OPEN' ? 'ok' : 'plain'} />{' '}
        {i.assignee}:{' '}
        <span data-assigned>{conversation.assigneeId ? (names.get(conversation.assigneeId) ?? conversation.assigneeId) : i.nobody}</span>
      </p>
      {conversation.handedOver && <p class="muted">{i.botQuiet}</p>}
      <div class="actions">
        <Form action={`${here}/assign`} class="inline row">
          <Select
            name="memberId"
            label={i.assignee}
            hiddenLabel
            value={conversation.assigneeId ?? ''}
            options={[{ value: '', label: i.nobody }, ...members.map((m) => ({ value: m.accountId, label: m.name }))]}
          />
          <Button kind="secondary">{i.assign}</Button>
        </Form>
        {conversation.status === 'OPEN' ? (
          <PostButton action={`${here}/resolve`} label={i.resolve} />
        ) : (
          <PostButton action={`${here}/reopen`} label={i.reopen} />
        )}
      </div>
    </Live>
  );
}

function Bubble({
  m,
  here,
  page,
  names,
  reactionIssue,
}: {
  m: StoredRecord;
  here: string;
  page: StoredRecord[];
  names: MemberNames;
  reactionIssue: Shown['reactionIssue'];
}) {
  const i = useDashboard().var.t.inbox;
  return (
    <li class={`bubble ${m.direction === 'INBOUND' ? 'in' : 'out'}`} data-record={m.id} data-status={m.status}>
      <p class="meta">
        <SourceLabel source={m.source} memberId={m.memberId} members={names} /> {m.direction === 'OUTBOUND' && <Ticks status={m.status} />}{' '}
        <span class="muted">
          <Time at={m.createdAt} />
        </span>
      </p>
      {m.replyToId && (
        <p class="quote muted">
          {QUOTE_ARROW} {page.find((q) => q.messageId === m.replyToId)?.content ?? m.replyToId}
        </p>
      )}
      <p class="wrap">{m.content}</p>
      {m.error && <p class="error">{m.error}</p>}
      {m.messageId && (
        <>
          <div class="row">
            <a href={`${here}?quote=${encodeURIComponent(m.messageId)}#f-text`}>{i.quote}</a>
            {m.direction === 'INBOUND' && (
              <Form action={`${here}/react`} class="inline">
                <input type="hidden" name="messageId" value={m.messageId} />
                {REACTIONS.map((e) => (
                  <Button kind="link" name="emoji" value={e} label={`${i.react} ${e}`}>
                    {e}
                  </Button>
                ))}
              </Form>
            )}
          </div>
          {reactionIssue?.messageId === m.messageId && (
            <p class="error" role="alert" data-reaction-issue>
              {reactionIssue.text}
            </p>
          )}
        </>
      )}
    </li>
  );
}

function ConversationPage(p: ConversationProps) {
  const t = useDashboard().var.t;
  const i = t.inbox;
  const { conversation, shown } = p;
  const here = `/dashboard/inbox/${p.deviceId}/${conversation.id}`;
  const names = new Map(p.members.map((m) => [m.accountId, m.name]));
  // A refused reaction is said under the message it was for, or above the reply box when that message is not on this page.
  const reactionElsewhere = shown.reactionIssue && !p.messages.some((m) => m.messageId === shown.reactionIssue?.messageId);
  const issues = reactionElsewhere && shown.reactionIssue ? { ...shown.issues, _: [shown.reactionIssue.text] } : (shown.issues ?? {});
  const thread = [...p.messages].reverse();
  return (
    <>
      <p>
        <a href="/dashboard/inbox">
          {BACK_ARROW} {i.backToInbox}
        </a>
      </p>
      <LiveSources devices={[p.deviceId]} via="inbox" />
      <Head deviceId={p.deviceId} conversation={conversation} name={p.name} members={p.members} />
      <h2>{i.messages}</h2>
      <Live
        id="thread"
        as="ol"
        class="thread"
        on={`record:${conversation.id}`}
        from={here}
        data-thread={conversation.id}
        aria-live="polite"
      >
        {thread.length === 0 && <li class="muted">{i.noMessages}</li>}
        {thread.map((m) => (
          <Bubble m={m} here={here} page={p.messages} names={names} reactionIssue={shown.reactionIssue} />
        ))}
      </Live>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={`${here}/reply`} class="card" novalidate>
        {p.quoted && (
          <>
            <p class="quote">
              {i.quoting}: {p.quoted.content} <a href={here}>{i.cancelQuote}</a>
            </p>
            <input type="hidden" name="replyToId" value={p.quoted.messageId ?? ''} />
          </>
        )}
        <TextArea name="text" label={i.replyLabel} issues={shown.issues} value={shown.text} required />
        <Button>{i.send}</Button>
      </Form>
      <h2>{i.notes}</h2>
      <p class="hint">{i.notesHint}</p>
      <Live id="notes" as="ul" class="notes" on={`note:${conversation.id}`} from={here}>
        {p.notes.map((n) => (
          <li class="card note" data-note={n.id}>
            <p class="wrap">{n.text}</p>
            <p class="muted">
              {n.memberId ? (names.get(n.memberId) ?? n.memberId) : i.operator} · <Time at={n.createdAt} />
            </p>
          </li>
        ))}
      </Live>
      <Form action={`${here}/notes`} class="card" novalidate>
        <TextArea name="text" id="f-note" label={i.noteLabel} issues={shown.noteIssues} rows={2} required />
        <Button kind="secondary">{i.addNote}</Button>
      </Form>
    </>
  );
}

async function conversationPage(c: Context<DashboardEnv>, shown: Shown = {}, status: ContentfulStatusCode = 200) {
  const deviceId = c.req.param('deviceId') ?? '';
  const conversationId = c.req.param('conversationId') ?? '';
  const read = unwrap(await inbox(c, deviceId).conversation(ws(c), conversationId));
  // Opening a conversation reads it.
  const conversation =
    read.conversation.unreadCount > 0 && c.req.method === 'GET'
      ? unwrap(await inbox(c, deviceId).readConversation(ws(c), conversationId))
      : read.conversation;
  const [page1, members, name] = await Promise.all([
    inbox(c, deviceId)
      .conversationMessages(ws(c), conversationId, 50)
      .then((o) => unwrap(o)),
    listMembers(c.var.db, c.var.viewer.workspace.id),
    contactName(c.var.db, c.var.viewer.workspace.id, conversation.contactId),
  ]);
  const quote = c.req.query('quote');
  const quoted = quote ? page1.items.find((m) => m.messageId === quote) : undefined;
  c.status(status);
  return c.render(
    <ConversationPage
      deviceId={deviceId}
      conversation={conversation}
      name={name}
      messages={page1.items}
      notes={read.notes}
      members={members}
      quoted={quoted}
      shown={shown}
    />,
    { title: name ?? conversation.contact, active: 'inbox' },
  );
}

/** A form post of this conversation: the CSRF token checked, the form read. */
async function posted(c: Context<DashboardEnv>): Promise<{ form: PostedForm; deviceId: string; conversationId: string; back: string }> {
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
