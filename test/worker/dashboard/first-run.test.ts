/** The first run's setup link, and invites. */
import { describe, expect, it } from 'vitest';
import { admin, call } from '../helpers';
import { acceptInvite, Browser, ownerSession, PASSWORD, uniqueEmail } from './browser';

function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

describe('the first run and invites', () => {
  it('a setup link creates the first workspace and its owner once; asking again then says it is done', async () => {
    const link = await admin<{ url: string; expiresAt: string }>('POST', '/setup-link');
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^http:\/\/kurir\.test\/dashboard\/setup\?token=[0-9A-Za-z]{43}$/);
    // A newer link replaces it.
    const newer = await admin<{ url: string }>('POST', '/setup-link');
    const stale = new Browser();
    expect((await stale.get(pathOf(link.body.url))).status).toBe(410);

    const browser = new Browser();
    expect((await browser.get(pathOf(newer.body.url))).status).toBe(200);
    const bad = await browser.post(pathOf(newer.body.url), { workspaceName: '', name: 'Dewi', email: 'not-an-email', password: 'short' });
    expect(bad.status).toBe(400);
    // The API's rules, said in the page's language (Indonesian: the browser asks for no other).
    expect(browser.html).toContain('alamat email tidak valid');
    expect(browser.html).toContain('minimal 10 karakter');
    expect(browser.html).toContain('aria-invalid="true"');
    const made = await browser.post(pathOf(newer.body.url), {
      workspaceName: 'Toko Sinar',
      name: 'Dewi',
      email: 'DEWI@Toko.test',
      password: PASSWORD,
    });
    expect(made.status).toBe(303);
    expect(made.headers.get('Location')).toBe('/dashboard/devices');
    expect((await browser.get('/dashboard/devices')).status).toBe(200);
    expect(browser.html).toContain('Toko Sinar');

    expect((await admin('POST', '/setup-link')).status).toBe(409);
    expect((await new Browser().get(pathOf(newer.body.url))).status).toBe(410);
    // The email was stored as typed, lower-cased: signing in with either case works.
    const again = new Browser();
    await again.get('/dashboard/sign-in');
    expect((await again.post('/dashboard/sign-in', { email: 'dewi@toko.test', password: PASSWORD })).status).toBe(303);
  });

  it('an invite link is shown once, works once, and gives its role', async () => {
    const { browser: owner } = await ownerSession();
    const email = uniqueEmail('agent');
    const agent = await acceptInvite(owner, 'agent', email);
    const home = await agent.get('/dashboard');
    // An agent starts in the inbox, never on a page that would refuse them.
    expect(home.headers.get('Location')).toMatch(/^\/dashboard\/(inbox|messages)$/);
    // The owner's page lists the agent with the role, and no open invite is left.
    await owner.get('/dashboard/members');
    expect(owner.html).toContain(email);
    expect(owner.html).not.toContain('/withdraw');
  });

  it('someone who has an account joins another workspace with its password', async () => {
    const first = await ownerSession();
    const second = await ownerSession();
    await second.browser.get('/dashboard/members');
    await second.browser.post('/dashboard/members/invites', { role: 'admin' });
    const link = /id="invite-link"[^>]*value="([^"]+)"/.exec(second.browser.html)?.[1] ?? '';
    const joining = new Browser();
    await joining.get(pathOf(link));
    const wrong = await joining.post(pathOf(link), { name: 'Same', email: first.email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    const joined = await joining.post(pathOf(link), { name: 'Same', email: first.email, password: PASSWORD });
    expect(joined.status).toBe(303);
    // Two workspaces now: signing in asks which to open.
    const browser = new Browser();
    await browser.get('/dashboard/sign-in');
    const signedIn = await browser.post('/dashboard/sign-in', { email: first.email, password: PASSWORD });
    expect(signedIn.headers.get('Location')).toBe('/dashboard/workspaces');
    await browser.get('/dashboard/workspaces');
    expect(browser.html.match(/name="workspaceId" value="ws_/g)).toHaveLength(2);
  });

  it('GET / sends a browser to the dashboard and keeps answering JSON clients', async () => {
    const page = await call('/', { headers: { Accept: 'text/html,application/xhtml+xml' }, redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('Location')).toBe('/dashboard');
    const json = await call('/', { headers: { Accept: 'application/json' } });
    expect(await json.json()).toEqual({ name: 'Kurir', docs: '/docs', openapi: '/openapi.json', health: '/health' });
  });
});
