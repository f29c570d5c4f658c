/**
 * A device object's SQLite as the code before versioned migrations wrote it (copied from it, and
 * never to be brought up to date: it is what objects in the field hold). `older`: an object made
 * before the columns that code added on each start with `ensureColumn`, and before its mirror
 * triggers.
 */

/** The statement the mirror triggers ran (`d1-mirror.ts`'s `queueEntry` then). */
const queueEntry = (owner: string, key: string, payload: string) =>
  `INSERT INTO d1_mirror (owner, key, payload, seq) VALUES (${owner}, ${key}, ${payload}, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq`;

const trigger = (table: string, keyColumn: string, owner: string, event: 'INSERT' | 'UPDATE') =>
  `CREATE TRIGGER ${table}_mirror_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${queueEntry(`'${owner}'`, `NEW.${keyColumn}`, 'NULL')}; END`;

/** What `ensureColumn` did: the column appended when missing. */
const added = (table: string, column: string, definition: string) => `ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`;

export function previousSchema(older: boolean): string[] {
  const sinceThen = (...statements: string[]) => (older ? [] : statements);
  return [
    // DeviceStateStore
    `CREATE TABLE IF NOT EXISTS state (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    // D1Mirror
    `CREATE TABLE IF NOT EXISTS d1_mirror (owner TEXT NOT NULL, key TEXT NOT NULL, payload TEXT,
      seq INTEGER NOT NULL, PRIMARY KEY (owner, key))`,
    `CREATE INDEX IF NOT EXISTS d1_mirror_seq ON d1_mirror (seq)`,
    // LoginStore
    `CREATE TABLE IF NOT EXISTS auth_keys (type TEXT NOT NULL, id TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (type, id))`,
    // EventLog
    `CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, key TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL, at INTEGER NOT NULL, body TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS report_keys (key TEXT PRIMARY KEY, n INTEGER NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS report_keys_n ON report_keys (n)`,
    // MessageStore
    `CREATE TABLE IF NOT EXISTS messages (id TEXT PRIMARY KEY, remote_jid TEXT NOT NULL, from_me INTEGER NOT NULL,
      participant TEXT, raw TEXT NOT NULL, ts INTEGER NOT NULL, seq INTEGER NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS messages_seq ON messages (seq)`,
    ...sinceThen(added('messages', 'record_id', 'TEXT'), added('messages', 'phone_number', 'TEXT')),
    // RecordStore
    `CREATE TABLE IF NOT EXISTS records (id TEXT PRIMARY KEY, contact TEXT NOT NULL, contact_id TEXT NOT NULL, broadcast_id TEXT,
      direction TEXT NOT NULL, status TEXT NOT NULL, content TEXT NOT NULL, media_url TEXT, message_id TEXT, source TEXT NOT NULL,
      template_id TEXT, reply_to_id TEXT, error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`,
    ...sinceThen(added('records', 'member_id', 'TEXT'), added('records', 'rule_id', 'TEXT')),
    `CREATE INDEX IF NOT EXISTS records_pending ON records (status, created_at)`,
    `CREATE INDEX IF NOT EXISTS records_pending_message ON records (message_id) WHERE status = 'PENDING'`,
    `CREATE INDEX IF NOT EXISTS records_created ON records (created_at)`,
    `CREATE INDEX IF NOT EXISTS records_contact ON records (contact, created_at)`,
    ...sinceThen(trigger('records', 'id', 'records', 'INSERT'), trigger('records', 'id', 'records', 'UPDATE')),
    // WebhookStore
    `CREATE TABLE IF NOT EXISTS webhooks (id TEXT PRIMARY KEY, url TEXT NOT NULL, events TEXT NOT NULL, hmac_key TEXT,
      attempts INTEGER NOT NULL, delay_seconds INTEGER NOT NULL, strategy TEXT NOT NULL, enabled INTEGER NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`,
    ...sinceThen(added('webhooks', 'concurrency', 'INTEGER'), added('webhooks', 'from_seq', 'INTEGER')),
    `CREATE TABLE IF NOT EXISTS deliveries (id TEXT PRIMARY KEY, webhook_id TEXT NOT NULL, event_seq INTEGER NOT NULL,
      status TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER, inflight_until INTEGER, last_status_code INTEGER,
      last_error TEXT, resend_of TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS deliveries_due_order ON deliveries (status, next_at, event_seq)`,
    `CREATE INDEX IF NOT EXISTS deliveries_webhook ON deliveries (webhook_id, status, next_at)`,
    `CREATE TABLE IF NOT EXISTS attempts (delivery_id TEXT NOT NULL, attempt INTEGER NOT NULL, started_at INTEGER NOT NULL,
      duration_ms INTEGER NOT NULL, status_code INTEGER, error TEXT, response_body TEXT, PRIMARY KEY (delivery_id, attempt))`,
    // ConversationStore
    `CREATE TABLE IF NOT EXISTS conversations (contact TEXT PRIMARY KEY, id TEXT NOT NULL UNIQUE, contact_id TEXT NOT NULL,
      status TEXT NOT NULL, assignee TEXT, unread INTEGER NOT NULL, messages INTEGER NOT NULL, last_at INTEGER NOT NULL,
      last_text TEXT NOT NULL, last_direction TEXT NOT NULL, last_source TEXT NOT NULL, handed_over INTEGER NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, resolved_at INTEGER)`,
    `CREATE TABLE IF NOT EXISTS conversation_notes (id TEXT PRIMARY KEY, contact TEXT NOT NULL, member_id TEXT,
      text TEXT NOT NULL, created_at INTEGER NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS conversation_notes_contact ON conversation_notes (contact, created_at)`,
    ...sinceThen(
      trigger('conversations', 'contact', 'conversations', 'INSERT'),
      trigger('conversations', 'contact', 'conversations', 'UPDATE'),
    ),
    // ChatbotStore
    `CREATE TABLE IF NOT EXISTS chatbot_config (k TEXT PRIMARY KEY, v TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS chatbot_queue (id TEXT PRIMARY KEY, contact TEXT NOT NULL, rule_id TEXT NOT NULL, text TEXT NOT NULL,
      content TEXT NOT NULL, created_at INTEGER NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS chatbot_queue_next ON chatbot_queue (next_at)`,
    `CREATE TABLE IF NOT EXISTS chatbot_replies (contact TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS chatbot_replies_contact ON chatbot_replies (contact, at)`,
    // BroadcastStore, RecipientStore, PaceStore
    `CREATE TABLE IF NOT EXISTS broadcasts (id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, name TEXT NOT NULL, status TEXT NOT NULL,
      paused_reason TEXT, message TEXT NOT NULL, audience TEXT NOT NULL, country_code TEXT NOT NULL, created_by TEXT, scheduled_at INTEGER,
      started_at INTEGER, completed_at INTEGER, last_sent_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS broadcast_recipients (broadcast_id TEXT NOT NULL, position INTEGER NOT NULL, line INTEGER,
      phone TEXT NOT NULL, name TEXT, vars TEXT NOT NULL, status TEXT NOT NULL, record_id TEXT, message_id TEXT,
      attempts INTEGER NOT NULL DEFAULT 0, reason TEXT, sent_at INTEGER, updated_at INTEGER NOT NULL, PRIMARY KEY (broadcast_id, position))`,
    `CREATE INDEX IF NOT EXISTS broadcast_recipients_status ON broadcast_recipients (broadcast_id, status, position)`,
    `CREATE INDEX IF NOT EXISTS broadcast_recipients_in_flight ON broadcast_recipients (status) WHERE status = 'IN_FLIGHT'`,
    `CREATE TABLE IF NOT EXISTS broadcast_pace (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS broadcast_days (day TEXT PRIMARY KEY, started INTEGER NOT NULL)`,
  ];
}
