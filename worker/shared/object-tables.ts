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
