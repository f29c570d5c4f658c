import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { strictObject, textSchema } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import type { workspaces } from './tables';
import { createWorkspace, listWorkspaces } from './workspaces';

const workspaceSchema = z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime() }).meta({ id: 'Workspace' });

const present = (row: typeof workspaces.$inferSelect) => ({ id: row.id, name: row.name, createdAt: iso(row.createdAt) });

/** `/admin/workspaces` */
export const workspaceApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'operator',
      method: 'post',
      path: '/',
      tags: ['Workspaces'],
      summary: 'Create a workspace',
      middleware: [bodyOf('application/json', JSON_BODY_LIMIT)],
      request: {
        body: jsonBody(
          strictObject({ name: textSchema(1, 100).meta({ description: 'The business or team it is for', example: 'Toko Sinar' }) }).meta({
            example: { name: 'Toko Sinar' },
          }),
        ),
      },
      responses: { 201: jsonContent(workspaceSchema, 'The workspace'), ...errorResponses(400, 401, 413, 415) },
    }),
    async (c) => {
      const row = await createWorkspace(c.var.db, c.req.valid('json').name);
      return c.json(present(row), 201);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'operator',
      method: 'get',
      path: '/',
      tags: ['Workspaces'],
      summary: 'List workspaces',
      responses: { 200: jsonContent(z.array(workspaceSchema), 'Every workspace, newest first'), ...errorResponses(401) },
    }),
    async (c) => {
      const rows = await listWorkspaces(c.var.db);
      return c.json(rows.map(present), 200);
    },
  );
