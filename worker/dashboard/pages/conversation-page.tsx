/**
 * The page of one conversation of the Inbox: the list beside it (`inbox-panes.tsx`), and in its
 * pane every message in and out, each kind as a person expects it (`conversation-bubble.tsx`),
 * the reply box (with a quote), the forms that send a file, a location or a contact card,
 * assignment, resolve and reopen, internal notes, and the contact panel. It reads through the
 * device's object (its conversation methods), as the management interface does; the pane
 * refreshes live as the device tells of new messages, status changes and poll votes. The routes
 * that act on it are `conversation.tsx`'s.
 */
import type { Context } from 'hono';
import { raw } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { helpOffered, transcriptsOf } from '../../assistant';
import { contactName } from '../../inbox';
import type { Conversation, Note } from '../../inbox/conversation-view';
import { parseIds } from '../../inbox/label-ids';
import { type DeviceRow, deviceStub } from '../../kernel';
import type { LabelRow } from '../../labels';
import type { PollTally } from '../../messages/poll-store';
import { isGroupJid } from '../../messages/recipient';
import type { StoredRecord } from '../../messages/record-store';
import { unwrap } from '../../shared/outcome';
import { Badge, Button, Form, IssueSummary, LabelChips, Live, PostButton, Select, TextArea, Time, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import type { DashboardEnv } from '../env';
import { type FieldIssues, type Form as PostedForm, readForm } from '../forms';
import { type HelpShown, SuggestButton, SuggestionNote, SummaryPanel } from './agent-help';
import { type ContactFacts, ContactPanel, loadContactFacts } from './contact-panel';
import { Bubble, type BubbleIssue } from './conversation-bubble';
import { KindForms, type KindShown } from './conversation-forms';
import { conversationName } from './conversation-name';
import { loadInboxList } from './inbox-list';
import { InboxPanes } from './inbox-panes';
import { labelsById } from './labels';
import { OfflineDevices } from './offline-devices';
import { SEND_NOW, SendLater } from './send-later';

/** HTML entities keep the worker's script Latin-1 (wrangler.toml's `minify` note). */
const BACK_ARROW = raw('&larr;');

/** The device's object, asked for the viewer's workspace. */
export const inbox = (c: Context<DashboardEnv>, deviceId: string) => deviceStub(c.env, deviceId);
export const ws = (c: Context<DashboardEnv>) => c.var.viewer.workspace.id;
/** The viewer's member id (null: the operator). */
export const me = (c: Context<DashboardEnv>) => c.var.viewer.session.account?.id ?? null;

/** What a refused post shows again: its values and issues, where they belong. */
export type Shown = {
  issues?: FieldIssues;
  noteIssues?: FieldIssues;
  text?: string;
  /** The reply's "send later" time, as typed. */
  sendAt?: string;
  reactionIssue?: { messageId: string; text: string };
  /** A refused edit or delete, under its message. */
  changeIssue?: BubbleIssue;
  /** A refused file, location or contact card, in its form. */
  kind?: KindShown;
  /** The assistant's help asked: a suggestion in the reply box, a summary, or why not. */
  help?: HelpShown;
};

type ConversationProps = {
  deviceId: string;
  /** The workspace's labels (its chips, and the ones to add). */
  labels: LabelRow[];
  conversation: Conversation;
  name: string | null;
  messages: StoredRecord[];
  tallies: Record<string, PollTally>;
  viewer: string | null;
  notes: Note[];
  members: { accountId: string; name: string }[];
  quoted: StoredRecord | undefined;
  shown: Shown;
  /** What the workspace's AI provider offers (no provider: no help buttons). */
  offered: { chat: boolean; transcription: boolean };
  /** The kept transcripts of the page's voice notes, by record id. */
  transcripts: Map<string, string>;
};

/** The rating question of its last resolve, when the device asked one: the customer's score, or that it waits, and the agent credited. */
function RatingLine({ conversation: c, names }: { conversation: Conversation; names: Map<string, string> }) {
  const r = useDashboard().var.t.rating;
  if (c.ratingAskedAt === null) return null;
  return (
    <p data-rating class={c.rating === null ? 'muted' : undefined}>
      {c.rating === null ? (
        r.asked
      ) : (
        <>
          <span aria-hidden="true">{r.stars(c.rating)}</span> {r.score(c.rating)}
        </>
      )}
      {c.ratingMemberId && ` · ${names.get(c.ratingMemberId) ?? c.ratingMemberId}`}
    </p>
  );
}

/** Who the conversation is with, its state and assignee, and what can be done with it (refreshed as it changes). */
function Head({
  deviceId,
  conversation,
  name,
  members,
  labels,
}: Pick<ConversationProps, 'deviceId' | 'conversation' | 'name' | 'members' | 'labels'>) {
  const t = useDashboard().var.t;
  const i = t.inbox;
  const carried = parseIds(conversation.labelIds);
  const addable = labels.filter((l) => !carried.includes(l.id));
  const here = `/dashboard/inbox/${deviceId}/${conversation.id}`;
  const names = new Map(members.map((m) => [m.accountId, m.name]));
  return (
    <Live id="conversation-head" as="section" class="card" on={`conversation:${conversation.id}`} from={here}>
      <h2 class="conversation-name">
        {name ?? conversation.contact} {name && !isGroupJid(conversation.contact) && <span class="muted">{conversation.contact}</span>}
      </h2>
      <p>
        <Badge label={i.statuses[conversation.status] ?? conversation.status} tone={conversation.status === 'OPEN' ? 'ok' : 'plain'} />{' '}
        {i.assignee}:{' '}
        <span data-assigned>{conversation.assigneeId ? (names.get(conversation.assigneeId) ?? conversation.assigneeId) : i.nobody}</span>
      </p>
      <RatingLine conversation={conversation} names={names} />
      <LabelChips ids={carried} labels={labelsById(labels)} removeAt={`${here}/labels`} removeLabel={t.lbl.remove} />
      {conversation.handedOver && <p class="muted">{i.botQuiet}</p>}
      <div class="actions">
        <Form action={`${here}/assign`} class="inline row assign">
          <Select
            name="memberId"
            label={i.assignee}
            hiddenLabel
            value={conversation.assigneeId ?? ''}
            options={[{ value: '', label: i.nobody }, ...members.map((m) => ({ value: m.accountId, label: m.name }))]}
          />
          <Button kind="secondary">{i.assign}</Button>
        </Form>
        {addable.length > 0 && (
          <Form action={`${here}/labels`} class="inline row add-label">
            <Select
              name="labelId"
              id="f-add-label"
              label={t.lbl.label}
              hiddenLabel
              options={addable.map((l) => ({ value: l.id, label: l.name }))}
            />
            <Button kind="secondary">{t.lbl.add}</Button>
          </Form>
        )}
        {conversation.status === 'OPEN' ? (
          <PostButton action={`${here}/resolve`} label={i.resolve} />
        ) : (
          <PostButton action={`${here}/reopen`} label={i.reopen} />
        )}
      </div>
    </Live>
  );
}

/**
 * The open conversation's pane: a way back to the list (a phone's), its head, the contact panel,
 * the thread of bubbles, the reply box (Enter sends, `/` picks a canned reply: the page's
 * script), the other kinds' forms and the notes. Its id is what a list link's htmx swap replaces.
 */
function ConversationPane(p: ConversationProps & { contact: ContactFacts; search: string; devices: readonly DeviceRow[] }) {
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
    <section id="conversation-pane" class="conversation-pane" aria-label={t.desk.conversationLabel} data-open={conversation.id}>
      <p class="back-to-list">
        <a href={`/dashboard/inbox${p.search}`}>
          {BACK_ARROW} {t.desk.backToList}
        </a>
      </p>
      <div class="conversation-main">
        <Head deviceId={p.deviceId} conversation={conversation} name={p.name} members={p.members} labels={p.labels} />
        <h3 class="visually-hidden">{i.messages}</h3>
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
            <Bubble
              m={m}
              here={here}
              page={p.messages}
              names={names}
              tally={p.tallies[m.id]}
              viewer={p.viewer}
              reactionIssue={shown.reactionIssue}
              changeIssue={shown.changeIssue}
              transcript={p.transcripts.get(m.id)}
              transcribable={p.offered.transcription}
            />
          ))}
        </Live>
        <OfflineDevices devices={p.devices} only={p.deviceId} id="conversation-offline" />
        <IssueSummary issues={issues} text={t.common.fixErrors} />
        <Form action={`${here}/reply`} class="card composer" novalidate data-composer={`${here}/canned`}>
          {p.quoted && (
            <>
              <p class="quote">
                {i.quoting}: {p.quoted.content} <a href={here}>{i.cancelQuote}</a>
              </p>
              <input type="hidden" name="replyToId" value={p.quoted.messageId ?? ''} />
            </>
          )}
          {/* What a suggestion replaces (htmx swaps it alone): the text, and that it is the assistant's. */}
          <div id="reply-box">
            <SuggestionNote help={shown.help} />
            <TextArea
              name="text"
              label={i.replyLabel}
              hint={t.desk.composerHint}
              issues={shown.issues}
              value={shown.text}
              rows={shown.help?.suggested ? 4 : 2}
              required
            />
          </div>
          {/* The canned-reply picker's list, filled by the page's script as `/…` is typed. */}
          <div id="canned-picker" />
          <Button name="intent" value={SEND_NOW}>
            {i.send}
          </Button>
          {p.offered.chat && <SuggestButton here={here} />}
          <SendLater value={shown.sendAt} issues={shown.issues} />
        </Form>
        <KindForms here={here} shown={shown.kind} />
        {p.offered.chat && <SummaryPanel here={here} help={shown.help} />}
        <h3>{i.notes}</h3>
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
      </div>
      <ContactPanel
        facts={p.contact}
        number={conversation.contact}
        search={p.search}
        groupName={isGroupJid(conversation.contact) ? p.name : null}
      />
    </section>
  );
}

