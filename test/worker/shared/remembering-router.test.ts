import { Hono } from 'hono';
import type { H, RouterRoute } from 'hono/types';
import { describe, expect, it } from 'vitest';
import app from '../../../worker/app';
import { RememberingRouter } from '../../../worker/shared/remembering-router';

/** A small app on the router, with middleware on every path as the real one has, and a counter of searches. */
function routed() {
  const router = new RememberingRouter<[H, RouterRoute]>();
  const trie = (router as unknown as { trie: { match: (m: string, p: string) => unknown } }).trie;
  const search = trie.match.bind(trie);
  let searches = 0;
  trie.match = (m, p) => {
    searches++;
    return search(m, p);
  };
  const hono = new Hono({ router });
  hono.use('*', async (c, next) => {
    await next();
    c.header('X-Seen', 'yes');
  });
  hono.post('/members/invites', (c) => c.text('invites'));
  hono.delete('/members/invites/:inviteId', (c) => c.text(`invite ${c.req.param('inviteId')}`));
  hono.delete('/members/:accountId', (c) => c.text(`member ${c.req.param('accountId')}`));
  return { hono, router, searches: () => searches };
}

describe('the remembering router', () => {
  it('answers a path without parameters as the trie does, searching it once', async () => {
    const { hono, searches } = routed();
    for (let i = 0; i < 3; i++) {
      const res = await hono.request('/members/invites', { method: 'POST' });
      expect(await res.text()).toBe('invites');
      expect(res.headers.get('X-Seen')).toBe('yes');
    }
    expect(searches()).toBe(1);
    // Another method on the same path is its own match.
    expect((await hono.request('/members/invites', { method: 'GET' })).status).toBe(404);
    expect(searches()).toBe(2);
  });

  it('searches a path with a parameter every time, each with its own value', async () => {
    const { hono, searches } = routed();
    expect(await (await hono.request('/members/invites/inv_1', { method: 'DELETE' })).text()).toBe('invite inv_1');
    expect(await (await hono.request('/members/invites/inv_2', { method: 'DELETE' })).text()).toBe('invite inv_2');
    expect(await (await hono.request('/members/acc_1', { method: 'DELETE' })).text()).toBe('member acc_1');
    expect(await (await hono.request('/members/acc_1', { method: 'DELETE' })).text()).toBe('member acc_1');
    expect(searches()).toBe(4);
  });

  it('forgets what it kept when a route is added', async () => {
    const { hono } = routed();
    expect((await hono.request('/members/export', { method: 'POST' })).status).toBe(404);
    hono.post('/members/export', (c) => c.text('export'));
    expect(await (await hono.request('/members/export', { method: 'POST' })).text()).toBe('export');
  });

  it('keeps a bounded number of paths, however many unknown ones are asked for', async () => {
    const { hono, router } = routed();
    for (let i = 0; i < 2_000; i++) await hono.request(`/nothing-${i}`);
    expect((router as unknown as { kept: Map<string, unknown> }).kept.size).toBeLessThanOrEqual(512);
  });

  it('routes the app', () => {
    expect((app as unknown as { router: { name: string } }).router.name).toBe('RememberingRouter + TrieRouter');
  });
});
