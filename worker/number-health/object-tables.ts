/** The number's health in a device's Durable Object, read by drizzle-kit for the object's migrations. */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The conversations the device's own message opened, waiting for the contact's first answer (`triggers.ts`). */
export const healthWaits = sqliteTable('health_waits', {
  contact: text('contact').primaryKey(),
  startedAt: integer('started_at').notNull(),
});
