/**
 * `POST /contacts/check` (is each number on WhatsApp?), `GET /groups` and `GET /groups/{groupId}`:
 * the device's account's view of WhatsApp, through its session, for an API key; and what the
 * account does to its groups (`manage-routes.ts`, `picture-routes.ts`).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { MAX_NUMBERS_PER_CHECK } from '../../protocol';
import { deviceStub } from '../kernel/stub';
import { groupJid } from '../messages/recipient';
import { createApp } from '../shared/app-env';
import { EXAMPLE_DEVICE_ID } from '../shared/examples';
import { idSchema, phoneNumberSchema, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { groupDetailsSchema, groupPathSchema, groupQuerySchema, groupSummarySchema, presentGroup } from './group-schemas';
import { groupManageApi } from './manage-routes';
import { groupPictureApi } from './picture-routes';

const deviceIdField = idSchema.meta({ description: 'The device that asks; it must be CONNECTED', example: 'dev_8fK2mQ9xLr4TbZ1cWp7n' });

export const checkNumbersSchema = strictObject({
  deviceId: deviceIdField,
  phoneNumbers: z
    .array(phoneNumberSchema)
    .min(1)
    .max(MAX_NUMBERS_PER_CHECK)
    .meta({ description: `1 to ${MAX_NUMBERS_PER_CHECK} numbers`, example: ['6281234567890', '6289999999999'] }),
}).meta({ id: 'CheckNumbers', example: { deviceId: EXAMPLE_DEVICE_ID, phoneNumbers: ['6281234567890', '6289999999999'] } });

const numberCheckSchema = z
  .object({
    phoneNumber: z.string().meta({ example: '6281234567890' }),
    exists: z.boolean().meta({ description: 'Whether the number has a WhatsApp account' }),
    jid: z
      .string()
      .nullable()
      .meta({ description: 'The account’s JID when it exists, else null', example: '6281234567890@s.whatsapp.net' }),
  })
  .meta({ id: 'NumberCheck' });

export const contactCheckApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/check',
    tags: ['Contacts'],
    summary: 'Check whether numbers are on WhatsApp (each answer kept a day per device)',
    description:
      'Asks WhatsApp through the device’s session (Baileys’ `onWhatsApp`). A number the device checked within the last 24 hours is answered from the device’s own record of it and does not reach WhatsApp again: bulk lookups are a known ban trigger.',
    security: [{ ApiKey: [] }],
    middleware: [bodyOf('application/json', JSON_BODY_LIMIT)],
    request: { body: jsonBody(checkNumbersSchema) },
    responses: {
      200: jsonContent(z.object({ results: z.array(numberCheckSchema) }), 'One answer per number, in the order asked'),
      ...errorResponses(400, 401, 404, 409, 413, 415, 429, 502, 504),
    },
  }),
  async (c) => {
    const body = c.req.valid('json');
    c.set('deviceId', body.deviceId);
    const results = unwrap(await deviceStub(c.env, body.deviceId).checkNumbers(c.var.apiKey.workspaceId, body.phoneNumbers));
    return c.json({ results }, 200);
  },
);

export const groupApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'messages:send',
      method: 'get',
      path: '/',
      tags: ['Groups'],
      summary: 'List the groups the device’s account is in',
      security: [{ ApiKey: [] }],
      request: { query: groupQuerySchema },
      responses: {
        200: jsonContent(z.object({ items: z.array(groupSummarySchema) }), 'The groups, as WhatsApp has them now'),
        ...errorResponses(400, 401, 404, 409, 429, 502, 504),
      },
    }),
    async (c) => {
      const { deviceId } = c.req.valid('query');
      c.set('deviceId', deviceId);
      const items = unwrap(await deviceStub(c.env, deviceId).groups(c.var.apiKey.workspaceId));
      return c.json({ items }, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'messages:send',
      method: 'get',
      path: '/{groupId}',
      tags: ['Groups'],
      summary: 'One group and its participants',
      security: [{ ApiKey: [] }],
      request: { params: groupPathSchema, query: groupQuerySchema },
      responses: {
        200: jsonContent(groupDetailsSchema, 'The group and its participants'),
        ...errorResponses(400, 401, 404, 409, 429, 502, 504),
      },
    }),
    async (c) => {
      const { deviceId } = c.req.valid('query');
      const { groupId } = c.req.valid('param');
      c.set('deviceId', deviceId);
      const group = unwrap(await deviceStub(c.env, deviceId).group(c.var.apiKey.workspaceId, groupJid(groupId)));
      return c.json(presentGroup(group), 200);
    },
  )
  .route('/', groupManageApi)
  .route('/', groupPictureApi);
