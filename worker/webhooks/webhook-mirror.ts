/**
 * The one writer of the D1 copies of a device's webhooks (without their HMAC keys), deliveries and
 * attempts, which the management interface lists. Each queued key is written as the object holds it
 * when the mirror flushes: the latest state, or a delete when it is gone.
 */
import type { DeviceStateStore } from '../kernel/device-state';
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { type RowsStatement, rowsStatements } from '../shared/d1-rows';
import { MIRRORED, type WebhookStore } from './webhook-store';

export const UPSERT_WEBHOOK = `INSERT INTO webhooks (id, device_id, workspace_id, url, events, has_hmac_key, retry_attempts, retry_delay_seconds,
  retry_strategy, enabled, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
  ON CONFLICT (id) DO UPDATE SET url = excluded.url, events = excluded.events, has_hmac_key = excluded.has_hmac_key,
  retry_attempts = excluded.retry_attempts, retry_delay_seconds = excluded.retry_delay_seconds, retry_strategy = excluded.retry_strategy,
  enabled = excluded.enabled, updated_at = excluded.updated_at`;
const DELETE_WEBHOOK = `DELETE FROM webhooks WHERE id = ?1`;
export const UPSERT_DELIVERIES: RowsStatement = {
  head: `INSERT INTO deliveries (id, webhook_id, device_id, event_id, event, seq, status, attempts, request_body,
  next_attempt_at, last_status_code, last_error, resend_of, created_at, updated_at) VALUES`,
  row: '(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)',
  tail: `ON CONFLICT (id) DO UPDATE SET status = excluded.status, attempts = excluded.attempts, next_attempt_at = excluded.next_attempt_at,
  last_status_code = excluded.last_status_code, last_error = excluded.last_error, updated_at = excluded.updated_at`,
  width: 15,
};
export const INSERT_ATTEMPTS: RowsStatement = {
  head: 'INSERT INTO delivery_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body) VALUES',
  row: '(?1, ?2, ?3, ?4, ?5, ?6, ?7)',
  tail: 'ON CONFLICT (delivery_id, attempt) DO NOTHING',
  width: 7,
};

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
          return d1
            .prepare(UPSERT_WEBHOOK)
            .bind(
              hook.id,
              id,
              workspaceId,
              hook.url,
              JSON.stringify(hook.events),
              hook.hmacKey === null ? 0 : 1,
              hook.retry.attempts,
              hook.retry.delaySeconds,
              hook.retry.strategy,
              hook.enabled ? 1 : 0,
              hook.createdAt,
              hook.updatedAt,
            );
        }),
    },
    {
      name: MIRRORED.deliveries,
      statements: (entries: MirrorEntry[]) => {
        const rows = store.deliveriesWithEvents(entries.map(({ key }) => key));
        return rowsStatements(
          d1,
          UPSERT_DELIVERIES,
          entries.flatMap(({ key }) => {
            const d = rows.get(key);
            if (!d) return [];
            return [
              [
                d.id,
                d.webhook_id,
                device().id,
                d.event_id ?? '',
                d.event_name ?? '',
                d.event_seq,
                d.status,
                d.attempts,
                d.event_body ?? '',
                d.next_at,
                d.last_status_code,
                d.last_error,
                d.resend_of,
                d.created_at,
                d.updated_at,
              ],
            ];
          }),
        );
      },
    },
    {
      name: MIRRORED.attempts,
      statements: (entries: MirrorEntry[]) => {
        const deliveryIds = [...new Set(entries.map(({ key }) => key.slice(0, key.lastIndexOf(':'))))];
        const rows = store.attemptsOf(deliveryIds);
        return rowsStatements(
          d1,
          INSERT_ATTEMPTS,
          entries.flatMap(({ key }) => {
            const a = rows.get(key);
            return a ? [[a.delivery_id, a.attempt, a.started_at, a.duration_ms, a.status_code, a.error, a.response_body]] : [];
          }),
        );
      },
    },
  ];
}
