import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EMPTY_COUNTS } from '../../../worker/broadcasts/progress';
import { LEGACY_STEPS } from '../../../worker/devices/legacy-migrations';
import { admin, FakeNode } from '../helpers';
import { type Detail, Driver } from './driver';

const CSV = ['phone,name', '081211110001,Budi', '081211110002,Sari', '081211110003,Tono', '081211110004,Ani', '081211110005,Dewi'].join(
  '\n',
);

type Counts = Detail['counts'];
type Recount = { counts: Counts; failures: { reason: string; count: number }[] };

/**
 * The campaign's progress counted again from scratch, as the code before the counters did (a scan
 * of its recipients joined with their records): what the counters must always equal.
 */
async function recount(d: Driver, id: string): Promise<Recount> {
  return runInDurableObject(d.stub, (_instance, state) => {
    const sql = state.storage.sql;
    const counts: Counts = { ...EMPTY_COUNTS };
    const add = (k: string, n: number) => {
      counts[k] = (counts[k] ?? 0) + n;
    };
    for (const row of sql.exec<{ s: string; rs: string | null; n: number }>(
      `SELECT b.status AS s, r.status AS rs, COUNT(*) AS n FROM broadcast_recipients b LEFT JOIN records r ON r.id = b.record_id
       WHERE b.broadcast_id = ? GROUP BY b.status, r.status`,
      id,
    )) {
      add('total', row.n);
      if (row.s === 'QUEUED') add('queued', row.n);
      else if (row.s === 'IN_FLIGHT') add('inFlight', row.n);
      else if (row.s === 'SKIPPED') add('skipped', row.n);
      else if (row.s === 'CANCELLED') add('cancelled', row.n);
      else if (row.s === 'FAILED' || row.rs === 'FAILED') add('failed', row.n);
      else {
        add('sent', row.n);
        if (row.rs === 'DELIVERED' || row.rs === 'READ' || row.rs === 'PLAYED') add('delivered', row.n);
        if (row.rs === 'READ' || row.rs === 'PLAYED') add('read', row.n);
      }
    }
    add(
      'replied',
      sql
        .exec<{ n: number }>(
          `SELECT COUNT(*) AS n FROM broadcast_recipients b WHERE b.broadcast_id = ? AND b.status = 'SENT' AND EXISTS
           (SELECT 1 FROM records i WHERE i.contact = b.phone AND i.direction = 'INBOUND' AND i.created_at >= b.sent_at)`,
          id,
        )
        .one().n,
    );
    const failures = sql
      .exec<{ reason: string | null; n: number }>(
        `SELECT CASE WHEN b.status = 'FAILED' THEN b.reason ELSE r.error END AS reason, COUNT(*) AS n
         FROM broadcast_recipients b LEFT JOIN records r ON r.id = b.record_id
         WHERE b.broadcast_id = ? AND (b.status = 'FAILED' OR (b.status = 'SENT' AND r.status = 'FAILED'))
         GROUP BY 1 ORDER BY n DESC, 1`,
        id,
      )
      .toArray()
      .map((row) => ({ reason: row.reason ?? 'unknown', count: row.n }));
    return { counts, failures };
  });
}

/** The progress the API shows, checked against a count from scratch; returns its counts. */
async function counted(d: Driver, id: string, settle = true): Promise<Counts> {
  // No send running (or one the node leaves unanswered): the object's clock is frozen, so nothing moves between the two reads.
  if (settle) await d.idle();
  const shown = await d.get(id);
  expect({ counts: shown.counts, failures: shown.failures }).toEqual(await recount(d, id));
  return shown.counts;
}

function inbound(from: string, text: string, at: number) {
  const event = { id: `IN${from}${at}`, chatId: `${from}@s.whatsapp.net`, from, lid: null, pushName: null, type: 'text', text };
  return { event: { ...event, quotedId: null, selectedId: null, media: null, timestamp: at }, stored: null };
}

