/**
 * Webhooks and their delivery history. The device's object holds the configuration (with the HMAC
 * key, which never leaves it); D1 holds its copy, to find a webhook or a delivery by id, and the
 * history the lists read.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deviceParam, devicePath, deviceStub } from '../kernel/stub';
import { type AppEnv, createApp } from '../shared/app-env';
import { pageOf, pageQuerySchema } from '../shared/cursor';
import { HttpError, notFound } from '../shared/errors';
import { idParam } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { iso } from '../shared/time';
import { createWebhookSchema, EVENT_NAMES, patchWebhookSchema, presentHealth, presentWebhook, webhookViewSchema } from './config';
import { unreadableEvents } from './event-scopes';
import type { deliveries } from './tables';
import { NO_HEALTH } from './webhook-health';
import { attemptsOf, findDelivery, findWebhook, listDeliveries } from './webhooks';
import type { Reader } from './webhooks-part';

const tags = ['Webhooks'];

/** The scopes of the API key asking (a webhook's events must be readable to it), or null for the operator. */
const readerOf = (c: Context<AppEnv>): Reader => (c.get('apiKey') as AppEnv['Variables']['apiKey'] | undefined)?.scopes ?? null;

/** What the OpenAPI document says of a key's reach over webhooks. */
const KEY_EVENTS =
  'With an API key, only events the key may read: the message events need `messages:read`; `device.status` `devices`, `conversation.assigned` and `conversation.rated` `inbox`, `broadcast.completed` `broadcasts` (or `messages:read`, which reads every event through `GET /events`). Another is a 403 naming the scope each event needs.';
const webhookPath = z.object({ id: idParam('whk', 'webhook') });
const deliveryPath = z.object({ id: idParam('dlv', 'delivery') });

