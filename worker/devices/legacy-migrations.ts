/**
 * How an object made by the code before drizzle-kit wrote the device object's migrations reaches
 * their baseline. That code made the tables by hand, in nine numbered steps recorded in
 * `_migrations` (an object made before those steps has the tables and no record). Such an object
 * runs the steps it lacks, as they were, and then holds exactly what the journal's first five
 * entries make (`0000_baseline`, the tables; `0001_create_triggers`, the triggers;
 * `0002_add_delivery_watch` and its triggers `0003_create_delivery_watch_triggers`, and
 * `0004_add_alerts`, issue 37's steps 0010 and 0011): those are recorded as applied, the old record
 * goes, and the journal's later entries (the renames) run as on any object.
 *
 * Frozen: what objects in the field hold. The steps are written out as SQL here, not read from the
 * features, so that no later change of a feature changes them; the triggers are the baseline's own
 * statements (`0001_create_triggers.sql` holds them as steps 0001–0009 left them,
 * `0003_create_delivery_watch_triggers.sql` those step 0010 made or revised).
 */
import { statementsOf } from '../shared/journal-migrations';
import { ensureColumn } from '../shared/sqlite';
import bundle from './migrations/migrations.js';

/** How many of the journal's entries a legacy object holds once its steps ran. */
const BASELINE_ENTRIES = 5;

/** The record the hand-written steps kept (version, name, applied_at). */
const LEGACY_TABLE = '_migrations';

/** Each trigger a migration of the baseline makes (`m0001`, or `m0003` for those of issue 37), by name. */
function triggers(migration: string): Map<string, string> {
  const text = bundle.migrations[migration] ?? '';
  const made = statementsOf(text).filter((s) => s.includes('CREATE TRIGGER'));
  return new Map(made.map((s) => [/CREATE TRIGGER (\w+)/.exec(s)?.[1] ?? '', s]));
}

/** (Re)makes triggers as the baseline's first triggers (`0001_create_triggers`) have them. */
function makeTriggers(sql: SqlStorage, ...names: string[]): void {
  makeTriggersOf('m0001', sql, names);
}

/** (Re)makes triggers as `migration` has them. */
function makeTriggersOf(migration: string, sql: SqlStorage, names: readonly string[]): void {
  const all = triggers(migration);
  for (const name of names) {
    const statement = all.get(name);
    if (!statement) throw new Error(`the baseline's ${migration} has no trigger ${name}`);
    sql.exec(`DROP TRIGGER IF EXISTS ${name}`);
    sql.exec(statement);
  }
}

