import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

/**
 * A workspace's contacts, one per phone number (or LID). The row is made by the first message to
 * or from the number (the device objects' D1 copies); `pushName` follows the name the contact
 * gives itself on each message, `name` is what a member wrote (shown instead, once set).
 */
export const contacts = sqliteTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    createdAt: integer('created_at').notNull(),
    /** Set by a member; null: the push name is shown. */
    name: text('name'),
    /** The name on the contact's latest message. */
    pushName: text('push_name'),
    /** JSON array of strings. */
    labels: text('labels').notNull().default('[]'),
    /** JSON object of string values (variables for broadcasts and chatbot replies). */
    customFields: text('custom_fields').notNull().default('{}'),
    /** When the contact unsubscribed (a stop word, or a member); null: subscribed. Broadcasts skip it. */
    optedOutAt: integer('opted_out_at'),
    /** `stop-word`, or the member (`acc_…`, `operator`) who set it. */
    optedOutBy: text('opted_out_by'),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    uniqueIndex('contacts_workspace_phone').on(t.workspaceId, t.phoneNumber),
    index('contacts_workspace_page').on(t.workspaceId, t.createdAt, t.id),
  ],
);

/** Per-workspace contact settings; a workspace without a row has the defaults. */
export const contactSettings = sqliteTable('contact_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** JSON array of stop words, each normalised (`normaliseStopText`). */
  stopWords: text('stop_words').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
