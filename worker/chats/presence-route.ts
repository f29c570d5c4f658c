import { createRoute, z } from '@hono/zod-openapi';
import type { PresenceState } from '../../protocol';
import { deviceStub } from '../kernel/stub';
import { recipientFields } from '../messages/recipient';
import { createApp } from '../shared/app-env';
import { EXAMPLE_DEVICE_ID, EXAMPLE_PHONE } from '../shared/examples';
import { phoneNumberSchema, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';

const STATES = ['typing', 'recording', 'paused'] as const;
/** The interface's words for WhatsApp's chat states. */
const WIRE: Record<(typeof STATES)[number], PresenceState> = { typing: 'composing', recording: 'recording', paused: 'paused' };

export const presenceSchema = strictObject({
  deviceId: recipientFields.deviceId,
  phoneNumber: phoneNumberSchema,
  state: z.enum(STATES).meta({ description: '“typing…”, “recording…” (a voice note), or neither', example: 'typing' }),
}).meta({ id: 'ChatPresence', example: { deviceId: EXAMPLE_DEVICE_ID, phoneNumber: EXAMPLE_PHONE, state: 'typing' } });

/** `/chats/presence` */
export const chatApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/presence',
    tags: ['Messages'],
    summary: 'Show “typing…” or “recording…” in a chat, or stop it',
    security: [{ ApiKey: [] }],
    middleware: [bodyOf('application/json', JSON_BODY_LIMIT)],
    request: { body: jsonBody(presenceSchema) },
    responses: {
      200: jsonContent(z.object({ state: z.enum(STATES) }), 'Shown'),
      ...errorResponses(400, 401, 404, 409, 413, 415, 429, 502, 504),
    },
  }),
  async (c) => {
    const { deviceId, phoneNumber, state } = c.req.valid('json');
    c.set('deviceId', deviceId);
    unwrap(await deviceStub(c.env, deviceId).showPresence(c.var.apiKey.workspaceId, phoneNumber, WIRE[state]));
    return c.json({ state }, 200);
  },
);
