import { defineConfig } from 'drizzle-kit';

/**
 * A workspace's team desk's SQLite (`worker/teams/teams-object.ts`): its tables in
 * `worker/teams/desk-tables.ts`; the migrations land in `worker/teams/migrations/`, which the object
 * applies itself when it starts (`shared/journal-migrations.ts`), as a device's object does.
 */
export default defineConfig({
  dialect: 'sqlite',
  driver: 'durable-sqlite',
  schema: './worker/teams/desk-tables.ts',
  out: './worker/teams/migrations',
});
