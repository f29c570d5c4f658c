import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

/**
 * A message record's columns, the same in D1's `messages` and in the `records` table of the
 * device's object that writes them (`object-tables.ts`): a field added here is in both, and in the
 * D1 copy's statement (`records-mirror.ts`).
 */
export const recordColumns = () => ({
  id: text('id').primaryKey(),
  contactId: text('contact_id').notNull(),
  broadcastId: text('broadcast_id'),
  direction: text('direction', { enum: ['OUTBOUND', 'INBOUND'] }).notNull(),
  status: text('status').notNull(),
  content: text('content').notNull(),
  mediaUrl: text('media_url'),
  /** The messaging-app id, once the session sent (or received) the message. */
  messageId: text('message_id'),
  source: text('source').notNull(),
  templateId: text('template_id'),
  replyToId: text('reply_to_id'),
  error: text('error'),
  /** DASHBOARD: the agent who sent it. */
  memberId: text('member_id'),
  /** CHATBOT: the rule that answered. */
  ruleId: text('rule_id'),
  /** When the message was last edited (its `content` is then the new text), else null. */
  editedAt: integer('edited_at'),
  /** When the message was deleted for everyone, else null. */
  deletedAt: integer('deleted_at'),
  /** What kind of message it is (`text`, `image`, `location`, `poll`…); null for records written before kinds were kept: text. */
  type: text('type'),
  /** In a group's conversation, the participant (phone digits or LID) who sent a received message. */
  sender: text('sender'),
  /** What the kind carries besides `content`, as JSON (`record-kind.ts`): a file's name and size, coordinates, cards, options. */
  detail: text('detail'),
  /** When WhatsApp was found not to deliver the sent message (no receipt in time, or a refusal such as 463), else null. */
  undeliveredAt: integer('undelivered_at'),
  /** Why: `no-receipt`, or WhatsApp's code (`463`). */
  undeliveredReason: text('undelivered_reason'),
  /** When Kurir sent the undelivered message once more (to the contact's LID), else null. */
  resentAt: integer('resent_at'),
  /** A scheduled message (`sendAt`): when it is to go; null for a message sent at once. */
  scheduledAt: integer('scheduled_at'),
  /** Imported from the account's history when the device linked: no webhooks, no chatbot, no unread count. */
  history: integer('history').notNull().default(0),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** Message records: the inbox's rows, every message a device sent or received (copies of the devices' objects). */
export const messages = sqliteTable(
  'messages',
  {
    ...recordColumns(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
  },
  (t) => [
    index('messages_workspace_page').on(t.workspaceId, t.createdAt, t.id),
    index('messages_device_page').on(t.deviceId, t.createdAt, t.id),
    index('messages_device_message').on(t.deviceId, t.messageId),
    // The scheduled messages still waiting: a page of them reads this index only, whatever the rest holds.
    index('messages_scheduled_page').on(t.workspaceId, t.createdAt, t.id).where(sql`status = 'SCHEDULED'`),
  ],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    workspaceId: text('workspace_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is a 422. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    /** The record a request left behind when it ended in 504, so a retry can report its fate. */
    recordId: text('record_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.key] })],
);
