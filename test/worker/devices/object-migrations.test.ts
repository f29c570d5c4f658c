import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import migrations from '../../../worker/devices/migrations/migrations.js';
import { DEVICE_TRIGGERS } from '../../../worker/devices/object-triggers';
import { admin, api, FakeNode, mirrored, type Setup, setup } from '../helpers';
import { HAND_WRITTEN_NAMES, handWrittenSchema } from './hand-written-schema';
import { normalized, type SchemaShape, schemaShape } from './object-schema';
import { previousSchema } from './previous-schema';

type Entry = { type: string; name: string; tbl_name: string; sql: string | null };
type Rows = Record<string, Record<string, SqlStorageValue>[]>;

const stubOf = (deviceId: string) => env.DEVICE.get(env.DEVICE.idFromName(deviceId));

const schemaOf = (sql: SqlStorage) =>
  sql
    .exec<Entry>(
      `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY type, name`,
    )
    .toArray();

const TAGS = migrations.journal.entries.map((e) => e.tag);

/** The journal's entries the object recorded as applied, in order. */
const applied = (sql: SqlStorage) =>
  sql
    .exec<{ hash: string }>(`SELECT hash FROM __drizzle_migrations ORDER BY created_at`)
    .toArray()
    .map((r) => r.hash);

const hasTable = (sql: SqlStorage, name: string) =>
  sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`, name).toArray().length > 0;

/** Every row of every table the features keep (not the mirror's queue, which a start may flush meanwhile). */
function rowsOf(sql: SqlStorage): Rows {
  const tables = schemaOf(sql).filter((e) => e.type === 'table' && !['d1_mirror', '_migrations', '__drizzle_migrations'].includes(e.name));
  return Object.fromEntries(tables.map((t) => [t.name, sql.exec(`SELECT * FROM ${t.name} ORDER BY rowid`).toArray()]));
}

/** Rows of what a device holds, in columns every earlier version of its tables had. */
function putRows(sql: SqlStorage): void {
  const at = 1_700_000_000_000;
  sql.exec(`INSERT INTO auth_keys (type, id, value) VALUES ('creds', 'creds', '{"me":"x"}')`);
  sql.exec(
    `INSERT INTO events (seq, id, key, name, at, body) VALUES (1, 'evt_1', 'k1', 'message.received', ?, '{"event":"message.received"}')`,
    at,
  );
  sql.exec(`INSERT INTO report_keys (key, n) VALUES ('k1', 1)`);
  sql.exec(
    `INSERT INTO messages (id, remote_jid, from_me, participant, raw, ts, seq) VALUES ('3EB0A', '6281234567890@s.whatsapp.net', 1, NULL, '{}', ?, 1)`,
    at,
  );
  sql.exec(
    `INSERT INTO records (id, contact, contact_id, broadcast_id, direction, status, content, media_url, message_id, source, template_id,
       reply_to_id, error, created_at, updated_at)
     VALUES ('msg_old', '6281234567890', 'ct_1', NULL, 'OUTBOUND', 'SENT', 'halo', NULL, '3EB0A', 'API', NULL, NULL, NULL, ?, ?)`,
    at,
    at,
  );
  sql.exec(
    `INSERT INTO webhooks (id, url, events, hmac_key, attempts, delay_seconds, strategy, enabled, created_at, updated_at)
     VALUES ('wh_old', 'https://example.com/hook', '["message.received"]', NULL, 3, 5, 'fixed', 1, ?, ?)`,
    at,
    at,
  );
  sql.exec(
    `INSERT INTO deliveries (id, webhook_id, event_seq, status, attempts, next_at, inflight_until, last_status_code, last_error, resend_of,
       created_at, updated_at) VALUES ('dlv_old', 'wh_old', 1, 'SUCCEEDED', 1, NULL, NULL, 200, NULL, NULL, ?, ?)`,
    at,
    at,
  );
  sql.exec(
    `INSERT INTO attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body) VALUES ('dlv_old', 1, ?, 12, 200, NULL, 'ok')`,
    at,
  );
  sql.exec(
    `INSERT INTO conversations (contact, id, contact_id, status, assignee, unread, messages, last_at, last_text, last_direction, last_source,
       handed_over, created_at, updated_at, resolved_at) VALUES ('6281234567890', 'conv_1', 'ct_1', 'OPEN', NULL, 0, 1, ?, 'halo', 'OUTBOUND', 'API', 0, ?, ?, NULL)`,
    at,
    at,
    at,
  );
  sql.exec(`INSERT INTO chatbot_config (k, v) VALUES ('rules', '[]')`);
  sql.exec(
    `INSERT INTO broadcasts (id, workspace_id, name, status, paused_reason, message, audience, country_code, created_by, scheduled_at,
       started_at, completed_at, last_sent_at, created_at, updated_at)
     VALUES ('bc_old', 'ws', 'Promo', 'COMPLETED', NULL, '{"type":"text","text":"hi"}', '{}', '62', NULL, NULL, ?, ?, ?, ?, ?)`,
    at,
    at,
    at,
    at,
    at,
  );
  sql.exec(
    `INSERT INTO broadcast_recipients (broadcast_id, position, line, phone, name, vars, status, record_id, message_id, reason, sent_at, updated_at)
     VALUES ('bc_old', 0, 2, '6281234567890', NULL, '{}', 'SENT', 'msg_old', '3EB0A', NULL, ?, ?)`,
    at,
    at,
  );
  sql.exec(`INSERT INTO broadcast_days (day, started) VALUES ('2023-11-14', 1)`);
}

/** Columns a later migration renamed (`0005_rename_conversation_columns`, `0006_rename_webhook_columns`), old name to new. */
const RENAMED: Record<string, Record<string, string>> = {
  conversations: {
    assignee: 'assignee_id',
    unread: 'unread_count',
    messages: 'message_count',
    last_at: 'last_message_at',
    last_text: 'last_message_text',
    last_member: 'last_member_id',
  },
  webhooks: { attempts: 'retry_attempts', delay_seconds: 'retry_delay_seconds', strategy: 'retry_strategy' },
};

/** A row of an older object with its columns as they are named now (and without those dropped). */
/** Columns a later migration dropped (`0018_drop_inflight_leases`). */
const DROPPED: Record<string, string[]> = { deliveries: ['inflight_until'] };

function renamed(table: string, row: Record<string, SqlStorageValue>): Record<string, SqlStorageValue> {
  const names = RENAMED[table] ?? {};
  const dropped = DROPPED[table] ?? [];
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !dropped.includes(column))
      .map(([column, value]) => [names[column] ?? column, value]),
  );
}

type Made = 'the last hand-written migrations' | 'the code before migrations' | 'older code, before its added columns and mirror triggers';

/** The tables that hand-written code before the numbered steps did not make yet. */
const ADDED_SINCE = [
  'alert_config',
  'alert_incidents',
  'alerts',
  'broadcast_counts',
  'broadcast_failures',
  'health_waits',
  'history_import_chats',
  'history_imports',
  'poll_votes',
  'polls',
  'report_hours',
  'report_waits',
  'resends',
  'webhook_hours',
  'webhook_last',
];

/** The tables the journal's migrations added after the hand-written steps: every older object gains them. */
const ADDED_BY_JOURNAL = [
  'desk_targets',
  'rating_queue',
  'rating_settings',
  'call_rejections',
  'call_settings',
  'scheduled_sends',
  'assistant_calls',
  'assistant_config',
  'assistant_threads',
  'assistant_turns',
  'd1_mirror_reading',
];

/**
 * A device as older code left it: its object's tables dropped and made again from that code's
 * schema, its state kept (at rest: no node wanted), rows in every table. Returns a new device's
 * schema beside it, made by this code.
 */
async function olderObject(made: Made, atRest = true): Promise<Setup & { fresh: SchemaShape; before: Rows }> {
  const s = await setup();
  const { deviceId } = s;
  return runInDurableObject(stubOf(deviceId), (_instance, state) => {
    const sql = state.storage.sql;
    const fresh = schemaShape(sql);
    const kept = sql.exec<{ key: string; value: string }>(`SELECT key, value FROM state`).toArray();
    for (const e of schemaOf(sql).filter((e) => e.type === 'table')) sql.exec(`DROP TABLE ${e.name}`);
    expect(schemaOf(sql)).toEqual([]);
    const handWritten = made === 'the last hand-written migrations';
    const statements = handWritten ? handWrittenSchema : previousSchema(made !== 'the code before migrations');
    // The rows go in before the triggers: they are rows of every version, not the changes that make them.
    const isTrigger = (s: string) => s.startsWith('CREATE TRIGGER');
    for (const statement of statements.filter((s) => !isTrigger(s))) sql.exec(statement);
    for (const { key, value } of kept) sql.exec(`INSERT INTO state (key, value) VALUES (?, ?)`, key, value);
    if (atRest) sql.exec(`UPDATE state SET value = 'false' WHERE key = 'wanted'`);
    sql.exec(`UPDATE state SET value = '"DISCONNECTED"' WHERE key = 'status'`);
    putRows(sql);
    if (handWritten) {
      // What its counters held for the campaign's one recipient, sent.
      sql.exec(`INSERT INTO broadcast_counts (broadcast_id, total, sent) VALUES ('bc_old', 1, 1)`);
      for (const [i, name] of HAND_WRITTEN_NAMES.entries()) {
        sql.exec(`INSERT INTO _migrations (version, name, applied_at) VALUES (?, ?, ?)`, i + 1, name, 1_700_000_000_000);
      }
    }
    for (const statement of statements.filter(isTrigger)) sql.exec(statement);
    return { ...s, fresh, before: rowsOf(sql) };
  });
}

describe('the device object’s migrations', () => {
  it('start a new device at the journal’s last migration, with the triggers the features declare', async () => {
    const { deviceId } = await setup();
    await runInDurableObject(stubOf(deviceId), (_instance, state) => {
      const sql = state.storage.sql;
      expect(applied(sql)).toEqual(TAGS);
      expect(hasTable(sql, '_migrations')).toBe(false);
      const declared = Object.fromEntries(DEVICE_TRIGGERS.map((s) => [/CREATE TRIGGER (\w+)/.exec(s)?.[1] ?? '', normalized(s)]));
      expect(schemaShape(sql).triggers).toEqual(declared);
    });
  });

  it.each<Made>([
    'the last hand-written migrations',
    'the code before migrations',
    'older code, before its added columns and mirror triggers',
  ])('bring an object made by %s to a new object’s schema once, its rows intact', async (made) => {
    const { deviceId, fresh, before } = await olderObject(made);
    const stub = stubOf(deviceId);
    await evictDurableObject(stub);

    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      expect(schemaShape(sql)).toEqual(fresh);
      expect(applied(sql)).toEqual(TAGS);
      // One record of what the object applied: the hand-written steps' goes.
      expect(hasTable(sql, '_migrations')).toBe(false);
      const after = rowsOf(sql);
      // Tables a later step added are there, empty but for the campaigns' counters, counted from
      // the rows they had; every earlier one keeps its rows.
      const added = Object.keys(after).filter((table) => !(table in before));
      const since = made === 'the last hand-written migrations' ? [] : ADDED_SINCE;
      expect(added.sort()).toEqual([...since, ...ADDED_BY_JOURNAL].sort());
      expect(after.broadcast_counts).toEqual([
        {
          broadcast_id: 'bc_old',
          total: 1,
          queued: 0,
          in_flight: 0,
          sent: 1,
          delivered: 0,
          read: 0,
          failed: 0,
          replied: 0,
          skipped: 0,
          cancelled: 0,
        },
      ]);
      for (const table of added.filter((t) => t !== 'broadcast_counts')) expect(after[table], table).toEqual([]);
      for (const [table, rows] of Object.entries(before)) {
        expect(after[table], table).toEqual(rows.map((row) => expect.objectContaining(renamed(table, row))));
      }
      // A column an older object lacked is there, empty, in its old rows.
      expect(after.records?.[0]).toMatchObject({
        id: 'msg_old',
        member_id: null,
        rule_id: null,
        edited_at: null,
        deleted_at: null,
        undelivered_at: null,
        undelivered_reason: null,
        resent_at: null,
        history: 0,
      });
      expect(after.webhooks?.[0]).toMatchObject({ id: 'wh_old', concurrency: null, from_seq: null });
      // Marks a schema change would undo: an index dropped after the migration.
      sql.exec(`DROP INDEX records_created`);
    });

    // A second start finds the object up to date and writes no schema: the index stays gone.
    await evictDurableObject(stub);
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      expect(applied(sql)).toEqual(TAGS);
      expect(schemaShape(sql).tables.records?.indexes).not.toContain(expect.stringContaining('records_created'));
      expect(schemaShape(sql).tables.records?.indexes).toHaveLength((fresh.tables.records?.indexes.length ?? 0) - 1);
    });
  });

  it('let a device made by the last hand-written migrations work after its migration: its rows read, its copies written', async () => {
    const s = await olderObject('the last hand-written migrations', false);
    const stub = stubOf(s.deviceId);
    await evictDurableObject(stub);
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });

    const old = await stub.record(s.workspaceId, 'msg_old');
    expect(old.ok && old.value).toMatchObject({ id: 'msg_old', content: 'halo', status: 'SENT' });
    // The conversation it had (renamed columns and all) moves with a new message, and both reach D1.
    const sent = await api<{ id: string }>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'sesudah' });
    expect(sent.status).toBe(201);
    await mirrored(s.deviceId);
    const records = (await admin<{ items: { id: string }[] }>('GET', `/workspaces/${s.workspaceId}/messages`)).body.items;
    expect(records.map((r) => r.id)).toContain(sent.body.id);
    const conversations = (await admin<{ items: Record<string, unknown>[] }>('GET', `/workspaces/${s.workspaceId}/conversations`)).body
      .items;
    expect(conversations).toEqual([
      expect.objectContaining({ id: 'conv_1', phoneNumber: '6281234567890', lastMessage: expect.objectContaining({ text: 'sesudah' }) }),
    ]);
    node.close();
  });

  it('leave an object nobody created without tables', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      expect(schemaOf(state.storage.sql)).toEqual([]);
    });
  });
});
