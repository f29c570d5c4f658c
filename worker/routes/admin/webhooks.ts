/**
 * Webhooks and their delivery history. The device's object holds the configuration (with the
 * HMAC key, which never leaves it); D1 holds a copy without the key, to find a webhook by id,
 * and the delivery history the object mirrors after every attempt.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { type Db, getDb, schema } from '../../db';
import { deviceStub, requireDevice, unwrap } from '../../devices';
import { notFound } from '../../errors';
import { cursorCondition, pageQuerySchema, toPage } from '../../lib/cursor';
import { newId } from '../../lib/ids';
import { iso } from '../../lib/time';
import { parseOrThrow } from '../../validation/issues';
import { createWebhookSchema, patchWebhookSchema, presentWebhook, type WebhookConfig } from '../../webhooks/config';
import { readJson } from './json-body';

function mirrorRow(hook: WebhookConfig, device: { id: string; workspaceId: string }) {
  return {
    id: hook.id,
    deviceId: device.id,
    workspaceId: device.workspaceId,
    url: hook.url,
    events: JSON.stringify(hook.events),
    hasHmacKey: hook.hmacKey !== null,
    retryAttempts: hook.retry.attempts,
    retryDelaySeconds: hook.retry.delaySeconds,
    retryStrategy: hook.retry.strategy,
    enabled: hook.enabled,
    createdAt: hook.createdAt,
    updatedAt: hook.updatedAt,
  };
}

async function requireWebhook(db: Db, id: string) {
  const [row] = await db.select().from(schema.webhooks).where(eq(schema.webhooks.id, id)).limit(1);
  if (!row) throw notFound(`webhook ${id} not found`);
  return row;
}

/** `/admin/devices/:id/webhooks` */
export const deviceWebhookRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const db = getDb(c.env);
    const device = await requireDevice(db, c.req.param('id') ?? '');
    const body = await readJson(c, createWebhookSchema(c.env.LOCAL_DEV === 'true'));
    const now = Date.now();
    const hook: WebhookConfig = { id: newId('whk'), ...body, hmacKey: body.hmacKey ?? null, createdAt: now, updatedAt: now };
    await db.insert(schema.webhooks).values(mirrorRow(hook, device));
    try {
      await deviceStub(c.env, device.id).putWebhook(hook);
    } catch (error) {
      await db.delete(schema.webhooks).where(eq(schema.webhooks.id, hook.id));
      throw error;
    }
    return c.json(presentWebhook(hook, device.id), 201);
  })
  .get('/', async (c) => {
    const device = await requireDevice(getDb(c.env), c.req.param('id') ?? '');
    const hooks = await deviceStub(c.env, device.id).webhooks();
    return c.json(hooks.map((hook) => presentWebhook(hook, device.id)));
  });

const deliveriesQuery = pageQuerySchema.extend({ status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']).optional() });

/** `/admin/webhooks/:id` */
export const webhookRoutes = new Hono<AppEnv>()
  .patch('/:id', async (c) => {
    const db = getDb(c.env);
    const row = await requireWebhook(db, c.req.param('id'));
    const patch = await readJson(c, patchWebhookSchema(c.env.LOCAL_DEV === 'true'));
    const stub = deviceStub(c.env, row.deviceId);
    const current = (await stub.webhooks()).find((h) => h.id === row.id);
    if (!current) throw notFound(`webhook ${row.id} not found`);
    const next: WebhookConfig = {
      ...current,
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
      ...(patch.hmacKey !== undefined ? { hmacKey: patch.hmacKey } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      retry: { ...current.retry, ...Object.fromEntries(Object.entries(patch.retry ?? {}).filter(([, v]) => v !== undefined)) },
      updatedAt: Date.now(),
    };
    await stub.putWebhook(next);
    const { id: _id, createdAt: _created, ...changes } = mirrorRow(next, { id: row.deviceId, workspaceId: row.workspaceId });
    await db.update(schema.webhooks).set(changes).where(eq(schema.webhooks.id, row.id));
    return c.json(presentWebhook(next, row.deviceId));
  })
  .delete('/:id', async (c) => {
    const db = getDb(c.env);
    const row = await requireWebhook(db, c.req.param('id'));
    await deviceStub(c.env, row.deviceId).removeWebhook(row.id);
    await db.delete(schema.webhooks).where(eq(schema.webhooks.id, row.id));
    return c.body(null, 204);
  })
  .get('/:id/deliveries', async (c) => {
    const db = getDb(c.env);
    const row = await requireWebhook(db, c.req.param('id'));
    const query = parseOrThrow(deliveriesQuery, c.req.query(), 'query');
    const t = schema.deliveries;
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.webhookId, row.id), query.status ? eq(t.status, query.status) : undefined, cursorCondition(query.cursor, t.createdAt, t.id)))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.limit + 1);
    const page = toPage(rows, query.limit);
    return c.json({ items: page.rows.map(presentDelivery), nextCursor: page.nextCursor });
  });

function presentDelivery(d: typeof schema.deliveries.$inferSelect) {
  return {
    id: d.id,
    webhookId: d.webhookId,
    deviceId: d.deviceId,
    eventId: d.eventId,
    event: d.event,
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

async function requireDelivery(db: Db, id: string) {
  const [row] = await db.select().from(schema.deliveries).where(eq(schema.deliveries.id, id)).limit(1);
  if (!row) throw notFound(`delivery ${id} not found`);
  return row;
}

/** `/admin/deliveries/:id` */
export const deliveryRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const db = getDb(c.env);
    const delivery = await requireDelivery(db, c.req.param('id'));
    const attempts = await db
      .select()
      .from(schema.deliveryAttempts)
      .where(eq(schema.deliveryAttempts.deliveryId, delivery.id))
      .orderBy(asc(schema.deliveryAttempts.attempt));
    return c.json({
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
    });
  })
  .post('/:id/resend', async (c) => {
    const db = getDb(c.env);
    const delivery = await requireDelivery(db, c.req.param('id'));
    return c.json(unwrap(await deviceStub(c.env, delivery.deviceId).resend(delivery.id)), 202);
  });
