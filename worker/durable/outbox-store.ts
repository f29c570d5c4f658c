/**
 * The device's durable outbox, in its Durable Object's SQLite: webhooks (with their HMAC keys),
 * events with their `seq` and exact body, and deliveries with every attempt. An event and one
 * delivery per subscribed webhook are written in one transaction, before anything is sent.
 */
import type { EventName, RetryPolicy, WebhookConfig } from '../webhooks/config';

export type DeliveryStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export type DeliveryRow = {
  id: string;
  webhook_id: string;
  event_seq: number;
  status: DeliveryStatus;
  attempts: number;
  next_at: number | null;
  inflight_until: number | null;
  last_status_code: number | null;
  last_error: string | null;
  resend_of: string | null;
  created_at: number;
  updated_at: number;
};

export type EventRow = { seq: number; id: string; key: string; name: EventName; at: number; body: string };

export type AttemptRow = {
  delivery_id: string;
  attempt: number;
  started_at: number;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
};

type WebhookRow = {
  id: string;
  url: string;
  events: string;
  hmac_key: string | null;
  attempts: number;
  delay_seconds: number;
  strategy: RetryPolicy['strategy'];
  enabled: number;
  created_at: number;
  updated_at: number;
};

/** Events kept for catching up (`GET /events`); older ones go once no delivery needs them. */
const EVENT_LIMIT = 50_000;
const REPORT_KEY_LIMIT = 20_000;

export class OutboxStore {
  constructor(private readonly storage: DurableObjectStorage) {
    this.createTables();
  }

