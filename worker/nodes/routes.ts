/**
 * The session-nodes' door: WebSocket upgrades for the fleet link and the device links (NODE_TOKEN
 * is checked before this, at `/node/*`). Internal: not part of the public reference.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { deviceStub } from '../kernel/stub';
import type { AppEnv } from '../shared/app-env';
import { createApp } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { idParam } from '../shared/fields';
import { fleetStub } from './fleet';

function upgradeOnly(): MiddlewareHandler<AppEnv> {
  return async function upgradeOnlyMiddleware(c, next) {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new HttpError(426, 'expected a WebSocket upgrade');
    await next();
  };
}

const nodeQuery = z.object({ nodeId: z.string().min(1).max(128) });

export const nodeApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'node',
      method: 'get',
      path: '/ws',
      hide: true,
      middleware: [upgradeOnly()],
      request: { query: nodeQuery },
      responses: { 101: { description: 'The fleet link' } },
    }),
    (c) => fleetStub(c.env).fetch(c.req.raw),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'node',
      method: 'get',
      path: '/devices/{id}/ws',
      hide: true,
      middleware: [upgradeOnly()],
      request: { params: z.object({ id: idParam('dev', 'device') }), query: nodeQuery },
      responses: { 101: { description: 'The device link' } },
    }),
    (c) => deviceStub(c.env, c.req.valid('param').id).fetch(c.req.raw),
  );
