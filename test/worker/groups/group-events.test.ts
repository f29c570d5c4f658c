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
