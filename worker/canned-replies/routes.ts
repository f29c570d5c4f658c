import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { saidError } from '../shared/errors';
import { idParam } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { said } from '../shared/said';
import { iso } from '../shared/time';
import { workspaceParam, workspacePath } from '../workspaces/workspace-param';
import {
  type CannedReplyRow,
  cannedPageQuerySchema,
  cannedReplyInputSchema,
  cannedReplyPatchSchema,
  createCannedReply,
  deleteCannedReply,
  getCannedReply,
  listCannedReplies,
  updateCannedReply,
} from './canned-replies';

const cannedReplySchema = z
  .object({
    id: z.string(),
    workspaceId: z.string(),
    shortcut: z.string(),
    text: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'CannedReply' });

const present = (r: CannedReplyRow) => ({
  id: r.id,
  workspaceId: r.workspaceId,
  shortcut: r.shortcut,
  text: r.text,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const cannedPath = workspacePath.extend({ cannedReplyId: idParam('cnr', 'canned reply', 'cannedReplyId') });
const missing = (id: string) => saidError(404, said('canned.notFound', { id }));
const TAGS = ['Canned replies'];
/** The API-key scope of these routes (see the round's conventions): canned replies belong to the inbox. */
const SCOPE = { 'x-kurir-scope': 'inbox' } as const;

/** `/admin/workspaces/:ws/canned-replies`: the team's saved answers, typed as `/shortcut` in the reply box. */
export const cannedReplyApi = createApp()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: TAGS,
      summary: 'Create a canned reply',
      ...SCOPE,
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: workspacePath, body: jsonBody(cannedReplyInputSchema) },
      responses: {
        201: jsonContent(cannedReplySchema, 'The canned reply'),
        ...errorResponses(400, 401, 404, 409, 413, 415),
      },
    }),
    async (c) => c.json(present(await createCannedReply(c.var.db, c.var.workspaceId, c.req.valid('json'))), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary: 'List the workspace’s canned replies in shortcut order, a page at a time',
      ...SCOPE,
      middleware: [workspaceParam()],
      request: { params: workspacePath, query: cannedPageQuerySchema },
      responses: {
        200: jsonContent(
          z.object({ items: z.array(cannedReplySchema), nextCursor: z.string().nullable() }),
          'A page of canned replies, by shortcut',
        ),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const page = await listCannedReplies(c.var.db, c.var.workspaceId, c.req.valid('query'));
      return c.json({ items: page.rows.map(present), nextCursor: page.nextCursor }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{cannedReplyId}',
      tags: TAGS,
      summary: 'A canned reply',
      ...SCOPE,
      middleware: [workspaceParam()],
      request: { params: cannedPath },
      responses: { 200: jsonContent(cannedReplySchema, 'The canned reply'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { cannedReplyId } = c.req.valid('param');
      const row = await getCannedReply(c.var.db, c.var.workspaceId, cannedReplyId);
      if (!row) throw missing(cannedReplyId);
      return c.json(present(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{cannedReplyId}',
      tags: TAGS,
      summary: 'Change a canned reply’s shortcut or text',
      ...SCOPE,
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: cannedPath, body: jsonBody(cannedReplyPatchSchema) },
      responses: {
        200: jsonContent(cannedReplySchema, 'The canned reply as changed'),
        ...errorResponses(400, 401, 404, 409, 413, 415),
      },
    }),
    async (c) => {
      const { cannedReplyId } = c.req.valid('param');
      const row = await updateCannedReply(c.var.db, c.var.workspaceId, cannedReplyId, c.req.valid('json'));
      if (!row) throw missing(cannedReplyId);
      return c.json(present(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{cannedReplyId}',
      tags: TAGS,
      summary: 'Delete a canned reply',
      ...SCOPE,
      middleware: [workspaceParam()],
      request: { params: cannedPath },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { cannedReplyId } = c.req.valid('param');
      if (!(await deleteCannedReply(c.var.db, c.var.workspaceId, cannedReplyId))) throw missing(cannedReplyId);
      return c.body(null, 204);
    },
  );
