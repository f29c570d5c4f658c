/**
 * `/scheduled-messages` (and the operator's `/admin/workspaces/:ws/scheduled-messages`): the
 * workspace's messages waiting for their `sendAt`, newest scheduled first (D1's copy, through an
 * index of the waiting rows only: a page costs the same however many messages the workspace has);
 * a message's text or time changed, or the message cancelled, while it waits (its device's object
 * decides: 409 once it went).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { deviceStub } from '../kernel/stub';
import { deviceOfMessage } from '../messages/change-routes';
import { messageRecordSchema, presentRecord } from '../messages/records';
import { sendAtSchema } from '../messages/send-at';
import { messages } from '../messages/tables';
import { TEXT_MAX } from '../messages/text-route';
import { createApp } from '../shared/app-env';
import { equalsGiven, pageNewestFirst, pageOf, pageQuerySchema } from '../shared/cursor';
import { idSchema, strictObject, textSchema } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { workspaceParam } from '../workspaces/workspace-param';

const params = z.object({
  id: idSchema.meta({ param: { name: 'id', in: 'path' }, description: 'The message record’s id', example: 'msg_Jx3kQ9mZr7LbT0pWc1dA' }),
});

export const changeScheduledSchema = strictObject({
  content: textSchema(1, TEXT_MAX).optional().meta({
    description: 'The new text (of a text message) or caption (of a media message sent with one)',
    example: 'Halo kak, toko buka jam 9 ya.',
  }),
  sendAt: sendAtSchema.optional(),
})
  .refine((patch) => patch.content !== undefined || patch.sendAt !== undefined, { message: 'give content or sendAt (or both)' })
  .meta({ id: 'ChangeScheduledMessage', example: { sendAt: '2026-12-01T10:00:00+07:00' } });

const record = (what: string) => jsonContent(messageRecordSchema, what);

export const scheduledApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'messages:read',
      method: 'get',
      path: '/',
      tags: ['Messages'],
      summary: 'The messages waiting for their sendAt (status SCHEDULED), newest scheduled first',
      middleware: [workspaceParam()],
      request: { query: pageQuerySchema.extend({ deviceId: idSchema.optional().meta({ description: 'Only this device’s' }) }) },
      responses: { 200: jsonContent(pageOf(messageRecordSchema), 'A page of scheduled messages'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const waiting = sql`${messages.status} = 'SCHEDULED'`;
      const where = [eq(messages.workspaceId, c.var.workspaceId), waiting, equalsGiven(messages.deviceId, query.deviceId)];
      const page = await pageNewestFirst(c.var.db, messages, query, ...where);
      return c.json({ items: page.rows.map(presentRecord), nextCursor: page.nextCursor }, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'messages:send',
      method: 'patch',
      path: '/{id}',
      tags: ['Messages'],
      summary: 'Change a scheduled message’s text or time while it waits',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params, body: jsonBody(changeScheduledSchema) },
      responses: {
        200: record('The scheduled message as it now is'),
        ...errorResponses(400, 401, 404, 409, 413, 415),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const deviceId = await deviceOfMessage(c, c.var.workspaceId, id, undefined);
      c.set('deviceId', deviceId);
      const { content, sendAt } = c.req.valid('json');
      const outcome = await deviceStub(c.env, deviceId).changeScheduled(c.var.workspaceId, id, { content, sendAt });
      return c.json(presentRecord(unwrap(outcome)), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'messages:send',
      method: 'delete',
      path: '/{id}',
      tags: ['Messages'],
      summary: 'Cancel a scheduled message while it waits (its record ends CANCELLED)',
      middleware: [workspaceParam()],
      request: { params },
      responses: { 200: record('The message, CANCELLED'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const deviceId = await deviceOfMessage(c, c.var.workspaceId, id, undefined);
      c.set('deviceId', deviceId);
      const outcome = await deviceStub(c.env, deviceId).cancelScheduled(c.var.workspaceId, id);
      return c.json(presentRecord(unwrap(outcome)), 200);
    },
  );
