/** The team inbox's tables in a device's Durable Object (`conversation-store.ts`), read by drizzle-kit for the object's migrations. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The device's conversations, one per contact: the authority D1's `conversations` copies. */
export const objectConversations = sqliteTable('conversations', {
  contact: text('contact').primaryKey(),
  id: text('id').notNull().unique(),
  contactId: text('contact_id').notNull(),
  status: text('status').notNull(),
  assignee: text('assignee'),
  unread: integer('unread').notNull(),
  messages: integer('messages').notNull(),
  lastAt: integer('last_at').notNull(),
  lastText: text('last_text').notNull(),
  lastDirection: text('last_direction').notNull(),
  lastSource: text('last_source').notNull(),
  handedOver: integer('handed_over').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  resolvedAt: integer('resolved_at'),
  lastType: text('last_type'),
  lastMember: text('last_member'),
});

/** The team's internal notes on a conversation (by its contact). */
export const conversationNotes = sqliteTable(
  'conversation_notes',
  {
    id: text('id').primaryKey(),
    contact: text('contact').notNull(),
    memberId: text('member_id'),
    text: text('text').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('conversation_notes_contact').on(t.contact, t.createdAt)],
);
