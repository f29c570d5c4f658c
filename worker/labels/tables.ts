import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

/** The colours a label may take: a small palette the dashboard draws in both themes, not free hex. */
export const LABEL_COLORS = ['grey', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

/**
 * A workspace's labels, each name once. Conversations carry label ids (their device's object holds
 * them, `conversations.label_ids`); contacts carry label names (`contacts.labels`, as before labels
 * were records): a name a contact is given that no label has makes the label (grey).
 */
export const labels = sqliteTable(
  'labels',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color', { enum: LABEL_COLORS }).notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('labels_workspace_name').on(t.workspaceId, t.name)],
);

/**
 * Which conversations carry a label, in the order of the inbox's list (last activity, id): kept by
 * D1 triggers from each conversation copy's `label_ids` (`migrations/0025_create_label_triggers.sql`), so a
 * label's page is a range of `conversation_labels_page` however many conversations the workspace has.
 */
export const conversationLabels = sqliteTable(
  'conversation_labels',
  {
    labelId: text('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    lastMessageAt: integer('last_message_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.labelId, t.conversationId] }),
    index('conversation_labels_page').on(t.labelId, t.lastMessageAt, t.conversationId),
    index('conversation_labels_conversation').on(t.conversationId),
  ],
);

/**
 * Which contacts carry a label, in the order of the contacts' list (created, id): kept by D1
 * triggers from each contact's `labels` names, so filtering by a label is a range of an index.
 */
export const contactLabels = sqliteTable(
  'contact_labels',
  {
    labelId: text('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    contactId: text('contact_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    contactCreatedAt: integer('contact_created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.labelId, t.contactId] }),
    index('contact_labels_page').on(t.labelId, t.contactCreatedAt, t.contactId),
    index('contact_labels_contact').on(t.contactId),
  ],
);
