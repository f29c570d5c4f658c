import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEVICE_MIGRATIONS } from '../../../worker/devices/device-migrations';
import { setup } from '../helpers';
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

const applied = (sql: SqlStorage) => sql.exec<{ version: number; name: string; applied_at: number }>(`SELECT * FROM _migrations`).toArray();

/** Every row of every table the features keep (not the mirror's queue, which a start may flush meanwhile). */
function rowsOf(sql: SqlStorage): Rows {
  const tables = schemaOf(sql).filter((e) => e.type === 'table' && !['d1_mirror', '_migrations'].includes(e.name));
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
    `INSERT INTO messages (id, remote_jid, from_me, participant, raw, ts, seq) VALUES ('3EB0A', '6281@s.whatsapp.net', 1, NULL, '{}', ?, 1)`,
    at,
  );
  sql.exec(
    `INSERT INTO records (id, contact, contact_id, broadcast_id, direction, status, content, media_url, message_id, source, template_id,
       reply_to_id, error, created_at, updated_at)
     VALUES ('msg_old', '6281', 'ct_1', NULL, 'OUTBOUND', 'SENT', 'halo', NULL, '3EB0A', 'API', NULL, NULL, NULL, ?, ?)`,
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
       handed_over, created_at, updated_at, resolved_at) VALUES ('6281', 'conv_1', 'ct_1', 'OPEN', NULL, 0, 1, ?, 'halo', 'OUTBOUND', 'API', 0, ?, ?, NULL)`,
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
     VALUES ('bc_old', 0, 2, '6281', NULL, '{}', 'SENT', 'msg_old', '3EB0A', NULL, ?, ?)`,
    at,
    at,
  );
  sql.exec(`INSERT INTO broadcast_days (day, started) VALUES ('2023-11-14', 1)`);
}

/**
 * A device as the code before versioned migrations left it: its object's tables dropped and made
 * again from that code's DDL, its state kept (at rest: no node wanted), rows in every table.
 */
async function previousObject(older: boolean): Promise<{ deviceId: string; fresh: Entry[]; before: Rows }> {
  const { deviceId } = await setup();
  return runInDurableObject(stubOf(deviceId), (_instance, state) => {
    const sql = state.storage.sql;
    const fresh = schemaOf(sql);
    const kept = sql.exec<{ key: string; value: string }>(`SELECT key, value FROM state`).toArray();
    for (const table of fresh.filter((e) => e.type === 'table')) sql.exec(`DROP TABLE ${table.name}`);
    expect(schemaOf(sql)).toEqual([]);
    for (const statement of previousSchema(older)) sql.exec(statement);
    for (const { key, value } of kept) sql.exec(`INSERT INTO state (key, value) VALUES (?, ?)`, key, value);
    sql.exec(`UPDATE state SET value = 'false' WHERE key = 'wanted'`);
    sql.exec(`UPDATE state SET value = '"DISCONNECTED"' WHERE key = 'status'`);
    putRows(sql);
    return { deviceId, fresh, before: rowsOf(sql) };
  });
}

describe('the device object’s migrations', () => {
  it('start a new device at the latest version', async () => {
    const { deviceId } = await setup();
    await runInDurableObject(stubOf(deviceId), (_instance, state) => {
      expect(applied(state.storage.sql).map((m) => [m.version, m.name])).toEqual(DEVICE_MIGRATIONS.map((m, i) => [i + 1, m.name]));
    });
  });

  it.each([
    ['the code before migrations', false],
    ['older code, before its added columns and mirror triggers', true],
  ])('bring an object made by %s to a new object’s schema once, its rows intact', async (_made, older) => {
    const { deviceId, fresh, before } = await previousObject(older);
    const stub = stubOf(deviceId);
    await evictDurableObject(stub);

    const first = await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      expect(schemaOf(sql)).toEqual(fresh);
      expect(applied(sql).map((m) => m.name)).toEqual(DEVICE_MIGRATIONS.map((m) => m.name));
      const after = rowsOf(sql);
      // Tables a later migration added are there, empty but for the campaigns' counters, counted from
      // the rows they had; every earlier one keeps its rows.
      const added = Object.keys(after).filter((table) => !(table in before));
      expect(added.sort()).toEqual([
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
      ]);
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
      expect(Object.keys(after).filter((table) => table in before)).toEqual(Object.keys(before));
      for (const [table, rows] of Object.entries(before)) {
        expect(after[table], table).toEqual(rows.map((row) => expect.objectContaining(row)));
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
      return applied(sql);
    });

    // A second start finds the object up to date and writes no schema: the index stays gone.
    await evictDurableObject(stub);
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      expect(applied(sql)).toEqual(first);
      expect(schemaOf(sql)).toEqual(fresh.filter((e) => e.name !== 'records_created'));
    });
  });

  it('leave an object nobody created without tables', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      expect(schemaOf(state.storage.sql)).toEqual([]);
    });
  });
});
