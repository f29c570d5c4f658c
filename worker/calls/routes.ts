/**
 * `/devices/{id}/calls`: what the device does with the calls that ring it (`call-settings.ts`);
 * `PUT` replaces the settings.
 */
import { createRoute } from '@hono/zod-openapi';
import { deviceParam, devicePath } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { callSettingsSchema } from './call-settings';

const tags = ['Devices'];

/** `/devices/:id/calls` */
export const callSettingsApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'get',
      path: '/',
      tags,
      summary: 'A device’s call settings: which calls it rejects, when, and the text the caller gets',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(callSettingsSchema, 'The call settings'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(unwrap(await c.var.device.callSettings(c.var.within)), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'put',
      path: '/',
      tags,
      summary: 'Reject calls with a message: voice, video and group calls, always or outside business hours',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(callSettingsSchema) },
      responses: { 200: jsonContent(callSettingsSchema, 'The call settings as saved'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(unwrap(await c.var.device.setCallSettings(c.var.within, c.req.valid('json'))), 200),
  );
