import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { admin, call, connectedDevice, inbound } from '../helpers';
import { inboxList } from '../inbox/inbox-helpers';

const GROUP = '120363041234567890@g.us';

type Body = { event: string; data: Record<string, unknown> };

async function events(deviceId: string, key: string): Promise<Body[]> {
  const res = await call(`/events?deviceId=${deviceId}`, { headers: { 'X-API-Key': key } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Body[] }).items;
}

describe('group events', () => {
  it('reports a participants change as group.participants, by phone digits, once per report', async () => {
    const s = await connectedDevice();
    const report = {
      id: 'GP-1',
      groupId: GROUP,
      action: 'joined',
      author: '6281234567890',
      participants: [
        { phoneNumber: '6289876543210', lid: '123456789012345' },
        { phoneNumber: null, lid: '223456789012345' },
      ],
      timestamp: Date.UTC(2026, 10, 21, 8, 0, 0),
    };
    await s.node.report('group.participants', report, 'gp:GP-1');
    await s.node.report('group.participants', report, 'gp:GP-1');
    const got = (await events(s.deviceId, s.key)).filter((e) => e.event === 'group.participants');
    expect(got).toHaveLength(1);
    expect(got[0]?.data).toEqual({
      id: 'GP-1',
      groupId: GROUP,
      action: 'joined',
      participants: ['6289876543210', '223456789012345'],
      by: '6281234567890',
      timestamp: '2026-11-21T08:00:00.000Z',
    });
  });

  it('reports a subject, picture or invite-link change as group.updated, the new code as its link, once per report', async () => {
    const s = await connectedDevice();
    const at = Date.UTC(2026, 10, 21, 9, 0, 0);
    const subject = { id: 'GU-1', groupId: GROUP, author: '6281234567890', changes: { subject: 'Reseller Jabar' }, timestamp: at };
    await s.node.report('group.updated', subject, 'gu:GU-1');
    await s.node.report('group.updated', subject, 'gu:GU-1');
    await s.node.report(
      'group.updated',
      { id: 'GU-2', groupId: GROUP, author: null, changes: { picture: null, inviteCode: 'ZyXwVuTsRqPoNmLkJiHgFe' }, timestamp: at + 1 },
      'gu:GU-2',
    );
    const got = (await events(s.deviceId, s.key)).filter((e) => e.event === 'group.updated');
    expect(got.map((e) => e.data)).toEqual([
      { id: 'GU-1', groupId: GROUP, by: '6281234567890', changes: { subject: 'Reseller Jabar' }, timestamp: '2026-11-21T09:00:00.000Z' },
      {
        id: 'GU-2',
        groupId: GROUP,
        by: null,
        changes: { picture: null, inviteLink: 'https://chat.whatsapp.com/ZyXwVuTsRqPoNmLkJiHgFe' },
        timestamp: '2026-11-21T09:00:00.001Z',
      },
    ]);
  });

  it('lets a key with the groups scope subscribe to the group events, not to message events', async () => {
    const s = await connectedDevice();
    const key = await admin<{ key: string }>('POST', `/workspaces/${s.workspaceId}/api-keys`, {
      name: 'groups',
      scopes: ['groups', 'webhooks'],
    });
    expect(key.status).toBe(201);
    const subscribe = (events: string[]) =>
      call(`/devices/${s.deviceId}/webhooks`, {
        method: 'POST',
        headers: { 'X-API-Key': key.body.key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: 'https://example.com/hook', events }),
      });
    expect((await subscribe(['group.updated', 'group.participants'])).status).toBe(201);
    expect((await subscribe(['message.inbound'])).status).toBe(403);
  });

  it('carries a group message’s chatId (the group) and from (the sender); the group is one conversation', async () => {
    const s = await connectedDevice();
    await s.node.report(
      'inbound',
      inbound('G-IN-1', { chatId: GROUP, from: '6281234567890', pushName: 'Budi', text: 'Halo grup' }),
      'in:G1',
    );
    await s.node.report('inbound', inbound('G-IN-2', { chatId: GROUP, from: '6289876543210', pushName: 'Sari', text: 'stop' }), 'in:G2');
    const got = (await events(s.deviceId, s.key)).filter((e) => e.event === 'message.inbound');
    expect(got.map((e) => e.data)).toMatchObject([
      { id: 'G-IN-1', chatId: GROUP, from: '6281234567890', pushName: 'Budi', text: 'Halo grup' },
      { id: 'G-IN-2', chatId: GROUP, from: '6289876543210', pushName: 'Sari', text: 'stop' },
    ]);
    const conversations = await inboxList(s.workspaceId, s.deviceId);
    expect(conversations).toHaveLength(1);
    // The group's conversation takes neither sender's name, and a participant's "stop" does not opt the group out.
    expect(conversations[0]).toMatchObject({ phoneNumber: GROUP, name: null });
    const optedOut = await admin<{ items: unknown[] }>('GET', `/workspaces/${s.workspaceId}/contacts?optedOut=true`);
    expect(optedOut).toMatchObject({ status: 200, body: { items: [] } });

    // An agent's reply in the group's conversation goes to the group.
    const sent: SendParams[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? 'X' };
    };
    const reply = await admin('POST', `/devices/${s.deviceId}/conversations/${conversations[0]?.id}/reply`, { text: 'Siap, kak' });
    expect(reply.status).toBe(201);
    expect(sent).toMatchObject([{ groupId: GROUP, content: { kind: 'text', text: 'Siap, kak' } }]);
    expect(sent[0]?.to).toBeUndefined();
  });
});
