import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The files of a process share its storage (vitest.config.ts). Sign-in failures are counted by
// address, and every test signs in from the same one: each file starts with none counted, as the
// file before it would have left them otherwise.
await env.DB.prepare('DELETE FROM login_throttle').run();
