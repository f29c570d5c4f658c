import { describe, expect, it } from 'vitest';
import { admin, call, setup } from '../helpers';
import { addMember } from '../inbox/inbox-helpers';
import { arrives, conversations, makeTeam, phone, setStatus, shop, type Team } from './team-helpers';

type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string }[] };

async function keyWith(workspaceId: string, scopes: string[]): Promise<string> {
  const made = await admin<{ key: string }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'backend', scopes });
  return made.body.key;
}

async function keyCall<T>(method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await call(path, {
    method,
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

describe('the teams API', () => {
  it('refuses bad input with a 400 naming each field, and unknown teams, members and devices with a 404', async () => {
    const s = await setup();
    const other = await setup();
    const stranger = await addMember(other.workspaceId);
    const base = `/workspaces/${s.workspaceId}/teams`;
    const bad = await admin<ErrorBody>('POST', base, { name: '', strategy: 'random', cap: 0, extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(['', 'cap', 'name', 'strategy'].sort());
    expect((await admin<ErrorBody>('POST', base, { name: 'CS', deviceIds: [other.deviceId] })).status).toBe(404);
    const team = await makeTeam(s.workspaceId, { name: 'CS', deviceIds: [s.deviceId] });
    expect((await admin('GET', `${base}/team_8fK2mQ9xLr4TbZ1cWp7n`)).status).toBe(404);
    expect((await admin('GET', `${base}/nonsense`)).status).toBe(404);
    expect((await admin('PUT', `${base}/${team.id}/members/${stranger}`, {})).status).toBe(404);
    expect((await admin('PUT', `/workspaces/${s.workspaceId}/agents/${stranger}/status`, { status: 'available' })).status).toBe(404);
    expect((await admin('PUT', `/workspaces/${s.workspaceId}/agents/${stranger}/status`, { status: 'busy' })).status).toBe(400);
    // Another workspace's team is unknown here, and so in its inbox's team filter.
    expect((await admin('GET', `/workspaces/${other.workspaceId}/teams/${team.id}`)).status).toBe(404);
    expect((await admin<ErrorBody>('GET', `/workspaces/${other.workspaceId}/conversations?teamId=${team.id}`)).status).toBe(404);
    const notATeam = await admin<ErrorBody>('GET', `/workspaces/${s.workspaceId}/conversations?teamId=CS&assignee=waiting`);
    expect(notATeam.status).toBe(400);
    expect(notATeam.body.issues?.map((i) => i.path).sort()).toEqual(['assignee', 'teamId']);
    // A device is answered by one team.
    const taken = await admin<ErrorBody>('POST', base, { name: 'Dua', deviceIds: [s.deviceId] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain(s.deviceId);
    expect((await admin('DELETE', `${base}/${team.id}`)).status).toBe(204);
    expect((await admin('GET', base)).body).toEqual({ items: [] });
  });

  it('a key needs the members scope to set teams up and inbox for the queue and the members’ status', async () => {
    const s = await setup();
    const member = await addMember(s.workspaceId);
    const inbox = await keyWith(s.workspaceId, ['inbox']);
    const members = await keyWith(s.workspaceId, ['members']);
    expect((await keyCall<ErrorBody>('POST', '/teams', inbox, { name: 'CS' })).body.message).toBe('this API key lacks the scope "members"');
    const made = await keyCall<Team>('POST', '/teams', members, { name: 'CS', deviceIds: [s.deviceId] });
    expect(made.status).toBe(201);
    expect((await keyCall('PUT', `/teams/${made.body.id}/members/${member}`, members, { cap: 3 })).status).toBe(200);
    expect((await keyCall('GET', `/teams/${made.body.id}/queue`, inbox)).body).toEqual({ items: [], nextCursor: null });
    expect((await keyCall('PUT', `/agents/${member}/status`, members, { status: 'available' })).status).toBe(403);
    const set = await keyCall<{ status: string }>('PUT', `/agents/${member}/status`, inbox, { status: 'available' });
    expect(set.body).toMatchObject({ status: 'available' });
    const listed = await keyCall<{ items: { memberId: string; status: string }[] }>('GET', '/agents', inbox);
    expect(listed.body.items).toEqual([expect.objectContaining({ memberId: member, status: 'available', openCount: 0 })]);
  });

  it('deleting a team takes its waiting conversations out of the queue; its members keep what they hold', async () => {
    const s = await shop(1, 1);
    const [a] = s.agents as [string];
    const team = await makeTeam(s.workspaceId, { name: 'CS', cap: 1, deviceIds: s.deviceIds }, s.agents);
    await setStatus(s.workspaceId, a, 'available');
    const held = await arrives(s, s.node, phone(1));
    const waiting = await arrives(s, s.node, phone(2));
    expect(waiting.queuedAt).not.toBeNull();
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/teams/${team.id}`)).status).toBe(204);
    const after = await conversations(s.workspaceId, s.deviceIds);
    expect(after.find((c) => c.id === waiting.id)).toMatchObject({ assigneeId: null, queuedAt: null, teamId: null });
    expect(after.find((c) => c.id === held.id)).toMatchObject({ assigneeId: a });
  });

  it('a member who leaves the workspace leaves their teams: what they held waits for the others', async () => {
    const s = await shop(1, 2);
    const [a, b] = s.agents as [string, string];
    const team = await makeTeam(s.workspaceId, { name: 'CS', deviceIds: s.deviceIds }, s.agents);
    await setStatus(s.workspaceId, a, 'available');
    const held = await arrives(s, s.node, phone(1));
    expect(held.assigneeId).toBe(a);
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/members/${a}`)).status).toBe(204);
    const [c] = await conversations(s.workspaceId, s.deviceIds);
    expect(c).toMatchObject({ assigneeId: null, queuedAt: expect.any(String) });
    const after = await admin<Team>('GET', `/workspaces/${s.workspaceId}/teams/${team.id}`);
    expect(after.body.members.map((m) => m.memberId)).toEqual([b]);
  });
});