/** `/admin/devices/:id/webhooks` */
export const deviceWebhookApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'webhooks',
      method: 'post',
      path: '/',
      tags,
      summary: 'Add a webhook to a device',
      description: KEY_EVENTS,
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(createWebhookSchema) },
      responses: {
        201: jsonContent(webhookViewSchema, 'The webhook (its HMAC key is never shown)'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const hook = unwrap(await c.var.device.createWebhook(c.var.within, { ...body, hmacKey: body.hmacKey ?? null }, readerOf(c)));
      return c.json(presentWebhook(hook, c.var.deviceId), 201);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'webhooks',
      method: 'get',
      path: '/',
      tags,
      summary: 'A device’s webhooks',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(z.array(webhookViewSchema), 'The webhooks, oldest first'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const [hooks, health] = await Promise.all([c.var.device.listWebhooks(c.var.within), c.var.device.webhookHealth(c.var.within)]);
      const healthById = unwrap(health);
      return c.json(
        unwrap(hooks).map((hook) => ({ ...presentWebhook(hook, c.var.deviceId), health: presentHealth(healthById[hook.id] ?? NO_HEALTH) })),
        200,
      );
    },
  );

export const deliverySchema = z
  .object({
    id: z.string(),
    webhookId: z.string(),
    deviceId: z.string(),
    eventId: z.string(),
    event: z.enum(EVENT_NAMES),
    seq: z.number().int(),
    status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']),
    attempts: z.number().int(),
    nextAttemptAt: z.iso.datetime().nullable(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z
      .string()
      .nullable()
      .meta({ description: 'Why the last attempt failed (as its `error`), or why the delivery ended without one' }),
    resendOf: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Delivery' });

export const deliveryDetailSchema = deliverySchema
  .extend({
    requestBody: z.string().meta({ description: 'The exact bytes every attempt sent' }),
    attemptsList: z.array(
      z.object({
        attempt: z.number().int(),
        startedAt: z.iso.datetime(),
        durationMs: z.number().int(),
        statusCode: z.number().int().nullable(),
        error: z.string().nullable().meta({
          description:
            'Why the attempt failed, null when it succeeded: `HTTP <status>` (with Cloudflare’s meaning for its 52x and 530 codes), `redirect <status> not followed`, `timeout: …`, `connection refused: …`, `connection reset: …`, `connection failed (refused or reset) …`, `TLS failed: …`, `DNS name not resolved: …`, `DNS name not resolved, or host unreachable: …`, `request failed: …`, or `not sent: …` when no request was made; docs/webhooks.md lists them',
          example: 'connection refused: hooks.example.com:443 accepts no connection [runtime: Network connection lost.]',
        }),
        responseBody: z.string().nullable().meta({ description: 'The first 1 KiB of the answer' }),
      }),
    ),
  })
  .meta({ id: 'DeliveryDetail' });

function presentDelivery(d: typeof deliveries.$inferSelect) {
  return {
    id: d.id,
    webhookId: d.webhookId,
    deviceId: d.deviceId,
    eventId: d.eventId,
    event: d.event as (typeof EVENT_NAMES)[number],
    seq: d.seq,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: iso(d.nextAttemptAt),
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    resendOf: d.resendOf,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

/** `/admin/webhooks/:id` */
export const webhookApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'webhooks',
      method: 'patch',
      path: '/{id}',
      tags,
      summary: 'Change a webhook (`hmacKey: null` removes the key)',
      description: `${KEY_EVENTS} A key changes a webhook only if it may read every event the webhook has and will have.`,
      middleware: [bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: webhookPath, body: jsonBody(patchWebhookSchema) },
      responses: { 200: jsonContent(webhookViewSchema, 'The webhook'), ...errorResponses(400, 401, 403, 404, 413, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await findWebhook(c.var.db, id, c.var.within);
      if (!row) throw notFound(`webhook ${id} not found`);
      const hook = unwrap(await deviceStub(c.env, row.deviceId).changeWebhook(c.var.within, id, c.req.valid('json'), readerOf(c)));
      return c.json(presentWebhook(hook, row.deviceId), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'webhooks',
      method: 'delete',
      path: '/{id}',
      tags,
      summary: 'Remove a webhook (its pending deliveries end FAILED, kept in the history)',
      description: `${KEY_EVENTS} A key removes a webhook only if it may read every event the webhook has.`,
      request: { params: webhookPath },
      responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await findWebhook(c.var.db, id, c.var.within);
      if (!row) throw notFound(`webhook ${id} not found`);
      unwrap(await deviceStub(c.env, row.deviceId).removeWebhook(c.var.within, id, readerOf(c)));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'webhooks',
      method: 'get',
      path: '/{id}/deliveries',
      tags,
      summary: 'A webhook’s delivery history, newest first',
      request: {
        params: webhookPath,
        query: pageQuerySchema.extend({ status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']).optional() }),
      },
      responses: { 200: jsonContent(pageOf(deliverySchema), 'A page of deliveries'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const db = c.var.db;
      const row = await findWebhook(db, id, c.var.within);
      if (!row) throw notFound(`webhook ${id} not found`);
      const page = await listDeliveries(db, row.id, query);
      return c.json({ items: page.rows.map(presentDelivery), nextCursor: page.nextCursor }, 200);
    },
  );

/** `/admin/deliveries/:id` */
export const deliveryApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'webhooks',
      method: 'get',
      path: '/{id}',
      tags,
      summary: 'One delivery with its request body and every attempt',
      description:
        'With an API key, only a delivery of an event the key may read (its body is the event’s data): 403 otherwise, naming the scope.',
      request: { params: deliveryPath },
      responses: { 200: jsonContent(deliveryDetailSchema, 'The delivery'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const db = c.var.db;
      const delivery = await findDelivery(db, id, c.var.within);
      if (!delivery) throw notFound(`delivery ${id} not found`);
      // The body is the event's data: a key reads it only if it may read that event.
      const unread = unreadableEvents(readerOf(c), [delivery.event], 'read this delivery');
      if (unread) throw new HttpError(403, unread);
      const attempts = await attemptsOf(db, id);
      return c.json(
        {
          ...presentDelivery(delivery),
          requestBody: delivery.requestBody,
          attemptsList: attempts.map((a) => ({
            attempt: a.attempt,
            startedAt: iso(a.startedAt),
            durationMs: a.durationMs,
            statusCode: a.statusCode,
            error: a.error,
            responseBody: a.responseBody,
          })),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'webhooks',
      method: 'post',
      path: '/{id}/resend',
      tags,
      summary: 'Send the delivery’s event again, as a new delivery',
      description: 'With an API key, only a delivery of an event the key may read: 403 otherwise, naming the scope.',
      request: { params: deliveryPath },
      responses: { 202: jsonContent(z.object({ id: z.string() }), 'The new delivery'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const delivery = await findDelivery(c.var.db, id, c.var.within);
      if (!delivery) throw notFound(`delivery ${id} not found`);
      return c.json(unwrap(await deviceStub(c.env, delivery.deviceId).resend(c.var.within, id, readerOf(c))), 202);
    },
  );
