/**
 * Messages in and receipts that come many to a call are taken in one transaction together, each
 * still once and in its order: a repeated one in the run (the node sends again what it saw no
 * answer to) is dropped, and the others are taken, each once.
 */
import { describe, expect, it } from 'vitest';
import { api, call, connectedDevice, inbound, mirrored } from '../helpers';

type EventBody = { event: string; data: { id: string } };

describe('a run of messages in taken together', () => {
  it('takes each once, in order, a repeat among them dropped', async () => {
    const s = await connectedDevice();
    const report = (id: string) => ({ key: `in:${id}`, name: 'inbound', data: inbound(id) });
    expect(await s.node.request('reports', { reports: [report('RUN-1')] })).toMatchObject({ ok: true, result: { refused: [] } });

    const answer = await s.node.request('reports', { reports: [report('RUN-2'), report('RUN-1'), report('RUN-3')] });
    expect(answer).toMatchObject({ ok: true, result: { refused: [] } });

    const res = await call(`/events?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
    const received = ((await res.json()) as { items: EventBody[] }).items.filter((e) => e.event === 'message.inbound');
    expect(received.map((e) => e.data.id)).toEqual(['RUN-1', 'RUN-2', 'RUN-3']);
    // Nothing of the repeat is written again: one record each.
    await mirrored(s.deviceId);
    const messages = await call(`/messages?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
    const ids = ((await messages.json()) as { items: { messageId: string }[] }).items.map((m) => m.messageId);
    expect(ids.sort()).toEqual(['RUN-1', 'RUN-2', 'RUN-3']);
  });

  it('takes a run of receipts and messages in together, a repeated receipt among them dropped', async () => {
    const s = await connectedDevice();
    const sent = await api<{ id: string; messageId: string }>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      content: 'pesanan dikirim',
    });
    expect(sent.status).toBe(201);
    const { messageId } = sent.body;
    const receipt = (status: string) => ({
      key: `rc:${messageId}:${status}`,
      name: 'receipt',
      data: { messageId, status, timestamp: Date.now() },
    });
    expect(await s.node.request('reports', { reports: [receipt('DELIVERED')] })).toMatchObject({ ok: true, result: { refused: [] } });
    // A reaction first, taken on its own (its transaction opens the object's), then the run.
    const reaction = {
      key: 'reaction:RUN-R0',
      name: 'reaction',
      data: { id: 'RUN-R0', messageId, from: '6281234567890', emoji: '👍', timestamp: Date.now() },
    };
    const again = await s.node.request('reports', {
      reports: [reaction, receipt('DELIVERED'), { key: 'in:RUN-R1', name: 'inbound', data: inbound('RUN-R1') }, receipt('READ')],
    });
    expect(again).toMatchObject({ ok: true, result: { refused: [] } });

    const res = await call(`/events?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
    const events = ((await res.json()) as { items: EventBody[] }).items
      .filter((e) => e.event !== 'device.status')
      .map((e) => `${e.event} ${e.data.id}`);
    expect(events).toEqual([
      `message.receipt ${messageId}:DELIVERED`,
      'message.reaction RUN-R0',
      'message.inbound RUN-R1',
      `message.receipt ${messageId}:READ`,
    ]);
    await mirrored(s.deviceId);
    const messages = await call(`/messages?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
    const statuses = ((await messages.json()) as { items: { messageId: string; status: string }[] }).items.map((m) => [
      m.messageId,
      m.status,
    ]);
    expect(statuses).toEqual(expect.arrayContaining([[messageId, 'READ']]));
  });
});
