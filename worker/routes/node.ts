/**
 * The session-nodes' door: WebSocket upgrades for the fleet link and the device links. NODE_TOKEN
 * is checked here, before the upgrade reaches any Durable Object.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../errors';
import { deviceStub, fleetStub } from '../devices';
import { secretsEqual } from '../lib/crypto';

export const nodeRoutes = new Hono<AppEnv>()
  .use('*', async function nodeTokenMiddleware(c, next) {
    const header = c.req.header('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!c.env.NODE_TOKEN) throw new HttpError(503, 'NODE_TOKEN is not configured on the worker');
    if (!token || !(await secretsEqual(token, c.env.NODE_TOKEN))) throw new HttpError(401, 'invalid node token');
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new HttpError(426, 'expected a WebSocket upgrade');
    await next();
  })
  .get('/ws', (c) => fleetStub(c.env).fetch(c.req.raw))
  .get('/devices/:id/ws', (c) => deviceStub(c.env, c.req.param('id')).fetch(c.req.raw));
