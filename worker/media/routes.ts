import { createRoute, z } from '@hono/zod-openapi';
import { MAX_MEDIA_BYTES } from '../../protocol';
import { deviceStub } from '../devices/stub';
import { isMessageId, MESSAGE_ID_MAX } from '../messages/message-id';
import { createApp } from '../shared/app-env';
import { HttpError, notFound } from '../shared/errors';
import { idParam, shown } from '../shared/fields';
import { errorResponses, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { mediaKey, publicMediaUrl } from './media';
import { attachmentDisposition, SNIFF_BYTES, servedAs } from './served-type';

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
          'and `Content-Disposition: attachment` for anything but an image, video, audio or PDF',
        content: { '*/*': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...errorResponses(401, 404, 429),
    },
  }),
  async (c) => {
    const { deviceId, id } = c.req.valid('param');
    c.set('deviceId', deviceId);
    unwrap(await deviceStub(c.env, deviceId).view(c.var.apiKey.workspaceId));
    const object = await c.env.MEDIA.get(mediaKey(deviceId, id));
    if (!object) throw notFound(`no media ${shown(id)}`);
    const { head, body } = await withHead(object, SNIFF_BYTES);
    const served = servedAs(head, object.httpMetadata?.contentType);
    const fileName = object.customMetadata?.fileName;
    return new Response(body, {
      headers: {
        'Content-Type': served.contentType,
        'Content-Length': String(object.size),
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        // Opened directly, the file runs nothing, whatever it is.
        'Content-Security-Policy': "default-src 'none'; sandbox",
        ...(served.attachment ? { 'Content-Disposition': attachmentDisposition(fileName) } : {}),
      },
    });
  },
);

/**
 * The object's first `bytes` bytes (or all of it, when smaller) to sniff, and its whole body still
 * to serve, of its known length (a Response streams it as it is read).
 */
async function withHead(object: R2ObjectBody, bytes: number): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = object.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const read = await reader.read();
    if (read.done) {
      done = true;
      break;
    }
    chunks.push(read.value);
    size += read.value.byteLength;
  }
  const head = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const { readable, writable } = new FixedLengthStream(object.size);
  const writer = writable.getWriter();
  const pump = async () => {
    await writer.write(head);
    while (!done) {
      const read = await reader.read();
      if (read.done) break;
      await writer.write(read.value);
    }
    await writer.close();
  };
  // The copy runs as the response is read; a reader that goes away ends it with an error, unheard.
  pump().catch(() => writer.abort().catch(() => undefined));
  return { head, body: readable };
}

/** `/node/media/:deviceId/:id`: the session-nodes store received media and fetch header media (NODE_TOKEN checked at the door). */
export const nodeMediaApi = createApp()
  .openapi(
    createRoute({
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
