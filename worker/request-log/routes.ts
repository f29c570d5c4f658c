import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { pageOf, pageQuerySchema } from '../shared/cursor';
import { decimalQuery } from '../shared/fields';
import { errorResponses, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import { workspaceParam } from '../workspaces/workspace-param';
import { listRequestLog } from './request-log-list';

export const entrySchema = z
  .object({
    id: z.string(),
    keyId: z.string(),
    method: z.string(),
    path: z.string(),
    status: z.number().int(),
    durationMs: z.number().int(),
    deviceId: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RequestLogEntry' });

/** `/admin/workspaces/:ws/request-log`: every request made with the workspace's keys, newest first. */
export const requestLogApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'logs',
    method: 'get',
    path: '/',
    tags: ['Request log'],
    summary: 'List requests made with the workspace’s API keys',
    middleware: [workspaceParam()],
    request: {
      query: pageQuerySchema.extend({
        keyId: z.string().max(128).optional(),
        status: decimalQuery(100, 599).optional().meta({ description: 'Only requests answered with this status' }),
      }),
    },
    responses: { 200: jsonContent(pageOf(entrySchema), 'A page of the log, newest first'), ...errorResponses(400, 401, 404) },
  }),
  async (c) => {
    const page = await listRequestLog(c.var.db, c.var.workspaceId, c.req.valid('query'));
    return c.json(
      {
        items: page.rows.map((r) => ({
          id: r.id,
          keyId: r.keyId,
          method: r.method,
          path: r.path,
          status: r.status,
          durationMs: r.durationMs,
          deviceId: r.deviceId,
          createdAt: iso(r.createdAt),
        })),
        nextCursor: page.nextCursor,
      },
      200,
    );
  },
);
