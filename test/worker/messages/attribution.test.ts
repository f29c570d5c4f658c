import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { presentRecord } from '../../../worker/messages/records';
import { admin, api, connectedDevice, mirrored } from '../helpers';

type Record = { id: string; source: string; memberId: string | null; ruleId: string | null; broadcastId: string | null };

const stubOf = (deviceId: string) => env.DEVICE.get(env.DEVICE.idFromName(deviceId));

const inbox = async (workspaceId: string, deviceId: string) => {
  await mirrored(deviceId);
  return (await admin<{ items: Record[] }>('GET', `/workspaces/${workspaceId}/messages`)).body.items;
};

describe('who sent a message', () => {
  it('records an agent’s, a rule’s and a campaign’s message with what sent it, in the object and in the inbox', async () => {
    const s = await connectedDevice();
    const stub = stubOf(s.deviceId);
    const text = (t: string) => ({ kind: 'text' as const, text: t });
    const agent = await stub.send(s.workspaceId, {
      phoneNumber: '6281234567890',
      text: 'dari agen',
      source: 'DASHBOARD',
      memberId: 'acc_agent',
      content: text('dari agen'),
    });
    const bot = await stub.send(s.workspaceId, {
      phoneNumber: '6281234567890',
      text: 'dari bot',
      source: 'CHATBOT',
      ruleId: 'rul_1',
      content: text('dari bot'),
    });
    const campaign = await stub.send(s.workspaceId, {
      phoneNumber: '6281234567890',
      text: 'promo',
      source: 'BROADCAST',
      broadcastId: 'brc_1',
      content: text('promo'),
    });
    if (!agent.ok || !bot.ok || !campaign.ok) throw new Error('a send failed');
    expect(presentRecord(agent.value)).toMatchObject({ source: 'DASHBOARD', memberId: 'acc_agent', ruleId: null, broadcastId: null });
    expect(presentRecord(bot.value)).toMatchObject({ source: 'CHATBOT', ruleId: 'rul_1', memberId: null, broadcastId: null });
    expect(presentRecord(campaign.value)).toMatchObject({ source: 'BROADCAST', broadcastId: 'brc_1', memberId: null, ruleId: null });

    const rows = await inbox(s.workspaceId, s.deviceId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(agent.value.id)).toMatchObject({ source: 'DASHBOARD', memberId: 'acc_agent' });
    expect(byId.get(bot.value.id)).toMatchObject({ source: 'CHATBOT', ruleId: 'rul_1' });
    expect(byId.get(campaign.value.id)).toMatchObject({ source: 'BROADCAST', broadcastId: 'brc_1' });
  });

  it('answers an API send with source API and no member, rule or campaign', async () => {
    const s = await connectedDevice();
    const res = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' });
    expect(res.body).toMatchObject({ source: 'API', memberId: null, ruleId: null, broadcastId: null });
  });
});
