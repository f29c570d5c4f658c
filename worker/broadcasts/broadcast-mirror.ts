/**
 * The one writer of D1's `broadcasts` rows: each queued campaign is written as its device's object
 * holds it when the mirror flushes, with its progress at that moment.
 */
import type { DeviceStateStore } from '../kernel/device-state';
import { d1Copy } from '../shared/d1-copy';
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { BROADCASTS, type BroadcastStore } from './broadcast-store';
import { progressOf } from './progress';
import { broadcasts } from './tables';

/** What the list shows of the message. */
const PREVIEW_LENGTH = 280;

/**
 * Every column of D1's `broadcasts` (`tables.ts`), each bound to its field; what a campaign is
 * made with (its device, its message's type and preview) is written once.
 */
export const BROADCAST_COPY = d1Copy(broadcasts, { keep: ['workspaceId', 'deviceId', 'messageType', 'preview', 'createdAt'] });
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
        const row = { ...c, ...counts, deviceId: info.id, messageType: message.type, preview: preview.slice(0, PREVIEW_LENGTH) };
        return d1.prepare(BROADCAST_COPY.sql).bind(...BROADCAST_COPY.values(row));
      });
    },
  };
}
