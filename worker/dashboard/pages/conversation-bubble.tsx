/**
 * One message of a conversation's thread: who sent it (in a group, which participant), its ticks,
 * what it quotes, its body by kind (`message-body.tsx`), and what the viewer may do with it: quote
 * it, react to a received one, and edit (within WhatsApp's 15 minutes) or delete one they sent.
 */
import { raw } from 'hono/html';
import { EDIT_WINDOW_MS } from '../../messages/changes-part';
import type { PollTally } from '../../messages/poll-store';
import type { StoredRecord } from '../../messages/record-store';
import { Button, Form, PostButton, TextArea, Time, useDashboard } from '../components';
import type { FieldIssues } from '../forms';
import { TranscriptLine } from './agent-help';
import { type MemberNames, SourceLabel, Ticks } from './inbox-parts';
import { MessageBody } from './message-body';
import { UndeliveredMark } from './undelivered-mark';

/** The reactions the page offers; any other value posted is refused, never sent as something else. */
export const REACTIONS = ['👍', '❤️', '😂', '🙏', '✅'];
const QUOTE_ARROW = raw('&#x21AA;');

/** The kinds whose text WhatsApp lets the sender change (a text, or a photo's, video's or document's caption). */
const EDITABLE = ['text', 'image', 'video', 'document'];

export type BubbleIssue = { id: string; issues: FieldIssues; content?: string };

type BubbleProps = {
  m: StoredRecord;
  here: string;
  page: StoredRecord[];
  names: MemberNames;
  tally: PollTally | undefined;
  /** The viewer's member id: their own messages offer edit and delete. */
  viewer: string | null;
  reactionIssue: { messageId: string; text: string } | undefined;
  changeIssue: BubbleIssue | undefined;
  /** A voice note's kept transcript. */
  transcript?: string | undefined;
  /** The workspace's provider transcribes: a voice note without a transcript offers it. */
  transcribable?: boolean;
};

/** The viewer sent it from the inbox, and WhatsApp still lets it change. */
const own = (m: StoredRecord, viewer: string | null) =>
  m.source === 'DASHBOARD' &&
  m.memberId === viewer &&
  m.deletedAt === null &&
  m.messageId !== null &&
  m.status !== 'PENDING' &&
  m.status !== 'FAILED';

function Changes({ m, here, changeIssue }: Pick<BubbleProps, 'm' | 'here' | 'changeIssue'>) {
  const k = useDashboard().var.t.kinds;
  const editable = EDITABLE.includes(m.type ?? 'text') && Date.now() - m.createdAt < EDIT_WINDOW_MS;
  const issue = changeIssue?.id === m.id ? changeIssue : undefined;
  return (
    <div class="row changes">
      {editable && (
        // Kept as it is (open, and what is typed) while the thread is refreshed around it: a receipt of this very message comes within seconds.
        <details class="edit" id={`edit-${m.id}`} hx-preserve open={issue !== undefined}>
          <summary>{k.edit}</summary>
          <Form action={`${here}/messages/${m.id}/edit`} novalidate>
            <TextArea
              name="content"
              id={`f-edit-${m.id}`}
              label={k.editLabel}
              hint={k.editWindow}
              value={issue?.content ?? m.content}
              issues={issue?.issues}
              rows={2}
              required
            />
            <Button kind="secondary">{k.saveEdit}</Button>
          </Form>
        </details>
      )}
      <PostButton action={`${here}/messages/${m.id}/delete`} label={k.delete} confirm={k.deleteConfirm} kind="danger" />
    </div>
  );
}

export function Bubble({
  m,
  here,
  page,
  names,
  tally,
  viewer,
  reactionIssue,
  changeIssue,
  transcript,
  transcribable = false,
}: BubbleProps) {
  const t = useDashboard().var.t;
  const i = t.inbox;
  return (
    <li class={`bubble ${m.direction === 'INBOUND' ? 'in' : 'out'}`} data-record={m.id} data-status={m.status} data-type={m.type ?? 'text'}>
      <p class="meta">
        {m.sender && (
          <span class="sender" data-sender={m.sender}>
            {t.kinds.sender} {m.sender}
          </span>
        )}{' '}
        <SourceLabel source={m.source} memberId={m.memberId} members={names} />
      </p>
      {m.replyToId && (
        <p class="quote muted">
          {QUOTE_ARROW} {page.find((q) => q.messageId === m.replyToId)?.content ?? m.replyToId}
        </p>
      )}
      <MessageBody m={m} tally={tally} />
      <TranscriptLine m={m} here={here} transcript={transcript} offered={transcribable} />
      {/* When, and how far it got, at the bubble's foot as WhatsApp shows them. */}
      <p class="stamp">
        <Time at={m.createdAt} /> {m.direction === 'OUTBOUND' && <Ticks status={m.status} />}
      </p>
      {m.status === 'SCHEDULED' && m.scheduledAt !== null && (
        <div class="row scheduled" data-scheduled-at={m.scheduledAt}>
          <p class="stamp">
            {t.schedule.scheduledFor} <Time at={m.scheduledAt} />
          </p>
          <PostButton
            action={`${here}/messages/${m.id}/unschedule`}
            label={t.schedule.cancel}
            confirm={t.schedule.cancelConfirm}
            kind="danger"
          />
        </div>
      )}
      {m.direction === 'OUTBOUND' && m.undeliveredAt !== null && (
        <p class="stamp">
          <UndeliveredMark m={m} />
        </p>
      )}
      {/* WhatsApp's code alone says less than the mark above, which names it in words. */}
      {m.error && m.error !== m.undeliveredReason && <p class="error">{m.error}</p>}
      {m.messageId && m.deletedAt === null && (
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
      {own(m, viewer) && <Changes m={m} here={here} changeIssue={changeIssue} />}
      {changeIssue?.id === m.id && changeIssue.issues._ && (
        <p class="error" role="alert" data-change-issue>
          {changeIssue.issues._.join(' ')}
        </p>
      )}
    </li>
  );
}
