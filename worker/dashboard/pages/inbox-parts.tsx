/** Pieces of the inbox pages: who sent a message, its ticks, and a conversation's line in the list. */
import { Badge, Time, useDashboard } from '../components';

const SOURCE_TONE: Record<string, string> = { API: 'ok', DASHBOARD: 'plain', BROADCAST: 'wait', CHATBOT: 'warn', CONTACT: 'plain' };
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
  lastMessage: { text: string; source: string; at: number };
  updatedAt: number;
};

export function ConversationItem({ conv, members, deviceName }: { conv: ConversationLine; members: MemberNames; deviceName: string }) {
  const i = useDashboard().var.t.inbox;
  return (
    <li class="card conversation" data-conversation={conv.id} data-updated={conv.updatedAt}>
      <a href={`/dashboard/inbox/${conv.deviceId}/${conv.id}`}>
        <strong>{conv.name ?? conv.phoneNumber}</strong>
      </a>{' '}
      {conv.name && <span class="muted">{conv.phoneNumber}</span>}{' '}
      {conv.unreadCount > 0 && <Badge label={i.unread(conv.unreadCount)} tone="warn" />}{' '}
      <Badge label={i.statuses[conv.status] ?? conv.status} tone={conv.status === 'OPEN' ? 'ok' : 'plain'} />
      <p class="wrap">
        <SourceLabel source={conv.lastMessage.source} memberId={null} members={members} /> {conv.lastMessage.text}
      </p>
      <p class="muted">
        <Time at={conv.lastMessage.at} /> · {deviceName} · {i.assignee}:{' '}
        {conv.assigneeId ? (members.get(conv.assigneeId) ?? conv.assigneeId) : i.nobody}
      </p>
    </li>
  );
}
