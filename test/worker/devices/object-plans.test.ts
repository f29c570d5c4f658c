/**
 * What a device's object runs for every message costs the same with 50,000 events kept as with 5
 * (issue 26): each statement its SQLite runs while it sends, takes receipts and messages in, runs a
 * campaign and delivers webhooks is recorded as it runs, explained by SQLite, and none may read a
 * whole table that grows with the device's history (nor the whole queue of pending deliveries); nor
 * may any statement prepared on D1 meanwhile (the object's copies, the routes') read a growing D1
 * table whole. Triggers' bodies are not explained (SQLite's plan leaves them out). An event's seq was once taken by a `MAX(seq)`
 * that SQLite could only answer by reading every kept event.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Driver } from '../broadcasts/driver';
import { deviceHarness } from '../harness';
import { admin, api, inbound } from '../helpers';
import { objectPlanOf, planOf, type Statement } from '../shared/query-plans';

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

type WholeReads = { statements: string[]; reads: { sql: string; steps: string[] }[] };

const NOT_NAMES = new Set(['WHERE', 'ON', 'JOIN', 'LEFT', 'INNER', 'CROSS', 'ORDER', 'GROUP', 'LIMIT', 'SET', 'USING', 'AS', 'VALUES']);

/** The plan's steps that read a growing table whole: `SCAN x`, where x is one of `growing` or an alias of one (`FROM records r`). */
function wholeTableSteps(statement: string, plan: string[], growing: readonly string[]): string[] {
  const tableOf = new Map<string, string>();
  for (const m of statement.matchAll(/\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi)) {
    const [, table = '', alias] = m;
    tableOf.set(table, table);
    if (alias && !NOT_NAMES.has(alias.toUpperCase())) tableOf.set(alias, table);
  }
  return plan.filter((step) => {
    const scanned = /^SCAN (\w+)/.exec(step)?.[1];
    if (scanned !== undefined) return growing.includes(tableOf.get(scanned) ?? scanned);
    // A lookup by status alone reads every row of that status: for the deliveries, the whole queue.
    const byStatus = /^SEARCH (\w+) USING (?:COVERING )?INDEX \w+ \(status=\?\)$/.exec(step)?.[1];
    return byStatus !== undefined && (tableOf.get(byStatus) ?? byStatus) === 'deliveries';
  });
}

/** Each statement of `seen` once (not the schema's or transactions'), and those whose plan (`explain`) reads a growing table whole. */
async function wholeReadsOf(
  seen: readonly Statement[],
  growing: readonly string[],
  explain: (s: Statement) => string[] | Promise<string[]>,
): Promise<WholeReads> {
  const distinct = new Map<string, Statement>();
  for (const s of seen) {
    if (!/^\s*(EXPLAIN|CREATE|DROP|PRAGMA|BEGIN|COMMIT|SAVEPOINT|RELEASE|ROLLBACK)/i.test(s.sql)) distinct.set(s.sql, s);
  }
  const shown = (q: string) => q.replace(/\s+/g, ' ').trim();
  const reads: { sql: string; steps: string[] }[] = [];
  for (const s of distinct.values()) {
    if (AMORTIZED.some((pattern) => pattern.test(shown(s.sql)))) continue;
    const steps = wholeTableSteps(s.sql, await explain(s), growing);
    if (steps.length > 0) reads.push({ sql: shown(s.sql), steps });
  }
  return { statements: [...distinct.keys()].map(shown), reads };
}

/** Keeps every statement the object runs from its next request on, until the returned `stop`. */
async function recordStatements(stub: DurableObjectStub): Promise<{ stop: () => Promise<WholeReads> }> {
  await runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql;
    const seen: Statement[] = [];
    const exec = sql.exec;
    Reflect.set(sql, 'recorded', { seen, exec });
    sql.exec = ((query: string, ...params: unknown[]) => {
      seen.push({ sql: query, params });
      return exec.call(sql, query, ...params);
    }) as typeof sql.exec;
  });
  // Stops recording, and explains each statement recorded once.
  const stop = () =>
    runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      const { seen, exec } = Reflect.get(sql, 'recorded') as { seen: Statement[]; exec: SqlStorage['exec'] };
      sql.exec = exec;
      return wholeReadsOf(seen, GROWING, (s) => objectPlanOf(sql, s));
    });
  return { stop };
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

/** Keeps every statement prepared and bound on D1 (the object's copies included: it holds the same binding) until `stop`. */
function recordD1Statements(): { stop: () => Promise<WholeReads> } {
  const db = env.DB;
  const prepare = db.prepare;
  const seen: Statement[] = [];
  db.prepare = (query: string) => {
    const statement = prepare.call(db, query);
    const bind = statement.bind.bind(statement);
    statement.bind = (...params: unknown[]) => {
      seen.push({ sql: query, params });
      return bind(...params);
    };
    return statement;
  };
  const stop = () => {
    db.prepare = prepare;
    return wholeReadsOf(seen, D1_GROWING, planOf);
  };
  return { stop };
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
    const deliveredBefore = harness.webhooks.got.length;
    const recorded: { object?: WholeReads; d1?: WholeReads } = {};
    const objectStatements = await recordStatements(d.stub);
    const d1 = recordD1Statements();
    try {
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
    } finally {
      // Stopped before anything is asserted, so a failure leaves no recording behind in this isolate.
      recorded.object = await objectStatements.stop();
      recorded.d1 = await d1.stop();
    }
    // The receiver got this flow's events (not only the two messages' before the recording).
    expect(harness.webhooks.got.length).toBeGreaterThan(deliveredBefore);
    const { object, d1: copies } = recorded;
    // What the flow must have run, so that an empty recording cannot pass.
    for (const start of [
      'INSERT INTO events',
      'INSERT INTO deliveries',
      'INSERT OR REPLACE INTO attempts',
      'INSERT INTO broadcast_recipients',
    ]) {
      expect(
        object?.statements.some((q) => q.startsWith(start)),
        start,
      ).toBe(true);
    }
    expect(object?.reads).toEqual([]);
    // The object's D1 copies of the records and of the deliveries, and the routes' statements.
    for (const start of ['INSERT INTO messages (', 'INSERT INTO deliveries (']) {
      expect(
        copies?.statements.some((q) => q.startsWith(start)),
        start,
      ).toBe(true);
    }
    expect(copies?.reads).toEqual([]);
  });
});
