/**
 * Members: invites that say whom they are for, and a member's way back in with a one-time
 * password-reset link made by an owner (or the operator), shown once, kept only as a hash.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { createPasswordReset, PASSWORD_RESET_MS } from '../../../worker/members';
import { getDb } from '../../../worker/shared/db';
import { admin } from '../helpers';
import { acceptInvite, Browser, operatorSession, ownerSession, PASSWORD, uniqueEmail } from './browser';

const NEW_PASSWORD = 'teh-manis-tanpa-gula';

/** The path and query of a link shown in the page's secret field `id`. */
function shownLink(html: string, id: string): string {
  const link = new RegExp(`id="${id}"[^>]*value="([^"]+)"`).exec(html)?.[1];
  if (!link) throw new Error(`no ${id} shown`);
  const url = new URL(link.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

async function signIn(email: string, password: string): Promise<number> {
  const browser = new Browser();
  await browser.get('/dashboard/sign-in');
  return (await browser.post('/dashboard/sign-in', { email, password })).status;
}

/** An owner and an agent of one workspace, both signed in; the agent's account id. */
async function ownerAndAgent() {
  const owner = await ownerSession();
  const agentEmail = uniqueEmail('agent');
  const agent = await acceptInvite(owner.browser, 'agent', agentEmail);
  const accountId = (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(agentEmail).first<{ id: string }>())?.id ?? '';
  return { ...owner, agent, agentEmail, accountId };
}

/** The signed-in `member` (account `accountId`) accepts an invite to a second workspace, `name`; their email. */
async function joinAnotherWorkspace(member: Browser, accountId: string, name: string): Promise<string> {
  const other = await admin<{ id: string }>('POST', '/workspaces', { name });
  const { browser: otherOperator } = await operatorSession(other.body.id);
  await otherOperator.get('/dashboard/members');
  await otherOperator.post('/dashboard/members/invites', { role: 'agent' });
  const invite = shownLink(otherOperator.html, 'invite-link');
  const email = (await env.DB.prepare('SELECT email FROM accounts WHERE id = ?').bind(accountId).first<{ email: string }>())?.email ?? '';
  await member.get(invite);
  expect((await member.post(invite, { name: 'A agent', email, password: PASSWORD })).status).toBe(303);
  return email;
}

describe('invites', () => {
  it('say whom they are for in the open-invite list, and fill it in on the link’s page', async () => {
    const { browser } = await ownerSession();
    await browser.get('/dashboard/members');
    expect(
      (await browser.post('/dashboard/members/invites', { role: 'agent', name: 'Sari Wulandari', email: 'Sari@Toko.test' })).status,
    ).toBe(201);
    const link = shownLink(browser.html, 'invite-link');
    await browser.get('/dashboard/members');
    expect(browser.html).toMatch(/Sari Wulandari<br\/?><span class="muted">sari@toko\.test<\/span>/);
    expect(browser.html).toContain(t.roles.agent);

    // One for whoever holds the link says so.
    await browser.post('/dashboard/members/invites', { role: 'admin', name: '', email: '' });
    await browser.get('/dashboard/members');
    expect(browser.html).toContain(t.members.anyone);

    const invited = new Browser();
    await invited.get(link);
    expect(invited.html).toMatch(/name="name"[^>]*value="Sari Wulandari"/);
    expect(invited.html).toMatch(/name="email"[^>]*value="sari@toko\.test"/);
  });

  it('refuse an address that is not one, next to its field, keeping what was typed', async () => {
    const { browser } = await ownerSession();
    await browser.get('/dashboard/members');
    const res = await browser.post('/dashboard/members/invites', { role: 'agent', name: 'Sari', email: 'sari-at-toko' });
    expect(res.status).toBe(400);
    expect(browser.html).toMatch(/id="f-email-error"/);
    expect(browser.html).toMatch(/name="name"[^>]*value="Sari"/);
  });
});

describe('a password-reset link', () => {
  it('is shown once, lets the member set a new password, signs out their other sessions, and works once', async () => {
    const { browser, agent, agentEmail, accountId } = await ownerAndAgent();
    await browser.get('/dashboard/members');
    const made = await browser.post(`/dashboard/members/${accountId}/reset-link`, {});
    expect(made.status).toBe(201);
    expect(made.headers.get('Cache-Control')).toBe('no-store');
    expect(browser.html).toContain(t.members.resetFor('A agent'));
    const link = shownLink(browser.html, 'reset-link');
    // Only its hash is kept, and the members page never shows it again.
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const stored = await env.DB.prepare('SELECT token_hash, expires_at - created_at AS life FROM password_resets WHERE account_id = ?')
      .bind(accountId)
      .all<{ token_hash: string; life: number }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]?.token_hash).not.toBe(token);
    expect(stored.results[0]?.life).toBe(PASSWORD_RESET_MS);
    await browser.get('/dashboard/members');
    expect(browser.html).not.toContain(token);

    const member = new Browser();
    expect((await member.get(link)).status).toBe(200);
    expect(member.html).toContain(agentEmail);
    // Too short a password is refused next to the field.
    expect((await member.post(link, { password: 'pendek' })).status).toBe(400);
    expect(member.html).toMatch(/id="f-password-error"/);
    const set = await member.post(link, { password: NEW_PASSWORD });
    expect(set.status).toBe(303);
    // Signed in with the new session…
    expect((await member.get('/dashboard/inbox')).status).toBe(200);
    // …while the session signed in before is out, and the old password no longer opens the account.
    expect((await agent.get('/dashboard/inbox')).status).toBe(303);
    expect(await signIn(agentEmail, PASSWORD)).toBe(401);
    expect(await signIn(agentEmail, NEW_PASSWORD)).toBe(303);
    // Used once: the link is gone.
    expect((await new Browser().get(link)).status).toBe(410);
  });

  it('dies after a day, and a newer link replaces the one before', async () => {
    const { workspaceId, accountId } = await ownerAndAgent();
    const db = getDb(env);
    const old = await createPasswordReset(db, { workspaceId, accountId, createdBy: null }, Date.now() - PASSWORD_RESET_MS - 1);
    expect((await new Browser().get(`/dashboard/reset?token=${old.token}`)).status).toBe(410);
    const first = await createPasswordReset(db, { workspaceId, accountId, createdBy: null });
    const second = await createPasswordReset(db, { workspaceId, accountId, createdBy: null });
    expect((await new Browser().get(`/dashboard/reset?token=${first.token}`)).status).toBe(410);
    const page = new Browser();
    expect((await page.get(`/dashboard/reset?token=${second.token}`)).status).toBe(200);
    expect(page.html).toContain(t.passwordReset.title);
  });

  it('for a member of another workspace too, is the operator’s to make, not an owner’s', async () => {
    const { browser, workspaceId, accountId, agent } = await ownerAndAgent();
    // The agent also belongs to a second workspace.
    await joinAnotherWorkspace(agent, accountId, 'Toko Lain');

    await browser.get('/dashboard/members');
    expect((await browser.post(`/dashboard/members/${accountId}/reset-link`, {})).status).toBe(403);
    const { browser: operator } = await operatorSession(workspaceId);
    await operator.get('/dashboard/members');
    expect((await operator.post(`/dashboard/members/${accountId}/reset-link`, {})).status).toBe(201);
    // Someone not in the workspace has no link to be made.
    expect((await operator.post('/dashboard/members/acc_AAAAAAAAAAAAAAAAAAAA/reset-link', {})).status).toBe(404);
  });

  it('made by an owner, stops working once the member also joins another workspace', async () => {
    const { browser, accountId, agent } = await ownerAndAgent();
    await browser.get('/dashboard/members');
    expect((await browser.post(`/dashboard/members/${accountId}/reset-link`, {})).status).toBe(201);
    const link = shownLink(browser.html, 'reset-link');
    const email = await joinAnotherWorkspace(agent, accountId, 'Toko Sebelah');
    // The owner could no longer make this link: the one made before does not hand the account over either.
    const holder = new Browser();
    await holder.get(link);
    expect((await holder.post(link, { password: NEW_PASSWORD })).status).toBe(410);
    expect(await signIn(email, NEW_PASSWORD)).toBe(401);
    expect(await signIn(email, PASSWORD)).toBe(303);
  });

  it('lets a member locked out by wrong passwords sign in at once with the new one', async () => {
    const { browser, accountId, agentEmail } = await ownerAndAgent();
    // Every request here comes from one address (`local`): this file's earlier failures are not this member's.
    await env.DB.prepare('DELETE FROM login_throttle').run();
    // The fifth wrong password locks the account from this address.
    for (let i = 1; i < 5; i++) expect(await signIn(agentEmail, 'salah-sandi-lagi')).toBe(401);
    expect(await signIn(agentEmail, 'salah-sandi-lagi')).toBe(429);
    expect(await signIn(agentEmail, PASSWORD)).toBe(429);
    await browser.get('/dashboard/members');
    expect((await browser.post(`/dashboard/members/${accountId}/reset-link`, {})).status).toBe(201);
    const link = shownLink(browser.html, 'reset-link');
    const member = new Browser();
    await member.get(link);
    expect((await member.post(link, { password: NEW_PASSWORD })).status).toBe(303);
    expect(await signIn(agentEmail, NEW_PASSWORD)).toBe(303);
  });
});
