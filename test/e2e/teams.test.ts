/**
 * Automatic assignment on the real stack (wrangler dev, a session-node with the simulator, or the
 * real engine against the WhatsApp emulator): a customer writes to a device a team answers, and the
 * conversation goes to the team's available member by itself; the webhook hears that it was
 * automatic. With everyone away the next one waits in the team's queue, and goes as soon as a
 * member is available again, also after a restart of the worker.
 */
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { joinByInvite } from './join-invite';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

type Conversation = { id: string; phoneNumber: string; assigneeId: string | null; teamId: string | null; queuedAt: string | null };
type Assigned = { conversationId: string; memberId: string | null; automatic: boolean; teamId: string | null };

const stack = new Stack();
const receiver = new Receiver();
startedForTests(stack, receiver);

async function conversationWith(workspaceId: string, phone: string, done: (c: Conversation) => boolean): Promise<Conversation> {
  let last: Conversation | undefined;
  return waitUntil(
    async () => {
      const list = await stack.admin<{ items: Conversation[] }>('GET', `/workspaces/${workspaceId}/conversations?q=${phone}`);
      last = list.body.items.find((c) => c.phoneNumber === phone);
      return last && done(last) ? last : undefined;
    },
    { timeoutMs: 30_000, what: () => `the conversation with ${phone}; last seen ${JSON.stringify(last)}` },
  );
}

describe('teams end to end', () => {
  it('a customer’s message to a team’s device is assigned automatically, and waits in the queue while everyone is away', async () => {
    const d = await stack.linkedDevice();
    const hook = await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['conversation.assigned'] });
    expect(hook.status).toBe(201);
    const invite = await stack.admin<{ url: string }>('POST', `/workspaces/${d.workspaceId}/members/invites`, {
      name: 'Dewi Lestari',
      email: 'dewi.teams@toko.test',
      role: 'agent',
    });
    expect(invite.status).toBe(201);
    await joinByInvite(invite.body.url, { name: 'Dewi Lestari', email: 'dewi.teams@toko.test', password: 'correct horse battery' });
    const members = await stack.admin<{ items: { id: string; email: string }[] }>('GET', `/workspaces/${d.workspaceId}/members`);
    const dewi = members.body.items.find((m) => m.email === 'dewi.teams@toko.test')?.id ?? '';

    const team = await stack.admin<{ id: string }>('POST', `/workspaces/${d.workspaceId}/teams`, {
      name: 'Penjualan',
      cap: 3,
      deviceIds: [d.deviceId],
    });
    expect(team.status).toBe(201);
    expect((await stack.admin('PUT', `/workspaces/${d.workspaceId}/teams/${team.body.id}/members/${dewi}`, {})).status).toBe(200);
    expect((await stack.admin('PUT', `/workspaces/${d.workspaceId}/agents/${dewi}/status`, { status: 'available' })).status).toBe(200);

    const first = '6281344445555';
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: first, text: 'Kak, ada ukuran L?' });
    const taken = await conversationWith(d.workspaceId, first, (c) => c.assigneeId !== null);
    expect(taken).toMatchObject({ assigneeId: dewi, teamId: team.body.id, queuedAt: null });
    const heard = () =>
      receiver.got
        .map((r) => r.body)
        .filter((b) => b.event === 'conversation.assigned')
        .map((b) => b.data as Assigned);
    await receiver.waitFor(() => heard().some((e) => e.conversationId === taken.id));
    expect(heard().find((e) => e.conversationId === taken.id)).toMatchObject({ memberId: dewi, automatic: true, teamId: team.body.id });

    // Dewi away: the next customer waits in the team's queue, across a restart of the worker.
    await stack.admin('PUT', `/workspaces/${d.workspaceId}/agents/${dewi}/status`, { status: 'away' });
    const second = '6281355556666';
    await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from: second, text: 'Halo, mau pesan' });
    const waiting = await conversationWith(d.workspaceId, second, (c) => c.queuedAt !== null);
    expect(waiting).toMatchObject({ assigneeId: null, teamId: team.body.id });
    await stack.stopWorker();
    await stack.startWorker();
    const queue = await stack.admin<{ items: { conversationId: string }[] }>(
      'GET',
      `/workspaces/${d.workspaceId}/teams/${team.body.id}/queue`,
    );
    expect(queue.body.items.map((q) => q.conversationId)).toEqual([waiting.id]);
    await stack.admin('PUT', `/workspaces/${d.workspaceId}/agents/${dewi}/status`, { status: 'available' });
    const drained = await conversationWith(d.workspaceId, second, (c) => c.assigneeId !== null);
    expect(drained).toMatchObject({ assigneeId: dewi, queuedAt: null });
  });
});
