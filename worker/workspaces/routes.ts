import { createRoute, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { createApp } from '../shared/app-env';
import { strictObject, textSchema } from '../shared/fields';
import { newId } from '../shared/ids';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import { workspaces } from './tables';

const workspaceSchema = z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime() }).meta({ id: 'Workspace' });

const present = (row: typeof workspaces.$inferSelect) => ({ id: row.id, name: row.name, createdAt: iso(row.createdAt) });

/** `/admin/workspaces` */
export const workspaceRoutes = createApp()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['Workspaces'],
      summary: 'Create a workspace',
      middleware: [bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { body: jsonBody(strictObject({ name: textSchema(1, 100) })) },
      responses: { 201: jsonContent(workspaceSchema, 'The workspace'), ...errorResponses(400, 401, 413, 415) },
    }),
    async (c) => {
      const { name } = c.req.valid('json');
      const row = { id: newId('ws'), name, createdAt: Date.now() };
      await c.var.db.insert(workspaces).values(row);
      return c.json(present(row), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Workspaces'],
      summary: 'List workspaces',
      responses: { 200: jsonContent(z.array(workspaceSchema), 'Every workspace, newest first'), ...errorResponses(401) },
    }),
    async (c) => {
      const rows = await c.var.db.select().from(workspaces).orderBy(desc(workspaces.createdAt));
      return c.json(rows.map(present), 200);
    },
  );
