/** The team inbox's tables in a device's Durable Object (`conversation-store.ts`), read by drizzle-kit for the object's migrations. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { conversationColumns } from './tables';

/** The device's conversations, one per contact: the authority D1's `conversations` copies. */
export const objectConversations = sqliteTable(
  'conversations',
  {
    ...conversationColumns(),
    contact: text('contact').primaryKey(),
    id: text('id').notNull().unique(),
    /** Counts the changes the team desk must hear of (opened, reopened, resolved, assigned by hand). */
    deskVersion: integer('desk_version').notNull().default(0),
    /** 1 while the desk has not yet heard of `deskVersion`. */
    deskSync: integer('desk_sync').notNull().default(0),
    /** The change the desk must hear of opened the conversation: it asks for an automatic assignment. */
    deskRoute: integer('desk_route').notNull().default(0),
  },
  (t) => [index('conversations_desk_sync').on(t.deskSync).where(sql`desk_sync = 1`)],
);

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

/**
 * The team a change asks the desk to route to instead of the device's own (the assistant's
 * hand-over target), for the change `version` only: a later change routes as usual. Gone once the
 * desk heard of it.
 */
export const deskTargets = sqliteTable('desk_targets', {
  conversationId: text('conversation_id').primaryKey(),
  version: integer('version').notNull(),
  teamId: text('team_id').notNull(),
});
