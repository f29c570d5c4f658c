/** The one writer of D1's conversations: each queued one is written as its device's object holds it when the mirror flushes. */
import { contactRowsMirror } from '../contacts/contact-mirror';
import type { DeviceStateStore } from '../kernel/device-state';
import type { MirrorOwner } from '../shared/d1-mirror';
import type { RowsStatement } from '../shared/d1-rows';
import { CONVERSATIONS, type ConversationStore } from './conversation-store';

/** The contact may be new to D1 in this very batch (its record's copy can come after): made first. */
export const UPSERT_CONVERSATIONS: RowsStatement = {
  head: `INSERT INTO conversations (id, workspace_id, device_id, contact_id, contact, status, assignee_id, unread_count, message_count,
  last_message_at, last_message_text, last_direction, last_source, handed_over, created_at, updated_at, resolved_at, last_type, last_member_id) VALUES`,
  row: `(?1, ?2, ?3, COALESCE((SELECT id FROM contacts WHERE workspace_id = ?2 AND phone_number = ?5), ?4), ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19)`,
  tail: `ON CONFLICT (id) DO UPDATE SET status = excluded.status, assignee_id = excluded.assignee_id, unread_count = excluded.unread_count,
    message_count = excluded.message_count, last_message_at = excluded.last_message_at, last_message_text = excluded.last_message_text,
    last_direction = excluded.last_direction, last_source = excluded.last_source, handed_over = excluded.handed_over,
    updated_at = excluded.updated_at, resolved_at = excluded.resolved_at, last_type = excluded.last_type,
    last_member_id = excluded.last_member_id`,
  width: 19,
};

export function conversationMirror(d1: D1Database, state: DeviceStateStore, conversations: ConversationStore): MirrorOwner {
  return contactRowsMirror(d1, state, {
    name: CONVERSATIONS,
    statement: UPSERT_CONVERSATIONS,
    rows: (contacts) => conversations.byContacts(contacts),
    values: (c, info) => [
      c.id,
      info.workspaceId,
      info.id,
      c.contactId,
      c.contact,
      c.status,
      c.assigneeId,
      c.unreadCount,
      c.messageCount,
      c.lastMessageAt,
      c.lastMessageText,
      c.lastDirection,
      c.lastSource,
      c.handedOver ? 1 : 0,
      c.createdAt,
      c.updatedAt,
      c.resolvedAt,
      c.lastType,
      c.lastMemberId,
    ],
  });
}
