/**
 * `PATCH /messages/{messageId}` (edit a sent text or caption) and `DELETE /messages/{messageId}`
 * (delete it for everyone). `messageId` is the record's id (`msg_…`) or the messaging-app id; the
 * device is the one named with `?deviceId=`, else the one the record belongs to: D1's copy of the
 * records names it at once, and a record too recent for the copy is asked of the workspace's
 * devices' objects, which keep the records themselves (the copy never decides that one is missing).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { listDevices } from '../kernel/device-list';
import { deviceStub } from '../kernel/stub';
import { type AppEnv, createApp } from '../shared/app-env';
import { notFound } from '../shared/errors';
import { idSchema, strictObject, textSchema } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { messageRecordSchema, presentRecord } from './records';
import { messages } from './tables';

const params = z.object({
  messageId: z
    .string()
    .min(1)
    .max(128)
    .meta({
      param: { name: 'messageId', in: 'path' },
      description: 'The record’s id (`msg_…`) or its messaging-app id',
      example: 'msg_Jx3kQ9mZr7LbT0pWc1dA',
    }),
});
const query = z.object({
  deviceId: idSchema.optional().meta({ description: 'The device that sent it; found from the record when left out' }),
});

export const editMessageSchema = strictObject({
  content: textSchema(1, 65_536).meta({ description: 'The new text (or caption)', example: 'Halo kak, pesanan Anda *sudah* dikirim.' }),
}).meta({ id: 'EditMessage', example: { content: 'Halo kak, pesanan Anda *sudah* dikirim.' } });

/** The device of the message the path names (a record's id or a messaging-app id), in the workspace. */
export async function deviceOfMessage(
  c: Context<AppEnv>,
  workspaceId: string,
  messageId: string,
  deviceId: string | undefined,
): Promise<string> {
  if (deviceId) return deviceId;
  const [row] = await c.var.db
    .select({ deviceId: messages.deviceId })
    .from(messages)
    .where(and(eq(messages.workspaceId, workspaceId), or(eq(messages.id, messageId), eq(messages.messageId, messageId))))
    .limit(1);
  if (row) return row.deviceId;
  // D1's copy is written a moment after the send: the devices' objects are the truth.
  const held = await Promise.all(
    (await listDevices(c.var.db, workspaceId)).map(async ({ id }) =>
      (await deviceStub(c.env, id).keepsMessage(workspaceId, messageId)) ? id : null,
    ),
  );
  const keeper = held.find((id) => id !== null);
  if (!keeper) throw notFound(`message ${messageId} not found`);
  return keeper;
}

const changed = jsonContent(messageRecordSchema, 'The message record as it now is');

export const messageChangeRoutes = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'messages:send',
      method: 'patch',
      path: '/{messageId}',
      tags: ['Messages'],
      summary: 'Edit a sent text or caption (WhatsApp allows it for 15 minutes after the send)',
      security: [{ ApiKey: [] }],
      middleware: [bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params, query, body: jsonBody(editMessageSchema) },
      responses: { 200: changed, ...errorResponses(400, 401, 404, 409, 413, 415, 429, 502, 504) },
    }),
    async (c) => {
      const { messageId } = c.req.valid('param');
      const deviceId = await deviceOfMessage(c, c.var.apiKey.workspaceId, messageId, c.req.valid('query').deviceId);
      c.set('deviceId', deviceId);
      const outcome = await deviceStub(c.env, deviceId).editMessage(c.var.apiKey.workspaceId, messageId, c.req.valid('json').content);
      return c.json(presentRecord(unwrap(outcome)), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'messages:send',
      method: 'delete',
      path: '/{messageId}',
      tags: ['Messages'],
      summary: 'Delete a sent message for everyone (WhatsApp allows it for 60 hours after the send)',
      security: [{ ApiKey: [] }],
      request: { params, query },
      responses: { 200: changed, ...errorResponses(400, 401, 404, 409, 429, 502, 504) },
    }),
    async (c) => {
      const { messageId } = c.req.valid('param');
      const deviceId = await deviceOfMessage(c, c.var.apiKey.workspaceId, messageId, c.req.valid('query').deviceId);
      c.set('deviceId', deviceId);
      const outcome = await deviceStub(c.env, deviceId).deleteMessage(c.var.apiKey.workspaceId, messageId);
      return c.json(presentRecord(unwrap(outcome)), 200);
    },
  );