  /** Idempotent; also run after `deleteAll`. */
  createTables(): void {
    const sql = this.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS webhooks (id TEXT PRIMARY KEY, url TEXT NOT NULL, events TEXT NOT NULL, hmac_key TEXT,
      attempts INTEGER NOT NULL, delay_seconds INTEGER NOT NULL, strategy TEXT NOT NULL, enabled INTEGER NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, key TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL, at INTEGER NOT NULL, body TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS deliveries (id TEXT PRIMARY KEY, webhook_id TEXT NOT NULL, event_seq INTEGER NOT NULL,
      status TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER, inflight_until INTEGER, last_status_code INTEGER,
      last_error TEXT, resend_of TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, mirrored INTEGER NOT NULL DEFAULT 0)`);
    sql.exec(`CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_at)`);
    sql.exec(`CREATE INDEX IF NOT EXISTS deliveries_mirror ON deliveries (mirrored)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS attempts (delivery_id TEXT NOT NULL, attempt INTEGER NOT NULL, started_at INTEGER NOT NULL,
      duration_ms INTEGER NOT NULL, status_code INTEGER, error TEXT, response_body TEXT, mirrored INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (delivery_id, attempt))`);
    sql.exec(`CREATE TABLE IF NOT EXISTS report_keys (key TEXT PRIMARY KEY, n INTEGER NOT NULL)`);
  }

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  // Webhooks

  listWebhooks(): WebhookConfig[] {
    return this.sql.exec<WebhookRow>(`SELECT * FROM webhooks ORDER BY created_at`).toArray().map(toWebhook);
  }

  getWebhook(id: string): WebhookConfig | null {
    const row = this.sql.exec<WebhookRow>(`SELECT * FROM webhooks WHERE id = ?`, id).toArray()[0];
    return row ? toWebhook(row) : null;
  }

  putWebhook(hook: WebhookConfig): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO webhooks (id, url, events, hmac_key, attempts, delay_seconds, strategy, enabled, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      hook.id,
      hook.url,
      JSON.stringify(hook.events),
      hook.hmacKey,
      hook.retry.attempts,
      hook.retry.delaySeconds,
      hook.retry.strategy,
      hook.enabled ? 1 : 0,
      hook.createdAt,
      hook.updatedAt,
    );
  }

  /** Removes a webhook; its pending deliveries end FAILED (kept in the history). */
  deleteWebhook(id: string, now: number): void {
    this.storage.transactionSync(() => {
      this.sql.exec(`DELETE FROM webhooks WHERE id = ?`, id);
      this.sql.exec(
        `UPDATE deliveries SET status = 'FAILED', next_at = NULL, last_error = 'webhook removed', updated_at = ?, mirrored = 0
         WHERE webhook_id = ? AND status = 'PENDING'`,
        now,
        id,
      );
    });
  }

  // Reports and events

  /** True when a report with this key was taken before (the node repeats until acknowledged). */
  seen(key: string): boolean {
    return this.sql.exec(`SELECT 1 FROM report_keys WHERE key = ?`, key).toArray().length > 0;
  }

  markSeen(key: string): void {
    const n = this.sql.exec<{ n: number }>(`SELECT COALESCE(MAX(n), 0) AS n FROM report_keys`).one().n + 1;
    this.sql.exec(`INSERT OR IGNORE INTO report_keys (key, n) VALUES (?, ?)`, key, n);
    if (n % 1000 === 0) this.sql.exec(`DELETE FROM report_keys WHERE n <= ?`, n - REPORT_KEY_LIMIT);
  }

  nextSeq(): number {
    return this.sql.exec<{ s: number }>(`SELECT COALESCE(MAX(seq), 0) AS s FROM events`).one().s + 1;
  }

  /**
   * Writes an event and one delivery per enabled webhook subscribed to it, in one transaction,
   * and marks the report key seen. Returns the delivery ids.
   */
  appendEvent(event: EventRow, deliveryIds: () => string, now: number): string[] {
    return this.storage.transactionSync(() => {
      this.sql.exec(
        `INSERT INTO events (seq, id, key, name, at, body) VALUES (?, ?, ?, ?, ?, ?)`,
        event.seq,
        event.id,
        event.key,
        event.name,
        event.at,
        event.body,
      );
      this.markSeen(event.key);
      const ids: string[] = [];
      for (const hook of this.listWebhooks()) {
        if (!hook.enabled || !hook.events.includes(event.name)) continue;
        const id = deliveryIds();
        this.insertDelivery(id, hook.id, event.seq, now, null);
        ids.push(id);
      }
      if (event.seq % 1000 === 0) this.prune();
      return ids;
    });
  }

  private insertDelivery(id: string, webhookId: string, seq: number, now: number, resendOf: string | null): void {
    this.sql.exec(
      `INSERT INTO deliveries (id, webhook_id, event_seq, status, attempts, next_at, created_at, updated_at, resend_of)
       VALUES (?, ?, ?, 'PENDING', 0, ?, ?, ?, ?)`,
      id,
      webhookId,
      seq,
      now,
      now,
      now,
      resendOf,
    );
  }

  /** Drops the oldest events beyond the limit, unless a pending delivery still needs them. */
  private prune(): void {
    this.sql.exec(
      `DELETE FROM events WHERE seq <= (SELECT MAX(seq) FROM events) - ?
         AND seq NOT IN (SELECT event_seq FROM deliveries WHERE status = 'PENDING')`,
      EVENT_LIMIT,
    );
  }

  event(seq: number): EventRow | null {
    return this.sql.exec<EventRow>(`SELECT * FROM events WHERE seq = ?`, seq).toArray()[0] ?? null;
  }

  eventsAfter(after: number, limit: number): EventRow[] {
    return this.sql.exec<EventRow>(`SELECT * FROM events WHERE seq > ? ORDER BY seq LIMIT ?`, after, limit).toArray();
  }

  // Deliveries

  delivery(id: string): DeliveryRow | null {
    return this.sql.exec<DeliveryRow>(`SELECT * FROM deliveries WHERE id = ?`, id).toArray()[0] ?? null;
  }

  resend(original: DeliveryRow, id: string, now: number): void {
    this.insertDelivery(id, original.webhook_id, original.event_seq, now, original.id);
  }

  /**
   * Deliveries due now, at most one per webhook and none for a webhook with an attempt in flight,
   * so one webhook's deliveries go out one at a time while other webhooks go on.
   */
  due(now: number, limit: number): DeliveryRow[] {
    const rows = this.sql
      .exec<DeliveryRow>(
        `SELECT * FROM deliveries WHERE status = 'PENDING' AND next_at <= ?
           AND (inflight_until IS NULL OR inflight_until <= ?)
           AND webhook_id NOT IN (SELECT webhook_id FROM deliveries WHERE inflight_until > ? AND status = 'PENDING')
         ORDER BY next_at, event_seq LIMIT 200`,
        now,
        now,
        now,
      )
      .toArray();
    const perWebhook = new Map<string, DeliveryRow>();
    for (const row of rows) if (!perWebhook.has(row.webhook_id)) perWebhook.set(row.webhook_id, row);
    return [...perWebhook.values()].slice(0, limit);
  }

  markInflight(id: string, until: number): void {
    this.sql.exec(`UPDATE deliveries SET inflight_until = ? WHERE id = ?`, until, id);
  }

  /** A new instance of the object has no attempt in flight: whatever was marked died with the old one. */
  clearInflight(): void {
    this.sql.exec(`UPDATE deliveries SET inflight_until = NULL WHERE inflight_until IS NOT NULL`);
  }

  recordAttempt(
    attempt: AttemptRow,
    outcome: { status: DeliveryStatus; nextAt: number | null; lastError?: string | null },
  ): void {
    this.storage.transactionSync(() => {
      this.sql.exec(
        `INSERT OR REPLACE INTO attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, mirrored)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0)`,
        attempt.delivery_id,
        attempt.attempt,
        attempt.started_at,
        attempt.duration_ms,
        attempt.status_code,
        attempt.error,
        attempt.response_body,
      );
      this.sql.exec(
        `UPDATE deliveries SET status = ?, attempts = ?, next_at = ?, inflight_until = NULL, last_status_code = ?, last_error = ?,
           updated_at = ?, mirrored = 0 WHERE id = ?`,
        outcome.status,
        attempt.attempt,
        outcome.nextAt,
        attempt.status_code,
        outcome.lastError === undefined ? attempt.error : outcome.lastError,
        attempt.started_at + attempt.duration_ms,
        attempt.delivery_id,
      );
    });
  }

  /** Ends a delivery without an attempt (its webhook or event is gone). */
  abandon(id: string, reason: string, now: number): void {
    this.sql.exec(
      `UPDATE deliveries SET status = 'FAILED', next_at = NULL, inflight_until = NULL, last_error = ?, updated_at = ?, mirrored = 0 WHERE id = ?`,
      reason,
      now,
      id,
    );
  }

  /** When the scheduler must wake next: the earliest due delivery or in-flight deadline. */
  nextWake(): number | null {
    return this.sql
      .exec<{ t: number | null }>(
        `SELECT MIN(CASE WHEN inflight_until IS NOT NULL THEN inflight_until ELSE next_at END) AS t
         FROM deliveries WHERE status = 'PENDING'`,
      )
      .one().t;
  }

  unmirroredDeliveries(limit: number): DeliveryRow[] {
    return this.sql.exec<DeliveryRow>(`SELECT * FROM deliveries WHERE mirrored = 0 LIMIT ?`, limit).toArray();
  }

  unmirroredAttempts(limit: number): AttemptRow[] {
    return this.sql.exec<AttemptRow>(`SELECT * FROM attempts WHERE mirrored = 0 LIMIT ?`, limit).toArray();
  }

  /** Marks rows mirrored unless they changed again since they were read. */
  markMirrored(deliveries: DeliveryRow[], attempts: AttemptRow[]): void {
    this.storage.transactionSync(() => {
      for (const d of deliveries) this.sql.exec(`UPDATE deliveries SET mirrored = 1 WHERE id = ? AND updated_at = ?`, d.id, d.updated_at);
      for (const a of attempts) this.sql.exec(`UPDATE attempts SET mirrored = 1 WHERE delivery_id = ? AND attempt = ?`, a.delivery_id, a.attempt);
    });
  }

  hasUnmirrored(): boolean {
    return (
      this.sql.exec(`SELECT 1 FROM deliveries WHERE mirrored = 0 LIMIT 1`).toArray().length > 0 ||
      this.sql.exec(`SELECT 1 FROM attempts WHERE mirrored = 0 LIMIT 1`).toArray().length > 0
    );
  }
}

function toWebhook(row: WebhookRow): WebhookConfig {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as EventName[],
    hmacKey: row.hmac_key,
    retry: { attempts: row.attempts, delaySeconds: row.delay_seconds, strategy: row.strategy },
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
