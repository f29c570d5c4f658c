/** The alerts a workspace's banner shows: its devices' incidents raised and not over, with the devices' names. */
import { desc, eq } from 'drizzle-orm';
import { devices } from '../kernel/tables';
import type { Db } from '../shared/db';
import { deviceAlerts } from './tables';

export type ActiveAlert = { deviceId: string; name: string; kind: 'logged-out' | 'disconnected'; since: number };

/** At most `limit` (a workspace with more devices down sees the first and the devices page). */
export async function activeAlerts(db: Db, workspaceId: string, limit = 5): Promise<ActiveAlert[]> {
  return db
    .select({ deviceId: deviceAlerts.deviceId, name: devices.name, kind: deviceAlerts.kind, since: deviceAlerts.since })
    .from(deviceAlerts)
    .innerJoin(devices, eq(devices.id, deviceAlerts.deviceId))
    .where(eq(deviceAlerts.workspaceId, workspaceId))
    .orderBy(desc(deviceAlerts.raisedAt))
    .limit(limit);
}
