/**
 * A workspace never loses its last owner, and an invite never lowers a member's role. The paths
 * that change a membership: accepting an invite (a new account, or one that exists), and removing
 * a member (an owner removing themself is leaving). A role change is the members API's
 * (test/worker/members/members-api.test.ts); there is no account deletion.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { acceptInvite, type Browser, operatorSession, ownerSession } from './browser';

async function roleOf(workspaceId: string, email: string): Promise<string | null> {
  const row = await env.DB.prepare(
    'SELECT m.role AS role FROM memberships m JOIN accounts a ON a.id = m.account_id WHERE m.workspace_id = ? AND a.email = ?',
  )
    .bind(workspaceId, email)
    .first<{ role: string }>();
  return row?.role ?? null;
}

async function accountIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

async function remove(browser: Browser, accountId: string): Promise<number> {
  await browser.get('/dashboard/members');
  return (await browser.post(`/dashboard/members/${accountId}/remove`, {})).status;
}

async function owners(workspaceId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM memberships WHERE workspace_id = ? AND role = 'owner'")
    .bind(workspaceId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('the last owner of a workspace', () => {
  it('an invite does not turn the last owner into an agent', async () => {
    const { browser: owner, workspaceId, email } = await ownerSession();
    const { browser: operator } = await operatorSession(workspaceId);
    await acceptInvite(operator, 'agent', email);
    expect(await roleOf(workspaceId, email)).toBe('owner');
    expect(await owners(workspaceId)).toBe(1);
    // Still an owner on the pages: the members page is the owners' own.
    expect((await owner.get('/dashboard/members')).status).toBe(200);
  });

  it('an invite with a higher role raises a member, and a lower one after it keeps the higher', async () => {
    const { browser: owner, workspaceId } = await ownerSession();
    const email = `agen-${crypto.randomUUID().slice(0, 8)}@toko.test`;
    await acceptInvite(owner, 'agent', email);
    await acceptInvite(owner, 'admin', email);
    expect(await roleOf(workspaceId, email)).toBe('admin');
    await acceptInvite(owner, 'agent', email);
    expect(await roleOf(workspaceId, email)).toBe('admin');
  });

  it('cannot leave (remove themself) while no other owner remains; with another owner, can', async () => {
    const { browser: owner, workspaceId, email } = await ownerSession();
    expect(await remove(owner, await accountIdOf(email))).toBe(409);
    // The page is Indonesian: its detail line says the API's English in Indonesian.
    expect(owner.html).toContain(t.said['detail.lastOwner']());
    expect(await roleOf(workspaceId, email)).toBe('owner');
    const second = `pemilik-${crypto.randomUUID().slice(0, 8)}@toko.test`;
    await acceptInvite(owner, 'owner', second);
    expect(await remove(owner, await accountIdOf(email))).toBe(303);
    expect(await roleOf(workspaceId, email)).toBeNull();
    expect(await owners(workspaceId)).toBe(1);
  });

  it('is not removed by the operator either', async () => {
    const { workspaceId, email } = await ownerSession();
    const { browser: operator } = await operatorSession(workspaceId);
    expect(await remove(operator, await accountIdOf(email))).toBe(409);
    expect(await owners(workspaceId)).toBe(1);
  });

  it('two owners removing each other at the same moment leave one owner', async () => {
    const { browser: first, workspaceId, email } = await ownerSession();
    const otherEmail = `pemilik-${crypto.randomUUID().slice(0, 8)}@toko.test`;
    const other = await acceptInvite(first, 'owner', otherEmail);
    const [firstId, otherId] = [await accountIdOf(email), await accountIdOf(otherEmail)];
    await Promise.all([first.get('/dashboard/members'), other.get('/dashboard/members')]);
    const statuses = await Promise.all([
      first.post(`/dashboard/members/${otherId}/remove`, {}),
      other.post(`/dashboard/members/${firstId}/remove`, {}),
    ]);
    expect(statuses.map((r) => r.status).sort()).toEqual([303, 409]);
    expect(await owners(workspaceId)).toBe(1);
  });

  it('is answered 404 for someone who is not a member', async () => {
    const { browser: owner } = await ownerSession();
    // The owner of another workspace.
    const { email } = await ownerSession();
    expect(await remove(owner, await accountIdOf(email))).toBe(404);
  });
});
