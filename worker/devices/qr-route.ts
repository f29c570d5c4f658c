/** `/devices/:id/qr`: the QR to scan while a device links, as its string, an SVG or a PNG. */
import { createRoute, z } from '@hono/zod-openapi';
import { qrSvg } from '../dashboard/qr';
import { deviceParam, devicePath } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { errorResponses } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { qrPng } from './qr-png';

const qrQuerySchema = z.object({
  format: z
    .enum(['json', 'svg', 'png'])
    .default('json')
    .meta({ description: '`json` (the string, to draw yourself), `svg` or `png` (drawn here)', example: 'svg' }),
});

export const deviceQrApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'devices',
    method: 'get',
    path: '/{id}/qr',
    tags: ['Devices'],
    summary: 'The QR to scan while the device links (status QR): its string, or drawn as SVG or PNG',
    middleware: [deviceParam()],
    request: { params: devicePath, query: qrQuerySchema },
    responses: {
      200: {
        description: 'The QR; it changes every 20 s or so until scanned, so read it again while the status stays QR',
        content: {
          'application/json': { schema: z.object({ qr: z.string().meta({ example: '2@Xk3…' }) }) },
          'image/svg+xml': { schema: z.string() },
          'image/png': { schema: z.string().meta({ format: 'binary' }) },
        },
      },
      ...errorResponses(400, 401, 404, 409),
    },
  }),
  async (c) => {
    const view = unwrap(await c.var.device.view(c.var.within));
    if (view.status !== 'QR' || !view.qr) throw new HttpError(409, `device ${view.id} shows no QR: its status is ${view.status}`);
    const { format } = c.req.valid('query');
    // A QR is good for one scan within seconds: never kept by a cache.
    c.header('Cache-Control', 'no-store');
    if (format === 'svg') return c.body(await qrSvg(view.qr, `WhatsApp QR for ${view.name}`), 200, { 'Content-Type': 'image/svg+xml' });
    if (format === 'png') return c.body(await qrPng(view.qr), 200, { 'Content-Type': 'image/png' });
    return c.json({ qr: view.qr }, 200);
  },
);
