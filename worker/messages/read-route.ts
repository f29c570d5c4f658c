import { createRoute, z } from '@hono/zod-openapi';
import { deviceStub } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { EXAMPLE_DEVICE_ID, EXAMPLE_PHONE } from '../shared/examples';
import { phoneNumberSchema, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { READ_LATEST } from './chat-part';
import { messageIdSchema } from './message-id';
import { recipientFields } from './recipient';

export const readChatSchema = strictObject({
  deviceId: recipientFields.deviceId,
  phoneNumber: phoneNumberSchema,
  messageIds: z
    .array(messageIdSchema)
    .min(1)
    .max(READ_LATEST)
    .optional()
    .meta({ description: `Messaging-app ids of messages received from the chat; left out: its latest ${READ_LATEST}` }),
}).meta({ id: 'ReadChat', example: { deviceId: EXAMPLE_DEVICE_ID, phoneNumber: EXAMPLE_PHONE } });

export const readRoute = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/',
    tags: ['Messages'],
    summary: 'Mark a chat’s received messages read (blue ticks)',
    security: [{ ApiKey: [] }],
    middleware: [bodyOf('application/json', JSON_BODY_LIMIT)],
    request: { body: jsonBody(readChatSchema) },
    responses: {
      200: jsonContent(z.object({ messageIds: z.array(z.string()).meta({ description: 'The messages marked read' }) }), 'Marked read'),
      ...errorResponses(400, 401, 404, 409, 413, 415, 429, 502, 504),
    },
  }),
  async (c) => {
    const { deviceId, phoneNumber, messageIds } = c.req.valid('json');
    c.set('deviceId', deviceId);
    const outcome = await deviceStub(c.env, deviceId).readChat(c.var.apiKey.workspaceId, phoneNumber, messageIds);
    return c.json(unwrap(outcome), 200);
  },
);
