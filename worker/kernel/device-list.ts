import { desc, eq } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { devices } from './tables';

export type DeviceRow = typeof devices.$inferSelect;

/** The workspace's devices as their D1 copies list them, newest first (a device's object has its live state). */
export function listDevices(db: Db, workspaceId: string): Promise<DeviceRow[]> {
  return db.select().from(devices).where(eq(devices.workspaceId, workspaceId)).orderBy(desc(devices.createdAt));
}
