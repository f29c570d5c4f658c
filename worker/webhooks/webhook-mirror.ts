/**
 * The one writer of the D1 copies of a device's webhooks (without their HMAC keys), deliveries and
 * attempts, which the management interface lists. Each queued key is written as the object holds it
 * when the mirror flushes: the latest state, or a delete when it is gone. A delivery's attempts go
 * with it (an attempt never changes: one written already is left as it is).
 */
import type { DeviceStateStore } from '../kernel/device-state';
import { d1Copy } from '../shared/d1-copy';
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { rowsStatements } from '../shared/d1-rows';
import { deliveries, deliveryAttempts, webhooks } from './tables';
import { MIRRORED, type WebhookStore } from './webhook-store';

/** Every column of D1's `webhooks` (`tables.ts`), each bound to its field; what a webhook belongs to is written once. */
export const WEBHOOK_COPY = d1Copy(webhooks, { keep: ['deviceId', 'workspaceId', 'createdAt'] });
const DELETE_WEBHOOK = `DELETE FROM webhooks WHERE id = ?1`;
/** Every column of D1's `deliveries`; what a delivery carries (its webhook, device, event and body) is written once. */
export const DELIVERY_COPY = d1Copy(deliveries, {
  keep: ['webhookId', 'deviceId', 'eventId', 'event', 'seq', 'requestBody', 'resendOf', 'createdAt'],
});
/** Every column of D1's `delivery_attempts`: an attempt never changes once made. */
export const ATTEMPT_COPY = d1Copy(deliveryAttempts, { onConflict: 'nothing' });

export function webhookMirrors(d1: D1Database, state: DeviceStateStore, store: WebhookStore): MirrorOwner[] {
  const device = () => {
    const info = state.get().info;
    if (!info) throw new Error('a device without identity has nothing to mirror');
    return info;
  };
  return [
    {
      name: MIRRORED.webhooks,
      statements: (entries: MirrorEntry[]) =>
        entries.map(({ key }) => {
          const hook = store.getWebhook(key);
          if (!hook) return d1.prepare(DELETE_WEBHOOK).bind(key);
          const { id, workspaceId } = device();
          const row = {
            ...hook,
            deviceId: id,
            workspaceId,
            events: JSON.stringify(hook.events),
            hasHmacKey: hook.hmacKey !== null,
            retryAttempts: hook.retry.attempts,
            retryDelaySeconds: hook.retry.delaySeconds,
            retryStrategy: hook.retry.strategy,
          };
          return d1.prepare(WEBHOOK_COPY.sql).bind(...WEBHOOK_COPY.values(row));
        }),
    },
    {
      name: MIRRORED.deliveries,
      // A delivery brings its attempts (after it): an attempt is queued by its delivery's key.
      statements: (entries: MirrorEntry[]) => {
        const ids = entries.map(({ key }) => key);
        const rows = store.deliveriesWithEvents(ids);
        const deliveryStatements = rowsStatements(
          d1,
          DELIVERY_COPY.statement,
          entries.flatMap(({ key }) => {
            const d = rows.get(key);
            if (!d) return [];
            return [
              DELIVERY_COPY.values({
                id: d.id,
                webhookId: d.webhook_id,
                deviceId: device().id,
                eventId: d.event_id ?? '',
                event: d.event_name ?? '',
                seq: d.event_seq,
                status: d.status,
                attempts: d.attempts,
                requestBody: d.event_body ?? '',
                nextAttemptAt: d.next_at,
                lastStatusCode: d.last_status_code,
                lastError: d.last_error,
                resendOf: d.resend_of,
                createdAt: d.created_at,
                updatedAt: d.updated_at,
              }),
            ];
          }),
        );
        const attempts = [...store.attemptsOf(ids).values()].map((a) => ATTEMPT_COPY.values(a));
        return [...deliveryStatements, ...rowsStatements(d1, ATTEMPT_COPY.statement, attempts)];
      },
    },
    {
      // Attempts queued on their own, before a delivery brought its attempts.
      name: MIRRORED.attempts,
      statements: (entries: MirrorEntry[]) => {
        const deliveryIds = [...new Set(entries.map(({ key }) => key.slice(0, key.lastIndexOf(':'))))];
        const rows = store.attemptsOf(deliveryIds);
        return rowsStatements(
          d1,
          ATTEMPT_COPY.statement,
          entries.flatMap(({ key }) => {
            const a = rows.get(key);
            return a ? [ATTEMPT_COPY.values(a)] : [];
          }),
        );
      },
    },
  ];
}
