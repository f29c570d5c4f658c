/**
 * Contacts WhatsApp knows by LID: once it has given the number beside a LID, every event names
 * the number, after a restart of the node too (the pair is kept with the device), and a send to
 * the number reaches the contact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Stack } from './stack';

type Event = { event: string; data: { id?: string; from?: string; lid?: string | null; text?: string } };

const stack = new Stack();
beforeAll(() => stack.start(), 180_000);
afterAll(() => stack.stop(), 60_000);

const PHONE = '6281266001100';
const LID = '208812345670011';

describe('a contact WhatsApp knows by LID', () => {
  it('is named by phone in every event, after a restart too, and a send to the number reaches them', async () => {
    const d = await stack.linkedDevice();
    const events = async () => {
      const res = await fetch(`${stack.workerUrl}/events?deviceId=${d.deviceId}&limit=200`, { headers: { 'X-API-Key': d.key } });
      return ((await res.json()) as { items: Event[] }).items.filter((e) => e.event === 'message.inbound');
    };
    const first = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, { from: PHONE, lid: LID, text: 'Halo' });
    expect(first.status).toBe(201);
    await waitUntil(async () => (await events()).some((e) => e.data.id === first.body.id), { what: 'the first message' });

    // The node restarts: what it learnt in memory is gone; the device kept the pair.
    await stack.stopNode('node-1');
    await stack.startNode('node-1');
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 30_000);

    // Now WhatsApp gives the LID alone.
    const hidden = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, {
      from: PHONE,
      lid: LID,
      hidePhone: true,
      text: 'Masih saya',
    });
    expect(hidden.status).toBe(201);
    await waitUntil(async () => (await events()).some((e) => e.data.id === hidden.body.id), { what: 'the message by LID alone' });
    expect((await events()).find((e) => e.data.id === hidden.body.id)?.data).toMatchObject({ from: PHONE, lid: LID, text: 'Masih saya' });

    const sent = await stack.api<{ messageId: string }>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: PHONE,
      content: 'Siap, kak',
    });
    expect(sent.status).toBe(201);
    const atPhone = await stack.sim<Array<{ id: string; receivedBy: string[] }>>('GET', `/devices/${d.deviceId}/sent`);
    expect(atPhone.body.find((m) => m.id === sent.body.messageId)?.receivedBy).toEqual([PHONE]);
  });
});
