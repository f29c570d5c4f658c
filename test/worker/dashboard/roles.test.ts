/**
 * Every dashboard route checks who asks: without a session a page sends the viewer to sign in and
 * anything else is a 401; with one, each route's permission decides, so an agent gets a 403 (and
 * no link) on everything but the inbox, and an admin on the members. The table below must name
 * every route the dashboard serves: a new route without a place in it fails here.
 */
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../../../worker/dashboard';
import { can, type Permission, type Standing } from '../../../worker/members';
import { acceptInvite, type Browser, ownerSession } from './browser';

type Rule = Permission | 'public' | 'signed-in';

const RULES: [RegExp, Rule][] = [
  [/^\/dashboard\/(sign-in|sign-in\/operator|setup|invite|reset|assets\/.*)$/, 'public'],
  // Reads the session itself: the viewer's own devices, and none without one (test/worker/reference).
  [/^\/dashboard\/reference-devices$/, 'public'],
  // An alert's one-time link and the short session it opens for one device (test/worker/alerts).
  [/^\/dashboard\/relink(\/|$)/, 'public'],
  // Whoever sees the banner sets where the alerts go.
  [/^\/dashboard\/alerts(\/|$)/, 'devices'],
  [/^\/dashboard(\/|\/sign-out|\/workspaces(\/open)?)?$/, 'signed-in'],
  [/^\/dashboard\/contacts\/stop-words$/, 'chatbot'],
  [/^\/dashboard\/(messages|inbox|inbox-live|contacts|media)(\/|$)/, 'inbox'],
  // Every member: an agent sees their own figures.
  [/^\/dashboard\/reports$/, 'inbox'],
  [/^\/dashboard\/devices(\/|$)/, 'devices'],
  [/^\/dashboard\/groups(\/|$)/, 'devices'],
  [/^\/dashboard\/(webhooks|deliveries)(\/|$)/, 'webhooks'],
  [/^\/dashboard\/developer\//, 'developer'],
  [/^\/dashboard\/members(\/|$)/, 'members'],
  [/^\/dashboard\/chatbot(\/|$)/, 'chatbot'],
  [/^\/dashboard\/assistant(\/|$)/, 'assistant'],
  [/^\/dashboard\/broadcasts(\/|$)/, 'broadcasts'],
  [/^\/dashboard\/templates(\/|$)/, 'broadcasts'],
  [/^\/dashboard\/canned-replies$/, 'inbox'],
  [/^\/dashboard\/canned-replies\//, 'cannedReplies'],
  // Every member sets their own status for automatic assignment; the teams are the owners'.
  [/^\/dashboard\/status$/, 'inbox'],
  [/^\/dashboard\/teams(\/|$)/, 'members'],
  // Every member labels conversations and reads the labels; owners and admins make and change them.
  [/^\/dashboard\/inbox-labels$/, 'inbox'],
  [/^\/dashboard\/labels$/, 'inbox'],
  [/^\/dashboard\/labels\//, 'labels'],
];

/** A path with its parameters filled by ids that look real (the role is checked before any lookup). */
function concrete(path: string): string {
  return path
    .replace(/:action\{[^}]+\}/, 'pause')
    .replace(/:(\w+)/g, (_, name: string) => `${name.startsWith('device') ? 'dev' : 'x'}_AAAAAAAAAAAAAAAAAAAA`);
}

const routes = [
  ...new Map(
    dashboardRoutes.routes
      .filter((r) => r.method === 'GET' || r.method === 'POST')
      .map((r) => [
        `${r.method} /dashboard${r.path === '/' ? '' : r.path}`,
        { method: r.method, path: `/dashboard${r.path === '/' ? '' : r.path}` },
      ]),
  ).values(),
];

const ruleOf = (path: string): Rule | undefined => RULES.find(([pattern]) => pattern.test(path))?.[1];

async function ask(browser: Browser | null, method: string, path: string, csrf: string) {
  const headers: Record<string, string> = { Accept: 'application/json', Origin: 'http://kurir.test' };
  if (method === 'GET' && path.endsWith('-live/x_AAAAAAAAAAAAAAAAAAAA')) headers.Upgrade = 'websocket';
  const init: RequestInit =
    method === 'POST'
      ? {
          method,
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': csrf },
          body: new URLSearchParams({ _csrf: csrf }),
        }
      : { headers };
  if (browser) return browser.request(concrete(path), init);
  const { exports } = await import('cloudflare:workers');
  return exports.default.fetch(new Request(`http://kurir.test${concrete(path)}`, { ...init, redirect: 'manual' }));
}

describe('role checks on every dashboard route', () => {
  it('gives every route a place in the table', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !ruleOf(r.path)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('sends a page without a session to sign in, and refuses anything else with a 401', async () => {
    for (const { method, path } of routes) {
      if (ruleOf(path) === 'public') continue;
      const res = await ask(null, method, path, 'none');
      if (method === 'GET') {
        const page = await (await import('cloudflare:workers')).exports.default.fetch(
          new Request(`http://kurir.test${concrete(path)}`, { headers: { Accept: 'text/html' }, redirect: 'manual' }),
        );
        expect(page.status, `${method} ${path}`).toBe(303);
        expect(page.headers.get('Location'), `${method} ${path}`).toMatch(/^\/dashboard\/sign-in\?next=/);
      }
      expect(res.status, `${method} ${path}`).toBe(method === 'GET' ? 401 : 401);
      expect(await res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('refuses each role exactly the routes its permissions do not cover, with a 403', async () => {
    const { browser: owner } = await ownerSession();
    const viewers: [Standing, Browser][] = [
      ['owner', owner],
      ['admin', await acceptInvite(owner, 'admin')],
      ['agent', await acceptInvite(owner, 'agent')],
    ];
    for (const [standing, browser] of viewers) {
      await browser.get('/dashboard/messages');
      const csrf = browser.csrf();
      for (const { method, path } of routes) {
        const rule = ruleOf(path);
        if (rule === 'public' || rule === 'signed-in' || rule === undefined) continue;
        const res = await ask(browser, method, path, csrf);
        const where = `${standing}: ${method} ${path}`;
        if (can(standing, rule)) {
          expect([401, 403], where).not.toContain(res.status);
        } else {
          expect(res.status, where).toBe(403);
          expect(await res.json(), where).toMatchObject({ statusCode: 403, error: 'Forbidden', message: `your role may not use ${rule}` });
        }
      }
    }
  }, 60_000);

  it('shows an agent only the links it may open', async () => {
    const { browser: owner } = await ownerSession();
    const agent = await acceptInvite(owner, 'agent');
    await agent.get('/dashboard/messages');
    const nav = /<nav class="side"[\s\S]*?<\/nav>/.exec(agent.html)?.[0] ?? '';
    expect(nav).toContain('/dashboard/messages');
    for (const forbidden of [
      '/dashboard/devices',
      '/dashboard/groups',
      '/dashboard/webhooks',
      '/dashboard/developer/api-keys',
      '/dashboard/developer/request-log',
      '/dashboard/members',
    ]) {
      expect(nav).not.toContain(forbidden);
    }
    const page = await agent.get('/dashboard/developer/api-keys');
    expect(page.status).toBe(403);
    expect(agent.html).toContain('Anda tidak punya akses ke halaman ini.');
  });
});
