import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

/**
 * A conversation's columns, the same in D1's `conversations` and in the `conversations` table of the
 * device's object that holds it (`object-tables.ts`): a field added here is in both, in the object's
 * reads and in the D1 copy's statement (`conversation-mirror.ts`), and the API shows it unless it is
 * in `CONVERSATION_UNSHOWN` below (`test/worker/shared/stored-records.test.ts` holds them to that).
 */
export const conversationColumns = () => ({
  id: text('id').notNull(),
  contactId: text('contact_id').notNull(),
  /** The contact's number (or LID), as the device's records name it. */
  contact: text('contact').notNull(),
  status: text('status', { enum: ['OPEN', 'RESOLVED'] }).notNull(),
  /** The member it is assigned to (`acc_…`), or null. */
  assigneeId: text('assignee_id'),
  unreadCount: integer('unread_count').notNull(),
  messageCount: integer('message_count').notNull(),
  lastMessageAt: integer('last_message_at').notNull(),
  lastMessageText: text('last_message_text').notNull(),
  lastDirection: text('last_direction', { enum: ['OUTBOUND', 'INBOUND'] }).notNull(),
  lastSource: text('last_source').notNull(),
  /** The last message's kind (the list names a photo or a location instead of showing its text). */
  lastType: text('last_type'),
  /** The agent who sent the last message (source DASHBOARD). */
  lastMemberId: text('last_member_id'),
  /** An agent replied since it was last resolved: the chatbot keeps quiet here. */
  handedOver: integer('handed_over', { mode: 'boolean' }).notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  resolvedAt: integer('resolved_at'),
  /** The team its automatic assignment went to (null: none answers its device, or never routed). */
  teamId: text('team_id'),
  /** Waiting in its team's queue since then (null: not waiting). */
  queuedAt: integer('queued_at'),
  /**
   * The rating question (`ratings/`): when it was asked (the resolve that asked it), or null when
   * the device asks none; cleared by nothing but the next resolve that asks again.
   */
  ratingAskedAt: integer('rating_asked_at'),
  /** The question's record once it is written (a poll's votes are matched to it). */
  ratingQuestionId: text('rating_question_id'),
  /** Who the rating is credited to: the assignee when it was resolved, else the member who resolved it. */
  ratingMemberId: text('rating_member_id'),
  /** The customer's answer, 1 (bad) to 5 (excellent), and when it came. */
  rating: integer('rating'),
  ratedAt: integer('rated_at'),
  /** JSON array of the workspace's label ids (`labels/`) it carries; D1's `conversation_labels` indexes them. */
  labelIds: text('label_ids').notNull().default('[]'),
});

/** What the API's `Conversation` does not show of a conversation's columns (the dashboard reads them). */
export const CONVERSATION_UNSHOWN = ['workspaceId', 'messageCount', 'lastType', 'lastMemberId'] as const;

/** The rating's columns, which the API's `Conversation` shows together as its `rating`. */
export const CONVERSATION_RATING = ['ratingAskedAt', 'ratingQuestionId', 'ratingMemberId', 'rating', 'ratedAt'] as const;

/**
 * The team inbox's conversations, one per device and contact: D1 copies of the device objects'
 * rows (their authority, see `conversation-store.ts`), written in coalesced batches, so the
 * workspace-wide list can be searched, filtered and paged in one query.
 */
export const conversations = sqliteTable(
  'conversations',
  {
    ...conversationColumns(),
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
  },
  (t) => [
    // Each list's filter, then its order (last activity, id): a page is a range of one index,
    // however deep the cursor, and never a sort of the workspace's conversations.
    index('conversations_workspace_page').on(t.workspaceId, t.lastMessageAt, t.id),
    index('conversations_status_page').on(t.workspaceId, t.status, t.lastMessageAt, t.id),
    index('conversations_assignee_page').on(t.workspaceId, t.assigneeId, t.lastMessageAt, t.id),
    index('conversations_team_page').on(t.workspaceId, t.teamId, t.lastMessageAt, t.id),
    index('conversations_queued_page').on(t.workspaceId, t.lastMessageAt, t.id).where(sql`queued_at IS NOT NULL`),
    index('conversations_device_page').on(t.deviceId, t.lastMessageAt, t.id),
    // A number's prefix is a range of this index (`contact >= ? AND contact < ?`).
    index('conversations_workspace_contact').on(t.workspaceId, t.contact),
    // The conversations of the contacts and messages a search's FTS5 tables found.
    index('conversations_workspace_contact_id').on(t.workspaceId, t.contactId, t.deviceId),
  ],
);
