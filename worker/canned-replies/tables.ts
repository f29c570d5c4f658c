import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

/**
 * A workspace's canned replies: a `shortcut` an agent types after `/` in the reply box, and the
 * text it puts there, its variables filled for the conversation's contact. One index serves the
 * shortcut's uniqueness, the list in shortcut order and the picker's prefix lookups.
 */
export const cannedReplies = sqliteTable(
  'canned_replies',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('canned_replies_workspace_shortcut').on(t.workspaceId, t.shortcut)],
);
