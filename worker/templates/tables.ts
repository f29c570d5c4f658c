import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

export const templates = sqliteTable(
  'templates',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('templates_workspace_page').on(t.workspaceId, t.createdAt, t.id)],
);
