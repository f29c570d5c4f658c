import { createRoute, z } from '@hono/zod-openapi';
import { DEVICE_STATUSES, HISTORY_DAYS } from '../../protocol';
import { listDevices } from '../kernel/device-list';
import { deviceParam, devicePath, deviceStub } from '../kernel/stub';
import type { devices } from '../kernel/tables';
import { createApp } from '../shared/app-env';
import { EXAMPLE_PHONE } from '../shared/examples';
import { phoneNumberSchema, strictObject, textSchema } from '../shared/fields';
import { newId } from '../shared/ids';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { iso } from '../shared/time';
import { workspaceParam } from '../workspaces/workspace-param';
import type { DeviceView } from './device-object';
import { deviceQrApi } from './qr-route';

const deviceSchema = z
  .object({
    id: z.string(),
    workspaceId: z.string(),
    name: z.string(),
    sessionId: z.string().nullable().meta({ description: 'Issued at each linking' }),
    status: z.enum(DEVICE_STATUSES).meta({ description: 'CONNECTED is the dashboard’s “Terhubung”' }),
    phoneNumber: z.string().nullable(),
    qr: z.string().nullable().meta({ description: 'The string to render as a QR code while status is QR, else null' }),
    reason: z.string().nullable().meta({ description: 'Why the device is DISCONNECTED or LOGGED_OUT' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime().meta({ description: 'When the status last changed' }),
    autoRead: z.boolean().optional().meta({
      description: 'Whether received messages are marked read as they arrive (set with PATCH); given when the device is read alone',
    }),
    undeliveredAfterMinutes: z.number().int().optional().meta({
      description:
        'A sent message with no delivery receipt after this many minutes is `undelivered` (set with PATCH); given when the device is read alone',
    }),
    historyDays: z.number().int().optional().meta({
      description:
        'Days of the account’s history brought into the inbox when the device links: 0, 1, 7 or 30 (set with PATCH); given when the device is read alone',
    }),
  })
  .meta({ id: 'Device' });

/** A device's options (PATCH /devices/{id}, and the device page's form). */
export const deviceOptionsSchema = strictObject({
  autoRead: z.boolean().optional(),
  undeliveredAfterMinutes: z.number().int().min(1).max(1440).optional(),
  historyDays: z
    .number()
    .int()
    .refine((days) => (HISTORY_DAYS as readonly number[]).includes(days), 'historyDays must be 0, 1, 7 or 30')
    .optional(),
})
  .refine((o) => Object.keys(o).length > 0, 'give at least one option')
  .meta({ id: 'DeviceOptions', example: { autoRead: true, undeliveredAfterMinutes: 10, historyDays: 7 } });

function present(view: DeviceView) {
  return {
    id: view.id,
    workspaceId: view.workspaceId,
    name: view.name,
    sessionId: view.sessionId,
    status: view.status,
    phoneNumber: view.phoneNumber,
    qr: view.qr,
    reason: view.reason,
    createdAt: iso(view.createdAt),
    updatedAt: iso(view.updatedAt),
    autoRead: view.autoRead,
    undeliveredAfterMinutes: view.undeliveredAfterMinutes,
    historyDays: view.historyDays,
  };
}

/** A device as the D1 copy lists it (the live fields come from its object when it is read alone). */
function presentRow(row: typeof devices.$inferSelect) {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    sessionId: null,
    status: row.status as DeviceView['status'],
    phoneNumber: row.phoneNumber,
    qr: null,
    reason: null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const tags = ['Devices'];

/** `/admin/workspaces/:ws/devices` */
export const workspaceDeviceApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'post',
      path: '/',
      tags,
      summary: 'Add a device; linking starts at once',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: {
        body: jsonBody(
          strictObject({ name: textSchema(1, 100).meta({ description: 'What the number is for', example: 'CS Jakarta' }) }).meta({
            example: { name: 'CS Jakarta' },
          }),
        ),
      },
      responses: { 201: jsonContent(deviceSchema, 'The device, status CONNECTING'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const { name } = c.req.valid('json');
      const id = newId('dev');
      const view = await deviceStub(c.env, id).create({ id, workspaceId: c.var.workspaceId, name });
      return c.json(present(view), 201);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'get',
      path: '/',
      tags,
      summary: 'List the workspace’s devices',
      middleware: [workspaceParam()],
      responses: { 200: jsonContent(z.array(deviceSchema), 'The devices, newest first'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const rows = await listDevices(c.var.db, c.var.workspaceId);
      return c.json(rows.map(presentRow), 200);
    },
  );

/** `/admin/devices/:id` */
export const deviceApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'get',
      path: '/{id}',
      tags,
      summary: 'A device with its live status and QR',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(deviceSchema, 'The device'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(present(unwrap(await c.var.device.view(c.var.within))), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'patch',
      path: '/{id}',
      tags,
      summary: 'Change a device’s options: read marks, the delivery watchdog’s time, the history brought on linking',
      description:
        '`autoRead` marks received messages read (blue ticks) as they arrive; `undeliveredAfterMinutes` (1 to 1440, default 10) is how long a sent message may go without a delivery receipt before it is marked undelivered and reported as `message.undelivered`; `historyDays` (0, 1, 7 or 30, default 7) is how much of the account’s history the next linking brings into the inbox.',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: {
        params: devicePath,
        body: jsonBody(deviceOptionsSchema),
      },
      responses: { 200: jsonContent(deviceSchema, 'The device'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(present(unwrap(await c.var.device.setOptions(c.var.within, c.req.valid('json')))), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'post',
      path: '/{id}/pairing-code',
      tags,
      summary: 'Link by an 8-character code typed on the phone instead of a QR scan',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: {
        params: devicePath,
        body: jsonBody(strictObject({ phoneNumber: phoneNumberSchema }).meta({ example: { phoneNumber: EXAMPLE_PHONE } })),
      },
      responses: {
        200: jsonContent(z.object({ code: z.string().meta({ example: 'ABCD1234' }) }), 'The code to type on the phone'),
        ...errorResponses(400, 401, 404, 409, 413, 415, 502, 504),
      },
    }),
    async (c) => c.json(unwrap(await c.var.device.requestPairingCode(c.var.within, c.req.valid('json').phoneNumber)), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'post',
      path: '/{id}/logout',
      tags,
      summary: 'Unlink: the login is erased and the status becomes LOGGED_OUT',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(deviceSchema, 'The device'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(present(unwrap(await c.var.device.logout(c.var.within))), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'post',
      path: '/{id}/connect',
      tags,
      summary: 'Start linking again after a logout (a new sessionId)',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(deviceSchema, 'The device'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(present(unwrap(await c.var.device.relink(c.var.within))), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'delete',
      path: '/{id}',
      tags,
      summary: 'Delete a device with its session, webhooks, delivery history, events and media',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404, 503) },
    }),
    async (c) => {
      unwrap(await c.var.device.destroy(c.var.within));
      return c.body(null, 204);
    },
  )
  .route('/', deviceQrApi);
