import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { pageOf, pageQuerySchema } from '../shared/cursor';
import { errorResponses, jsonContent } from '../shared/openapi';
import { workspaceParam } from '../workspaces/workspace-param';
import { messageRecordSchema, presentRecord } from './records';
import { listMessageRecords } from './records-list';

/** `/admin/workspaces/:ws/messages`: the workspace's message records, newest first, with their `source`. */
export const messageRecordApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:read',
    method: 'get',
    path: '/',
    tags: ['Messages'],
    summary: 'The workspace’s message records (sent and received), newest first',
    middleware: [workspaceParam()],
    request: {
      query: pageQuerySchema.extend({ deviceId: z.string().max(64).optional(), direction: z.enum(['OUTBOUND', 'INBOUND']).optional() }),
    },
    responses: { 200: jsonContent(pageOf(messageRecordSchema), 'A page of records'), ...errorResponses(400, 401, 404) },
  }),
  async (c) => {
    const page = await listMessageRecords(c.var.db, c.var.workspaceId, c.req.valid('query'));
    return c.json({ items: page.rows.map(presentRecord), nextCursor: page.nextCursor }, 200);
  },
);
