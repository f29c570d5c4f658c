/**
 * Webhooks and their delivery history as the management interface lists them: copies of each
 * device's Durable Object (which holds the authoritative configuration, with the HMAC key that
 * never leaves it), written only by `webhook-mirror.ts`.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const webhooks = sqliteTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    deviceId: text('device_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    url: text('url').notNull(),
    /** JSON array of event names. */
    events: text('events').notNull(),
    hasHmacKey: integer('has_hmac_key', { mode: 'boolean' }).notNull(),
    retryAttempts: integer('retry_attempts').notNull(),
    retryDelaySeconds: integer('retry_delay_seconds').notNull(),
    retryStrategy: text('retry_strategy', { enum: ['fixed', 'linear', 'exponential'] }).notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('webhooks_device').on(t.deviceId)],
);

export const deliveries = sqliteTable(
  'deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id').notNull(),
    deviceId: text('device_id').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    seq: integer('seq').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] }).notNull(),
    attempts: integer('attempts').notNull(),
    /** The exact bytes every attempt sends. */
    requestBody: text('request_body').notNull(),
    nextAttemptAt: integer('next_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** The delivery this one resends, if any. */
    resendOf: text('resend_of'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
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
