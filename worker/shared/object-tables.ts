/** The D1 copies' queue in a Durable Object's SQLite (`d1-mirror.ts`), read by drizzle-kit for the device object's migrations. */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const d1Mirror = sqliteTable(
  'd1_mirror',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    payload: text('payload'),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('d1_mirror_seq').on(t.seq)],
);

/**
 * The newest entry of the queue that a flush has read and not yet deleted (no row: no flush is
 * between the two). A key marked again keeps its place unless a flush has read it.
 */
export const d1MirrorReading = sqliteTable('d1_mirror_reading', {
  id: integer('id').primaryKey(),
  upto: integer('upto').notNull(),
});
