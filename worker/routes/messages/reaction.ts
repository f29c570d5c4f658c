import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getDb } from '../../db';
import { deviceStub, requireDevice, unwrap } from '../../devices';
import { idempotency } from '../../middleware/idempotency';
import { reactionBodySchema } from '../../validation/emoji';
import { readJsonBody } from '../json-request';

/** Spec 4.3: one emoji (or "" to remove) on a message the device sent or received. */
export const reactionRoutes = new Hono<AppEnv>().post('/', idempotency(), async (c) => {
  const body = await readJsonBody(c, reactionBodySchema);
  const device = await requireDevice(getDb(c.env), body.deviceId, c.get('apiKey').workspaceId);
  c.set('deviceId', device.id);
  const { id } = unwrap(await deviceStub(c.env, device.id).react(body.messageId, body.emoji));
  return c.json({ id }, 201);
});
