import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { createApp } from '../shared/app-env';
import { pageNewestFirst, pageOf, pageQuerySchema } from '../shared/cursor';
import { strictObject, textSchema } from '../shared/fields';
import { newId } from '../shared/ids';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import { workspaceParam, workspacePath } from '../workspaces/workspace-param';
import { templates } from './tables';

const templateSchema = z
  .object({ id: z.string(), workspaceId: z.string(), name: z.string(), content: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'Template' });

const present = (r: typeof templates.$inferSelect) => ({
  id: r.id,
  workspaceId: r.workspaceId,
  name: r.name,
  content: r.content,
  createdAt: iso(r.createdAt),
});

/** `/admin/workspaces/:ws/templates`: texts that `templateId` names. */
export const templateApi = createApp()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['Templates'],
      summary: 'Create a template',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: {
        params: workspacePath,
        body: jsonBody(
          strictObject({
            name: textSchema(1, 100).meta({ example: 'Pesanan dikirim' }),
            content: textSchema(1, 65_536).meta({
              description: 'The text a send that names this template carries',
              example: 'Halo kak, pesanan Anda sudah dikirim hari ini.',
            }),
          }).meta({ example: { name: 'Pesanan dikirim', content: 'Halo kak, pesanan Anda sudah dikirim hari ini.' } }),
        ),
      },
      responses: { 201: jsonContent(templateSchema, 'The template'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const row = { id: newId('tpl'), workspaceId: c.var.workspaceId, ...c.req.valid('json'), createdAt: Date.now() };
      await c.var.db.insert(templates).values(row);
      return c.json(present(row), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Templates'],
      summary: 'List the workspace’s templates, newest first, a page at a time',
      middleware: [workspaceParam()],
      request: { params: workspacePath, query: pageQuerySchema },
      responses: { 200: jsonContent(pageOf(templateSchema), 'A page of templates, newest first'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const page = await pageNewestFirst(c.var.db, templates, c.req.valid('query'), eq(templates.workspaceId, c.var.workspaceId));
      return c.json({ items: page.rows.map(present), nextCursor: page.nextCursor }, 200);
    },
  );
