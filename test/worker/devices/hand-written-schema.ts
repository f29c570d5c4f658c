/**
 * A device object's SQLite as the last hand-written migrations left it (version 11 of
 * `_migrations`, before drizzle-kit wrote the object's migrations): every table, index and trigger
 * as SQLite held them in an object made by that code (read from its `sqlite_master`). Never to be
 * brought up to date: it is what objects in the field hold.
 */

export const HAND_WRITTEN_NAMES = [
  '0001_baseline',
  '0002_add_message_changes',
  '0003_add_message_kinds',
  '0004_add_webhook_health',
  '0005_index_record_pages',
  '0006_add_broadcast_counters',
  '0007_add_report_counters',
  '0008_revise_report_triggers',
  '0009_index_inflight_deliveries',
  '0010_add_delivery_watch',
  '0011_add_alerts',
];

export const handWrittenSchema: readonly string[] = [
  `CREATE TABLE alert_config (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE alert_incidents (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, started_at INTEGER NOT NULL,
    due_at INTEGER NOT NULL, raised_at INTEGER, ended_at INTEGER)`,
  `CREATE TABLE alerts (id INTEGER PRIMARY KEY AUTOINCREMENT, incident_id INTEGER NOT NULL, channel TEXT NOT NULL,
    status TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER, detail TEXT, updated_at INTEGER NOT NULL,
    UNIQUE (incident_id, channel))`,
  `CREATE TABLE health_waits (contact TEXT PRIMARY KEY, started_at INTEGER NOT NULL)`,
  `CREATE TABLE history_import_chats (sync_type TEXT NOT NULL, contact TEXT NOT NULL, PRIMARY KEY (sync_type, contact))`,
  `CREATE TABLE history_imports (sync_type TEXT PRIMARY KEY, messages INTEGER NOT NULL, skipped INTEGER NOT NULL,
    oldest INTEGER)`,
  `CREATE TABLE resends (record_id TEXT PRIMARY KEY, message_id TEXT NOT NULL, due_at INTEGER NOT NULL)`,
  `CREATE TABLE attempts (delivery_id TEXT NOT NULL, attempt INTEGER NOT NULL, started_at INTEGER NOT NULL,
      duration_ms INTEGER NOT NULL, status_code INTEGER, error TEXT, response_body TEXT, PRIMARY KEY (delivery_id, attempt))`,
  `CREATE TABLE auth_keys (type TEXT NOT NULL, id TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (type, id))`,
  `CREATE TABLE broadcast_counts (broadcast_id TEXT PRIMARY KEY, total INTEGER NOT NULL DEFAULT 0,
      queued INTEGER NOT NULL DEFAULT 0, in_flight INTEGER NOT NULL DEFAULT 0, sent INTEGER NOT NULL DEFAULT 0, delivered INTEGER NOT NULL DEFAULT 0, read INTEGER NOT NULL DEFAULT 0, failed INTEGER NOT NULL DEFAULT 0, replied INTEGER NOT NULL DEFAULT 0, skipped INTEGER NOT NULL DEFAULT 0, cancelled INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE broadcast_days (day TEXT PRIMARY KEY, started INTEGER NOT NULL)`,
  `CREATE TABLE broadcast_failures (broadcast_id TEXT NOT NULL, reason TEXT NOT NULL, n INTEGER NOT NULL,
      PRIMARY KEY (broadcast_id, reason))`,
  `CREATE TABLE broadcast_pace (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE broadcast_recipients (broadcast_id TEXT NOT NULL, position INTEGER NOT NULL, line INTEGER,
      phone TEXT NOT NULL, name TEXT, vars TEXT NOT NULL, status TEXT NOT NULL, record_id TEXT, message_id TEXT,
      attempts INTEGER NOT NULL DEFAULT 0, reason TEXT, sent_at INTEGER, updated_at INTEGER NOT NULL, record_status TEXT, record_error TEXT, replied INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (broadcast_id, position))`,
  `CREATE TABLE broadcasts (id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, name TEXT NOT NULL, status TEXT NOT NULL,
      paused_reason TEXT, message TEXT NOT NULL, audience TEXT NOT NULL, country_code TEXT NOT NULL, created_by TEXT, scheduled_at INTEGER,
      started_at INTEGER, completed_at INTEGER, last_sent_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`,
  `CREATE TABLE chatbot_config (k TEXT PRIMARY KEY, v TEXT NOT NULL)`,
  `CREATE TABLE chatbot_queue (id TEXT PRIMARY KEY, contact TEXT NOT NULL, rule_id TEXT NOT NULL, text TEXT NOT NULL,
      content TEXT NOT NULL, created_at INTEGER NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER NOT NULL)`,
  `CREATE TABLE chatbot_replies (contact TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)`,
  `CREATE TABLE conversation_notes (id TEXT PRIMARY KEY, contact TEXT NOT NULL, member_id TEXT,
      text TEXT NOT NULL, created_at INTEGER NOT NULL)`,
  `CREATE TABLE conversations (contact TEXT PRIMARY KEY, id TEXT NOT NULL UNIQUE, contact_id TEXT NOT NULL,
      status TEXT NOT NULL, assignee TEXT, unread INTEGER NOT NULL, messages INTEGER NOT NULL, last_at INTEGER NOT NULL,
      last_text TEXT NOT NULL, last_direction TEXT NOT NULL, last_source TEXT NOT NULL, handed_over INTEGER NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, resolved_at INTEGER, last_type TEXT, last_member TEXT)`,
  `CREATE TABLE d1_mirror (owner TEXT NOT NULL, key TEXT NOT NULL, payload TEXT,
      seq INTEGER NOT NULL, PRIMARY KEY (owner, key))`,
  `CREATE TABLE deliveries (id TEXT PRIMARY KEY, webhook_id TEXT NOT NULL, event_seq INTEGER NOT NULL,
      status TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER, inflight_until INTEGER, last_status_code INTEGER,
      last_error TEXT, resend_of TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`,
  `CREATE TABLE events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, key TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL, at INTEGER NOT NULL, body TEXT NOT NULL)`,
  `CREATE TABLE messages (id TEXT PRIMARY KEY, remote_jid TEXT NOT NULL, from_me INTEGER NOT NULL,
      participant TEXT, raw TEXT NOT NULL, ts INTEGER NOT NULL, seq INTEGER NOT NULL, record_id TEXT, phone_number TEXT)`,
  `CREATE TABLE poll_votes (poll_message_id TEXT NOT NULL, voter TEXT NOT NULL, selected TEXT NOT NULL, at INTEGER NOT NULL,
      PRIMARY KEY (poll_message_id, voter))`,
  `CREATE TABLE polls (message_id TEXT PRIMARY KEY, record_id TEXT NOT NULL, secret TEXT NOT NULL, options TEXT NOT NULL,
      multiple INTEGER NOT NULL, created_at INTEGER NOT NULL)`,
  `CREATE TABLE records (id TEXT PRIMARY KEY, contact TEXT NOT NULL, contact_id TEXT NOT NULL, broadcast_id TEXT,
      direction TEXT NOT NULL, status TEXT NOT NULL, content TEXT NOT NULL, media_url TEXT, message_id TEXT, source TEXT NOT NULL,
      template_id TEXT, reply_to_id TEXT, error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, member_id TEXT, rule_id TEXT, edited_at INTEGER, deleted_at INTEGER, type TEXT, sender TEXT, detail TEXT, undelivered_at INTEGER, undelivered_reason TEXT, resent_at INTEGER, history INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE report_hours (key TEXT PRIMARY KEY, hour INTEGER NOT NULL, metric TEXT NOT NULL,
      subject TEXT NOT NULL, dim TEXT NOT NULL, n INTEGER NOT NULL)`,
  `CREATE TABLE report_keys (key TEXT PRIMARY KEY, n INTEGER NOT NULL)`,
  `CREATE TABLE report_waits (contact TEXT PRIMARY KEY, opened_at INTEGER NOT NULL, answered INTEGER NOT NULL)`,
  `CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE webhook_hours (webhook_id TEXT NOT NULL, hour INTEGER NOT NULL, attempts INTEGER NOT NULL,
      failures INTEGER NOT NULL, PRIMARY KEY (webhook_id, hour))`,
  `CREATE TABLE webhook_last (webhook_id TEXT PRIMARY KEY, at INTEGER NOT NULL, ok INTEGER NOT NULL, status_code INTEGER,
      error TEXT)`,
  `CREATE TABLE webhooks (id TEXT PRIMARY KEY, url TEXT NOT NULL, events TEXT NOT NULL, hmac_key TEXT,
      attempts INTEGER NOT NULL, delay_seconds INTEGER NOT NULL, strategy TEXT NOT NULL, enabled INTEGER NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, concurrency INTEGER, from_seq INTEGER)`,
  `CREATE INDEX broadcast_recipients_in_flight ON broadcast_recipients (status) WHERE status = 'IN_FLIGHT'`,
  `CREATE INDEX broadcast_recipients_record ON broadcast_recipients (record_id) WHERE record_id IS NOT NULL`,
  `CREATE INDEX broadcast_recipients_reply ON broadcast_recipients (phone, sent_at)
      WHERE replied = 0 AND status IN ('IN_FLIGHT', 'SENT')`,
  `CREATE INDEX broadcast_recipients_status ON broadcast_recipients (broadcast_id, status, position)`,
  `CREATE INDEX chatbot_queue_next ON chatbot_queue (next_at)`,
  `CREATE INDEX chatbot_replies_contact ON chatbot_replies (contact, at)`,
  `CREATE INDEX conversation_notes_contact ON conversation_notes (contact, created_at)`,
  `CREATE INDEX d1_mirror_seq ON d1_mirror (seq)`,
  `CREATE INDEX deliveries_due_order ON deliveries (status, next_at, event_seq)`,
  `CREATE INDEX deliveries_inflight ON deliveries (inflight_until) WHERE inflight_until IS NOT NULL`,
  `CREATE INDEX deliveries_webhook ON deliveries (webhook_id, status, next_at)`,
  `CREATE INDEX messages_seq ON messages (seq)`,
  `CREATE INDEX polls_record ON polls (record_id)`,
  `CREATE INDEX records_contact_page ON records (contact, created_at, id)`,
  `CREATE INDEX records_created ON records (created_at)`,
  `CREATE INDEX records_message ON records (message_id)`,
  `CREATE INDEX records_pending ON records (status, created_at)`,
  `CREATE INDEX records_pending_message ON records (message_id) WHERE status = 'PENDING'`,
  `CREATE INDEX alert_incidents_open ON alert_incidents (ended_at, due_at)`,
  `CREATE INDEX alerts_pending ON alerts (status, next_at)`,
  `CREATE INDEX records_watched ON records (updated_at) WHERE status = 'SENT' AND undelivered_at IS NULL`,
  `CREATE INDEX report_hours_hour ON report_hours (hour)`,
  `CREATE INDEX report_keys_n ON report_keys (n)`,
  `CREATE TRIGGER broadcast_recipients_counted AFTER INSERT ON broadcast_recipients BEGIN
      INSERT INTO broadcast_counts (broadcast_id, total, queued, in_flight, sent, delivered, read, failed, replied, skipped, cancelled) VALUES (NEW.broadcast_id, 1, (NEW.status = 'QUEUED'), (NEW.status = 'IN_FLIGHT'), (NEW.status = 'SENT' AND NEW.record_status IS NOT 'FAILED'), (NEW.status = 'SENT' AND NEW.record_status IN ('DELIVERED', 'READ', 'PLAYED')), (NEW.status = 'SENT' AND NEW.record_status IN ('READ', 'PLAYED')), (NEW.status = 'FAILED' OR (NEW.status = 'SENT' AND NEW.record_status IS 'FAILED')), (NEW.status = 'SENT' AND NEW.replied = 1), (NEW.status = 'SKIPPED'), (NEW.status = 'CANCELLED'))
        ON CONFLICT (broadcast_id) DO UPDATE SET total = total + 1, queued = queued + excluded.queued, in_flight = in_flight + excluded.in_flight, sent = sent + excluded.sent, delivered = delivered + excluded.delivered, read = read + excluded.read, failed = failed + excluded.failed, replied = replied + excluded.replied, skipped = skipped + excluded.skipped, cancelled = cancelled + excluded.cancelled;
      INSERT INTO broadcast_failures (broadcast_id, reason, n) SELECT NEW.broadcast_id, (CASE WHEN NEW.status = 'FAILED' THEN COALESCE(NEW.reason, 'unknown')
    WHEN NEW.status = 'SENT' AND NEW.record_status IS 'FAILED' THEN COALESCE(NEW.record_error, 'unknown') END), 1
    WHERE (CASE WHEN NEW.status = 'FAILED' THEN COALESCE(NEW.reason, 'unknown')
    WHEN NEW.status = 'SENT' AND NEW.record_status IS 'FAILED' THEN COALESCE(NEW.record_error, 'unknown') END) IS NOT NULL ON CONFLICT (broadcast_id, reason) DO UPDATE SET n = n + 1;
    END`,
  `CREATE TRIGGER broadcast_recipients_recounted
    AFTER UPDATE OF status, reason, record_status, record_error, replied ON broadcast_recipients BEGIN
      UPDATE broadcast_counts SET queued = queued - (OLD.status = 'QUEUED') + (NEW.status = 'QUEUED'), in_flight = in_flight - (OLD.status = 'IN_FLIGHT') + (NEW.status = 'IN_FLIGHT'), sent = sent - (OLD.status = 'SENT' AND OLD.record_status IS NOT 'FAILED') + (NEW.status = 'SENT' AND NEW.record_status IS NOT 'FAILED'), delivered = delivered - (OLD.status = 'SENT' AND OLD.record_status IN ('DELIVERED', 'READ', 'PLAYED')) + (NEW.status = 'SENT' AND NEW.record_status IN ('DELIVERED', 'READ', 'PLAYED')), read = read - (OLD.status = 'SENT' AND OLD.record_status IN ('READ', 'PLAYED')) + (NEW.status = 'SENT' AND NEW.record_status IN ('READ', 'PLAYED')), failed = failed - (OLD.status = 'FAILED' OR (OLD.status = 'SENT' AND OLD.record_status IS 'FAILED')) + (NEW.status = 'FAILED' OR (NEW.status = 'SENT' AND NEW.record_status IS 'FAILED')), replied = replied - (OLD.status = 'SENT' AND OLD.replied = 1) + (NEW.status = 'SENT' AND NEW.replied = 1), skipped = skipped - (OLD.status = 'SKIPPED') + (NEW.status = 'SKIPPED'), cancelled = cancelled - (OLD.status = 'CANCELLED') + (NEW.status = 'CANCELLED')
        WHERE broadcast_id = NEW.broadcast_id;
      UPDATE broadcast_failures SET n = n - 1 WHERE broadcast_id = OLD.broadcast_id AND reason = (CASE WHEN OLD.status = 'FAILED' THEN COALESCE(OLD.reason, 'unknown')
    WHEN OLD.status = 'SENT' AND OLD.record_status IS 'FAILED' THEN COALESCE(OLD.record_error, 'unknown') END);
    DELETE FROM broadcast_failures WHERE broadcast_id = OLD.broadcast_id AND reason = (CASE WHEN OLD.status = 'FAILED' THEN COALESCE(OLD.reason, 'unknown')
    WHEN OLD.status = 'SENT' AND OLD.record_status IS 'FAILED' THEN COALESCE(OLD.record_error, 'unknown') END) AND n <= 0;
      INSERT INTO broadcast_failures (broadcast_id, reason, n) SELECT NEW.broadcast_id, (CASE WHEN NEW.status = 'FAILED' THEN COALESCE(NEW.reason, 'unknown')
    WHEN NEW.status = 'SENT' AND NEW.record_status IS 'FAILED' THEN COALESCE(NEW.record_error, 'unknown') END), 1
    WHERE (CASE WHEN NEW.status = 'FAILED' THEN COALESCE(NEW.reason, 'unknown')
    WHEN NEW.status = 'SENT' AND NEW.record_status IS 'FAILED' THEN COALESCE(NEW.record_error, 'unknown') END) IS NOT NULL ON CONFLICT (broadcast_id, reason) DO UPDATE SET n = n + 1;
    END`,
  `CREATE TRIGGER broadcast_recipients_reported AFTER INSERT ON broadcast_recipients
    WHEN NEW.status = 'SKIPPED' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'campaign_skipped' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE(NEW.reason, 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n; END`,
  `CREATE TRIGGER broadcast_recipients_reported_reply AFTER UPDATE OF replied ON broadcast_recipients
    WHEN OLD.replied = 0 AND NEW.replied = 1 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (COALESCE((SELECT r.created_at FROM records r WHERE r.contact = NEW.phone AND r.direction = 'INBOUND' ORDER BY r.created_at DESC LIMIT 1), NEW.updated_at)) / 3600000 * 3600000 AS h, 'campaign' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('replied', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END`,
  `CREATE TRIGGER broadcast_recipients_reported_skip AFTER UPDATE OF status ON broadcast_recipients
    WHEN NEW.status = 'SKIPPED' AND OLD.status IS NOT 'SKIPPED' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'campaign_skipped' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE(NEW.reason, 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n; END`,
  `CREATE TRIGGER broadcast_recipients_uncounted AFTER DELETE ON broadcast_recipients BEGIN
      UPDATE broadcast_counts SET total = total - 1, queued = queued - (OLD.status = 'QUEUED'), in_flight = in_flight - (OLD.status = 'IN_FLIGHT'), sent = sent - (OLD.status = 'SENT' AND OLD.record_status IS NOT 'FAILED'), delivered = delivered - (OLD.status = 'SENT' AND OLD.record_status IN ('DELIVERED', 'READ', 'PLAYED')), read = read - (OLD.status = 'SENT' AND OLD.record_status IN ('READ', 'PLAYED')), failed = failed - (OLD.status = 'FAILED' OR (OLD.status = 'SENT' AND OLD.record_status IS 'FAILED')), replied = replied - (OLD.status = 'SENT' AND OLD.replied = 1), skipped = skipped - (OLD.status = 'SKIPPED'), cancelled = cancelled - (OLD.status = 'CANCELLED')
        WHERE broadcast_id = OLD.broadcast_id;
      UPDATE broadcast_failures SET n = n - 1 WHERE broadcast_id = OLD.broadcast_id AND reason = (CASE WHEN OLD.status = 'FAILED' THEN COALESCE(OLD.reason, 'unknown')
    WHEN OLD.status = 'SENT' AND OLD.record_status IS 'FAILED' THEN COALESCE(OLD.record_error, 'unknown') END);
    DELETE FROM broadcast_failures WHERE broadcast_id = OLD.broadcast_id AND reason = (CASE WHEN OLD.status = 'FAILED' THEN COALESCE(OLD.reason, 'unknown')
    WHEN OLD.status = 'SENT' AND OLD.record_status IS 'FAILED' THEN COALESCE(OLD.record_error, 'unknown') END) AND n <= 0;
    END`,
  `CREATE TRIGGER conversations_mirror_insert AFTER INSERT ON conversations BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('conversations', NEW.contact, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq; END`,
  `CREATE TRIGGER conversations_mirror_update AFTER UPDATE ON conversations BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('conversations', NEW.contact, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq; END`,
  `CREATE TRIGGER conversations_reported AFTER INSERT ON conversations WHEN NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE('', '') AS s,
      COALESCE('opened', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE('', '') AS s,
      COALESCE('inbound', 'unknown') AS d  WHERE NEW.last_direction = 'INBOUND') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT OR REPLACE INTO report_waits (contact, opened_at, answered)
      VALUES (NEW.contact, NEW.last_at, CASE WHEN NEW.last_direction = 'INBOUND' THEN 0 ELSE 1 END); END`,
  `CREATE TRIGGER conversations_reported_handover AFTER UPDATE OF handed_over ON conversations
    WHEN OLD.handed_over = 0 AND NEW.handed_over = 1 AND NEW.status = 'OPEN' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'chatbot' AS m, COALESCE('', '') AS s,
      COALESCE('handover', 'unknown') AS d  WHERE EXISTS (SELECT 1 FROM records r WHERE r.contact = NEW.contact AND r.source = 'CHATBOT'
    AND r.created_at >= COALESCE((SELECT w.opened_at FROM report_waits w WHERE w.contact = NEW.contact), 0))) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END`,
  `CREATE TRIGGER conversations_reported_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE('', '') AS s,
      COALESCE('opened', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE('', '') AS s,
      COALESCE('inbound', 'unknown') AS d  WHERE NEW.last_direction = 'INBOUND') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT OR REPLACE INTO report_waits (contact, opened_at, answered)
      VALUES (NEW.contact, NEW.last_at, CASE WHEN NEW.last_direction = 'INBOUND' THEN 0 ELSE 1 END); END`,
  `CREATE TRIGGER conversations_reported_resolve AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'OPEN' AND NEW.status = 'RESOLVED' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (COALESCE(NEW.resolved_at, NEW.updated_at)) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE(NEW.assignee, '') AS s,
      COALESCE('resolved', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (COALESCE(NEW.resolved_at, NEW.updated_at)) / 3600000 * 3600000 AS h, 'resolution' AS m, COALESCE(NEW.assignee, '') AS s,
      COALESCE((CASE WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 15000 THEN 0 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 30000 THEN 1 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 60000 THEN 2 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 120000 THEN 3 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 300000 THEN 4 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 600000 THEN 5 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 900000 THEN 6 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 1800000 THEN 7 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 3600000 THEN 8 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 7200000 THEN 9 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 14400000 THEN 10 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 28800000 THEN 11 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 43200000 THEN 12 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 86400000 THEN 13 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 172800000 THEN 14 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 345600000 THEN 15 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 604800000 THEN 16 ELSE 17 END), 'unknown') AS d FROM report_waits w WHERE w.contact = NEW.contact) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM report_waits WHERE contact = NEW.contact;
    END`,
  `CREATE TRIGGER broadcast_records_followed AFTER UPDATE OF status, error ON records
    WHEN NEW.broadcast_id IS NOT NULL AND (NEW.status IS NOT OLD.status OR NEW.error IS NOT OLD.error) BEGIN
      UPDATE broadcast_recipients SET record_status = NEW.status, record_error = NEW.error WHERE record_id = NEW.id;
    END`,
  `CREATE TRIGGER broadcast_replies_counted AFTER INSERT ON records WHEN NEW.direction = 'INBOUND' BEGIN
      UPDATE broadcast_recipients SET replied = 1
        WHERE phone = NEW.contact AND sent_at <= NEW.created_at AND replied = 0 AND status IN ('IN_FLIGHT', 'SENT');
    END`,
  `CREATE TRIGGER records_mirror_insert AFTER INSERT ON records BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('records', NEW.id, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq; END`,
  `CREATE TRIGGER records_mirror_update AFTER UPDATE ON records BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('records', NEW.id, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq; END`,
  `CREATE TRIGGER records_reported AFTER INSERT ON records WHEN NEW.history = 0 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'messages' AS m, COALESCE(CASE WHEN NEW.source = 'DASHBOARD' THEN NEW.member_id END, '') AS s,
      COALESCE((CASE NEW.source WHEN 'CONTACT' THEN 'inbound' WHEN 'API' THEN 'api' WHEN 'DASHBOARD' THEN 'agent'
  WHEN 'BROADCAST' THEN 'broadcast' WHEN 'CHATBOT' THEN 'chatbot' ELSE LOWER(NEW.source) END), 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'chatbot' AS m, COALESCE(NEW.rule_id, '') AS s,
      COALESCE('fired', 'unknown') AS d  WHERE NEW.source = 'CHATBOT') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'first_response' AS m, COALESCE(NEW.member_id, '') AS s,
      COALESCE((CASE WHEN MAX(0, NEW.created_at - w.opened_at) < 15000 THEN 0 WHEN MAX(0, NEW.created_at - w.opened_at) < 30000 THEN 1 WHEN MAX(0, NEW.created_at - w.opened_at) < 60000 THEN 2 WHEN MAX(0, NEW.created_at - w.opened_at) < 120000 THEN 3 WHEN MAX(0, NEW.created_at - w.opened_at) < 300000 THEN 4 WHEN MAX(0, NEW.created_at - w.opened_at) < 600000 THEN 5 WHEN MAX(0, NEW.created_at - w.opened_at) < 900000 THEN 6 WHEN MAX(0, NEW.created_at - w.opened_at) < 1800000 THEN 7 WHEN MAX(0, NEW.created_at - w.opened_at) < 3600000 THEN 8 WHEN MAX(0, NEW.created_at - w.opened_at) < 7200000 THEN 9 WHEN MAX(0, NEW.created_at - w.opened_at) < 14400000 THEN 10 WHEN MAX(0, NEW.created_at - w.opened_at) < 28800000 THEN 11 WHEN MAX(0, NEW.created_at - w.opened_at) < 43200000 THEN 12 WHEN MAX(0, NEW.created_at - w.opened_at) < 86400000 THEN 13 WHEN MAX(0, NEW.created_at - w.opened_at) < 172800000 THEN 14 WHEN MAX(0, NEW.created_at - w.opened_at) < 345600000 THEN 15 WHEN MAX(0, NEW.created_at - w.opened_at) < 604800000 THEN 16 ELSE 17 END), 'unknown') AS d FROM report_waits w WHERE NEW.source = 'DASHBOARD' AND w.contact = NEW.contact AND w.answered = 0) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      UPDATE report_waits SET answered = 1 WHERE NEW.source = 'DASHBOARD' AND contact = NEW.contact AND answered = 0;
    END`,
  `CREATE TRIGGER records_reported_sent AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('sent', 'unknown') AS d  WHERE (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 1 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('delivered', 'unknown') AS d  WHERE (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 2 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 2) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('read', 'unknown') AS d  WHERE (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 3 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 3) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('played', 'unknown') AS d  WHERE (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 4 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 4) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('failed', 'unknown') AS d  WHERE NEW.status = 'FAILED' AND 'PENDING' IS NOT 'FAILED') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'failures' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown') AS d  WHERE NEW.status = 'FAILED' AND 'PENDING' IS NOT 'FAILED') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END`,
  `CREATE TRIGGER records_reported_status AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('sent', 'unknown') AS d  WHERE (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 1 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('delivered', 'unknown') AS d  WHERE (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 2 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 2) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('read', 'unknown') AS d  WHERE (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 3 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 3) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('played', 'unknown') AS d  WHERE (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 4 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 4) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('failed', 'unknown') AS d  WHERE NEW.status = 'FAILED' AND OLD.status IS NOT 'FAILED') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'failures' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown') AS d  WHERE NEW.status = 'FAILED' AND OLD.status IS NOT 'FAILED') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END`,
  `CREATE TRIGGER report_hours_mirror_insert AFTER INSERT ON report_hours BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('reports', NEW.key, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq; END`,
  `CREATE TRIGGER report_hours_mirror_update AFTER UPDATE ON report_hours BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('reports', NEW.key, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq; END`,
  'CREATE TABLE _migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  `CREATE TRIGGER conversations_started AFTER INSERT ON conversations
    WHEN NEW.last_direction = 'OUTBOUND' AND NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'started' AS m, COALESCE('', '') AS s,
      COALESCE('opened', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
      INSERT INTO health_waits (contact, started_at) VALUES (NEW.contact, NEW.created_at); END`,
  `CREATE TRIGGER conversations_started_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' AND NEW.last_direction = 'OUTBOUND' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'started' AS m, COALESCE('', '') AS s,
      COALESCE('opened', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
      INSERT INTO health_waits (contact, started_at) VALUES (NEW.contact, NEW.updated_at); END`,
  `CREATE TRIGGER records_replied AFTER INSERT ON records
    WHEN NEW.direction = 'INBOUND' AND NEW.history = 0 AND EXISTS (SELECT 1 FROM health_waits WHERE contact = NEW.contact) BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'started' AS m, COALESCE('', '') AS s,
      COALESCE('replied', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
    END`,
];
