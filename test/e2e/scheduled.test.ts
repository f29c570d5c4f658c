/**
 * Scheduled messages on the real stack (wrangler dev and a session-node, with the simulator or the
 * WhatsApp emulator): a message scheduled a few seconds ahead falls due while the worker and the
 * node are both down, and reaches the customer's phone once when they are back; one cancelled
 * never goes.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

type Sent = { to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } };
type Row = { id: string; status: string; scheduledAt: string | null; messageId: string | null };

const stack = new Stack();
const receiver = new Receiver();

startedForTests(stack, receiver);

/** The texts the phone `to` got from the device. */
async function phoneGot(deviceId: string, to: string): Promise<string[]> {
  const sent = await stack.sim<Sent[]>('GET', `/devices/${deviceId}/sent`);
  return sent.body.filter((m) => m.to.startsWith(to)).map((m) => m.content.conversation ?? m.content.extendedTextMessage?.text ?? '');
}

async function keyCall<T>(key: string, method: string, path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.workerUrl}${path}`, { method, headers: { 'X-API-Key': key } });
  return { status: res.status, body: (await res.json()) as T };
}

describe('scheduled messages end to end', () => {
  it('one due while the worker and the session-node were down reaches the phone once when they are back; a cancelled one never goes', async () => {
    const d = await stack.linkedDevice();
    const customer = '6281344445555';
    const sendAt = Date.now() + 12_000;
    const scheduled = await stack.api<Row>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: customer,
      content: 'Pengingat: janji temu besok jam 10',
      sendAt: new Date(sendAt).toISOString(),
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({ status: 'SCHEDULED', messageId: null, scheduledAt: new Date(sendAt).toISOString() });
    const cancelled = await stack.api<Row>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: customer,
      content: 'Promo dibatalkan',
      sendAt: new Date(sendAt).toISOString(),
    });
    expect((await keyCall<Row>(d.key, 'DELETE', `/scheduled-messages/${cancelled.body.id}`)).body.status).toBe('CANCELLED');

    // Both down before the message's time (the simulator's record of what was sent goes with its
    // node: nothing went before), and back only after it.
    expect(Date.now()).toBeLessThan(sendAt - 2_000);
    await stack.stopNode('node-1');
    await stack.stopWorker();
    const left = sendAt + 1_000 - Date.now();
    if (left > 0) await delay(left);
    await stack.startWorker();
    await stack.startNode('node-1');
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 60_000);

    await waitUntil(async () => (await phoneGot(d.deviceId, customer)).length > 0, {
      timeoutMs: 60_000,
      what: 'the scheduled message at the phone',
    });
    const record = await waitUntil(
      async () => {
        const res = await stack.admin<{ items: Row[] }>('GET', `/workspaces/${d.workspaceId}/messages?deviceId=${d.deviceId}`);
        const row = res.body.items.find((r) => r.id === scheduled.body.id);
        return row && !['SCHEDULED', 'PENDING'].includes(row.status) ? row : null;
      },
      { timeoutMs: 30_000, what: 'the scheduled message’s record settled' },
    );
    expect(['SENT', 'DELIVERED', 'READ']).toContain(record.status);
    expect((await keyCall<{ items: Row[] }>(d.key, 'GET', `/scheduled-messages?deviceId=${d.deviceId}`)).body.items).toEqual([]);
    // Once: nothing more reaches the phone (the cancelled one neither) while the device keeps running.
    const later = await stack.api<Row>('/messages', d.key, { deviceId: d.deviceId, phoneNumber: customer, content: 'Sampai jumpa' });
    expect(later.status).toBe(201);
    await waitUntil(async () => (await phoneGot(d.deviceId, customer)).length >= 2, { what: 'the message sent after it' });
    expect(await phoneGot(d.deviceId, customer)).toEqual(['Pengingat: janji temu besok jam 10', 'Sampai jumpa']);
  }, 240_000);
});
