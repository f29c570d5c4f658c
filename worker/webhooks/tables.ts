/**
 * Webhooks and their delivery history as the management interface lists them: copies of each
 * device's Durable Object (which holds the authoritative configuration, with the HMAC key that
 * never leaves it), written only by `webhook-mirror.ts`.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A webhook's columns, the same in D1's `webhooks` and in the `webhooks` table of the device's object
 * that holds it (`object-tables.ts`): a field added here is in both and in the D1 copy's statement
 * (`webhook-mirror.ts`).
 */
export const webhookColumns = () => ({
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  /** JSON array of event names. */
  events: text('events').notNull(),
  retryAttempts: integer('retry_attempts').notNull(),
  retryDelaySeconds: integer('retry_delay_seconds').notNull(),
  retryStrategy: text('retry_strategy', { enum: ['fixed', 'linear', 'exponential'] }).notNull(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const webhooks = sqliteTable(
  'webhooks',
  {
    ...webhookColumns(),
    deviceId: text('device_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    /** The key never leaves the object: D1 says only whether there is one. */
    hasHmacKey: integer('has_hmac_key', { mode: 'boolean' }).notNull(),
  },
  (t) => [index('webhooks_device').on(t.deviceId)],
);

/**
 * A delivery's columns, the same in D1's `deliveries` and in the object's (`object-tables.ts`); the
 * object keeps its schedule (`next_at`) and names its event by seq, D1 copies the event's id, name
 * and body beside them.
 */
export const deliveryColumns = () => ({
  id: text('id').primaryKey(),
  webhookId: text('webhook_id').notNull(),
  status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] }).notNull(),
  attempts: integer('attempts').notNull(),
  lastStatusCode: integer('last_status_code'),
  lastError: text('last_error'),
  /** The delivery this one resends, if any. */
  resendOf: text('resend_of'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const deliveries = sqliteTable(
  'deliveries',
  {
    ...deliveryColumns(),
    deviceId: text('device_id').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    seq: integer('seq').notNull(),
    /** The exact bytes every attempt sends. */
    requestBody: text('request_body').notNull(),
    nextAttemptAt: integer('next_attempt_at'),
  },
  (t) => [
    index('deliveries_webhook_page').on(t.webhookId, t.createdAt, t.id),
    index('deliveries_status_page').on(t.webhookId, t.status, t.createdAt, t.id),
  ],
);

/** A delivery attempt's columns, the same in D1's `delivery_attempts` and in the object's `attempts` (`object-tables.ts`). */
export const attemptColumns = () => ({
  deliveryId: text('delivery_id').notNull(),
  attempt: integer('attempt').notNull(),
  startedAt: integer('started_at').notNull(),
  durationMs: integer('duration_ms').notNull(),
  statusCode: integer('status_code'),
  error: text('error'),
  /** The first 1 KiB of the response body. */
  responseBody: text('response_body'),
});

export const deliveryAttempts = sqliteTable('delivery_attempts', attemptColumns(), (t) => [
  primaryKey({ columns: [t.deliveryId, t.attempt] }),
]);
