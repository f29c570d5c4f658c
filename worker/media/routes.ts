import { createRoute, z } from '@hono/zod-openapi';
import { MAX_MEDIA_BYTES } from '../../protocol';
import { deviceStub } from '../kernel/stub';
import { isMessageId, MESSAGE_ID_MAX } from '../messages/message-id';
import { createApp } from '../shared/app-env';
import { HttpError, notFound } from '../shared/errors';
import { idParam, shown } from '../shared/fields';
import { errorResponses, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { mediaKey, publicMediaUrl } from './media';
import { serveMedia } from './serve-media';

/**
 * A media id is the id of the message it came with (received media) or `hdr_…` (a sent header):
 * both are message ids by their rule, so anything else names no media (and never reaches R2, whose
 * keys end at 1,024 bytes).
 */
const mediaPath = z.object({
  deviceId: idParam('dev', 'device', 'deviceId'),
  id: z
    .string()
    .refine(isMessageId, { error: (issue) => `no media ${shown(issue.input)}` })
    .meta({
      param: { name: 'id', in: 'path' },
      description: 'The message id (received media) or header id (sent media)',
      maxLength: MESSAGE_ID_MAX,
      example: '3A5F9C2E7B1D4A6C8E0F',
    }),
});

/** `GET /media/:deviceId/:id`: a received message's media or a sent header media, for the workspace's API key. */
export const mediaApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:read',
    method: 'get',
    path: '/{deviceId}/{id}',
    tags: ['Media'],
    summary: 'The bytes of a received or sent media file',
    security: [{ ApiKey: [] }],
    request: { params: mediaPath },
    responses: {
      200: {
        description:
          'The file, with the type its bytes have (not the one its sender declared), `X-Content-Type-Options: nosniff`, ' +
          'and `Content-Disposition: attachment` for anything but an image, video, audio or PDF. A history message’s file ' +
          'is downloaded from WhatsApp by the first request (409 while the device is not connected, 504 when the session ' +
          'does not answer in time, 404 when WhatsApp no longer has it), then kept and served like any other',
        content: { '*/*': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...errorResponses(401, 404, 409, 429, 502, 504),
    },
  }),
  async (c) => {
    const { deviceId, id } = c.req.valid('param');
    c.set('deviceId', deviceId);
    const device = deviceStub(c.env, deviceId);
    const workspaceId = c.var.apiKey.workspaceId;
    unwrap(await device.view(workspaceId));
    return serveMedia(c.env.MEDIA, deviceId, id, async () => {
      unwrap(await device.downloadHistoryMedia(workspaceId, id));
    });
  },
);

/** `/node/media/:deviceId/:id`: the session-nodes store received media and fetch header media (NODE_TOKEN checked at the door). */
export const nodeMediaApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'node',
      method: 'put',
      path: '/{deviceId}/{id}',
      hide: true,
      request: { params: mediaPath },
      responses: { 201: jsonContent(z.object({ url: z.string() }), 'Where the workspace’s API key reads it') },
    }),
    async (c) => {
      const { deviceId, id } = c.req.valid('param');
      const length = Number(c.req.header('Content-Length') ?? 0);
      if (length > MAX_MEDIA_BYTES) throw new HttpError(413, `media over ${MAX_MEDIA_BYTES} bytes`);
      const body = c.req.raw.body;
      if (!body) throw new HttpError(400, 'no media bytes');
      await c.env.MEDIA.put(mediaKey(deviceId, id), body, {
        httpMetadata: { contentType: c.req.header('Content-Type') ?? 'application/octet-stream' },
      });
      return c.json({ url: publicMediaUrl(new URL(c.req.url).origin, deviceId, id) }, 201);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'node',
      method: 'get',
      path: '/{deviceId}/{id}',
      hide: true,
      request: { params: mediaPath },
      responses: { 200: { description: 'The file' } },
    }),
    async (c) => {
      const { deviceId, id } = c.req.valid('param');
      const object = await c.env.MEDIA.get(mediaKey(deviceId, id));
      if (!object) throw notFound('no such media');
      return new Response(object.body, { headers: { 'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream' } });
    },
  );
