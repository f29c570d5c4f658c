import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { getDb, schema } from '../../db';
import { deviceStub, requireDevice, unwrap } from '../../devices';
import { notFound } from '../../errors';
import { idempotency } from '../../middleware/idempotency';
import { presentRecord } from '../../records';
import { idSchema, phoneNumberSchema, textSchema } from '../../validation/fields';
import { messageIdSchema } from '../../validation/message-id';
import { readJsonBody } from '../json-request';

/** Spec 4.1 and CONTRACT section 2: the one statement of POST /messages' rules. */
export const sendTextSchema = z.strictObject({
  deviceId: idSchema,
  phoneNumber: phoneNumberSchema,
  content: textSchema(1, 65_536),
  replyToId: messageIdSchema.optional(),
  templateId: idSchema.optional(),
});

export const textRoutes = new Hono<AppEnv>().post('/', idempotency(), async (c) => {
  const body = await readJsonBody(c, sendTextSchema);
  const { workspaceId } = c.get('apiKey');
  const db = getDb(c.env);
  const device = await requireDevice(db, body.deviceId, workspaceId);
  c.set('deviceId', device.id);
  if (body.templateId) {
    const [template] = await db
      .select({ id: schema.templates.id })
      .from(schema.templates)
      .where(and(eq(schema.templates.id, body.templateId), eq(schema.templates.workspaceId, workspaceId)))
      .limit(1);
    if (!template) throw notFound(`template ${body.templateId} not found`);
  }
  const outcome = await deviceStub(c.env, device.id).send({
    record: {
      workspaceId,
      deviceId: device.id,
      phoneNumber: body.phoneNumber,
      content: body.content,
      templateId: body.templateId ?? null,
      replyToId: body.replyToId ?? null,
      source: 'API',
    },
    content: { kind: 'text', text: body.content },
    ...(body.replyToId ? { replyToId: body.replyToId } : {}),
  });
  if (!outcome.ok && outcome.recordId) c.set('recordId', outcome.recordId);
  return c.json(presentRecord(unwrap(outcome)), 201);
});
