/**
 * What a device's object runs for every message costs the same with 50,000 events kept as with 5
 * (issue 26): each statement its SQLite runs while it sends, takes receipts and messages in, runs a
 * campaign and delivers webhooks is recorded as it runs, explained by SQLite, and none may read a
 * whole table that grows with the device's history; nor may any statement prepared on D1 meanwhile
 * (the object's copies, the routes') read a growing D1 table whole. An event's seq was once taken by a `MAX(seq)`
 * that SQLite could only answer by reading every kept event.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Driver } from '../broadcasts/driver';
import { deviceHarness } from '../harness';
import { admin, api, inbound } from '../helpers';

/** Tables with a row per message, event, delivery, recipient or contact: a read of all of one grows with the device's history. */
const GROWING = [
  'events',
  'report_keys',
  'records',
  'messages',
  'deliveries',
  'attempts',
  'broadcast_recipients',
  'conversations',
  'report_hours',
  'report_waits',
  'polls',
  'poll_votes',
  'chatbot_replies',
];

/**
 * Whole-table reads that are meant: a count once per 1,000 records written (the prune's), so a
 * record costs a thousandth of it.
 */
const AMORTIZED = [/^SELECT COUNT\(\*\) AS n FROM records$/];

type Statement = { sql: string; params: unknown[] };

/** Starts keeping every statement the object runs (from the object's next request on). */
async function recordStatements(stub: DurableObjectStub): Promise<void> {
  await runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql;
    const seen: Statement[] = [];
    const exec = sql.exec.bind(sql);
    Reflect.set(sql, 'seen', seen);
    sql.exec = ((query: string, ...params: unknown[]) => {
      seen.push({ sql: query, params });
      return exec(query, ...params);
    }) as typeof sql.exec;
  });
}

/** The statements recorded, each once, with the steps of its plan that read a growing table whole. */
async function wholeReads(stub: DurableObjectStub): Promise<{ statements: number; reads: { sql: string; steps: string[] }[] }> {
  return runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql;
    const seen = Reflect.get(sql, 'seen') as Statement[];
    const distinct = new Map<string, Statement>();
    for (const s of seen)
      if (!/^\s*(EXPLAIN|CREATE|DROP|PRAGMA|BEGIN|COMMIT|SAVEPOINT|RELEASE|ROLLBACK)/i.test(s.sql)) distinct.set(s.sql, s);
    const scan = new RegExp(`^SCAN (${GROWING.join('|')})\\b`);
    const reads: { sql: string; steps: string[] }[] = [];
    for (const s of distinct.values()) {
      const shown = s.sql.replace(/\s+/g, ' ').trim();
      if (AMORTIZED.some((pattern) => pattern.test(shown))) continue;
      const steps = sql
        .exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${s.sql}`, ...s.params)
        .toArray()
        .map((r) => r.detail)
        .filter((detail) => scan.test(detail));
      if (steps.length > 0) reads.push({ sql: shown, steps });
    }
    return { statements: distinct.size, reads };
  });
}

/** Tables of D1 with a row per message, contact, conversation, delivery, campaign or request. */
const D1_GROWING = [
  'messages',
  'conversations',
  'contacts',
  'deliveries',
  'broadcasts',
  'request_log',
  'report_counts',
  'messages_fts',
  'contacts_fts',
];

/** Keeps every statement prepared on D1 (the object's copies included: it holds the same binding) until `stop`. */
function recordD1Statements(): { stop: () => Statement[] } {
  const db = env.DB;
  const prepare = db.prepare.bind(db);
  const seen: Statement[] = [];
  db.prepare = (query: string) => {
    const statement = prepare(query);
    const bind = statement.bind.bind(statement);
    statement.bind = (...params: unknown[]) => {
      seen.push({ sql: query, params });
      return bind(...params);
    };
    return statement;
  };
  return {
    stop: () => {
      db.prepare = prepare;
      return seen;
    },
  };
}

async function d1WholeReads(seen: Statement[]): Promise<{ statements: number; reads: { sql: string; steps: string[] }[] }> {
  const distinct = new Map(seen.map((s) => [s.sql, s]));
  const scan = new RegExp(`^SCAN (${D1_GROWING.join('|')})\\b`);
  const reads: { sql: string; steps: string[] }[] = [];
  for (const s of distinct.values()) {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
      .bind(...s.params)
      .all<{ detail: string }>();
    const steps = plan.results.map((r) => r.detail).filter((detail) => scan.test(detail));
    if (steps.length > 0) reads.push({ sql: s.sql.replace(/\s+/g, ' ').trim(), steps });
  }
  return { statements: distinct.size, reads };
}

describe('what a device’s object runs for each message', () => {
  it('reads no growing table whole: sends, receipts, messages in, a campaign and webhook deliveries', async () => {
    const d = await Driver.start();
    const harness = deviceHarness(d.s.deviceId);
    harness.webhooks.answer = () => new Response('ok');
    const hook = await admin('POST', `/devices/${d.s.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/k',
      events: ['message.inbound', 'message.receipt', 'broadcast.completed'],
    });
    expect(hook.status).toBe(201);
    // A history first, so that every table the statements read has rows.
    for (const id of ['IN-1', 'IN-2']) await d.s.node.report('inbound', inbound(id), `in:${id}`);
    await recordStatements(d.stub);
    const d1 = recordD1Statements();

    for (let i = 0; i < 3; i++) {
      const sent = await api<{ messageId: string }>('/messages', d.s.key, {
        deviceId: d.s.deviceId,
        phoneNumber: '6281234567890',
        content: `Pesanan ${i} sudah dikirim`,
      });
      expect(sent.status).toBe(201);
      for (const status of ['DELIVERED', 'READ']) {
        await d.s.node.report(
          'receipt',
          { messageId: sent.body.messageId, status, timestamp: d.now() },
          `r:${sent.body.messageId}:${status}`,
        );
      }
    }
    await d.s.node.report('inbound', inbound('IN-3', { text: 'Terima kasih' }), 'in:IN-3');
    await d.pace(1_000, 1_000);
    const campaign = await d.csv('phone,name\n6281211110001,Ani\n6281211110002,Budi', 'Halo {{name}}');
    // The driver counts every send the node got: the three above, then the campaign's two.
    await d.until(5);
    for (const sent of d.sent.slice(3))
      await d.s.node.report('receipt', { messageId: sent.messageId, status: 'DELIVERED', timestamp: d.now() });
    await d.step();
    expect((await d.get(campaign.id)).status).toBe('COMPLETED');
    await d.step();
    await d.mirrored();
    expect(harness.webhooks.got.length).toBeGreaterThan(0);

    const { statements, reads } = await wholeReads(env.DEVICE.get(env.DEVICE.idFromName(d.s.deviceId)));
    expect(statements).toBeGreaterThan(30);
    expect(reads).toEqual([]);
    const copies = await d1WholeReads(d1.stop());
    expect(copies.statements).toBeGreaterThan(5);
    expect(copies.reads).toEqual([]);
  });
});
