import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin, call, connectedDevice, setup } from '../helpers';
import { errorOf } from './error-body';

const asAdmin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

describe('path parameters are bounded to the ids that can exist', () => {
  it('a media id of 1,000 characters is a 404, not a 500', async () => {
    const s = await setup();
    const res = await call(`/media/${s.deviceId}/${'a'.repeat(1000)}`, { headers: { 'X-API-Key': s.key } });
    const body = await errorOf(res, 404);
    // The id is not sent back whole.
    expect(body.message.length).toBeLessThan(120);
  });

  it('a media id that is not ASCII, or holds a slash, names no media', async () => {
    const s = await setup();
    for (const id of ['é'.repeat(256), 'a%2Fb', '%F0%9F%91%8D']) {
      await errorOf(await call(`/media/${s.deviceId}/${id}`, { headers: { 'X-API-Key': s.key } }), 404);
    }
  });

  it.each([
    ['a workspace', 'GET', (bad: string) => `/admin/workspaces/${bad}/devices`],
    ['an API key', 'DELETE', (bad: string) => `/admin/workspaces/ws_00000000000000000000/api-keys/${bad}`],
    ['a webhook', 'GET', (bad: string) => `/admin/webhooks/${bad}/deliveries`],
    ['a delivery', 'POST', (bad: string) => `/admin/deliveries/${bad}/resend`],
    ['a device', 'GET', (bad: string) => `/admin/devices/${bad}`],
  ])('an id that cannot be %s is a 404 in the contract’s shape', async (_what, method, path) => {
    for (const bad of ['x'.repeat(1000), 'whk_short', 'dev_%00%00', '%E2%80%AE', 'ws_AAAAAAAAAAAAAAAAAAAA!']) {
      await errorOf(await call(path(bad), { method, headers: asAdmin }), 404);
    }
  });

  it('the API key’s workspace in a path is checked as well: another format is a 404', async () => {
    const res = await call(`/admin/workspaces/${'w'.repeat(300)}/api-keys/key_00000000000000000000`, {
      method: 'DELETE',
      headers: asAdmin,
    });
    expect((await errorOf(res, 404)).message).toMatch(/^workspace w+… not found$/);
  });
});

describe('query values are plain decimal numbers within range', () => {
  it.each(['0x10', '+5', ' 5', '5 ', '1e2', '5.0', '-1', '', '99999999999999999999', '٥'])(
    'GET /events refuses after or limit written as %j with a 400 naming it',
    async (value) => {
      const s = await setup();
      for (const name of ['after', 'limit']) {
        const res = await call(`/events?deviceId=${s.deviceId}&${name}=${encodeURIComponent(value)}`, { headers: { 'X-API-Key': s.key } });
        const body = await errorOf(res, 400);
        expect(body.issues?.map((i) => i.path)).toEqual([name]);
      }
    },
  );

  it('GET /events takes leading zeros and the bounds themselves', async () => {
    const s = await connectedDevice();
    const res = await call(`/events?deviceId=${s.deviceId}&after=000&limit=500`, { headers: { 'X-API-Key': s.key } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const over = await call(`/events?deviceId=${s.deviceId}&limit=501`, { headers: { 'X-API-Key': s.key } });
    expect((await errorOf(over, 400)).issues?.[0]?.message).toMatch(/from 1 to 500/);
  });

  it.each(['request-log', 'messages', 'templates'])('the %s list refuses a limit of 0x10 and a cursor it never gave out', async (list) => {
    const s = await setup();
    for (const query of ['limit=0x10', 'limit=0', 'limit=201', 'cursor=%ff%fe', `cursor=${btoa('1:../../etc')}`, 'cursor=a%00b']) {
      await errorOf(await call(`/admin/workspaces/${s.workspaceId}/${list}?${query}`, { headers: asAdmin }), 400);
    }
  });

  it('a value given twice is a 400, not read as one of them', async () => {
    const s = await setup();
    const res = await call(`/events?deviceId=${s.deviceId}&limit=5&limit=6`, { headers: { 'X-API-Key': s.key } });
    await errorOf(res, 400);
  });

  it('a query string over 2,048 characters is refused with 414 before any route reads it', async () => {
    const s = await setup();
    const res = await call(`/events?deviceId=${s.deviceId}&x=${'a'.repeat(3000)}`, { headers: { 'X-API-Key': s.key } });
    await errorOf(res, 414);
    const path = await call(`/admin/${'a/'.repeat(1100)}`, { headers: asAdmin });
    await errorOf(path, 414);
  });
});

describe('the templates list', () => {
  it('is paged like the other lists: {items, nextCursor}, limit and cursor, newest first', async () => {
    const s = await setup();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const t = await admin<{ id: string }>('POST', `/workspaces/${s.workspaceId}/templates`, { name: `t${i}`, content: `isi ${i}` });
      made.push(t.body.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { items: { id: string }[]; nextCursor: string | null } } = await admin(
        'GET',
        `/workspaces/${s.workspaceId}/templates?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((t) => t.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });
});
