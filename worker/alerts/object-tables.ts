/** The owner's alerts in a device's Durable Object, read by drizzle-kit for the object's migrations. */
import { index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';

/** A device's incidents: a spell offline or logged out, raised once it lasts past its delay (`incident-store.ts`). */
export const alertIncidents = sqliteTable(
  'alert_incidents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    startedAt: integer('started_at').notNull(),
    dueAt: integer('due_at').notNull(),
    raisedAt: integer('raised_at'),
    endedAt: integer('ended_at'),
  },
  (t) => [index('alert_incidents_open').on(t.endedAt, t.dueAt)],
);

/** The alerts each incident sends, one per channel, with their attempts. */
export const alerts = sqliteTable(
  'alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    incidentId: integer('incident_id').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull(),
    nextAt: integer('next_at'),
    detail: text('detail'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [unique('alerts_incident_channel').on(t.incidentId, t.channel), index('alerts_pending').on(t.status, t.nextAt)],
);

/** The device's alert settings, by key. */
export const alertConfig = sqliteTable('alert_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
