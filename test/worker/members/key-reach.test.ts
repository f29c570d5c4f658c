/**
 * No key is a way to more than it holds, nor to more than its maker may do: the takeover a probe
 * found (a `members` key invites an admin, the admin makes an `all` key in the dashboard, that key
 * makes its holder an owner and removes the first owner) is refused at each step, and a demoted or
 * departed member's keys go with their role.
 */
import { describe, expect, it } from 'vitest';
import { acceptInvite, type Browser, ownerSession, uniqueEmail } from '../dashboard/browser';
import { admin, call } from '../helpers';

type Member = { id: string; email: string; role: string };
type ErrorBody = { statusCode: number; message: string; error: string };
type Page<T> = { items: T[]; nextCursor: string | null };

const ADMIN_SCOPES = [
  'messages:send',
  'messages:read',
  'inbox',
  'contacts',
  'groups',
  'broadcasts',
  'templates',
  'chatbot',
  'assistant',
  'devices',
  'webhooks',
  'reports',
  'logs',
];

async function keyWith(ws: string, scopes: string[]): Promise<string> {
  const made = await admin<{ key: string }>('POST', `/workspaces/${ws}/api-keys`, { name: `${scopes.length} scopes`, scopes });
  expect(made.status).toBe(201);
  return made.body.key;
}

