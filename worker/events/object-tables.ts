/** The event log's tables in a device's Durable Object (`event-log.ts`), read by drizzle-kit for the object's migrations. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Each event with its `seq` and its body fixed byte for byte. */
export const events = sqliteTable('events', {
  seq: integer('seq').primaryKey(),
  id: text('id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  at: integer('at').notNull(),
  body: text('body').notNull(),
});

/** The session's reports already taken (by their key), numbered so the oldest go first. */
export const reportKeys = sqliteTable(
  'report_keys',
  {
    key: text('key').primaryKey(),
    n: integer('n').notNull(),
  },
  (t) => [index('report_keys_n').on(t.n)],
);
