/** D1 reads of the webhooks' copies (lists, delivery history), and their removal with a device. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { devices } from '../kernel/tables';
import { equalsGiven, type PageQuery, pageNewestFirst } from '../shared/cursor';
import type { Db } from '../shared/db';
import { deliveries, deliveryAttempts, webhooks } from './tables';
import type { DeliveryStatus } from './webhook-store';

/** A webhook by id, within the caller's workspace (`within`; null for the operator, any workspace). */
export async function findWebhook(db: Db, id: string, within: string | null = null) {
  const where = within === null ? eq(webhooks.id, id) : and(eq(webhooks.id, id), eq(webhooks.workspaceId, within));
  const [row] = await db.select().from(webhooks).where(where).limit(1);
  return row;
}

/** A delivery by id, within the caller's workspace (its device's, as D1 lists the devices). */
export async function findDelivery(db: Db, id: string, within: string | null = null) {
  const where =
    within === null
      ? eq(deliveries.id, id)
      : and(
          eq(deliveries.id, id),
          inArray(deliveries.deviceId, db.select({ id: devices.id }).from(devices).where(eq(devices.workspaceId, within))),
        );
  const [row] = await db.select().from(deliveries).where(where).limit(1);
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

export type DeliveryFilter = PageQuery & { status?: DeliveryStatus | undefined };

/** A page of a webhook's delivery history, newest first, filtered by status. */
export function listDeliveries(db: Db, webhookId: string, filter: DeliveryFilter) {
  return pageNewestFirst(db, deliveries, filter, eq(deliveries.webhookId, webhookId), equalsGiven(deliveries.status, filter.status));
}

/** Every attempt of a delivery, first first. */
export function attemptsOf(db: Db, deliveryId: string) {
  return db.select().from(deliveryAttempts).where(eq(deliveryAttempts.deliveryId, deliveryId)).orderBy(asc(deliveryAttempts.attempt));
}

/** The webhooks of a workspace's devices (without their HMAC keys, which never leave the objects). */
export function workspaceWebhooks(db: Db, workspaceId: string) {
  return db.select().from(webhooks).where(eq(webhooks.workspaceId, workspaceId)).orderBy(asc(webhooks.deviceId), asc(webhooks.createdAt));
}
