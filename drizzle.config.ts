import { defineConfig } from 'drizzle-kit';

/** Each worker feature declares its D1 tables in its own `tables.ts`; migrations land in `migrations/`. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/*/tables.ts',
  out: './migrations',
});
