import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

/**
 * The workspace's devices, for lists and for the fleet: a copy of each device's Durable Object,
 * which is the authority (written only by `device-mirror.ts`).
 */
export const devices = sqliteTable(
  'devices',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull(),
    phoneNumber: text('phone_number'),
    /** Whether a session-node should hold the device (false after a logout until `connect`). */
    wanted: integer('wanted', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('devices_workspace').on(t.workspaceId)],
);