/** The hand-written steps, as they were (a test runs one on an object it took back to before it). */
export const LEGACY_STEPS: readonly { name: string; up: (sql: SqlStorage) => void }[] = [
  {
    // IF NOT EXISTS, and the columns an older object lacks: an object made before the steps has the tables.
    name: '0001_baseline',
    up: (sql) => {
      sql.exec(`CREATE TABLE IF NOT EXISTS state (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS d1_mirror (owner TEXT NOT NULL, key TEXT NOT NULL, payload TEXT,
          seq INTEGER NOT NULL, PRIMARY KEY (owner, key))`);
      sql.exec(`CREATE INDEX IF NOT EXISTS d1_mirror_seq ON d1_mirror (seq)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS auth_keys (type TEXT NOT NULL, id TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (type, id))`);
      sql.exec(`CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, key TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL, at INTEGER NOT NULL, body TEXT NOT NULL)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS report_keys (key TEXT PRIMARY KEY, n INTEGER NOT NULL)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS report_keys_n ON report_keys (n)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS messages (id TEXT PRIMARY KEY, remote_jid TEXT NOT NULL, from_me INTEGER NOT NULL,
          participant TEXT, raw TEXT NOT NULL, ts INTEGER NOT NULL, seq INTEGER NOT NULL)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS messages_seq ON messages (seq)`);
      ensureColumn(sql, 'messages', 'record_id', 'TEXT');
      ensureColumn(sql, 'messages', 'phone_number', 'TEXT');
      sql.exec(`CREATE TABLE IF NOT EXISTS records (id TEXT PRIMARY KEY, contact TEXT NOT NULL, contact_id TEXT NOT NULL, broadcast_id TEXT,
          direction TEXT NOT NULL, status TEXT NOT NULL, content TEXT NOT NULL, media_url TEXT, message_id TEXT, source TEXT NOT NULL,
          template_id TEXT, reply_to_id TEXT, error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
      ensureColumn(sql, 'records', 'member_id', 'TEXT');
      ensureColumn(sql, 'records', 'rule_id', 'TEXT');
      sql.exec(`CREATE INDEX IF NOT EXISTS records_pending ON records (status, created_at)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS records_pending_message ON records (message_id) WHERE status = 'PENDING'`);
      sql.exec(`CREATE INDEX IF NOT EXISTS records_created ON records (created_at)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS records_contact ON records (contact, created_at)`);
      makeTriggers(sql, 'records_mirror_insert', 'records_mirror_update');
      sql.exec(`CREATE TABLE IF NOT EXISTS webhooks (id TEXT PRIMARY KEY, url TEXT NOT NULL, events TEXT NOT NULL, hmac_key TEXT,
          attempts INTEGER NOT NULL, delay_seconds INTEGER NOT NULL, strategy TEXT NOT NULL, enabled INTEGER NOT NULL,
          created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
      ensureColumn(sql, 'webhooks', 'concurrency', 'INTEGER');
      ensureColumn(sql, 'webhooks', 'from_seq', 'INTEGER');
      sql.exec(`CREATE TABLE IF NOT EXISTS deliveries (id TEXT PRIMARY KEY, webhook_id TEXT NOT NULL, event_seq INTEGER NOT NULL,
          status TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER, inflight_until INTEGER, last_status_code INTEGER,
          last_error TEXT, resend_of TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS deliveries_due_order ON deliveries (status, next_at, event_seq)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS deliveries_webhook ON deliveries (webhook_id, status, next_at)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS attempts (delivery_id TEXT NOT NULL, attempt INTEGER NOT NULL, started_at INTEGER NOT NULL,
          duration_ms INTEGER NOT NULL, status_code INTEGER, error TEXT, response_body TEXT, PRIMARY KEY (delivery_id, attempt))`);
      sql.exec(`CREATE TABLE IF NOT EXISTS conversations (contact TEXT PRIMARY KEY, id TEXT NOT NULL UNIQUE, contact_id TEXT NOT NULL,
          status TEXT NOT NULL, assignee TEXT, unread INTEGER NOT NULL, messages INTEGER NOT NULL, last_at INTEGER NOT NULL,
          last_text TEXT NOT NULL, last_direction TEXT NOT NULL, last_source TEXT NOT NULL, handed_over INTEGER NOT NULL,
          created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, resolved_at INTEGER)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS conversation_notes (id TEXT PRIMARY KEY, contact TEXT NOT NULL, member_id TEXT,
          text TEXT NOT NULL, created_at INTEGER NOT NULL)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS conversation_notes_contact ON conversation_notes (contact, created_at)`);
      makeTriggers(sql, 'conversations_mirror_insert', 'conversations_mirror_update');
      sql.exec(`CREATE TABLE IF NOT EXISTS chatbot_config (k TEXT PRIMARY KEY, v TEXT NOT NULL)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS chatbot_queue (id TEXT PRIMARY KEY, contact TEXT NOT NULL, rule_id TEXT NOT NULL, text TEXT NOT NULL,
          content TEXT NOT NULL, created_at INTEGER NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER NOT NULL)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS chatbot_queue_next ON chatbot_queue (next_at)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS chatbot_replies (contact TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS chatbot_replies_contact ON chatbot_replies (contact, at)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS broadcasts (id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, name TEXT NOT NULL, status TEXT NOT NULL,
          paused_reason TEXT, message TEXT NOT NULL, audience TEXT NOT NULL, country_code TEXT NOT NULL, created_by TEXT, scheduled_at INTEGER,
          started_at INTEGER, completed_at INTEGER, last_sent_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS broadcast_recipients (broadcast_id TEXT NOT NULL, position INTEGER NOT NULL, line INTEGER,
          phone TEXT NOT NULL, name TEXT, vars TEXT NOT NULL, status TEXT NOT NULL, record_id TEXT, message_id TEXT,
          attempts INTEGER NOT NULL DEFAULT 0, reason TEXT, sent_at INTEGER, updated_at INTEGER NOT NULL, PRIMARY KEY (broadcast_id, position))`);
      sql.exec(`CREATE INDEX IF NOT EXISTS broadcast_recipients_status ON broadcast_recipients (broadcast_id, status, position)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS broadcast_recipients_in_flight ON broadcast_recipients (status) WHERE status = 'IN_FLIGHT'`);
      sql.exec(`CREATE TABLE IF NOT EXISTS broadcast_pace (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS broadcast_days (day TEXT PRIMARY KEY, started INTEGER NOT NULL)`);
    },
  },
  {
    name: '0002_add_message_changes',
    up: (sql) => {
      ensureColumn(sql, 'records', 'edited_at', 'INTEGER');
      ensureColumn(sql, 'records', 'deleted_at', 'INTEGER');
      sql.exec(`CREATE INDEX IF NOT EXISTS records_message ON records (message_id)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS polls (message_id TEXT PRIMARY KEY, record_id TEXT NOT NULL, secret TEXT NOT NULL, options TEXT NOT NULL,
          multiple INTEGER NOT NULL, created_at INTEGER NOT NULL)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS polls_record ON polls (record_id)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS poll_votes (poll_message_id TEXT NOT NULL, voter TEXT NOT NULL, selected TEXT NOT NULL, at INTEGER NOT NULL,
          PRIMARY KEY (poll_message_id, voter))`);
    },
  },
  {
    name: '0003_add_message_kinds',
    up: (sql) => {
      ensureColumn(sql, 'records', 'type', 'TEXT');
      ensureColumn(sql, 'records', 'sender', 'TEXT');
      ensureColumn(sql, 'records', 'detail', 'TEXT');
      ensureColumn(sql, 'conversations', 'last_type', 'TEXT');
      ensureColumn(sql, 'conversations', 'last_member', 'TEXT');
    },
  },
  {
    name: '0004_add_webhook_health',
    up: (sql) => {
      sql.exec(`CREATE TABLE IF NOT EXISTS webhook_hours (webhook_id TEXT NOT NULL, hour INTEGER NOT NULL, attempts INTEGER NOT NULL,
          failures INTEGER NOT NULL, PRIMARY KEY (webhook_id, hour))`);
      sql.exec(`CREATE TABLE IF NOT EXISTS webhook_last (webhook_id TEXT PRIMARY KEY, at INTEGER NOT NULL, ok INTEGER NOT NULL, status_code INTEGER,
          error TEXT)`);
    },
  },
  {
    name: '0005_index_record_pages',
    up: (sql) => {
      sql.exec(`CREATE INDEX IF NOT EXISTS records_contact_page ON records (contact, created_at, id)`);
      sql.exec(`DROP INDEX IF EXISTS records_contact`);
    },
  },
  {
    // The campaigns' counters, counted from the recipients they had, then kept by their triggers.
    name: '0006_add_broadcast_counters',
    up: (sql) => {
      ensureColumn(sql, 'broadcast_recipients', 'record_status', 'TEXT');
      ensureColumn(sql, 'broadcast_recipients', 'record_error', 'TEXT');
      ensureColumn(sql, 'broadcast_recipients', 'replied', 'INTEGER NOT NULL DEFAULT 0');
      sql.exec(`CREATE TABLE IF NOT EXISTS broadcast_counts (broadcast_id TEXT PRIMARY KEY, total INTEGER NOT NULL DEFAULT 0,
          queued INTEGER NOT NULL DEFAULT 0, in_flight INTEGER NOT NULL DEFAULT 0, sent INTEGER NOT NULL DEFAULT 0,
          delivered INTEGER NOT NULL DEFAULT 0, read INTEGER NOT NULL DEFAULT 0, failed INTEGER NOT NULL DEFAULT 0,
          replied INTEGER NOT NULL DEFAULT 0, skipped INTEGER NOT NULL DEFAULT 0, cancelled INTEGER NOT NULL DEFAULT 0)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS broadcast_failures (broadcast_id TEXT NOT NULL, reason TEXT NOT NULL, n INTEGER NOT NULL,
          PRIMARY KEY (broadcast_id, reason))`);
      sql.exec(`CREATE INDEX IF NOT EXISTS broadcast_recipients_record ON broadcast_recipients (record_id) WHERE record_id IS NOT NULL`);
      sql.exec(`CREATE INDEX IF NOT EXISTS broadcast_recipients_reply ON broadcast_recipients (phone, sent_at)
          WHERE replied = 0 AND status IN ('IN_FLIGHT', 'SENT')`);
      // The backfill, before the triggers exist (they would count it twice).
      sql.exec(`UPDATE broadcast_recipients SET record_status = (SELECT r.status FROM records r WHERE r.id = record_id),
          record_error = (SELECT r.error FROM records r WHERE r.id = record_id) WHERE record_id IS NOT NULL`);
      sql.exec(`UPDATE broadcast_recipients SET replied = 1 WHERE status IN ('IN_FLIGHT', 'SENT') AND EXISTS
          (SELECT 1 FROM records i WHERE i.contact = broadcast_recipients.phone AND i.direction = 'INBOUND'
            AND i.created_at >= broadcast_recipients.sent_at)`);
      sql.exec(`DELETE FROM broadcast_counts`);
      sql.exec(`DELETE FROM broadcast_failures`);
      sql.exec(`INSERT INTO broadcast_counts (broadcast_id, total, queued, in_flight, sent, delivered, read, failed, replied, skipped, cancelled)
          SELECT b.broadcast_id, COUNT(*), SUM((b.status = 'QUEUED')), SUM((b.status = 'IN_FLIGHT')),
            SUM((b.status = 'SENT' AND b.record_status IS NOT 'FAILED')),
            SUM((b.status = 'SENT' AND b.record_status IN ('DELIVERED', 'READ', 'PLAYED'))),
            SUM((b.status = 'SENT' AND b.record_status IN ('READ', 'PLAYED'))),
            SUM((b.status = 'FAILED' OR (b.status = 'SENT' AND b.record_status IS 'FAILED'))),
            SUM((b.status = 'SENT' AND b.replied = 1)), SUM((b.status = 'SKIPPED')), SUM((b.status = 'CANCELLED'))
          FROM broadcast_recipients b GROUP BY b.broadcast_id`);
      const failure = `(CASE WHEN b.status = 'FAILED' THEN COALESCE(b.reason, 'unknown')
          WHEN b.status = 'SENT' AND b.record_status IS 'FAILED' THEN COALESCE(b.record_error, 'unknown') END)`;
      sql.exec(`INSERT INTO broadcast_failures (broadcast_id, reason, n)
          SELECT b.broadcast_id, ${failure} AS reason, COUNT(*) FROM broadcast_recipients b WHERE ${failure} IS NOT NULL
          GROUP BY b.broadcast_id, reason`);
      makeTriggers(
        sql,
        'broadcast_recipients_counted',
        'broadcast_recipients_recounted',
        'broadcast_recipients_uncounted',
        'broadcast_records_followed',
        'broadcast_replies_counted',
      );
    },
  },
  {
    // The report counters, counting from now.
    name: '0007_add_report_counters',
    up: (sql) => {
      sql.exec(`CREATE TABLE IF NOT EXISTS report_hours (key TEXT PRIMARY KEY, hour INTEGER NOT NULL, metric TEXT NOT NULL,
          subject TEXT NOT NULL, dim TEXT NOT NULL, n INTEGER NOT NULL)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS report_hours_hour ON report_hours (hour)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS report_waits (contact TEXT PRIMARY KEY, opened_at INTEGER NOT NULL, answered INTEGER NOT NULL)`);
      makeTriggers(
        sql,
        'report_hours_mirror_insert',
        'report_hours_mirror_update',
        'records_reported',
        'records_reported_sent',
        'records_reported_status',
        'conversations_reported',
        'conversations_reported_reopen',
        'conversations_reported_resolve',
        'conversations_reported_handover',
        'broadcast_recipients_reported',
        'broadcast_recipients_reported_skip',
        'broadcast_recipients_reported_reply',
      );
    },
  },
  {
    // The hand-over and reply triggers as they are now (0007 above makes them so already).
    name: '0008_revise_report_triggers',
    up: (sql) => makeTriggers(sql, 'conversations_reported_handover', 'broadcast_recipients_reported_reply'),
  },
  {
    name: '0009_index_inflight_deliveries',
    up: (sql) => {
      sql.exec(`CREATE INDEX IF NOT EXISTS deliveries_inflight ON deliveries (inflight_until) WHERE inflight_until IS NOT NULL`);
    },
  },
  {
    // A sent message WhatsApp did not deliver, and imported history; the conversations a number starts and those answered (issue 37).
    name: '0010_add_delivery_watch',
    up: (sql) => {
      ensureColumn(sql, 'records', 'undelivered_at', 'INTEGER');
      ensureColumn(sql, 'records', 'undelivered_reason', 'TEXT');
      ensureColumn(sql, 'records', 'resent_at', 'INTEGER');
      ensureColumn(sql, 'records', 'history', 'INTEGER NOT NULL DEFAULT 0');
      sql.exec(`CREATE INDEX IF NOT EXISTS records_watched ON records (updated_at) WHERE status = 'SENT' AND undelivered_at IS NULL`);
      sql.exec(`CREATE TABLE IF NOT EXISTS resends (record_id TEXT PRIMARY KEY, message_id TEXT NOT NULL, due_at INTEGER NOT NULL)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS history_imports (sync_type TEXT PRIMARY KEY, messages INTEGER NOT NULL, skipped INTEGER NOT NULL,
          oldest INTEGER)`);
      sql.exec(
        `CREATE TABLE IF NOT EXISTS history_import_chats (sync_type TEXT NOT NULL, contact TEXT NOT NULL, PRIMARY KEY (sync_type, contact))`,
      );
      sql.exec(`CREATE TABLE IF NOT EXISTS health_waits (contact TEXT PRIMARY KEY, started_at INTEGER NOT NULL)`);
      makeTriggersOf('m0003', sql, [
        'records_reported',
        'records_reported_sent',
        'conversations_reported',
        'conversations_started',
        'conversations_started_reopen',
        'records_replied',
      ]);
    },
  },
  {
    // A device's incidents and the alerts each sends to the owner (issue 37, item 7).
    name: '0011_add_alerts',
    up: (sql) => {
      sql.exec(`CREATE TABLE IF NOT EXISTS alert_incidents (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, started_at INTEGER NOT NULL,
          due_at INTEGER NOT NULL, raised_at INTEGER, ended_at INTEGER)`);
      sql.exec(`CREATE INDEX IF NOT EXISTS alert_incidents_open ON alert_incidents (ended_at, due_at)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS alerts (id INTEGER PRIMARY KEY AUTOINCREMENT, incident_id INTEGER NOT NULL, channel TEXT NOT NULL,
          status TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER, detail TEXT, updated_at INTEGER NOT NULL,
          UNIQUE (incident_id, channel))`);
      sql.exec(`CREATE INDEX IF NOT EXISTS alerts_pending ON alerts (status, next_at)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS alert_config (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    },
  },
];

const hasTable = (sql: SqlStorage, name: string) =>
  sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`, name).toArray().length > 0;

/**
 * The journal's `adopt` for a device's object (see `shared/journal-migrations.ts`): an object with
 * the hand-written steps' tables runs the steps it lacks and holds the baseline; a new one holds nothing.
 */
export function adoptLegacySchema(sql: SqlStorage): number {
  const legacy = hasTable(sql, LEGACY_TABLE);
  if (!legacy && !hasTable(sql, 'state')) return 0;
  const done = legacy
    ? sql.exec<{ version: number; name: string }>(`SELECT version, name FROM ${LEGACY_TABLE} ORDER BY version`).toArray()
    : [];
  for (const [i, row] of done.entries()) {
    if (row.version !== i + 1 || row.name !== LEGACY_STEPS[i]?.name) {
      throw new Error(`legacy object migration ${row.version} is ${row.name}, not one of the steps this code knows`);
    }
  }
  for (const step of LEGACY_STEPS.slice(done.length)) step.up(sql);
  sql.exec(`DROP TABLE IF EXISTS ${LEGACY_TABLE}`);
  return BASELINE_ENTRIES;
}
