import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { getDb } from '../db';
import { requireDevice } from '../devices';
import { notFound } from '../errors';
import { mediaKey } from '../media';

/** `GET /media/:deviceId/:id`: a received message's media or a sent header media, for the workspace's API key. */
export const mediaRoutes = new Hono<AppEnv>().get('/:deviceId/:messageId', async (c) => {
  const { deviceId, messageId } = c.req.param();
  await requireDevice(getDb(c.env), deviceId, c.get('apiKey').workspaceId);
  c.set('deviceId', deviceId);
  const object = await c.env.MEDIA.get(mediaKey(deviceId, messageId));
  if (!object) throw notFound(`no media for message ${messageId}`);
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      'Cache-Control': 'private, max-age=3600',
    },
  });
});
