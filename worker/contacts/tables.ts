import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

export const contacts = sqliteTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('contacts_workspace_phone').on(t.workspaceId, t.phoneNumber)],
);
