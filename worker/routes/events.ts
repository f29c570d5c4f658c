import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { getDb } from '../db';
import { deviceStub, requireDevice } from '../devices';
import { idSchema } from '../validation/fields';
import { parseOrThrow } from '../validation/issues';

const querySchema = z.object({
  deviceId: idSchema,
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * `GET /events?deviceId=&after=&limit=`: a device's events after `seq`, oldest first, as the same
 * bodies the webhooks carry, for a receiver that was down longer than its retries lasted.
 */
export const eventRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const query = parseOrThrow(querySchema, c.req.query(), 'query');
  const device = await requireDevice(getDb(c.env), query.deviceId, c.get('apiKey').workspaceId);
  c.set('deviceId', device.id);
  const events = await deviceStub(c.env, device.id).eventsAfter(query.after, query.limit);
  const last = events.at(-1);
  // The stored bytes are spliced in as they are: the same bytes every attempt carried.
  const items = events.map((e) => e.body).join(',');
  return c.body(`{"items":[${items}],"nextAfter":${last ? last.seq : query.after}}`, 200, { 'Content-Type': 'application/json' });
});
