/**
 * The one writer of D1's `device_alerts`: the device's open incident once it is raised (the
 * banner), removed when it ends. Queued in the transaction of the change, written with the
 * object's other copies.
 */
import type { DeviceStateStore } from '../kernel/device-state';
import type { MirrorOwner } from '../shared/d1-mirror';
import type { IncidentStore } from './incident-store';

export const ALERT_MIRROR = 'device_alerts';

// Only beside its device's row (a device removed meanwhile leaves nothing behind).
const UPSERT = `INSERT INTO device_alerts (device_id, workspace_id, kind, since, raised_at)
  SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM devices WHERE id = ?1)
  ON CONFLICT (device_id) DO UPDATE SET kind = excluded.kind, since = excluded.since, raised_at = excluded.raised_at`;

export function alertMirror(d1: D1Database, state: DeviceStateStore, incidents: IncidentStore): MirrorOwner {
  return {
    name: ALERT_MIRROR,
    statements: () => {
      const info = state.get().info;
      if (!info) return [];
      const open = incidents.open();
      if (open?.raisedAt == null) return [d1.prepare('DELETE FROM device_alerts WHERE device_id = ?').bind(info.id)];
      return [d1.prepare(UPSERT).bind(info.id, info.workspaceId, open.kind, open.startedAt, open.raisedAt)];
    },
  };
}
