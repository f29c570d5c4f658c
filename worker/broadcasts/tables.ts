import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

/**
 * A campaign's columns, the same in D1's `broadcasts` and in the `broadcasts` table of the device's
 * object that runs it (`object-tables.ts`): a field added here is in both, and in the D1 copy's
 * statement (`broadcast-mirror.ts`).
 */
export const broadcastColumns = () => ({
  id: text('id').primaryKey(),
  workspaceId: text('workspace_id').notNull(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  pausedReason: text('paused_reason'),
  scheduledAt: integer('scheduled_at'),
  startedAt: integer('started_at'),
  completedAt: integer('completed_at'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * A campaign's progress counts, the same in D1's `broadcasts` and in the object's
 * `broadcast_counts` (`progress-counters.ts` keeps them there, and D1's copy carries them).
 */
export const broadcastCountColumns = () => ({
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
});

/**
 * Broadcast campaigns as lists read them: copies of the device objects, which are their authority
 * (`broadcast-store.ts`), written after each change by `broadcast-mirror.ts`; the counts follow the
 * campaign's progress, receipts included.
 */
export const broadcasts = sqliteTable(
  'broadcasts',
  {
    ...broadcastColumns(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** `text` or `interactive`. */
    messageType: text('message_type').notNull(),
    /** The message's text (or interactive body) as written, before variables are filled. */
    preview: text('preview').notNull(),
    ...broadcastCountColumns(),
  },
  (t) => [index('broadcasts_workspace_page').on(t.workspaceId, t.createdAt, t.id), index('broadcasts_device').on(t.deviceId)],
);
