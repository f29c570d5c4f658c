/**
 * The report counters' D1 copy: one row per device, UTC hour, metric, subject and dimension, with
 * the count its device's object holds (`report-counters.ts`), written only by `report-mirror.ts`.
 * A report sums these rows over a workspace (or a device) and a range of hours: the rows grow with
 * hours and dimensions, never with messages.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** A counter's columns, the same in D1's `report_counts` and in the object's `report_hours` (`object-tables.ts`). */
export const counterColumns = () => ({
  /** The UTC hour's start, ms. */
  hour: integer('hour').notNull(),
  metric: text('metric').notNull(),
  subject: text('subject').notNull(),
  dim: text('dim').notNull(),
  n: integer('n').notNull(),
});

export const reportCounts = sqliteTable(
  'report_counts',
  {
    workspaceId: text('workspace_id').notNull(),
    deviceId: text('device_id').notNull(),
    ...counterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.hour, t.metric, t.subject, t.dim] }),
    index('report_counts_workspace').on(t.workspaceId, t.metric, t.hour),
    // One device's report: its metric's hours only (the primary key's range of a device's hours would read every metric's rows).
    index('report_counts_device').on(t.deviceId, t.metric, t.hour),
  ],
);