export async function conversationPage(c: Context<DashboardEnv>, shown: Shown = {}, status: ContentfulStatusCode = 200) {
  const deviceId = c.req.param('deviceId') ?? '';
  const conversationId = c.req.param('conversationId') ?? '';
  const read = unwrap(await inbox(c, deviceId).conversation(ws(c), conversationId));
  // Opening a conversation reads it.
  const conversation =
    read.conversation.unreadCount > 0 && c.req.method === 'GET'
      ? unwrap(await inbox(c, deviceId).readConversation(ws(c), conversationId))
      : read.conversation;
  const [page1, name, contact, list, offered] = await Promise.all([
    inbox(c, deviceId)
      .conversationMessages(ws(c), conversationId, 50)
      .then((o) => unwrap(o)),
    conversationName(c, deviceId, conversation.contact, contactName(c.var.db, c.var.viewer.workspace.id, conversation.contactId)),
    loadContactFacts(c, conversation.contactId, conversation.id),
    loadInboxList(c),
    helpOffered(c.var.db, ws(c)),
  ]);
  const audio = page1.items.filter((m) => m.type === 'audio').map((m) => m.id);
  const transcripts = await transcriptsOf(c.var.db, ws(c), audio);
  const quote = c.req.query('quote');
  const quoted = quote ? page1.items.find((m) => m.messageId === quote) : undefined;
  c.status(status);
  const pane = (
    <ConversationPane
      deviceId={deviceId}
      conversation={conversation}
      name={name}
      messages={page1.items}
      tallies={page1.tallies}
      viewer={me(c)}
      notes={read.notes}
      members={list.members}
      labels={list.labels}
      quoted={quoted}
      shown={shown}
      contact={contact}
      search={list.search}
      devices={list.devices}
      offered={offered}
      transcripts={transcripts}
    />
  );
  return c.render(<InboxPanes list={list} open={{ deviceId, pane }} />, {
    title: c.var.t.inbox.title,
    active: 'inbox',
    unread: list.unread,
  });
}

/** A form post of this conversation: the CSRF token checked, the form read. */
export async function posted(
  c: Context<DashboardEnv>,
): Promise<{ form: PostedForm; deviceId: string; conversationId: string; back: string }> {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  const deviceId = c.req.param('deviceId') ?? '';
  const conversationId = c.req.param('conversationId') ?? '';
  return { form, deviceId, conversationId, back: `/dashboard/inbox/${deviceId}/${conversationId}` };
}
