/**
 * The one writer of D1's `broadcasts` rows: each queued campaign is written as its device's object
 * holds it when the mirror flushes, with its progress at that moment.
 */
import type { DeviceStateStore } from '../kernel/device-state';
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { BROADCASTS, type BroadcastStore } from './broadcast-store';
import { progressOf } from './progress';

/** What the list shows of the message. */
const PREVIEW_LENGTH = 280;

export const UPSERT_BROADCAST = `INSERT INTO broadcasts (id, workspace_id, device_id, name, status, paused_reason, message_type, preview, total, queued,
  in_flight, sent, delivered, read, failed, replied, skipped, cancelled, scheduled_at, started_at, completed_at, created_at, updated_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23)
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, status = excluded.status, paused_reason = excluded.paused_reason,
  total = excluded.total, queued = excluded.queued, in_flight = excluded.in_flight, sent = excluded.sent, delivered = excluded.delivered,
  read = excluded.read, failed = excluded.failed, replied = excluded.replied, skipped = excluded.skipped, cancelled = excluded.cancelled,
  scheduled_at = excluded.scheduled_at, started_at = excluded.started_at, completed_at = excluded.completed_at, updated_at = excluded.updated_at`;
const DELETE = `DELETE FROM broadcasts WHERE id = ?1`;

export function broadcastMirror(d1: D1Database, state: DeviceStateStore, store: BroadcastStore, sql: SqlStorage): MirrorOwner {
  return {
    name: BROADCASTS,
    statements: (entries: MirrorEntry[]) => {
      const info = state.get().info;
      if (!info) return [];
      return entries.map(({ key }) => {
        const c = store.get(key);
        if (!c) return d1.prepare(DELETE).bind(key);
        const { counts } = progressOf(sql, c.id);
        const { message } = c;
        const preview =
          message.type === 'text' ? message.text : message.type === 'media' ? (message.media.caption ?? '') : message.payload.body;
        return d1
          .prepare(UPSERT_BROADCAST)
          .bind(
            c.id,
            c.workspaceId,
            info.id,
            c.name,
            c.status,
            c.pausedReason,
            c.message.type,
            preview.slice(0, PREVIEW_LENGTH),
            counts.total,
            counts.queued,
            counts.inFlight,
            counts.sent,
            counts.delivered,
            counts.read,
            counts.failed,
            counts.replied,
            counts.skipped,
            counts.cancelled,
            c.scheduledAt,
            c.startedAt,
            c.completedAt,
            c.createdAt,
            c.updatedAt,
          );
      });
    },
  };
}
