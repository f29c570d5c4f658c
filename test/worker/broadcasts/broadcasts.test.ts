import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deviceHarness } from '../harness';
import { admin, FakeNode } from '../helpers';
import { type Detail, Driver, T0 } from './driver';

const CSV = ['phone,name,kota', '081211110001,Budi,Bandung', '+62 812-1111-0002,Sari,Medan', '6281211110003,Tono,Solo'].join('\r\n');

describe('a broadcast', () => {
  it('sends every recipient one message with its variables filled, a random gap within the device’s range apart, each a BROADCAST record', async () => {
    const d = await Driver.start();
    await d.pace(4_000, 9_000);
    const created = await d.csv(CSV, 'Halo {{name}} di {{kota}}!');
    expect(created).toMatchObject({ status: 'SENDING', counts: { total: 3, queued: expect.any(Number) } });
    await d.until(3);
    expect(d.sent.map((s) => [s.to, s.text])).toEqual([
      ['6281211110001', 'Halo Budi di Bandung!'],
      ['6281211110002', 'Halo Sari di Medan!'],
      ['6281211110003', 'Halo Tono di Solo!'],
    ]);
    const gaps = d.sent.slice(1).map((s, i) => s.at - (d.sent[i]?.at ?? 0));
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(4_000);
      expect(gap).toBeLessThanOrEqual(9_000);
    }
    await d.step(0);
    const done = await d.get(created.id);
    expect(done).toMatchObject({ status: 'COMPLETED', counts: { total: 3, sent: 3, queued: 0, failed: 0 }, pace: { startedToday: 3 } });
    await d.mirrored();
    const inbox = await admin<{ items: { source: string; broadcastId: string | null; content: string }[] }>(
      'GET',
      `/workspaces/${d.s.workspaceId}/messages`,
    );
    expect(inbox.body.items.map((r) => [r.source, r.broadcastId])).toEqual([
      ['BROADCAST', created.id],
      ['BROADCAST', created.id],
      ['BROADCAST', created.id],
    ]);
  });

  it('counts receipts and replies per campaign, and lists why messages failed', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    d.answer = (params) =>
      params.to === '6281211110002' ? { error: 'rejected', message: 'not-acceptable (406)' } : { messageId: params.messageId ?? '' };
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(3);
    const first = d.sent[0];
    if (!first) throw new Error('nothing sent');
    await d.s.node.report('receipt', { messageId: first.messageId, status: 'READ', timestamp: d.now() });
    await d.s.node.report('inbound', {
      event: {
        id: 'IN1',
        chatId: '6281211110001@s.whatsapp.net',
        from: '6281211110001',
        lid: null,
        pushName: 'Budi',
        type: 'text',
        text: 'Mau kak',
        quotedId: null,
        selectedId: null,
        media: null,
        timestamp: d.now(),
      },
      stored: null,
    });
    await d.step();
    const detail = await d.get(created.id);
    expect(detail.counts).toMatchObject({ total: 3, sent: 2, delivered: 1, read: 1, failed: 1, replied: 1 });
    expect(detail.failures).toEqual([{ reason: expect.stringContaining('not-acceptable (406)'), count: 1 }]);
  });

  it('pauses while the device is disconnected and resumes when it is back, never failing a recipient for it', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(1);
    await d.s.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    expect(await d.get(created.id)).toMatchObject({ status: 'PAUSED', pausedReason: 'device-not-connected' });
    await d.step(60_000);
    expect(d.sent).toHaveLength(1);
    await d.s.node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    expect((await d.get(created.id)).status).toBe('SENDING');
    await d.until(3);
    await d.step();
    expect(await d.get(created.id)).toMatchObject({ status: 'COMPLETED', counts: { sent: 3, failed: 0 } });
  });

  it('stops at the device’s daily cap and goes on by itself the next day (UTC+7)', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000, 2);
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(2);
    expect(await d.get(created.id)).toMatchObject({ status: 'PAUSED', pausedReason: 'daily-cap', pace: { startedToday: 2, dailyCap: 2 } });
    // T0 is 08:00 in Jakarta: the alarm waits for midnight there (17:00 UTC).
    expect(await d.alarm()).toBe(Date.UTC(2031, 0, 1, 17, 0, 0));
    await d.step();
    expect(d.sent).toHaveLength(3);
    expect(d.sent[2]?.at).toBe(Date.UTC(2031, 0, 1, 17, 0, 0));
  });

  it('pauses for a member until resumed, and a cancel stops what is still queued', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(1);
    const paused = await admin<{ status: string; pausedReason: string }>('POST', `/broadcasts/${created.id}/pause`);
    expect(paused.body).toMatchObject({ status: 'PAUSED', pausedReason: 'member' });
    await d.step(60_000);
    expect(d.sent).toHaveLength(1);
    await admin('POST', `/broadcasts/${created.id}/resume`);
    await d.until(2);
    const cancelled = await admin<{ status: string; counts: Record<string, number> }>('POST', `/broadcasts/${created.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', counts: { sent: 2, cancelled: 1, queued: 0 } });
    await d.step(60_000);
    expect(d.sent).toHaveLength(2);
    expect((await admin('POST', `/broadcasts/${created.id}/resume`)).status).toBe(409);
  });

  it('skips a contact who opted out, before the campaign and during it, and counts it', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    // Budi unsubscribed by answering STOP to an earlier message.
    await d.s.node.report('inbound', inbound('6281211110001', 'STOP', d.now()));
    await d.mirrored();
    const created = await d.csv(CSV, 'Halo {{name}}');
    expect(created.counts).toMatchObject({ total: 3, skipped: 1 });
    await d.until(1);
    // Tono answers "berhenti" before his turn.
    await d.s.node.report('inbound', inbound('6281211110003', 'Berhenti.', d.now()));
    await d.mirrored();
    await d.step();
    await d.step();
    expect(d.sent.map((s) => s.to)).toEqual(['6281211110002']);
    expect(await d.get(created.id)).toMatchObject({ status: 'COMPLETED', counts: { sent: 1, skipped: 2 } });
  });
});

describe('the send boundary across a restart of the object', () => {
  /** The node dies with what it was sent unanswered, and the object restarts. */
  async function nodeGone(d: Driver): Promise<void> {
    d.s.node.close();
    await d.idle();
    await evictDurableObject(d.stub);
  }

  /** A campaign of three whose first send the node leaves unanswered, then dies with it. */
  async function firstSendLost(): Promise<{ d: Driver; created: Detail }> {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    const created = await d.csv(CSV, 'Halo {{name}}');
    d.answer = () => 'silent';
    await expect.poll(() => d.sent.length).toBe(1);
    await nodeGone(d);
    return { d, created };
  }

  /** A node links again, connected, answering every send. */
  async function nodeBack(d: Driver): Promise<FakeNode> {
    d.answer = (params) => ({ messageId: params.messageId ?? '' });
    const node = await connectAgain(d.s.deviceId);
    d.attach(node);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    return node;
  }

  it('never sends again a recipient whose send went out and whose answer was lost: its receipt settles it', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(1);
    d.answer = () => 'silent';
    await d.step(undefined, false);
    await expect.poll(() => d.sent.length).toBe(2);
    // The node dies with the second send unanswered, and the object restarts.
    await nodeGone(d);
    const node = await nodeBack(d);
    // WhatsApp held the receipt of the message that did go out.
    await node.report('receipt', { messageId: d.sent[1]?.messageId, status: 'DELIVERED', timestamp: d.now() });
    await d.until(3);
    await d.step();
    expect(d.sent.map((s) => s.to)).toEqual(['6281211110001', '6281211110002', '6281211110003']);
    expect(await d.get(created.id)).toMatchObject({ status: 'COMPLETED', counts: { sent: 3, delivered: 1, failed: 0 } });
  });

  it('gives up no send while no node holds the device: the receipt the next node brings settles it, long past the hard limit', async () => {
    const { d, created } = await firstSendLost();
    // No node links for longer than the hard limit (120 s).
    await d.step(125_000);
    await d.step(125_000);
    expect((await d.recipients(created.id))[0]).toMatchObject({ status: 'IN_FLIGHT', attempts: 1 });
    const node = await nodeBack(d);
    // WhatsApp held the receipt while the device had no session.
    await node.report('receipt', { messageId: d.sent[0]?.messageId, status: 'DELIVERED', timestamp: d.now() });
    await d.until(3);
    await d.step();
    expect(d.sent.map((s) => s.to)).toEqual(['6281211110001', '6281211110002', '6281211110003']);
    expect((await d.recipients(created.id))[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(await d.get(created.id)).toMatchObject({ status: 'COMPLETED', counts: { sent: 3, delivered: 1, failed: 0 } });
  });

  it('sends once more, as the same WhatsApp message, a recipient whose outcome stayed unknown past the hard limit', async () => {
    const { d, created } = await firstSendLost();
    await nodeBack(d);
    // The others go on; the first waits for its outcome until the hard limit (120 s) says it is unknown.
    await d.until(3);
    expect((await d.recipients(created.id))[0]).toMatchObject({ status: 'IN_FLIGHT', attempts: 1 });
    await d.step(125_000);
    await d.until(4);
    const again = d.sent[3];
    expect(again).toMatchObject({ to: '6281211110001', messageId: d.sent[0]?.messageId });
    await d.step();
    expect((await d.recipients(created.id))[0]).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(await d.get(created.id)).toMatchObject({ status: 'COMPLETED', counts: { sent: 3, failed: 0 } });
  });
});

describe('creating a broadcast', () => {
  it('lists every bad row with its line and reason, merges duplicates, and sends to the rest', async () => {
    const d = await Driver.start();
    const created = await d.csv(
      ['\uFEFFnomor;nama', '0812-1111-0001;Budi', '0812ABC;Sari', '+62 812 1111 0001;Budi lagi', ';', '0812 1111 0004;"Ani; Bu"'].join(
        '\r\n',
      ),
      'Halo {{name}}',
    );
    expect(created.counts.total).toBe(2);
    expect(created.audience.badRows).toEqual([
      { line: 3, ref: 'line 3', reason: '"0812ABC" holds characters other than digits' },
      { line: 5, ref: 'line 5', reason: 'the row is empty' },
    ]);
    expect(created.audience).toMatchObject({
      badRowCount: 2,
      duplicateCount: 1,
      duplicates: [{ ref: 'line 4', phone: '6281211110001', mergedInto: 'line 2' }],
    });
  });

  it('refuses a text whose variable some rows lack, naming them, and writes nothing', async () => {
    const d = await Driver.start();
    const res = await d.create({
      message: { type: 'text', text: 'Halo {{name}} di {{kota}}' },
      audience: { type: 'csv', csv: 'phone,name,kota\n0811111111,Budi,\n0822222222,Sari,Medan\n' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'Bad Request',
      issues: [{ path: 'message.text', message: expect.stringContaining('{{kota}} has no value for line 2') }],
    });
    const fallback = await d.create({
      message: { type: 'text', text: 'Halo {{name}} di {{kota|kota Anda}}' },
      audience: { type: 'csv', csv: 'phone,name,kota\n0811111111,Budi,\n' },
    });
    expect(fallback.status).toBe(201);
    const list = await admin<{ items: { id: string }[] }>('GET', `/workspaces/${d.s.workspaceId}/broadcasts`);
    expect(list.body.items.map((b) => b.id)).toEqual([fallback.body.id]);
  });

  it('previews with dryRun: the recipients, the bad rows and the first messages, creating nothing', async () => {
    const d = await Driver.start();
    const res = await d.create({
      message: { type: 'text', text: 'Halo {{name|Kak}}' },
      audience: { type: 'csv', csv: 'phone,name\n0811111111,\n12,X\n' },
      dryRun: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, recipients: 1, samples: [{ phone: '62811111111', text: 'Halo Kak' }] });
    expect(d.sent).toEqual([]);
    expect((await admin<{ items: unknown[] }>('GET', `/workspaces/${d.s.workspaceId}/broadcasts`)).body.items).toEqual([]);
  });

  it('starts a scheduled broadcast at its time', async () => {
    const d = await Driver.start();
    const at = T0 + 3_600_000;
    const res = await d.create({
      message: { type: 'text', text: 'Halo' },
      audience: { type: 'list', recipients: [{ phone: '081211110001' }] },
      scheduledAt: new Date(at).toISOString(),
    });
    expect(res.body.status).toBe('SCHEDULED');
    expect(await d.alarm()).toBe(at);
    await d.step();
    expect(d.sent.map((s) => s.at)).toEqual([at]);
    expect(deviceHarness(d.s.deviceId).clock.now()).toBe(at);
  });
});

/** Another node takes the device over once the object saw the old link close. */
async function connectAgain(deviceId: string): Promise<FakeNode> {
  let node: FakeNode | null = null;
  await expect
    .poll(async () => {
      const opened = await FakeNode.open(deviceId, 'node-b');
      node = opened.node;
      return opened.res.status;
    })
    .toBe(101);
  if (!node) throw new Error('no socket');
  return node;
}

function inbound(from: string, text: string, at: number) {
  return {
    event: {
      id: `IN${from}${at}`,
      chatId: `${from}@s.whatsapp.net`,
      from,
      lid: null,
      pushName: null,
      type: 'text',
      text,
      quotedId: null,
      selectedId: null,
      media: null,
      timestamp: at,
    },
    stored: null,
  };
}
