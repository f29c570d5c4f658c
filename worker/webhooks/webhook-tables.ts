/**
 * The SQLite tables of a device's webhooks, their deliveries and attempts (read and written by
 * `webhook-store.ts`), each step as the device object's migrations run it.
 */
import { ensureColumn } from '../shared/sqlite';

/**
 * The webhooks', deliveries' and attempts' tables as the device object's baseline migration (0001)
 * leaves them, in an object made by any earlier code too; frozen: a change of them is a migration of its own.
 */
export function createWebhookTables(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS webhooks (id TEXT PRIMARY KEY, url TEXT NOT NULL, events TEXT NOT NULL, hmac_key TEXT,
      attempts INTEGER NOT NULL, delay_seconds INTEGER NOT NULL, strategy TEXT NOT NULL, enabled INTEGER NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
  ensureColumn(sql, 'webhooks', 'concurrency', 'INTEGER');
  ensureColumn(sql, 'webhooks', 'from_seq', 'INTEGER');
  sql.exec(`CREATE TABLE IF NOT EXISTS deliveries (id TEXT PRIMARY KEY, webhook_id TEXT NOT NULL, event_seq INTEGER NOT NULL,
      status TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER, inflight_until INTEGER, last_status_code INTEGER,
      last_error TEXT, resend_of TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
  // Ordered as `WebhookStore.due` reads it, so a long queue is walked, never sorted.
  sql.exec(`CREATE INDEX IF NOT EXISTS deliveries_due_order ON deliveries (status, next_at, event_seq)`);
  // A webhook's own deliveries: the last one queued behind (`WebhookStore.queueAt`), its pending ones when it is removed.
  sql.exec(`CREATE INDEX IF NOT EXISTS deliveries_webhook ON deliveries (webhook_id, status, next_at)`);
  sql.exec(`CREATE TABLE IF NOT EXISTS attempts (delivery_id TEXT NOT NULL, attempt INTEGER NOT NULL, started_at INTEGER NOT NULL,
      duration_ms INTEGER NOT NULL, status_code INTEGER, error TEXT, response_body TEXT, PRIMARY KEY (delivery_id, attempt))`);
}

/**
 * Migration 0009: the deliveries in flight, found by their deadline without reading the queue
 * (a handful at most: a webhook's concurrency).
 */
export function indexInflightDeliveries(sql: SqlStorage): void {
  sql.exec(`CREATE INDEX IF NOT EXISTS deliveries_inflight ON deliveries (inflight_until) WHERE inflight_until IS NOT NULL`);
}
