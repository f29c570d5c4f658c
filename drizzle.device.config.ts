import { defineConfig } from 'drizzle-kit';

/**
 * A device's Durable Object's SQLite: each feature declares its tables there in its own
 * `object-tables.ts`; the migrations land in `worker/devices/migrations/`, which the object applies
 * itself when it starts (`shared/journal-migrations.ts`), as wrangler applies D1's.
 */
export default defineConfig({
  dialect: 'sqlite',
  driver: 'durable-sqlite',
  schema: './worker/*/object-tables.ts',
  out: './worker/devices/migrations',
});