async function withKey<T = ErrorBody>(key: string, method: string, path: string, body?: unknown) {
  const res = await call(path, {
    method,
    headers: { 'X-API-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function members(ws: string): Promise<Member[]> {
  return (await admin<Page<Member>>('GET', `/workspaces/${ws}/members`)).body.items;
}

/** `browser` makes a key on the API Key page; the key shown once, or null with the page's status. */
async function dashboardKey(browser: Browser, scopes: string[]): Promise<{ status: number; key: string | null }> {
  await browser.get('/dashboard/developer/api-keys');
  const made = await browser.post('/dashboard/developer/api-keys', { name: 'Integrasi', scopes });
  return { status: made.status, key: /id="new-key"[^>]*value="([^"]+)"/.exec(browser.html)?.[1] ?? null };
}

describe('what a key may do to the members', () => {
  it('gives a role only when it holds every scope of it: members alone invites no one, an agent’s scopes invite agents', async () => {
    const ws = (await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Sinar' })).body.id;
    const membersOnly = await keyWith(ws, ['members']);
    for (const role of ['agent', 'admin']) {
      const refused = await withKey(membersOnly, 'POST', '/members/invites', { role });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect((await withKey(membersOnly, 'POST', '/members/invites', { role: 'agent' })).body.message).toBe(
      'this API key may give the role an agent only with every scope an agent has; it lacks "messages:read", "inbox", "contacts", "reports"',
    );
    expect((await withKey(membersOnly, 'POST', '/members/invites', { role: 'owner' })).body.message).toBe(
      'only an API key with the scope "all" may make an owner',
    );

    const agentMaker = await keyWith(ws, ['members', 'messages:read', 'inbox', 'contacts', 'reports']);
    expect((await withKey(agentMaker, 'POST', '/members/invites', { role: 'agent' })).status).toBe(201);
    const adminRefused = await withKey(agentMaker, 'POST', '/members/invites', { role: 'admin' });
    expect(adminRefused.status).toBe(403);
    expect(adminRefused.body.message).toMatch(
      /it lacks "messages:send", "groups", "broadcasts", "templates", "chatbot", "assistant", "devices", "webhooks", "logs"$/,
    );
    expect((await withKey(await keyWith(ws, ['members', ...ADMIN_SCOPES]), 'POST', '/members/invites', { role: 'admin' })).status).toBe(
      201,
    );
    expect((await withKey(await keyWith(ws, ['all']), 'POST', '/members/invites', { role: 'owner' })).status).toBe(201);
  });

  it('changes or removes an owner only with an owner’s key (all): a members key with every other scope gets 403 and the owner stays', async () => {
    const { workspaceId: ws, browser } = await ownerSession();
    // A second owner, so that neither is the last one and a refusal can only be the key's.
    await acceptInvite(browser, 'owner');
    const owners = await members(ws);
    const [first] = owners;
    if (!first) throw new Error('no owner');
    const strong = await keyWith(ws, ['members', ...ADMIN_SCOPES]);
    const lowered = await withKey(strong, 'PATCH', `/members/${first.id}`, { role: 'agent' });
    expect(lowered.status).toBe(403);
    expect(lowered.body.message).toBe('an owner is changed or removed only by an owner: an API key with the scope "all"');
    expect((await withKey(strong, 'DELETE', `/members/${first.id}`)).status).toBe(403);
    expect((await members(ws)).map((m) => m.role)).toEqual(['owner', 'owner']);

    const all = await keyWith(ws, ['all']);
    expect((await withKey<Member>(all, 'PATCH', `/members/${first.id}`, { role: 'admin' })).body).toMatchObject({ role: 'admin' });
    // An admin is within the strong key's reach now; an unknown member is still a 404 to it.
    expect((await withKey(strong, 'DELETE', `/members/${first.id}`)).status).toBe(204);
    expect((await withKey(strong, 'DELETE', '/members/acc_00000000000000000000')).status).toBe(404);
  });

  it('the probe’s takeover is refused at each step', async () => {
    const { workspaceId: ws, browser: owner } = await ownerSession();
    const [original] = await members(ws);
    if (!original) throw new Error('no owner');
    // 1. A members key invites an admin: refused.
    const membersKey = await keyWith(ws, ['members']);
    expect((await withKey(membersKey, 'POST', '/members/invites', { role: 'admin' })).status).toBe(403);
    // 2. An admin (invited by the owner) makes an all key in the dashboard: refused, and not offered.
    const adminBrowser = await acceptInvite(owner, 'admin');
    await adminBrowser.get('/dashboard/developer/api-keys');
    expect(adminBrowser.html).not.toContain('value="all"');
    expect(adminBrowser.html).not.toContain('value="members"');
    expect(adminBrowser.html).toContain('value="webhooks"');
    const allKey = await dashboardKey(adminBrowser, ['all']);
    expect(allKey).toEqual({ status: 403, key: null });
    expect(adminBrowser.html).toContain('Peran Anda tidak boleh memberi key all: hanya pemilik yang boleh.');
    expect((await dashboardKey(adminBrowser, ['members', 'messages:send'])).status).toBe(403);
    // What an admin may do, an admin's key may hold; it still reaches no owner.
    const adminKey = await dashboardKey(adminBrowser, ADMIN_SCOPES);
    expect(adminKey.status).toBe(201);
    expect((await withKey(adminKey.key ?? '', 'DELETE', `/members/${original.id}`)).status).toBe(403);
    expect((await withKey(adminKey.key ?? '', 'POST', '/members/invites', { role: 'owner' })).status).toBe(403);
    // 3. Only the owner's all key makes owners and removes one.
    const ownerKey = await dashboardKey(owner, ['all']);
    expect(ownerKey.status).toBe(201);
    expect((await withKey(ownerKey.key ?? '', 'POST', '/members/invites', { role: 'owner' })).status).toBe(201);
    expect((await members(ws)).find((m) => m.id === original.id)?.role).toBe('owner');
  });
});

describe('a key made in the dashboard follows its maker', () => {
  it('lowering the maker revokes their keys that hold more than the new role; removing them revokes the rest', async () => {
    const { workspaceId: ws, browser: owner } = await ownerSession();
    const makerEmail = uniqueEmail('maker');
    const maker = await acceptInvite(owner, 'owner', makerEmail);
    const everything = await dashboardKey(maker, ['all']);
    const reader = await dashboardKey(maker, ['messages:read', 'webhooks']);
    const [first, second] = [everything.key ?? '', reader.key ?? ''];
    const devices = (key: string) => withKey(key, 'GET', '/devices');
    const readerWorks = () => withKey(second, 'GET', '/messages');
    expect((await devices(first)).status).toBe(200);
    expect((await readerWorks()).status).toBe(200);

    const makerId = (await members(ws)).find((m) => m.email === makerEmail)?.id;
    if (!makerId) throw new Error('the second owner is not listed');
    expect((await admin('PATCH', `/workspaces/${ws}/members/${makerId}`, { role: 'admin' })).status).toBe(200);
    // An admin may not hold all: that key is revoked at once; the other is within an admin's powers.
    const revoked = await devices(first);
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('the API key is invalid or has been revoked');
    expect((await readerWorks()).status).toBe(200);
    const listed = await admin<{ id: string; scopes: string[]; revokedAt: string | null }[]>('GET', `/workspaces/${ws}/api-keys`);
    expect(listed.body.map((k) => [k.scopes.join(' '), k.revokedAt !== null])).toEqual([
      ['messages:read webhooks', false],
      ['all', true],
    ]);

    expect((await admin('DELETE', `/workspaces/${ws}/members/${makerId}`)).status).toBe(204);
    expect((await readerWorks()).status).toBe(401);
  });

  it('keeps the keys the operator made, whoever leaves', async () => {
    const { workspaceId: ws, browser: owner } = await ownerSession();
    const email = uniqueEmail('leaving');
    await acceptInvite(owner, 'owner', email);
    const operatorKey = await keyWith(ws, ['all']);
    const second = (await members(ws)).find((m) => m.email === email);
    if (!second) throw new Error('no second member');
    expect((await admin('DELETE', `/workspaces/${ws}/members/${second.id}`)).status).toBe(204);
    expect((await withKey(operatorKey, 'GET', '/devices')).status).toBe(200);
  });
});
