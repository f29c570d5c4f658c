import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const requestLog = sqliteTable(
  'request_log',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    keyId: text('key_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    deviceId: text('device_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('request_log_workspace_page').on(t.workspaceId, t.createdAt, t.id),
    index('request_log_key_page').on(t.keyId, t.createdAt, t.id),
  ],
);
