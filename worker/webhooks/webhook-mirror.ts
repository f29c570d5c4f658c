/**
 * The one writer of the D1 copies of a device's webhooks (without their HMAC keys), deliveries and
 * attempts, which the management interface lists. Each queued key is written as the object holds it
 * when the mirror flushes: the latest state, or a delete when it is gone.
 */
import { eq } from 'drizzle-orm';
import type { DeviceStateStore } from '../devices/device-state';
import type { EventLog } from '../events/event-log';
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import type { BatchItem, Db } from '../shared/db';
import { deliveries, deliveryAttempts, webhooks } from './tables';
import { MIRRORED, type WebhookStore } from './webhook-store';

export function webhookMirrors(db: Db, state: DeviceStateStore, store: WebhookStore, log: EventLog): MirrorOwner[] {
  const device = () => {
    const info = state.get().info;
    if (!info) throw new Error('a device without identity has nothing to mirror');
    return info;
  };
  return [
    {
      name: MIRRORED.webhooks,
      statements: (entries: MirrorEntry[]): BatchItem[] =>
        entries.map(({ key }) => {
          const hook = store.getWebhook(key);
          if (!hook) return db.delete(webhooks).where(eq(webhooks.id, key));
          const { id, workspaceId } = device();
          const row = {
            id: hook.id,
            deviceId: id,
            workspaceId,
            url: hook.url,
            events: JSON.stringify(hook.events),
            hasHmacKey: hook.hmacKey !== null,
            retryAttempts: hook.retry.attempts,
            retryDelaySeconds: hook.retry.delaySeconds,
            retryStrategy: hook.retry.strategy,
            enabled: hook.enabled,
            createdAt: hook.createdAt,
            updatedAt: hook.updatedAt,
          };
          const { id: _id, createdAt: _created, ...changes } = row;
          return db.insert(webhooks).values(row).onConflictDoUpdate({ target: webhooks.id, set: changes });
        }),
    },
    {
      name: MIRRORED.deliveries,
      statements: (entries: MirrorEntry[]): BatchItem[] =>
        entries.flatMap(({ key }) => {
          const d = store.delivery(key);
          if (!d) return [];
          const event = log.get(d.event_seq);
          const row = {
            id: d.id,
            webhookId: d.webhook_id,
            deviceId: device().id,
            eventId: event?.id ?? '',
            event: event?.name ?? '',
            seq: d.event_seq,
            status: d.status,
            attempts: d.attempts,
            requestBody: event?.body ?? '',
            nextAttemptAt: d.next_at,
            lastStatusCode: d.last_status_code,
            lastError: d.last_error,
            resendOf: d.resend_of,
            createdAt: d.created_at,
            updatedAt: d.updated_at,
          };
          const { id: _id, requestBody: _body, createdAt: _created, eventId: _event, ...changes } = row;
          return [db.insert(deliveries).values(row).onConflictDoUpdate({ target: deliveries.id, set: changes })];
        }),
    },
    {
      name: MIRRORED.attempts,
      statements: (entries: MirrorEntry[]): BatchItem[] =>
        entries.flatMap(({ key }) => {
          const at = key.lastIndexOf(':');
          const a = store.attempt(key.slice(0, at), Number(key.slice(at + 1)));
          if (!a) return [];
          const row = {
            deliveryId: a.delivery_id,
            attempt: a.attempt,
            startedAt: a.started_at,
            durationMs: a.duration_ms,
            statusCode: a.status_code,
            error: a.error,
            responseBody: a.response_body,
          };
          return [db.insert(deliveryAttempts).values(row).onConflictDoNothing()];
        }),
    },
  ];
}
