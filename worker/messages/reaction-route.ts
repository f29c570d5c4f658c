import { createRoute, z } from '@hono/zod-openapi';
import { deviceStub } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { reactionBodySchema } from './emoji';
import { idempotency, idempotencyKeyHeader } from './idempotency';

/** Spec 4.3: one emoji (or "" to remove) on a message the device sent or received. */
export const reactionRoute = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/',
    tags: ['Messages'],
    summary: 'React to a message with one emoji ("" removes the reaction)',
    security: [{ ApiKey: [] }],
    middleware: [bodyOf('application/json', JSON_BODY_LIMIT), idempotency()],
    request: { headers: idempotencyKeyHeader, body: jsonBody(reactionBodySchema) },
    responses: {
      201: jsonContent(
        z.object({ id: z.string().meta({ description: 'The messaging-app id of the reaction message' }) }),
        'The reaction was sent',
      ),
      ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502, 504),
    },
  }),
  async (c) => {
    const body = c.req.valid('json');
    c.set('deviceId', body.deviceId);
    const outcome = await deviceStub(c.env, body.deviceId).react(c.var.apiKey.workspaceId, body.messageId, body.emoji, c.var.requestLog);
    if (outcome.logged) c.set('logged', true);
    const { id } = unwrap(outcome);
    return c.json({ id }, 201);
  },
);
