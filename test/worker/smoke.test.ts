import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
it('has D1 migrated', async () => {
  const r = await env.DB.prepare('select count(*) as n from workspaces').first<{ n: number }>();
  expect(r?.n).toBe(0);
});
