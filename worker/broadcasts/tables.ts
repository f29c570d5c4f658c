import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

/**
 * Broadcast campaigns as lists read them: copies of the device objects, which are their authority
 * (`broadcast-store.ts`), written after each change by `broadcast-mirror.ts`; the counts follow the
 * campaign's progress, receipts included.
 */
export const broadcasts = sqliteTable(
  'broadcasts',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    pausedReason: text('paused_reason'),
    /** `text` or `interactive`. */
    messageType: text('message_type').notNull(),
    /** The message's text (or interactive body) as written, before variables are filled. */
    preview: text('preview').notNull(),
    total: integer('total').notNull(),
    queued: integer('queued').notNull(),
    inFlight: integer('in_flight').notNull(),
    sent: integer('sent').notNull(),
    delivered: integer('delivered').notNull(),
    read: integer('read').notNull(),
    failed: integer('failed').notNull(),
    replied: integer('replied').notNull(),
    skipped: integer('skipped').notNull(),
    cancelled: integer('cancelled').notNull(),
    scheduledAt: integer('scheduled_at'),
    startedAt: integer('started_at'),
    completedAt: integer('completed_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('broadcasts_workspace_page').on(t.workspaceId, t.createdAt, t.id), index('broadcasts_device').on(t.deviceId)],
);
