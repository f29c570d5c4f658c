/** The broadcasts' tables in a device's Durable Object, read by drizzle-kit for the object's migrations. */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { broadcastColumns, broadcastCountColumns } from './tables';

/** The device's campaigns (`broadcast-store.ts`), the authority D1's `broadcasts` copies, with what only the object keeps. */
export const objectBroadcasts = sqliteTable('broadcasts', {
  ...broadcastColumns(),
  /** The campaign's message, as JSON (`message.ts`). */
  message: text('message').notNull(),
  /** Its audience report, as JSON. */
  audience: text('audience').notNull(),
  countryCode: text('country_code').notNull(),
  createdBy: text('created_by'),
  lastSentAt: integer('last_sent_at'),
});

/** Each campaign's recipients (`recipient-store.ts`), in their file's order. */
export const broadcastRecipients = sqliteTable(
  'broadcast_recipients',
  {
    broadcastId: text('broadcast_id').notNull(),
    position: integer('position').notNull(),
    line: integer('line'),
    phone: text('phone').notNull(),
    name: text('name'),
    vars: text('vars').notNull(),
    status: text('status').notNull(),
    recordId: text('record_id'),
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    reason: text('reason'),
    sentAt: integer('sent_at'),
    updatedAt: integer('updated_at').notNull(),
    /** Its message record's status and error, followed as receipts move the record (`progress-counters.ts`). */
    recordStatus: text('record_status'),
    recordError: text('record_error'),
    replied: integer('replied').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.position] }),
    index('broadcast_recipients_status').on(t.broadcastId, t.status, t.position),
    index('broadcast_recipients_in_flight').on(t.status).where(sql`status = 'IN_FLIGHT'`),
    // A receipt finds its recipient by the record it moved; a reply by the number it came from.
    index('broadcast_recipients_record').on(t.recordId).where(sql`record_id IS NOT NULL`),
    index('broadcast_recipients_reply').on(t.phone, t.sentAt).where(sql`replied = 0 AND status IN ('IN_FLIGHT', 'SENT')`),
  ],
);

/** Every count of `broadcastCountColumns`, starting at 0. */
function countedFromZero() {
  const c = broadcastCountColumns();
  return {
    total: c.total.default(0),
    queued: c.queued.default(0),
    inFlight: c.inFlight.default(0),
    sent: c.sent.default(0),
    delivered: c.delivered.default(0),
    read: c.read.default(0),
    failed: c.failed.default(0),
    replied: c.replied.default(0),
    skipped: c.skipped.default(0),
    cancelled: c.cancelled.default(0),
  } satisfies ReturnType<typeof broadcastCountColumns>;
}

/** Each campaign's progress, kept by triggers as its recipients move (`progress-counters.ts`). */
export const broadcastCounts = sqliteTable('broadcast_counts', {
  broadcastId: text('broadcast_id').primaryKey(),
  ...countedFromZero(),
});

/** Each campaign's failures by reason. */
export const broadcastFailures = sqliteTable(
  'broadcast_failures',
  {
    broadcastId: text('broadcast_id').notNull(),
    reason: text('reason').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.reason] })],
);

/** The pace's settings and the next send's time (`pace-store.ts`), a JSON value each. */
export const broadcastPace = sqliteTable('broadcast_pace', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** How many broadcast messages started on each day, for the daily cap. */
export const broadcastDays = sqliteTable('broadcast_days', {
  day: text('day').primaryKey(),
  started: integer('started').notNull(),
});
