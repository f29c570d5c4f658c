import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../shared/app-env';
import { notFound } from '../shared/errors';
import { idParam, idPattern, shown } from '../shared/fields';
import { workspaces } from './tables';

/** The `:ws` path parameter of the routes under `/admin/workspaces/:ws`, for their declarations. */
export const workspacePath = z.object({ ws: idParam('ws', 'workspace', 'ws') });

const WORKSPACE_ID = idPattern('ws');

/**
 * Resolves the `:ws` path parameter to a workspace that exists (404 otherwise) as `c.var.workspaceId`.
 * An id that cannot be a workspace's is a 404 without a look in D1.
 */
export function workspaceParam(): MiddlewareHandler<AppEnv> {
  return async function workspaceParamMiddleware(c, next) {
    const id = c.req.param('ws') ?? '';
    const [row] = WORKSPACE_ID.test(id)
      ? await c.var.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, id)).limit(1)
      : [];
    if (!row) throw notFound(`workspace ${shown(id)} not found`);
    c.set('workspaceId', row.id);
    await next();
  };
}
