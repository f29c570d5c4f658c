/**
 * `/admin/devices/:id/rating` (and `/devices/:id/rating` with a key holding `inbox`): whether the
 * device asks the customer for a rating when a conversation is resolved, and how. Kept by the
 * device's object, which asks.
 */
import { createRoute } from '@hono/zod-openapi';
import { deviceParam, devicePath } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { ratingSettingsSchema } from './rating-settings';

export const ratingApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'get',
      path: '/',
      tags: ['Inbox'],
      summary: 'The device’s rating question: asked when a conversation is resolved, or off',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(ratingSettingsSchema, 'The rating settings'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(unwrap(await c.var.device.ratingSettings(c.var.within)), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'put',
      path: '/',
      tags: ['Inbox'],
      summary: 'Turn the rating question on or off, by buttons or a poll, its words and how long an answer counts',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(ratingSettingsSchema) },
      responses: { 200: jsonContent(ratingSettingsSchema, 'The rating settings as saved'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(unwrap(await c.var.device.setRatingSettings(c.var.within, c.req.valid('json'))), 200),
  );