describe('a campaign’s progress counters', () => {
  it('move with every transition of a recipient: queued, in flight, sent, delivered, read, failed, replied, skipped', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    // Ani unsubscribed before the campaign; Sari's message is refused by WhatsApp.
    await d.s.node.report('inbound', inbound('6281211110004', 'STOP', d.now()));
    await d.mirrored();
    // Budi's send leaves and its answer is lost with the node: in flight until a receipt settles it.
    d.answer = () => 'silent';
    const created = await d.csv(CSV, 'Halo {{name}}');
    await expect.poll(() => d.sent.length).toBe(1);
    expect(await counted(d, created.id, false)).toMatchObject({ total: 5, queued: 3, inFlight: 1, skipped: 1, sent: 0 });
    d.s.node.close();
    await d.idle();
    await evictDurableObject(d.stub);
    d.answer = (params) =>
      params.to === '6281211110002' ? { error: 'rejected', message: 'not-acceptable (406)' } : { messageId: params.messageId ?? '' };
    const node = await connectAgain(d.s.deviceId);
    d.attach(node);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    const budi = d.sent[0]?.messageId;
    await node.report('receipt', { messageId: budi, status: 'DELIVERED', timestamp: d.now() });
    await expect.poll(async () => (await d.get(created.id)).counts.inFlight).toBe(0);
    expect(await counted(d, created.id)).toMatchObject({ delivered: 1, read: 0 });

    await d.until(4);
    await d.step();
    await node.report('receipt', { messageId: d.sent[3]?.messageId, status: 'READ', timestamp: d.now() });
    await node.report('inbound', inbound('6281211110001', 'Mau kak', d.now()));
    // A receipt that fails a message WhatsApp had taken (Tono's) moves it from sent to failed.
    await node.report('receipt', { messageId: d.sent[2]?.messageId, status: 'FAILED', error: 'undeliverable', timestamp: d.now() });
    await d.step();
    const end = await counted(d, created.id);
    expect(end).toMatchObject({ total: 5, queued: 0, inFlight: 0, sent: 2, delivered: 2, read: 1, replied: 1, skipped: 1 });
    expect(end.failed).toBe(2);
    expect((await d.get(created.id)).status).toBe('COMPLETED');
  });

  it('are kept across a restart of the object, and go on moving after it', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(2);
    await d.step(undefined);
    const before = await counted(d, created.id);
    await evictDurableObject(d.stub);
    expect(await counted(d, created.id)).toEqual(before);
    await d.s.node.report('receipt', { messageId: d.sent[0]?.messageId, status: 'READ', timestamp: d.now() });
    await expect.poll(async () => (await d.get(created.id)).counts.read).toBe(1);
    expect(await counted(d, created.id)).toMatchObject({ read: 1, delivered: 1 });
  });

  it('count the queued as cancelled after a cancel, and receipts arriving after it still count', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(2);
    const cancelled = await admin<Detail>('POST', `/broadcasts/${created.id}/cancel`);
    expect(cancelled.body.counts).toMatchObject({ total: 5, sent: 2, cancelled: 3, queued: 0 });
    expect(await counted(d, created.id)).toMatchObject({ cancelled: 3 });
    await d.s.node.report('receipt', { messageId: d.sent[1]?.messageId, status: 'DELIVERED', timestamp: d.now() });
    await d.s.node.report('inbound', inbound('6281211110002', 'Kenapa dibatalkan?', d.now()));
    await expect.poll(async () => (await d.get(created.id)).counts.delivered).toBe(1);
    expect(await counted(d, created.id)).toMatchObject({ sent: 2, delivered: 1, replied: 1, cancelled: 3 });
  });

  it('are backfilled by their migration from the recipients and records an older object holds', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    d.answer = (params) =>
      params.to === '6281211110003' ? { error: 'rejected', message: 'not-acceptable (406)' } : { messageId: params.messageId ?? '' };
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(3);
    await d.s.node.report('receipt', { messageId: d.sent[0]?.messageId, status: 'READ', timestamp: d.now() });
    await d.s.node.report('inbound', inbound('6281211110001', 'Mau kak', d.now()));
    await d.step();
    const live = await counted(d, created.id);
    // The object as code before the counters left it: no counters, no triggers, no copied columns.
    await runInDurableObject(d.stub, (_instance, state) => {
      const sql = state.storage.sql;
      for (const trigger of ['counted', 'recounted', 'uncounted']) sql.exec(`DROP TRIGGER broadcast_recipients_${trigger}`);
      sql.exec('DROP TRIGGER broadcast_records_followed');
      sql.exec('DROP TRIGGER broadcast_replies_counted');
      sql.exec('DROP TABLE broadcast_counts');
      sql.exec('DROP TABLE broadcast_failures');
      sql.exec('UPDATE broadcast_recipients SET record_status = NULL, record_error = NULL, replied = 0');
      LEGACY_STEPS.find((step) => step.name === '0006_add_broadcast_counters')?.up(sql);
    });
    expect(await counted(d, created.id)).toEqual(live);
    expect(live).toMatchObject({ sent: 3, read: 1, replied: 1, failed: 1, queued: 1 });
  });
});

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
