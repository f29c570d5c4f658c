/** Pieces of the inbox pages: who sent a message, its ticks, and a conversation's line in the list. */
import { DELETED_KIND } from '../../inbox/conversation-store';
import { isGroupJid } from '../../messages/recipient';
import { Badge, LabelChips, type LabelsById, Time, useDashboard } from '../components';
import { plainWhatsApp } from '../whatsapp-format';
import { groupLabel } from './conversation-name';
import { kindLabel } from './message-body';

const SOURCE_TONE: Record<string, string> = {
  API: 'ok',
  DASHBOARD: 'plain',
  BROADCAST: 'wait',
  CHATBOT: 'warn',
  ASSISTANT: 'warn',
  CALL: 'warn',
  CONTACT: 'plain',
};
const STATUS_TONE: Record<string, string> = { FAILED: 'bad', PENDING: 'wait', READ: 'ok', DELIVERED: 'ok', PLAYED: 'ok' };

export type MemberNames = Map<string, string>;

/** `API`, `Agent (by Sari)`, `Chatbot`…: the label every message carries. */
export function SourceLabel({ source, memberId, members }: { source: string; memberId: string | null; members: MemberNames }) {
  const i = useDashboard().var.t.inbox;
  const label = i.sources[source] ?? source;
  const who = source === 'DASHBOARD' ? ` · ${i.by(memberId ? (members.get(memberId) ?? memberId) : i.operator)}` : '';
  return (
    <span data-source={source}>
      <Badge label={`${label}${who}`} tone={SOURCE_TONE[source] ?? 'plain'} />
    </span>
  );
}

export function Ticks({ status }: { status: string }) {
  const i = useDashboard().var.t.inbox;
  return (
    <span class="ticks" data-ticks={status}>
      <Badge label={i.statusTicks[status] ?? status} tone={STATUS_TONE[status] ?? 'plain'} />
    </span>
  );
}

export type ConversationLine = {
  id: string;
  deviceId: string;
  name: string | null;
  phoneNumber: string;
  status: string;
  assigneeId: string | null;
  unreadCount: number;
  /** `type`: the message's kind (null: text); `memberId`: the agent who sent it. */
  lastMessage: { text: string; source: string; at: number; type: string | null; memberId: string | null };
  updatedAt: number;
  /** Waiting in its team's queue since then (null: not waiting). */
  queuedAt?: number | null;
  /** The team its automatic assignment went to, by name. */
  teamName?: string | null;
  labelIds?: readonly string[];
};

/**
 * A message in one line, as a list shows it (the inbox's conversations, the Messages page): text
 * as a reader sees it once formatted (`*tebal*` → tebal); any other kind by its label ("📷 Photo")
 * and its caption, never raw coordinates or a blank for a voice note or a sticker; a message
 * deleted for everyone says so and shows none of its text. `type` may be `voice` (a voice note).
 */
export function MessagePreview({
  type,
  text,
  deleted = false,
  max,
}: {
  type: string | null;
  text: string;
  deleted?: boolean;
  max?: number;
}) {
  const k = useDashboard().var.t.kinds;
  if (deleted || type === DELETED_KIND) {
    return (
      <span data-kind="deleted" class="muted">
        🚫 {k.deleted}
      </span>
    );
  }
  const shorten = (s: string) => (max !== undefined && [...s].length > max ? `${[...s].slice(0, max).join('')}…` : s);
  const label = type === 'voice' ? k.labels.voice : kindLabel(type);
  if (!label) return <>{shorten(plainWhatsApp(text))}</>;
  // A caption only: a location's or a card's text repeats what the label says, and a file without a
  // caption is kept as "📎" (the API's preview), which the label replaces.
  const caption = ['image', 'video', 'document'].includes(type ?? '') && text !== '📎' ? shorten(plainWhatsApp(text)) : '';
  return (
    <span data-kind={type}>
      {label}
      {caption && ` · ${caption}`}
    </span>
  );
}

/**
 * A conversation's line. Its link opens the conversation beside the list (htmx swaps the
 * conversation pane and puts its URL in the address bar); without a script it loads that page,
 * which shows the same list with the conversation open. `search`: the list's filters, kept.
 */
export function ConversationItem({
  conv,
  members,
  deviceName,
  search = '',
  labels,
  pickable = false,
}: {
  conv: ConversationLine;
  members: MemberNames;
  deviceName: string;
  search?: string;
  labels?: LabelsById;
  /** A checkbox for the bulk label form. */
  pickable?: boolean;
}) {
  const t = useDashboard().var.t;
  const i = t.inbox;
  const shownName = conv.name ?? (isGroupJid(conv.phoneNumber) ? groupLabel(conv.phoneNumber, i.group) : conv.phoneNumber);
  const tt = t.teams;
  const href = `/dashboard/inbox/${conv.deviceId}/${conv.id}${search}`;
  return (
    <li class="card conversation" data-conversation={conv.id} data-updated={conv.updatedAt} data-unread={conv.unreadCount}>
      {pickable && (
        <input
          type="checkbox"
          class="pick"
          form="bulk-labels"
          name="conversationIds"
          value={conv.id}
          aria-label={t.lbl.select(shownName === conv.phoneNumber ? shownName : `${shownName} · ${conv.phoneNumber}`)}
          hx-preserve
          id={`pick-${conv.id}`}
        />
      )}
      <a
        href={href}
        hx-get={href}
        hx-target="#conversation-pane"
        hx-select="#conversation-pane"
        hx-swap="outerHTML show:window:top"
        hx-push-url="true"
      >
        <strong>{shownName}</strong>
      </a>{' '}
      {conv.name && !isGroupJid(conv.phoneNumber) && <span class="muted">{conv.phoneNumber}</span>}{' '}
      {conv.unreadCount > 0 && <Badge label={i.unread(conv.unreadCount)} tone="warn" />}{' '}
      <Badge label={i.statuses[conv.status] ?? conv.status} tone={conv.status === 'OPEN' ? 'ok' : 'plain'} />
      {conv.queuedAt != null && (
        <>
          {' '}
          <Badge label={tt.inQueue} tone="wait" />
        </>
      )}
      {labels && conv.labelIds && <LabelChips ids={conv.labelIds} labels={labels} />}
      <p class="wrap">
        <SourceLabel source={conv.lastMessage.source} memberId={conv.lastMessage.memberId} members={members} />{' '}
        <MessagePreview type={conv.lastMessage.type} text={conv.lastMessage.text} />
      </p>
      <p class="muted">
        <Time at={conv.lastMessage.at} /> · {deviceName} · {i.assignee}:{' '}
        {conv.assigneeId ? (members.get(conv.assigneeId) ?? conv.assigneeId) : i.nobody}
        {conv.teamName && (
          <>
            {' '}
            · {tt.team}: {conv.teamName}
          </>
        )}
      </p>
    </li>
  );
}
