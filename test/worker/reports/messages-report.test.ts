/**
 * The messages and delivery reports from known sends, receipts and received messages, read in UTC
 * and in Asia/Jakarta (UTC+7), where 17:00 UTC is the next day's midnight.
 */
import { describe, expect, it } from 'vitest';
import { admin, api, connectedDevice } from '../helpers';
import { addMember, inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { at, type Bucket, nonZero, report } from './report-helpers';

type Series = { buckets: Bucket[]; totals: Record<string, number> };

describe('the messages and delivery reports', () => {
  it('count each message by source and each funnel step in the viewer’s days and hours, across Jakarta’s midnight', async () => {
    const s = await connectedDevice();
    const agent = await addMember(s.workspaceId);
    let n = 0;
    s.node.onSend = () => ({ messageId: `RPT${++n}` });
    const receipt = (messageId: string, status: string, error?: string) =>
      s.node.report('receipt', { messageId, status, timestamp: Date.now(), ...(error ? { error } : {}) });

    at(s.deviceId, '2026-11-20T16:50:00Z'); // 23:50 in Jakarta
    await receive(s.node, '6281234567890', 'Halo', { timestamp: Date.parse('2026-11-20T16:50:00Z') });
    at(s.deviceId, '2026-11-20T16:55:00Z');
    expect((await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'Ada kak' })).status).toBe(201);
    at(s.deviceId, '2026-11-20T17:05:00Z'); // 00:05 the next day in Jakarta
    await receipt('RPT1', 'DELIVERED');
    at(s.deviceId, '2026-11-20T17:10:00Z');
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const reply = await admin('POST', `/devices/${s.deviceId}/conversations/${conversation?.id}/reply`, { text: 'Siap', memberId: agent });
    expect(reply.status).toBe(201);
    at(s.deviceId, '2026-11-20T17:20:00Z');
    await receipt('RPT1', 'READ');
    at(s.deviceId, '2026-11-20T17:30:00Z');
    expect((await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567891', content: 'Promo' })).status).toBe(201);
    at(s.deviceId, '2026-11-20T17:31:00Z');
    await receipt('RPT3', 'FAILED', '479');

    const utc = await report<Series>(s.workspaceId, s.deviceId, 'messages', 'from=2026-11-20&to=2026-11-20');
    expect(utc.buckets).toEqual([
      { start: '2026-11-20T00:00:00.000Z', label: '2026-11-20', inbound: 1, api: 2, agent: 1, broadcast: 0, chatbot: 0, assistant: 0 },
    ]);

    const jakarta = await report<Series>(s.workspaceId, s.deviceId, 'messages', 'from=2026-11-20&to=2026-11-21&tz=Asia/Jakarta');
    expect(jakarta.buckets).toEqual([
      { start: '2026-11-19T17:00:00.000Z', label: '2026-11-20', inbound: 1, api: 1, agent: 0, broadcast: 0, chatbot: 0, assistant: 0 },
      { start: '2026-11-20T17:00:00.000Z', label: '2026-11-21', inbound: 0, api: 1, agent: 1, broadcast: 0, chatbot: 0, assistant: 0 },
    ]);
    expect(jakarta.totals).toEqual({ inbound: 1, api: 2, agent: 1, broadcast: 0, chatbot: 0, assistant: 0 });

    const funnel = await report<Series & { failures: unknown }>(
      s.workspaceId,
      s.deviceId,
      'delivery',
      'from=2026-11-20&to=2026-11-21&tz=Asia/Jakarta',
    );
    expect(nonZero(funnel.buckets)).toEqual({
      '2026-11-20': { sent: 1 },
      // The agent's reply got no receipt in 10 minutes: the delivery watchdog marked it undelivered.
      '2026-11-21': { sent: 2, delivered: 1, read: 1, failed: 1, undelivered: 1 },
    });
    expect(funnel.totals).toEqual({ sent: 3, delivered: 1, read: 1, played: 0, failed: 1, undelivered: 1 });
    expect(funnel.failures).toEqual([{ reason: '479', count: 1 }]);

    // By the hour, the range crosses midnight: the last hour of the 20th and the first of the 21st.
    const hourly = await report<Series>(s.workspaceId, s.deviceId, 'delivery', 'from=2026-11-20&to=2026-11-21&tz=Asia/Jakarta&bucket=hour');
    expect(hourly.buckets).toHaveLength(48);
    expect(hourly.buckets[0]).toMatchObject({ start: '2026-11-19T17:00:00.000Z', label: '2026-11-20T00:00' });
    expect(nonZero(hourly.buckets)).toEqual({
      '2026-11-20T23:00': { sent: 1 },
      '2026-11-21T00:00': { sent: 2, delivered: 1, read: 1, failed: 1, undelivered: 1 },
    });

    // One device's figures are the same; a range before anything happened counts nothing.
    const device = await report<Series>(s.workspaceId, s.deviceId, 'messages', `from=2026-11-20&to=2026-11-20&deviceId=${s.deviceId}`);
    expect(device.totals).toEqual(utc.totals);
    const before = await report<Series>(s.workspaceId, s.deviceId, 'messages', 'from=2026-11-19&to=2026-11-19&tz=Asia/Jakarta');
    expect(before.totals).toEqual({ inbound: 0, api: 0, agent: 0, broadcast: 0, chatbot: 0, assistant: 0 });
  });

  it('refuses an unknown zone, a backwards or too long range with 400, and another workspace’s device with 404', async () => {
    const s = await connectedDevice();
    const other = await connectedDevice();
    const get = (q: string) =>
      admin<{ statusCode: number; issues?: { path: string }[] }>('GET', `/workspaces/${s.workspaceId}/reports/messages?${q}`);
    const zone = await get('from=2026-11-20&to=2026-11-21&tz=Mars/Olympus');
    expect(zone.status).toBe(400);
    expect(zone.body.issues?.map((i) => i.path)).toEqual(['tz']);
    expect((await get('from=2026-11-21&to=2026-11-20')).status).toBe(400);
    expect((await get('from=2026-01-01&to=2026-12-31')).status).toBe(400);
    expect((await get('from=2026-11-01&to=2026-12-15&bucket=hour')).status).toBe(400);
    expect((await get('from=2026-11-31&to=2026-12-01')).status).toBe(400);
    expect((await get('to=2026-11-20')).status).toBe(400);
    expect((await get(`from=2026-11-20&to=2026-11-20&deviceId=${other.deviceId}`)).status).toBe(404);
  });
});
