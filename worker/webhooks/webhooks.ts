/** D1 reads of the webhooks' copies, and their removal with a device. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { deliveries, deliveryAttempts, webhooks } from './tables';

export async function findWebhook(db: Db, id: string) {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id)).limit(1);
  return row;
}

export async function findDelivery(db: Db, id: string) {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id)).limit(1);
  return row;
}

/** The statements that remove a device's webhooks and their whole delivery history from D1. */
export function deleteDeviceWebhooks(db: Db, deviceId: string) {
  const ofDevice = db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.deviceId, deviceId));
  return [
    db.delete(deliveryAttempts).where(inArray(deliveryAttempts.deliveryId, ofDevice)),
    db.delete(deliveries).where(eq(deliveries.deviceId, deviceId)),
    db.delete(webhooks).where(eq(webhooks.deviceId, deviceId)),
  ] as const;
}
