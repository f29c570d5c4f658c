import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../shared/app-env';
import { notFound } from '../shared/errors';
import { workspaces } from './tables';

/** The `:ws` path parameter of the routes under `/admin/workspaces/:ws`, for their declarations. */
export const workspacePath = z.object({
  ws: z
    .string()
    .max(64)
    .meta({ param: { name: 'ws', in: 'path' }, description: 'Workspace id', example: 'ws_3xA9kQ2mZr7LbT0pWc1d' }),
});

/** Resolves the `:ws` path parameter to a workspace that exists (404 otherwise) as `c.var.workspaceId`. */
export function workspaceParam(): MiddlewareHandler<AppEnv> {
  return async function workspaceParamMiddleware(c, next) {
    const id = c.req.param('ws') ?? '';
    const [row] = await c.var.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, id)).limit(1);
    if (!row) throw notFound(`workspace ${id} not found`);
    c.set('workspaceId', row.id);
    await next();
  };
}
