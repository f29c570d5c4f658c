/** Sessions and CSRF: what a signed-in person's cookie allows, what ends it, and what a forged form gets. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Browser, ORIGIN, ownerSession, PASSWORD } from './browser';

describe('dashboard sessions', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and keeps only its hash', async () => {
    const { email } = await ownerSession();
    const browser = new Browser();
    await browser.get('/dashboard/sign-in');
    const res = await browser.post('/dashboard/sign-in', { email, password: PASSWORD });
    expect(res.status).toBe(303);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kurir_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // Served under a name (not the local machine): Secure.
    expect(cookie).toMatch(/Secure/);
    const token = browser.cookies.get('kurir_session') ?? '';
    const rows = await env.DB.prepare('SELECT token_hash FROM dashboard_sessions').all<{ token_hash: string }>();
    expect(rows.results.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.results.length).toBeGreaterThan(0);
  });

  it('leaves Secure out on the local machine, which serves plain http', async () => {
    const { email } = await ownerSession();
    const { exports } = await import('cloudflare:workers');
    const page = await exports.default.fetch(new Request('http://127.0.0.1:8787/dashboard/sign-in', { headers: { Accept: 'text/html' } }));
    const formCookie = page.headers.getSetCookie().find((c) => c.startsWith('kurir_form=')) ?? '';
    const token = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const res = await exports.default.fetch(
      new Request('http://127.0.0.1:8787/dashboard/sign-in', {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'http://127.0.0.1:8787',
          Cookie: formCookie.split(';')[0] ?? '',
        },
        body: new URLSearchParams({ _csrf: token, email, password: PASSWORD }),
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('kurir_session='))).not.toMatch(/Secure/);
  });

  it('signing out ends the session at once: the same cookie is refused on the next request', async () => {
    const { browser } = await ownerSession();
    expect((await browser.get('/dashboard/devices')).status).toBe(200);
    const stolen = new Browser();
    stolen.cookies.set('kurir_session', browser.cookies.get('kurir_session') ?? '');
    expect((await stolen.get('/dashboard/devices')).status).toBe(200);
    expect((await browser.post('/dashboard/sign-out', {})).status).toBe(303);
    const page = await stolen.get('/dashboard/devices');
    expect(page.status).toBe(303);
    expect(page.headers.get('Location')).toBe('/dashboard/sign-in?next=%2Fdashboard%2Fdevices');
    const call = await stolen.request('/dashboard/devices', { headers: { Accept: 'application/json' } });
    expect(call.status).toBe(401);
  });

  it('a member removed from the workspace loses it on the next request', async () => {
    const { browser: owner } = await ownerSession();
    const { acceptInvite } = await import('./browser');
    const admin = await acceptInvite(owner, 'admin');
    expect((await admin.get('/dashboard/devices')).status).toBe(200);
    await owner.get('/dashboard/members');
    const accountId = /\/dashboard\/members\/(acc_\w+)\/remove/.exec(owner.html)?.[1] ?? '';
    expect((await owner.post(`/dashboard/members/${accountId}/remove`, {})).status).toBe(303);
    const after = await admin.get('/dashboard/devices');
    expect(after.status).toBe(303);
    expect(after.headers.get('Location')).toBe('/dashboard/workspaces');
  });
});

describe('CSRF protection', () => {
  it('refuses a form without the session token, or with another one', async () => {
    const { browser } = await ownerSession();
    await browser.get('/dashboard/developer/api-keys');
    for (const token of ['', 'x'.repeat(43)]) {
      const res = await browser.post('/dashboard/developer/api-keys', { _csrf: token, name: 'forged' }, { Accept: 'application/json' });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', message: expect.stringMatching(/CSRF token/) });
    }
    await browser.get('/dashboard/developer/api-keys');
    expect(browser.html).not.toContain('forged');
  });

  it('refuses a form posted from another site, even with the right token', async () => {
    const { browser } = await ownerSession();
    await browser.get('/dashboard/devices');
    const res = await browser.post(
      '/dashboard/devices',
      { name: 'forged' },
      { Origin: 'https://evil.example', Accept: 'application/json' },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/Origin/) });
    const fetched = await browser.post('/dashboard/devices', { name: 'forged' }, { Origin: '', 'Sec-Fetch-Site': 'cross-site' });
    expect(fetched.status).toBe(403);
  });

  it('refuses a sign-in form without its double-submit token', async () => {
    const { email } = await ownerSession();
    const browser = new Browser();
    await browser.get('/dashboard/sign-in');
    const res = await browser.post(
      '/dashboard/sign-in',
      { _csrf: 'y'.repeat(43), email, password: PASSWORD },
      { Accept: 'application/json' },
    );
    expect(res.status).toBe(403);
    expect(browser.cookies.has('kurir_session')).toBe(false);
  });

  it('accepts the token in the X-CSRF-Token header for calls from the page script', async () => {
    const { browser } = await ownerSession();
    await browser.get('/dashboard/devices');
    const res = await browser.request('/dashboard/devices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'X-CSRF-Token': browser.csrf() },
      body: new URLSearchParams({ name: 'From the script' }),
    });
    expect(res.status).toBe(303);
  });
});
