import { createRoute, z } from '@hono/zod-openapi';
import { deviceStub } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { EXAMPLE_DEVICE_ID } from '../shared/examples';
import { decimalQuery, idSchema } from '../shared/fields';
import { errorResponses, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { eventBodySchema } from './event-data';

const querySchema = z.object({
  deviceId: idSchema.meta({ description: 'The device whose events to read', example: EXAMPLE_DEVICE_ID }),
  after: decimalQuery(0, Number.MAX_SAFE_INTEGER).optional().default(0).meta({ description: 'The last seq you have; 0 for the first' }),
  limit: decimalQuery(1, 500).optional().default(100).meta({ example: 100 }),
});

/**
 * `GET /events?deviceId=&after=&limit=`: a device's events after `seq`, oldest first, as the same
 * bodies the webhooks carry, for a receiver that was down longer than its retries lasted.
 */
export const eventApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:read',
    method: 'get',
    path: '/',
    tags: ['Events'],
    summary: 'Catch up on a device’s events after a seq',
    security: [{ ApiKey: [] }],
    request: { query: querySchema },
    responses: {
      200: jsonContent(
        z.object({ items: z.array(eventBodySchema), nextAfter: z.number().int() }),
        'The events, oldest first, byte for byte as delivered',
      ),
      ...errorResponses(400, 401, 404, 429),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    c.set('deviceId', query.deviceId);
    const events = unwrap(await deviceStub(c.env, query.deviceId).eventsAfter(c.var.apiKey.workspaceId, query.after, query.limit));
    const last = events.at(-1);
    // The stored bytes are spliced in as they are: the same bytes every attempt carried.
    const items = events.map((e) => e.body).join(',');
    const body = `{"items":[${items}],"nextAfter":${last ? last.seq : query.after}}`;
    // Raw bytes, not c.json: the route's typed responses cannot say "these stored bytes are that schema".
    return c.body(body, 200, { 'Content-Type': 'application/json' }) as never;
  },
);
