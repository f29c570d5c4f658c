import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { advanceClock, deviceHarness } from '../harness';
import { admin, api, call, connectedDevice, mirrored } from '../helpers';

type Row = {
  id: string;
  messageId: string;
  status: string;
  undeliveredAt: string | null;
  undeliveredReason: string | null;
  resentAt: string | null;
};
type Event = { event: string; data: Record<string, unknown> };

const T0 = Date.UTC(2031, 0, 1, 1, 0, 0);

async function watched() {
  const s = await connectedDevice();
  deviceHarness(s.deviceId).clock.freeze(T0);
  const sends: SendParams[] = [];
  let n = 0;
  s.node.onSend = (params) => {
    sends.push(params);
    n++;
    return { messageId: `3EB0WATCH${String(n).padStart(4, '0')}` };
  };
  const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
  const send = async (phoneNumber: string, content: string) => {
    const res = await api<Row>('/messages', s.key, { deviceId: s.deviceId, phoneNumber, content });
    expect(res.status).toBe(201);
    return res.body;
  };
  const rows = async () => {
    await mirrored(s.deviceId);
    const res = await admin<{ items: Row[] }>('GET', `/workspaces/${s.workspaceId}/messages?direction=OUTBOUND`);
    return new Map(res.body.items.map((r) => [r.id, r]));
  };
  const events = async (name: string) => {
    const res = await call(`/events?deviceId=${s.deviceId}&after=0&limit=100`, { headers: { 'X-API-Key': s.key } });
    const body = (await res.json()) as { items: Event[] };
    return body.items.filter((e) => e.event === name).map((e) => e.data);
  };
  const wake = async (ms: number) => {
    await advanceClock(s.deviceId, ms);
    // The object's alarm handler, run now: the platform's alarm is re-armed a moment after each change,
    // and another part's wake may have used it up already, so the test does not wait for it to be set.
    await runInDurableObject(stub, (instance) => instance.alarm());
  };
  return { ...s, sends, send, rows, events, wake };
}

describe('the delivery watchdog', () => {
  it('marks a send with no delivery receipt after the device’s time undelivered once, and sends it once more to a known LID', async () => {
    const d = await watched();
    expect((await admin('PATCH', `/devices/${d.deviceId}`, { undeliveredAfterMinutes: 5 })).body).toMatchObject({
      undeliveredAfterMinutes: 5,
    });
    d.node.lids.set('6281211110001', '111000111000111');
    const toLid = await d.send('6281211110001', 'Pesanan sudah dikirim');
    const noLid = await d.send('6281211110002', 'Pesanan sudah dikirim');
    const arrived = await d.send('6281211110003', 'Pesanan sudah dikirim');
    await d.node.report('receipt', { messageId: arrived.messageId, status: 'DELIVERED', timestamp: T0 });

    await d.wake(4 * 60_000);
    expect(await d.events('message.undelivered')).toEqual([]);

    await d.wake(2 * 60_000);
    const undelivered = await d.events('message.undelivered');
    expect(undelivered).toEqual([
      expect.objectContaining({ recordId: toLid.id, messageId: toLid.messageId, phoneNumber: '6281211110001', reason: 'no-receipt' }),
      expect.objectContaining({ recordId: noLid.id, messageId: noLid.messageId, phoneNumber: '6281211110002', reason: 'no-receipt' }),
    ]);
    // One send once more, to the LID: the content as it went, the original's builder not run again.
    const resends = d.sends.slice(3);
    expect(resends).toHaveLength(1);
    expect(resends[0]).toMatchObject({ to: '6281211110001', preferLid: true, content: { kind: 'resend' } });

    const rows = await d.rows();
    expect(rows.get(toLid.id)).toMatchObject({ undeliveredReason: 'no-receipt', resentAt: expect.any(String), messageId: '3EB0WATCH0004' });
    expect(rows.get(noLid.id)).toMatchObject({ undeliveredReason: 'no-receipt', resentAt: null, messageId: noLid.messageId });
    expect(rows.get(arrived.id)).toMatchObject({ status: 'DELIVERED', undeliveredAt: null });

    // Nothing twice: later wakes, and an object restarted, find nothing more to do.
    await d.wake(30 * 60_000);
    expect(await d.events('message.undelivered')).toHaveLength(2);
    expect(d.sends).toHaveLength(4);

    const health = await admin<{ window: { undelivered: number; sent: number } }>('GET', `/devices/${d.deviceId}/health`);
    expect(health.status).toBe(200);
    expect(health.body.window.undelivered).toBe(2);
  });

  it('marks at once a send WhatsApp refuses with 463, and gives up a resend when the session knows no LID', async () => {
    const d = await watched();
    const sent = await d.send('6281211110009', 'Halo');
    await d.node.report('receipt', { messageId: sent.messageId, status: 'FAILED', error: '463', timestamp: T0 });
    await d.wake(0);
    expect(await d.events('message.undelivered')).toEqual([expect.objectContaining({ recordId: sent.id, reason: '463' })]);
    expect(d.sends).toHaveLength(1);
    const row = (await d.rows()).get(sent.id);
    expect(row).toMatchObject({ status: 'FAILED', undeliveredReason: '463', resentAt: null });
    // The watchdog does not count it again when its time passes.
    await d.wake(20 * 60_000);
    expect(await d.events('message.undelivered')).toHaveLength(1);
  });

  it('refuses a watchdog time outside 1 to 1440 minutes and a history not 0, 1, 7 or 30 days, with the contract’s 400', async () => {
    const d = await watched();
    for (const body of [{ undeliveredAfterMinutes: 0 }, { undeliveredAfterMinutes: 1441 }, { historyDays: 3 }, {}]) {
      const res = await admin<{ statusCode: number; error: string }>('PATCH', `/devices/${d.deviceId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const device = await admin('GET', `/devices/${d.deviceId}`);
    expect(device.body).toMatchObject({ undeliveredAfterMinutes: 10, historyDays: 7 });
  });
});
