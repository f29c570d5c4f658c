/** Teams as the tests reach them: a workspace with devices and members, teams made by the API, the desk settled. */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { harnessFor } from '../harness';
import { admin, connectedDevice, FakeNode, mirrored } from '../helpers';
import { addMember, type Conversation, inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';

export type Team = {
  id: string;
  name: string;
  strategy: string;
  cap: number;
  handBack: boolean;
  deviceIds: string[];
  members: { memberId: string; cap: number | null; status: string; openCount: number }[];
  queued: number;
};
export type ShopConversation = Conversation & { teamId: string | null; queuedAt: string | null };

/** A workspace with `devices` connected devices (a fake node each) and `members` agents. */
export async function shop(devices = 1, members = 2) {
  const first = await connectedDevice();
  const nodes = [first.node];
  const deviceIds = [first.deviceId];
  for (let i = 1; i < devices; i++) {
    const device = await admin<{ id: string }>('POST', `/workspaces/${first.workspaceId}/devices`, { name: `CS ${i + 1}` });
    const node = await FakeNode.connect(device.body.id);
    await node.status({ status: 'CONNECTED', phoneNumber: `62812000000${10 + i}` });
    nodes.push(node);
    deviceIds.push(device.body.id);
  }
  const agents: string[] = [];
  for (let i = 0; i < members; i++) agents.push(await addMember(first.workspaceId));
  return { ...first, nodes, deviceIds, agents };
}

export async function makeTeam(workspaceId: string, body: Record<string, unknown>, members: string[] = []): Promise<Team> {
  const made = await admin<Team>('POST', `/workspaces/${workspaceId}/teams`, body);
  expect(made.status).toBe(201);
  let team = made.body;
  for (const memberId of members) {
    const added = await admin<Team>('PUT', `/workspaces/${workspaceId}/teams/${team.id}/members/${memberId}`, {});
    expect(added.status).toBe(200);
    team = added.body;
  }
  return team;
}

export async function setStatus(workspaceId: string, memberId: string, status: 'available' | 'away') {
  const res = await admin<{ status: string; openCount: number }>('PUT', `/workspaces/${workspaceId}/agents/${memberId}/status`, { status });
  expect(res.status).toBe(200);
  return res.body;
}

/** Waits until every device has told the desk its changes and the desk has told every device its decisions. */
export async function settled(workspaceId: string, deviceIds: readonly string[]): Promise<void> {
  const desk = env.TEAMS.get(env.TEAMS.idFromName(workspaceId));
  const waiting = async () => {
    let n = await runInDurableObject(
      desk,
      (_o, state) => state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM routed WHERE pushed = 0`).one().n,
    );
    for (const deviceId of deviceIds) {
      const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
      n += await runInDurableObject(
        stub,
        (_o, state) => state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM conversations WHERE desk_sync = 1`).one().n,
      );
    }
    return n;
  };
  await expect.poll(waiting, { timeout: 5_000 }).toBe(0);
  for (const deviceId of deviceIds) await mirrored(deviceId);
}

/** A customer writes to the device; answers their conversation once the desk has placed it. */
export async function arrives(s: { workspaceId: string; deviceIds: string[] }, node: FakeNode, from: string): Promise<ShopConversation> {
  await receive(node, from, 'Halo kak, mau tanya');
  await settled(s.workspaceId, s.deviceIds);
  const found = (await inboxList(s.workspaceId, s.deviceIds[0] ?? '')).find((c) => c.phoneNumber === from);
  if (!found) throw new Error(`no conversation of ${from}`);
  return found as ShopConversation;
}

export async function conversations(workspaceId: string, deviceIds: readonly string[]): Promise<ShopConversation[]> {
  await settled(workspaceId, deviceIds);
  const res = await admin<{ items: ShopConversation[] }>('GET', `/workspaces/${workspaceId}/conversations?limit=200`);
  return res.body.items;
}

/** The `conversation.assigned` events a device's log holds, oldest first. */
export async function assignedEvents(deviceId: string) {
  const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
  const bodies = await runInDurableObject(stub, (_o, state) =>
    state.storage.sql
      .exec<{ body: string }>(`SELECT body FROM events WHERE name = 'conversation.assigned' ORDER BY seq`)
      .toArray()
      .map((r) => r.body),
  );
  return bodies.map(
    (b) => (JSON.parse(b) as { data: { conversationId: string; memberId: string | null; automatic: boolean; teamId: string | null } }).data,
  );
}

/** Moves the desk's clock forward (frozen first, at now). */
export async function advanceDesk(workspaceId: string, ms: number): Promise<void> {
  const id = env.TEAMS.idFromName(workspaceId);
  const clock = harnessFor(id).clock;
  await runInDurableObject(env.TEAMS.get(id), () => {
    try {
      clock.advance(ms);
    } catch {
      clock.freeze();
      clock.advance(ms);
    }
  });
}

export const phone = (i: number) => `62811${String(i).padStart(7, '0')}`;
