import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../shared/app-env';
import { notFound } from '../shared/errors';
import { idParam, idPattern, shown } from '../shared/fields';
import { workspaces } from './tables';

/**
 * The `:ws` path parameter of the routes under `/admin/workspaces/:ws`, for their declarations. A
 * workspace route declares none itself (its key's door has no `:ws`): app.ts adds it to the
 * operator's copy in the document, and `workspaceParam` reads it.
 */
export const workspacePath = z.object({ ws: idParam('ws', 'workspace', 'ws') });

const WORKSPACE_ID = idPattern('ws');

/**
 * Resolves the workspace a workspace route acts on as `c.var.workspaceId`: at the key's door, the
 * key's own; at the operator's, the `:ws` path parameter, a workspace that exists (404 otherwise).
 * An id that cannot be a workspace's is a 404 without a look in D1.
 */
export function workspaceParam(): MiddlewareHandler<AppEnv> {
  return async function workspaceParamMiddleware(c, next) {
    const param = c.req.param('ws');
    // The key's door has no `:ws`: its key (which exists only while its workspace does) names it.
    if (param === undefined && c.var.within) {
      c.set('workspaceId', c.var.within);
      return next();
    }
    const id = param ?? '';
    const [row] = WORKSPACE_ID.test(id)
      ? await c.var.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, id)).limit(1)
      : [];
    if (!row) throw notFound(`workspace ${shown(id)} not found`);
    c.set('workspaceId', row.id);
    await next();
  };
}
