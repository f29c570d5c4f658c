import { eq } from 'drizzle-orm';
import type { Db } from './db';
import { schema } from './db';
import type { Outcome } from './durable/device-object';
import { HttpError, notFound } from './errors';

export type DeviceRow = typeof schema.devices.$inferSelect;

export async function findDevice(db: Db, deviceId: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(schema.devices).where(eq(schema.devices.id, deviceId)).limit(1);
  return row;
}

/** The device, or 404. With `workspaceId`, another workspace's device is unknown too. */
export async function requireDevice(db: Db, deviceId: string, workspaceId?: string): Promise<DeviceRow> {
  const row = await findDevice(db, deviceId);
  if (!row || (workspaceId !== undefined && row.workspaceId !== workspaceId)) throw notFound(`device ${deviceId} not found`);
  return row;
}

export function deviceStub(env: Env, deviceId: string) {
  return env.DEVICE.get(env.DEVICE.idFromName(deviceId));
}

export function fleetStub(env: Env) {
  return env.FLEET.get(env.FLEET.idFromName('fleet'));
}

/** A Durable Object's outcome as a route answers it: the value, or the HttpError it names. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpError(outcome.status, outcome.message);
}
