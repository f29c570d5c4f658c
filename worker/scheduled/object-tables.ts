/** The scheduled messages' table in a device's Durable Object, read by drizzle-kit for the object's migrations. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The scheduled messages still to go (`scheduled-part.ts`): what to send, and when. A row is taken
 * off in the transaction that moves its record out of SCHEDULED, so a message goes (or fails) once.
 */
export const scheduledSends = sqliteTable(
  'scheduled_sends',
  {
    recordId: text('record_id').primaryKey(),
    sendAt: integer('send_at').notNull(),
    /** The send as the route asked for it (`SendInput`, JSON), less its time. */
    input: text('input').notNull(),
  },
  (t) => [index('scheduled_sends_due').on(t.sendAt)],
);
