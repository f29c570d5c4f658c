/**
 * `/admin/workspaces/:ws/members`: the members page's operations as an API. An invite's link joins
 * the person as the dashboard's does, an invite never lowers a member, a workspace never loses its
 * last owner by any path, and another workspace's ids are unknown.
 */
import { describe, expect, it } from 'vitest';
import { Browser, ownerSession, PASSWORD, uniqueEmail } from '../dashboard/browser';
import { admin } from '../helpers';

type Member = { id: string; name: string; email: string; role: string; createdAt: string };
type Invite = { id: string; role: string; name: string | null; email: string | null; createdAt: string; expiresAt: string };
type CreatedInvite = Invite & { url: string };
type Page<T> = { items: T[]; nextCursor: string | null };
type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };

async function workspace(): Promise<string> {
  return (await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Sinar' })).body.id;
}

/** Opens the invite's link and joins as a person would on its page; the status of the join. */
async function join(url: string, email: string, name = 'Dewi'): Promise<number> {
  const link = new URL(url);
  const path = `${link.pathname}${link.search}`;
  const browser = new Browser();
  const page = await browser.get(path);
  if (page.status !== 200) return page.status;
  return (await browser.post(path, { name, email, password: PASSWORD })).status;
}

async function members(ws: string): Promise<Member[]> {
  return (await admin<Page<Member>>('GET', `/workspaces/${ws}/members`)).body.items;
}

async function invite(ws: string, role: string, email?: string): Promise<CreatedInvite> {
  const made = await admin<CreatedInvite>('POST', `/workspaces/${ws}/members/invites`, { role, ...(email ? { email } : {}) });
  expect(made.status).toBe(201);
  return made.body;
}

describe('the members API', () => {
  it('an invite’s one-time link, valid 7 days, joins the person with its role; the member is listed and the invite is no longer open', async () => {
    const ws = await workspace();
    const email = uniqueEmail('agen');
    const made = await admin<CreatedInvite>('POST', `/workspaces/${ws}/members/invites`, { name: 'Dewi Lestari', email, role: 'agent' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Dewi Lestari', email, role: 'agent' });
    expect(Date.parse(made.body.expiresAt) - Date.parse(made.body.createdAt)).toBe(7 * 24 * 3600_000);
    expect(new URL(made.body.url).pathname).toBe('/dashboard/invite');
    const open = await admin<Page<Invite>>('GET', `/workspaces/${ws}/members/invites`);
    expect(open.body.items).toEqual([
      { id: made.body.id, role: 'agent', name: 'Dewi Lestari', email, createdAt: made.body.createdAt, expiresAt: made.body.expiresAt },
    ]);
    // The list never shows the link itself.
    expect(JSON.stringify(open.body)).not.toContain(new URL(made.body.url).searchParams.get('token'));

    expect(await join(made.body.url, email, 'Dewi Lestari')).toBe(303);
    expect(await members(ws)).toEqual([expect.objectContaining({ name: 'Dewi Lestari', email, role: 'agent' })]);
    expect((await admin<Page<Invite>>('GET', `/workspaces/${ws}/members/invites`)).body.items).toEqual([]);
    // Used once: the link is gone.
    expect(await join(made.body.url, uniqueEmail('lagi'))).toBe(410);
  });

  it('an invite never lowers a member: the owner accepting an agent’s invite stays the owner', async () => {
    const { workspaceId, email } = await ownerSession();
    const made = await invite(workspaceId, 'agent', email);
    expect(await join(made.url, email)).toBe(303);
    expect((await members(workspaceId)).map((m) => [m.email, m.role])).toEqual([[email, 'owner']]);
  });

  it('changes a member’s role, and refuses with 409 to lower or remove the last owner until another owner exists', async () => {
    const { workspaceId, email } = await ownerSession();
    const [owner] = await members(workspaceId);
    if (!owner) throw new Error('no owner listed');
    const path = `/workspaces/${workspaceId}/members/${owner.id}`;
    const lowered = await admin<ErrorBody>('PATCH', path, { role: 'agent' });
    expect(lowered.status).toBe(409);
    expect(lowered.body.message).toMatch(/last owner/);
    const removed = await admin<ErrorBody>('DELETE', path);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toMatch(/last owner/);

    const second = uniqueEmail('kedua');
    expect(await join((await invite(workspaceId, 'agent')).url, second)).toBe(303);
    const agent = (await members(workspaceId)).find((m) => m.email === second);
    if (!agent) throw new Error('the agent is not listed');
    const raised = await admin<Member>('PATCH', `/workspaces/${workspaceId}/members/${agent.id}`, { role: 'owner' });
    expect(raised).toMatchObject({ status: 200, body: { id: agent.id, email: second, role: 'owner' } });
    expect((await admin<Member>('PATCH', path, { role: 'agent' })).body).toMatchObject({ email, role: 'agent' });
    // Now the second is the last owner.
    expect((await admin('DELETE', `/workspaces/${workspaceId}/members/${agent.id}`)).status).toBe(409);
    expect((await admin('DELETE', path)).status).toBe(204);
    expect((await members(workspaceId)).map((m) => [m.email, m.role])).toEqual([[second, 'owner']]);
  });

  it('revoking an invite stops its link; another workspace’s members and invites are 404', async () => {
    const ws = await workspace();
    const made = await invite(ws, 'admin');
    expect((await admin('DELETE', `/workspaces/${ws}/members/invites/${made.id}`)).status).toBe(204);
    expect(await join(made.url, uniqueEmail('telat'))).toBe(410);
    expect((await admin('DELETE', `/workspaces/${ws}/members/invites/${made.id}`)).status).toBe(404);

    const { workspaceId } = await ownerSession();
    const [owner] = await members(workspaceId);
    if (!owner) throw new Error('no owner listed');
    const theirs = await invite(workspaceId, 'agent');
    expect((await admin('PATCH', `/workspaces/${ws}/members/${owner.id}`, { role: 'agent' })).status).toBe(404);
    expect((await admin('DELETE', `/workspaces/${ws}/members/${owner.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/workspaces/${ws}/members/invites/${theirs.id}`)).status).toBe(404);
    expect((await admin('GET', '/workspaces/ws_00000000000000000000/members')).status).toBe(404);
    expect((await members(workspaceId)).map((m) => m.role)).toEqual(['owner']);
    expect((await admin<Page<Invite>>('GET', `/workspaces/${workspaceId}/members/invites`)).body.items.map((i) => i.id)).toEqual([
      theirs.id,
    ]);
  });

  it('refuses an unknown role or field with 400 at its path', async () => {
    const ws = await workspace();
    const bad = await admin<ErrorBody>('POST', `/workspaces/${ws}/members/invites`, { role: 'boss', email: 'not-an-email', phone: '1' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(['', 'email', 'role']);
    const { workspaceId } = await ownerSession();
    const [owner] = await members(workspaceId);
    const patch = await admin<ErrorBody>('PATCH', `/workspaces/${workspaceId}/members/${owner?.id}`, { role: 'operator' });
    expect(patch.status).toBe(400);
    expect(patch.body.issues?.map((i) => i.path)).toEqual(['role']);
  });

  it('pages members and invites newest first, each once', async () => {
    const { workspaceId } = await ownerSession();
    for (const who of ['a', 'b']) expect(await join((await invite(workspaceId, 'agent')).url, uniqueEmail(who))).toBe(303);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page: { body: Page<Member> } = await admin<Page<Member>>('GET', `/workspaces/${workspaceId}/members${query}`);
      seen.push(...page.body.items.map((m) => m.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    const all = await members(workspaceId);
    expect(seen).toEqual(all.map((m) => m.id));
    expect(new Set(seen).size).toBe(3);
    // Newest first: the owner, who joined first, is last.
    expect(all.at(-1)?.role).toBe('owner');

    const invites = [await invite(workspaceId, 'agent'), await invite(workspaceId, 'admin')];
    const first = await admin<Page<Invite>>('GET', `/workspaces/${workspaceId}/members/invites?limit=1`);
    expect(first.body.items.map((i) => i.id)).toEqual([invites[1]?.id]);
    const next = await admin<Page<Invite>>('GET', `/workspaces/${workspaceId}/members/invites?limit=1&cursor=${first.body.nextCursor}`);
    expect(next.body).toEqual({ items: [expect.objectContaining({ id: invites[0]?.id })], nextCursor: null });
  });
});
