/**
 * The one writer of D1's `device_alerts`: the device's open incident once it is raised (the
 * banner), removed when it ends. Queued in the transaction of the change, written with the
 * object's other copies.
 */
import type { DeviceStateStore } from '../kernel/device-state';
import { d1Copy } from '../shared/d1-copy';
import type { MirrorOwner } from '../shared/d1-mirror';
import type { IncidentStore } from './incident-store';
import { deviceAlerts } from './tables';

export const ALERT_MIRROR = 'device_alerts';

/** Only beside its device's row (a device removed meanwhile leaves nothing behind). */
export const ALERT_COPY = d1Copy(deviceAlerts, { onlyIf: (column) => `EXISTS (SELECT 1 FROM devices WHERE id = ${column('deviceId')})` });

export function alertMirror(d1: D1Database, state: DeviceStateStore, incidents: IncidentStore): MirrorOwner {
  return {
    name: ALERT_MIRROR,
    statements: () => {
      const info = state.get().info;
      if (!info) return [];
      const open = incidents.open();
      if (open?.raisedAt == null) return [d1.prepare('DELETE FROM device_alerts WHERE device_id = ?').bind(info.id)];
      const row = { deviceId: info.id, workspaceId: info.workspaceId, kind: open.kind, since: open.startedAt, raisedAt: open.raisedAt };
      return [d1.prepare(ALERT_COPY.sql).bind(...ALERT_COPY.values(row))];
    },
  };
}
