/**
 * The session-nodes' door: WebSocket upgrades for the fleet link and the device links, and media
 * storage. NODE_TOKEN is checked here, before anything reaches a Durable Object or R2.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { deviceStub, fleetStub } from '../devices';
import { HttpError } from '../errors';
import { MAX_MEDIA_BYTES, mediaKey, publicMediaUrl } from '../media';
import { bearerToken } from '../middleware/bearer-token';

export const nodeRoutes = new Hono<AppEnv>()
  .use('*', bearerToken('NODE_TOKEN', { missing: 'missing node token', invalid: 'invalid node token' }))
  .use('*/ws', async function upgradeOnly(c, next) {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new HttpError(426, 'expected a WebSocket upgrade');
    await next();
  })
  .get('/ws', (c) => fleetStub(c.env).fetch(c.req.raw))
  .get('/devices/:id/ws', (c) => deviceStub(c.env, c.req.param('id')).fetch(c.req.raw))
  /** A received message's media: stored in R2, served to the workspace's API key at the returned URL. */
  .put('/media/:deviceId/:messageId', async (c) => {
    const { deviceId, messageId } = c.req.param();
    const length = Number(c.req.header('Content-Length') ?? 0);
    if (length > MAX_MEDIA_BYTES) throw new HttpError(413, `media over ${MAX_MEDIA_BYTES} bytes`);
    const body = c.req.raw.body;
    if (!body) throw new HttpError(400, 'no media bytes');
    await c.env.MEDIA.put(mediaKey(deviceId, messageId), body, {
      httpMetadata: { contentType: c.req.header('Content-Type') ?? 'application/octet-stream' },
    });
    return c.json({ url: publicMediaUrl(new URL(c.req.url).origin, deviceId, messageId) }, 201);
  })
  /** Header media of an interactive message, fetched by the node that sends it. */
  .get('/media/:deviceId/:id', async (c) => {
    const object = await c.env.MEDIA.get(mediaKey(c.req.param('deviceId'), c.req.param('id')));
    if (!object) throw new HttpError(404, 'no such media');
    return new Response(object.body, { headers: { 'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream' } });
  });
