/** The device's own tables in its Durable Object's SQLite, read by drizzle-kit for the object's migrations. */
import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The device's state (`device-state.ts`), a JSON value per field. */
export const state = sqliteTable('state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The device's Baileys login (`login-store.ts`): creds and signal keys as the session sends them. */
export const authKeys = sqliteTable(
  'auth_keys',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] })],
);
