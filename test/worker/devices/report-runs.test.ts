/**
 * Messages in that come many to a call are taken in one transaction together, each still once and
 * in its order: a repeated one in the run (the node sends again what it saw no answer to) is
 * dropped, and the others are taken, each once.
 */
import { describe, expect, it } from 'vitest';
import { call, connectedDevice, inbound, mirrored } from '../helpers';

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
});
