/** Pieces of the inbox pages: who sent a message, its ticks, a conversation's line in the list, the live socket's path. */
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { DashboardEnv } from '../env';
import { time } from '../format';
import { badge, type Html } from '../ui';

/** Inbox pages watch their devices through this path (agents may; the devices page's path is for admins). */
export const INBOX_LIVE = '/dashboard/inbox-live';

const SOURCE_TONE: Record<string, string> = { API: 'ok', DASHBOARD: 'plain', BROADCAST: 'wait', CHATBOT: 'warn', CONTACT: 'plain' };
const STATUS_TONE: Record<string, string> = { FAILED: 'bad', PENDING: 'wait', READ: 'ok', DELIVERED: 'ok', PLAYED: 'ok' };

export type MemberNames = Map<string, string>;

/** `API`, `Agent (by Sari)`, `Chatbot`…: the label every message carries. */
export function sourceLabel(c: Context<DashboardEnv>, source: string, memberId: string | null, members: MemberNames): Html {
  const t = c.var.t.inbox;
  const label = t.sources[source] ?? source;
  const who = source === 'DASHBOARD' ? ` · ${t.by(memberId ? (members.get(memberId) ?? memberId) : t.operator)}` : '';
  return html`<span data-source="${source}">${badge(`${label}${who}`, SOURCE_TONE[source] ?? 'plain')}</span>`;
}

export function ticks(c: Context<DashboardEnv>, status: string): Html {
  return html`<span class="ticks" data-ticks="${status}">${badge(c.var.t.inbox.statusTicks[status] ?? status, STATUS_TONE[status] ?? 'plain')}</span>`;
}

/** Elements that make the page's script watch each device through the inbox's live path. */
export function watchDevices(deviceIds: readonly string[]): Html {
  return html`${deviceIds.map((id) => html`<span hidden data-watch="${id}" data-watch-path="${INBOX_LIVE}"></span>`)}`;
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

export function conversationLine(c: Context<DashboardEnv>, conv: ConversationLine, members: MemberNames, deviceName: string): Html {
  const { t, lang, timeZone } = c.var;
  const i = t.inbox;
  return html`<li class="card conversation" data-conversation="${conv.id}" data-updated="${conv.updatedAt}">
    <a href="/dashboard/inbox/${conv.deviceId}/${conv.id}"><strong>${conv.name ?? conv.phoneNumber}</strong></a>
    ${conv.name ? html`<span class="muted">${conv.phoneNumber}</span>` : ''}
    ${conv.unreadCount > 0 ? badge(i.unread(conv.unreadCount), 'warn') : ''}
    ${badge(i.statuses[conv.status] ?? conv.status, conv.status === 'OPEN' ? 'ok' : 'plain')}
    <p class="wrap">${sourceLabel(c, conv.lastMessage.source, null, members)} ${conv.lastMessage.text}</p>
    <p class="muted">${time(conv.lastMessage.at, lang, timeZone)} · ${deviceName} · ${i.assignee}: ${
      conv.assigneeId ? (members.get(conv.assigneeId) ?? conv.assigneeId) : i.nobody
    }</p>
  </li>`;
}
