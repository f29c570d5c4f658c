/**
 * `GET /health`, for load balancers and uptime checks: no key, nothing stored, never cached. 200
 * while the gateway can serve requests (`ok`, or `degraded` with no session-node linked), 503 when
 * D1 cannot be reached (`down`).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { jsonContent } from '../shared/openapi';
import { checkD1, checkNodes, verdict } from './checks';

const checkSchema = z.object({
  ok: z.boolean(),
  ms: z.number().int().meta({ description: 'How long the check took, in milliseconds' }),
  error: z.enum(['timed out', 'unreachable']).optional().meta({ description: 'Why the check failed (the cause is in the worker’s log)' }),
});

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'down']).meta({
      description:
        '`ok`: D1 answers and a session-node is linked; `degraded`: D1 answers, no session-node is linked (sends get 409); `down`: D1 does not answer',
    }),
    worker: z.object({ ok: z.literal(true) }).meta({ description: 'This worker answered' }),
    d1: checkSchema.meta({ description: 'A `SELECT 1` on D1' }),
    nodes: checkSchema
      .extend({ connected: z.number().int().meta({ description: 'Session-nodes linked to the fleet now' }) })
      .meta({ description: 'The session-nodes linked to the fleet' }),
  })
  .meta({
    id: 'Health',
    example: { status: 'ok', worker: { ok: true }, d1: { ok: true, ms: 3 }, nodes: { ok: true, ms: 2, connected: 1 } },
  });

export const healthApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'public',
    method: 'get',
    path: '/',
    tags: ['Health'],
    summary: 'The gateway’s health: the worker, D1 and the linked session-nodes',
    description: 'For load balancers and uptime checks; no key needed. `HEAD` answers the same status without a body.',
    security: [],
    responses: {
      200: jsonContent(healthSchema, 'The gateway can serve requests (`ok`, or `degraded` while no session-node is linked)'),
      503: jsonContent(healthSchema, 'D1 cannot be reached (`down`)'),
    },
  }),
  async (c) => {
    const [d1, nodes] = await Promise.all([checkD1(c.var.d1), checkNodes(c.env)]);
    const status = verdict(d1, nodes);
    c.header('Cache-Control', 'no-store');
    const body = { status, worker: { ok: true as const }, d1, nodes };
    return status === 'down' ? c.json(body, 503) : c.json(body, 200);
  },
);
