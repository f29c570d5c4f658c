import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { createApp } from '../shared/app-env';
import { pageNewestFirst, pageOf, pageQuerySchema } from '../shared/cursor';
import { notFound } from '../shared/errors';
import { idParam } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import { workspaceParam } from '../workspaces/workspace-param';
import { templates } from './tables';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  type TemplateRow,
  templateInputSchema,
  templatePatchSchema,
  updateTemplate,
} from './templates';

const templateSchema = z
  .object({ id: z.string(), workspaceId: z.string(), name: z.string(), content: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'Template' });

const present = (r: TemplateRow) => ({
  id: r.id,
  workspaceId: r.workspaceId,
  name: r.name,
  content: r.content,
  createdAt: iso(r.createdAt),
});

const templatePath = z.object({ templateId: idParam('tpl', 'template', 'templateId') });
const missing = (ws: string, id: string) => notFound(`template ${id} not found in workspace ${ws}`);

/** `/admin/workspaces/:ws/templates`: texts that `templateId` names. */
export const templateApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'templates',
      method: 'post',
      path: '/',
      tags: ['Templates'],
      summary: 'Create a template',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { body: jsonBody(templateInputSchema) },
      responses: { 201: jsonContent(templateSchema, 'The template'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(present(await createTemplate(c.var.db, c.var.workspaceId, c.req.valid('json'))), 201),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'templates',
      method: 'get',
      path: '/',
      tags: ['Templates'],
      summary: 'List the workspace’s templates, newest first, a page at a time',
      middleware: [workspaceParam()],
      request: { query: pageQuerySchema },
      responses: { 200: jsonContent(pageOf(templateSchema), 'A page of templates, newest first'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const page = await pageNewestFirst(c.var.db, templates, c.req.valid('query'), eq(templates.workspaceId, c.var.workspaceId));
      return c.json({ items: page.rows.map(present), nextCursor: page.nextCursor }, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'templates',
      method: 'get',
      path: '/{templateId}',
      tags: ['Templates'],
      summary: 'A template',
      middleware: [workspaceParam()],
      request: { params: templatePath },
      responses: { 200: jsonContent(templateSchema, 'The template'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const ws = c.var.workspaceId;
      const { templateId } = c.req.valid('param');
      const row = await getTemplate(c.var.db, ws, templateId);
      if (!row) throw missing(ws, templateId);
      return c.json(present(row), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'templates',
      method: 'patch',
      path: '/{templateId}',
      tags: ['Templates'],
      summary: 'Rename a template or change its text (a broadcast already created keeps the text it had)',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: templatePath, body: jsonBody(templatePatchSchema) },
      responses: { 200: jsonContent(templateSchema, 'The template as changed'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const ws = c.var.workspaceId;
      const { templateId } = c.req.valid('param');
      const row = await updateTemplate(c.var.db, ws, templateId, c.req.valid('json'));
      if (!row) throw missing(ws, templateId);
      return c.json(present(row), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'templates',
      method: 'delete',
      path: '/{templateId}',
      tags: ['Templates'],
      summary: 'Delete a template (a broadcast already created keeps its text)',
      middleware: [workspaceParam()],
      request: { params: templatePath },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const ws = c.var.workspaceId;
      const { templateId } = c.req.valid('param');
      if (!(await deleteTemplate(c.var.db, ws, templateId))) throw missing(ws, templateId);
      return c.body(null, 204);
    },
  );
