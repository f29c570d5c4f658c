/**
 * The one source of truth for D1. Migrations in `migrations/` are generated from this file by
 * `drizzle-kit generate --name verb_noun` and applied only by wrangler.
 * Columns are snake_case, fields camelCase, timestamps integers in milliseconds.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const workspaces = sqliteTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: integer('created_at').notNull(),
});

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, enough to recognise it in a list. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_key_hash').on(t.keyHash), index('api_keys_workspace').on(t.workspaceId)],
);

export const devices = sqliteTable(
  'devices',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Mirror of the Durable Object's status, for lists; the object is the authority. */
    status: text('status').notNull(),
    phoneNumber: text('phone_number'),
    /** Whether a session-node should hold the device (false after a logout until `connect`). */
    wanted: integer('wanted', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('devices_workspace').on(t.workspaceId)],
);

export const contacts = sqliteTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('contacts_workspace_phone').on(t.workspaceId, t.phoneNumber)],
);

export const templates = sqliteTable(
  'templates',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('templates_workspace').on(t.workspaceId)],
);

export const messages = sqliteTable(
  'messages',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    contactId: text('contact_id').notNull(),
    broadcastId: text('broadcast_id'),
    direction: text('direction', { enum: ['OUTBOUND', 'INBOUND'] }).notNull(),
    status: text('status').notNull(),
    content: text('content').notNull(),
    mediaUrl: text('media_url'),
    /** The messaging-app id, once the session sent (or received) the message. */
    messageId: text('message_id'),
    source: text('source').notNull(),
    templateId: text('template_id'),
    replyToId: text('reply_to_id'),
    error: text('error'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('messages_inbox').on(t.workspaceId, t.createdAt),
    index('messages_device_message').on(t.deviceId, t.messageId),
  ],
);

export const requestLog = sqliteTable(
  'request_log',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    keyId: text('key_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    deviceId: text('device_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('request_log_workspace').on(t.workspaceId, t.createdAt)],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    workspaceId: text('workspace_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is a 422. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    /** The record a request left behind when it ended in 504, so a retry can report its fate. */
    recordId: text('record_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.key] })],
);

/**
 * Webhooks as the management interface lists them. The device's Durable Object holds the
 * authoritative copy, with the HMAC key, which never leaves it.
 */
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

/** Delivery history, mirrored from the device's Durable Object after every attempt. */
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
  (t) => [index('deliveries_webhook').on(t.webhookId, t.createdAt)],
);

export const deliveryAttempts = sqliteTable(
  'delivery_attempts',
  {
    deliveryId: text('delivery_id').notNull(),
    attempt: integer('attempt').notNull(),
    startedAt: integer('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    /** The first 1 KiB of the response body. */
    responseBody: text('response_body'),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] })],
);
