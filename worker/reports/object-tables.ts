/** The report counters' tables in a device's Durable Object (`report-counters.ts`), read by drizzle-kit for the object's migrations. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { counterColumns } from './tables';

/** One counter per hour, metric, subject and dimension: D1's `report_counts` copies them. */
export const reportHours = sqliteTable(
  'report_hours',
  {
    key: text('key').primaryKey(),
    ...counterColumns(),
  },
  (t) => [index('report_hours_hour').on(t.hour)],
);

/**
 * The clock of each open conversation: when it opened, whether an agent answered yet, and the labels
 * (JSON ids) its opening was counted for (a label taken off and put back counts it once).
 */
export const reportWaits = sqliteTable('report_waits', {
  contact: text('contact').primaryKey(),
  openedAt: integer('opened_at').notNull(),
  answered: integer('answered').notNull(),
  labels: text('labels').notNull().default('[]'),
});
