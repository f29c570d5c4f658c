/** The webhooks' tables in a device's Durable Object (`webhook-store.ts`), read by drizzle-kit for the object's migrations. */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { attemptColumns, deliveryColumns, webhookColumns } from './tables';

/** The device's webhooks, with the HMAC key that never leaves the object. */
export const objectWebhooks = sqliteTable('webhooks', {
  ...webhookColumns(),
  hmacKey: text('hmac_key'),
  concurrency: integer('concurrency'),
  fromSeq: integer('from_seq'),
});

/** One delivery of an event to a webhook; its body is the event's, in the event log. */
export const objectDeliveries = sqliteTable(
  'deliveries',
  {
    ...deliveryColumns(),
    eventSeq: integer('event_seq').notNull(),
    nextAt: integer('next_at'),
  },
  (t) => [
    // Ordered as `WebhookStore.due` reads it, so a long queue is walked, never sorted.
    index('deliveries_due_order').on(t.status, t.nextAt, t.eventSeq),
    // A webhook's own deliveries: the last one queued behind, its pending ones when it is removed.
    index('deliveries_webhook').on(t.webhookId, t.status, t.nextAt),
  ],
);

/** Each attempt of a delivery: D1's `delivery_attempts` copies them. */
export const attempts = sqliteTable('attempts', attemptColumns(), (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] })]);

/** Each webhook's attempts and failures per hour (`webhook-health.ts`). */
export const webhookHours = sqliteTable(
  'webhook_hours',
  {
    webhookId: text('webhook_id').notNull(),
    hour: integer('hour').notNull(),
    attempts: integer('attempts').notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.webhookId, t.hour] })],
);

/** Each webhook's last attempt's outcome. */
export const webhookLast = sqliteTable('webhook_last', {
  webhookId: text('webhook_id').primaryKey(),
  at: integer('at').notNull(),
  ok: integer('ok').notNull(),
  statusCode: integer('status_code'),
  error: text('error'),
});
