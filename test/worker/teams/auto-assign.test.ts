import { describe, expect, it } from 'vitest';
import { admin } from '../helpers';
import { inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { advanceDesk, arrives, assignedEvents, conversations, makeTeam, phone, setStatus, settled, shop, type Team } from './team-helpers';

describe('automatic assignment within a team', () => {
  it('round-robin gives each available member the next new conversation in turn, and says it was automatic', async () => {
    const s = await shop(1, 3);
    const team = await makeTeam(s.workspaceId, { name: 'Penjualan', deviceIds: s.deviceIds }, s.agents);
    for (const a of s.agents) await setStatus(s.workspaceId, a, 'available');
    const order: (string | null)[] = [];
    for (let i = 0; i < 6; i++) order.push((await arrives(s, s.node, phone(i))).assigneeId);
    const firstRound = order.slice(0, 3);
    expect(new Set(firstRound)).toEqual(new Set(s.agents));
    expect(order.slice(3)).toEqual(firstRound);
    const events = await assignedEvents(s.deviceId);
    expect(events).toHaveLength(6);
    expect(events.every((e) => e.automatic === true && e.teamId === team.id)).toBe(true);
    const [c] = await conversations(s.workspaceId, s.deviceIds);
    expect(c).toMatchObject({ teamId: team.id, queuedAt: null });
  });

  it('least-busy gives the new conversation to whoever holds fewest open ones', async () => {
    const s = await shop(1, 2);
    const [busy, free] = s.agents as [string, string];
    await makeTeam(s.workspaceId, { name: 'CS', strategy: 'least-busy', deviceIds: s.deviceIds }, s.agents);
    await setStatus(s.workspaceId, busy, 'available');
    // The busy one takes two while the other is away.
    const first = await arrives(s, s.node, phone(1));
    const second = await arrives(s, s.node, phone(2));
    expect([first.assigneeId, second.assigneeId]).toEqual([busy, busy]);
    await setStatus(s.workspaceId, free, 'available');
    const next = [await arrives(s, s.node, phone(3)), await arrives(s, s.node, phone(4)), await arrives(s, s.node, phone(5))];
    expect(next.map((c) => c.assigneeId)).toEqual([free, free, expect.any(String)]);
  });

  it('never past a member’s cap: the rest wait in the team’s queue and go as soon as someone frees up', async () => {
    const s = await shop(1, 2);
    const [a, b] = s.agents as [string, string];
    const team = await makeTeam(s.workspaceId, { name: 'CS', cap: 1, deviceIds: s.deviceIds }, s.agents);
    await setStatus(s.workspaceId, a, 'available');
    await setStatus(s.workspaceId, b, 'available');
    const one = await arrives(s, s.node, phone(1));
    const two = await arrives(s, s.node, phone(2));
    const three = await arrives(s, s.node, phone(3));
    expect(new Set([one.assigneeId, two.assigneeId])).toEqual(new Set([a, b]));
    expect(three).toMatchObject({ assigneeId: null, teamId: team.id, queuedAt: expect.any(String) });
    const queue = await admin<{ items: { conversationId: string }[] }>('GET', `/workspaces/${s.workspaceId}/teams/${team.id}/queue`);
    expect(queue.body.items.map((q) => q.conversationId)).toEqual([three.id]);
    // The inbox shows the waiting one by itself, and all three as the team's.
    const ids = async (query: string) => (await inboxList(s.workspaceId, s.deviceId, query)).map((c) => c.id);
    expect(await ids('?assignee=queued')).toEqual([three.id]);
    expect(await ids(`?teamId=${team.id}`)).toEqual([three.id, two.id, one.id]);

    // A member's own cap in the team, raised, takes the waiting one at once.
    await admin('PUT', `/workspaces/${s.workspaceId}/teams/${team.id}/members/${a}`, { cap: 2 });
    let after = (await conversations(s.workspaceId, s.deviceIds)).find((c) => c.id === three.id);
    expect(after).toMatchObject({ assigneeId: a, queuedAt: null });
    expect(await ids('?assignee=queued')).toEqual([]);

    // Full again; resolving one frees its member for the next in the queue.
    const four = await arrives(s, s.node, phone(4));
    expect(four.queuedAt).not.toBeNull();
    const bHeld = one.assigneeId === b ? one : two;
    expect((await admin('POST', `/devices/${s.deviceId}/conversations/${bHeld.id}/resolve`)).status).toBe(200);
    after = (await conversations(s.workspaceId, s.deviceIds)).find((c) => c.id === four.id);
    expect(after).toMatchObject({ assigneeId: b, queuedAt: null });
    const events = await assignedEvents(s.deviceId);
    expect(events.at(-1)).toEqual(expect.objectContaining({ conversationId: four.id, memberId: b, automatic: true, teamId: team.id }));
  });

  it('only available members take conversations; one idle past the set time goes away on the desk’s clock', async () => {
    const s = await shop(1, 2);
    const [a, b] = s.agents as [string, string];
    const team = await makeTeam(s.workspaceId, { name: 'CS', deviceIds: s.deviceIds }, s.agents);
    await advanceDesk(s.workspaceId, 0);
    await setStatus(s.workspaceId, a, 'available');
    expect((await arrives(s, s.node, phone(1))).assigneeId).toBe(a);

    // 15 minutes without activity (the default): away, and nobody takes the next one.
    await advanceDesk(s.workspaceId, 14 * 60_000);
    const agents = async () =>
      (await admin<{ items: { memberId: string; status: string; idle: boolean }[] }>('GET', `/workspaces/${s.workspaceId}/agents`)).body
        .items;
    expect((await agents()).find((x) => x.memberId === a)).toMatchObject({ status: 'available' });
    await advanceDesk(s.workspaceId, 60_001);
    expect((await agents()).find((x) => x.memberId === a)).toMatchObject({ status: 'away', idle: true });
    const waiting = await arrives(s, s.node, phone(2));
    expect(waiting).toMatchObject({ assigneeId: null, teamId: team.id });

    // Another member becoming available drains the queue.
    await setStatus(s.workspaceId, b, 'available');
    const after = (await conversations(s.workspaceId, s.deviceIds)).find((c) => c.id === waiting.id);
    expect(after).toMatchObject({ assigneeId: b, queuedAt: null });
  });

  it('a member going away hands their open conversations back when the team says so', async () => {
    const s = await shop(1, 2);
    const [a, b] = s.agents as [string, string];
    const team = await makeTeam(s.workspaceId, { name: 'CS', handBack: true, deviceIds: s.deviceIds }, s.agents);
    await setStatus(s.workspaceId, a, 'available');
    const held = [await arrives(s, s.node, phone(1)), await arrives(s, s.node, phone(2))];
    expect(held.map((c) => c.assigneeId)).toEqual([a, a]);
    await setStatus(s.workspaceId, a, 'away');
    let now = await conversations(s.workspaceId, s.deviceIds);
    expect(now.filter((c) => c.queuedAt !== null).map((c) => c.assigneeId)).toEqual([null, null]);
    const back = (await assignedEvents(s.deviceId)).slice(2);
    expect(back).toEqual([
      expect.objectContaining({ memberId: null, automatic: true, teamId: team.id }),
      expect.objectContaining({ memberId: null, automatic: true, teamId: team.id }),
    ]);
    await setStatus(s.workspaceId, b, 'available');
    now = await conversations(s.workspaceId, s.deviceIds);
    expect(now.map((c) => c.assigneeId)).toEqual([b, b]);

    // Without hand-back, an agent going away keeps what they hold.
    await admin('PATCH', `/workspaces/${s.workspaceId}/teams/${team.id}`, { handBack: false });
    await setStatus(s.workspaceId, b, 'away');
    now = await conversations(s.workspaceId, s.deviceIds);
    expect(now.map((c) => c.assigneeId)).toEqual([b, b]);
  });

  it('many conversations arriving at once over two devices: nobody past the cap, each assigned once, the rest queued in order', async () => {
    const s = await shop(2, 3);
    const team = await makeTeam(s.workspaceId, { name: 'CS', cap: 2, deviceIds: s.deviceIds }, s.agents);
    for (const a of s.agents) await setStatus(s.workspaceId, a, 'available');
    const [n1, n2] = s.nodes as [(typeof s.nodes)[0], (typeof s.nodes)[0]];
    await Promise.all(Array.from({ length: 24 }, (_, i) => receive(i % 2 === 0 ? n1 : n2, phone(100 + i), `pesan ${i}`)));
    let all = await conversations(s.workspaceId, s.deviceIds);
    expect(all).toHaveLength(24);
    const held = (list: typeof all) => s.agents.map((a) => list.filter((c) => c.assigneeId === a && c.status === 'OPEN').length);
    expect(held(all)).toEqual([2, 2, 2]);
    expect(all.filter((c) => c.queuedAt !== null)).toHaveLength(18);
    const events = [...(await assignedEvents(s.deviceIds[0] ?? '')), ...(await assignedEvents(s.deviceIds[1] ?? ''))];
    expect(events).toHaveLength(6);
    expect(new Set(events.map((e) => e.conversationId)).size).toBe(6);
    const desk = await admin<Team>('GET', `/workspaces/${s.workspaceId}/teams/${team.id}`);
    expect(desk.body.queued).toBe(18);
    expect(desk.body.members.map((m) => m.openCount)).toEqual([2, 2, 2]);

    // Resolving what they hold lets the queue drain, still within the cap.
    for (const c of all.filter((x) => x.assigneeId !== null)) {
      await admin('POST', `/devices/${c.deviceId}/conversations/${c.id}/resolve`);
    }
    all = await conversations(s.workspaceId, s.deviceIds);
    expect(held(all)).toEqual([2, 2, 2]);
    expect(all.filter((c) => c.queuedAt !== null)).toHaveLength(12);
  });

  it('assigning by hand still works, and moves the load the desk counts', async () => {
    const s = await shop(1, 2);
    const [a, b] = s.agents as [string, string];
    const team = await makeTeam(s.workspaceId, { name: 'CS', cap: 1, deviceIds: s.deviceIds }, s.agents);
    await setStatus(s.workspaceId, a, 'available');
    const first = await arrives(s, s.node, phone(1));
    expect(first.assigneeId).toBe(a);
    const moved = await admin('POST', `/devices/${s.deviceId}/conversations/${first.id}/assign`, { memberId: b });
    expect(moved.status).toBe(200);
    await settled(s.workspaceId, s.deviceIds);
    const desk = await admin<Team>('GET', `/workspaces/${s.workspaceId}/teams/${team.id}`);
    expect(Object.fromEntries(desk.body.members.map((m) => [m.memberId, m.openCount]))).toEqual({ [a]: 0, [b]: 1 });
    expect((await assignedEvents(s.deviceId)).at(-1)).toEqual(expect.objectContaining({ memberId: b, automatic: false, teamId: null }));
    // a is free again: the next goes to a.
    expect((await arrives(s, s.node, phone(2))).assigneeId).toBe(a);
  });

  it('a reopened conversation is assigned again within its team', async () => {
    const s = await shop(1, 1);
    const [a] = s.agents as [string];
    await makeTeam(s.workspaceId, { name: 'CS', deviceIds: s.deviceIds }, s.agents);
    await setStatus(s.workspaceId, a, 'available');
    const c = await arrives(s, s.node, phone(1));
    await admin('POST', `/devices/${s.deviceId}/conversations/${c.id}/resolve`);
    await setStatus(s.workspaceId, a, 'away');
    const again = await arrives(s, s.node, phone(1));
    expect(again).toMatchObject({ status: 'OPEN', assigneeId: null, queuedAt: expect.any(String) });
    await setStatus(s.workspaceId, a, 'available');
    expect((await conversations(s.workspaceId, s.deviceIds))[0]).toMatchObject({ assigneeId: a, queuedAt: null });
  });
});
