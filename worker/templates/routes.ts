import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { createApp } from '../shared/app-env';
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
export const templateRoutes = createApp()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['Templates'],
      summary: 'Create a template',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: workspacePath, body: jsonBody(strictObject({ name: textSchema(1, 100), content: textSchema(1, 65_536) })) },
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
      summary: 'List the workspace’s templates',
      middleware: [workspaceParam()],
      request: { params: workspacePath },
      responses: { 200: jsonContent(z.array(templateSchema), 'The templates, newest first'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const rows = await c.var.db
        .select()
        .from(templates)
        .where(eq(templates.workspaceId, c.var.workspaceId))
        .orderBy(desc(templates.createdAt));
      return c.json(rows.map(present), 200);
    },
  );
