/**
 * Reaching a device's Durable Object from a route. The object is the authority on whether the
 * device exists and which workspace it belongs to: each of its methods takes the caller's
 * workspace (null for the operator) and answers 404 for a device that is not there for it, so a
 * route needs no D1 lookup to resolve a device.
 */
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { LruMap } from '../../protocol';
import type { AppEnv } from '../shared/app-env';
import { notFound } from '../shared/errors';
import { countingStub } from '../shared/io-counts';

/** What `newId('dev')` makes; anything else names no device and reaches no object. */
const DEVICE_ID = /^dev_[0-9A-Za-z]{20}$/;

/**
 * The device's object as its binding declares it (`wrangler types`): the kernel names the object's
 * RPC methods without importing the assembly that composes it.
 */
export type DeviceRpc = Env['DEVICE'] extends DurableObjectNamespace<infer T> ? T : never;

export type DeviceStub = DurableObjectStub<DeviceRpc>;

/**
 * The objects' ids by device id, for the devices used lately: `idFromName` hashes the name (SHA-256)
 * on every request, and an id, unlike a stub, is no request's own. Kept by namespace, as ids are.
 */
const ids = new WeakMap<DurableObjectNamespace, LruMap<string, DurableObjectId>>();

/** The device's object, or 404 for an id that cannot be a device. */
export function deviceStub(env: Env, deviceId: string): DeviceStub {
  if (!DEVICE_ID.test(deviceId)) throw notFound(`device ${deviceId} not found`);
  let kept = ids.get(env.DEVICE);
  if (!kept) {
    kept = new LruMap(4096);
    ids.set(env.DEVICE, kept);
  }
  let id = kept.get(deviceId);
  if (!id) {
    id = env.DEVICE.idFromName(deviceId);
    kept.set(deviceId, id);
  }
  return countingStub(env.DEVICE.get(id));
}

/** The `:id` path parameter of the routes under `/admin/devices/:id`, for their declarations. */
export const devicePath = z.object({
  id: z
    .string()
    .max(64)
    .meta({ param: { name: 'id', in: 'path' }, description: 'Device id', example: 'dev_8fK2mQ9xLr4TbZ1cWp7n' }),
});

/** Resolves the `:id` path parameter to its device's object as `c.get('device')` (404 for an id that cannot be one). */
export function deviceParam(): MiddlewareHandler<AppEnv> {
  return async function deviceParamMiddleware(c, next) {
    const id = c.req.param('id') ?? '';
    c.set('device', deviceStub(c.env, id));
    c.set('deviceId', id);
    await next();
  };
}
