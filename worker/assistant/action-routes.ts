/**
 * `/admin/workspaces/:ws/assistant/actions` (and `/assistant/actions` with a key holding
 * `assistant`): the HTTP actions the workspace's AI assistant may call. The signing secret is
 * in the creation's answer only.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { idParam, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import { workspaceParam } from '../workspaces/workspace-param';
import { actionInputSchema, actionNameSchema, actionParametersSchema } from './action-schema';
import { type ActionRow, actionNotFound, createAction, deleteAction, getAction, listActions, updateAction } from './action-store';

const actionSchema = z
  .object({
    id: z.string(),
    workspaceId: z.string(),
    name: z.string(),
    description: z.string(),
    parameters: z.record(z.string(), z.unknown()),
    url: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AssistantAction' });

const createdSchema = actionSchema
  .extend({
    secret: z.string().meta({
      description:
        'The action’s signing secret: each call carries `X-Kurir-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>`. In this answer only',
    }),
  })
  .meta({ id: 'AssistantActionCreated' });

const present = (r: ActionRow) => ({
  id: r.id,
  workspaceId: r.workspaceId,
  name: r.name,
  description: r.description,
  parameters: JSON.parse(r.parameters) as Record<string, unknown>,
  url: r.url,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const patchSchema = strictObject({
  name: actionNameSchema.optional(),
  description: actionInputSchema.shape.description.optional(),
  parameters: actionParametersSchema.optional(),
  url: actionInputSchema.shape.url.optional(),
}).meta({ id: 'AssistantActionPatch', example: { url: 'https://shop.example.com/kurir/v2/order-status' } });

const actionPath = z.object({ actionId: idParam('act', 'action', 'actionId') });
const TAGS = ['Assistant'];
/** The API-key scope of the assistant's settings (its provider, its actions). */
const SCOPE = { 'x-kurir-scope': 'assistant' } as const;

export const actionApi = createApp()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: TAGS,
      summary: 'Add an action the AI assistant may call (its signing secret is answered once)',
      ...SCOPE,
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { body: jsonBody(actionInputSchema) },
      responses: {
        201: jsonContent(createdSchema, 'The action, with its signing secret'),
        ...errorResponses(400, 401, 404, 409, 413, 415),
      },
    }),
    async (c) => {
      const { row, secret } = await createAction(c.var.db, c.env.ADMIN_TOKEN, c.var.workspaceId, c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json({ ...present(row), secret }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary: 'List the workspace’s actions, by name',
      ...SCOPE,
      middleware: [workspaceParam()],
      responses: {
        200: jsonContent(z.object({ items: z.array(actionSchema) }), 'The actions, by name'),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json({ items: (await listActions(c.var.db, c.var.workspaceId)).map(present) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{actionId}',
      tags: TAGS,
      summary: 'An action',
      ...SCOPE,
      middleware: [workspaceParam()],
      request: { params: actionPath },
      responses: { 200: jsonContent(actionSchema, 'The action'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { actionId } = c.req.valid('param');
      const row = await getAction(c.var.db, c.var.workspaceId, actionId);
      if (!row) throw actionNotFound(actionId);
      return c.json(present(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{actionId}',
      tags: TAGS,
      summary: 'Change an action’s name, description, schema or URL (its secret stays)',
      ...SCOPE,
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: actionPath, body: jsonBody(patchSchema) },
      responses: {
        200: jsonContent(actionSchema, 'The action as changed'),
        ...errorResponses(400, 401, 404, 409, 413, 415),
      },
    }),
    async (c) => {
      const { actionId } = c.req.valid('param');
      const row = await updateAction(c.var.db, c.var.workspaceId, actionId, c.req.valid('json'));
      if (!row) throw actionNotFound(actionId);
      return c.json(present(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{actionId}',
      tags: TAGS,
      summary: 'Delete an action',
      ...SCOPE,
      middleware: [workspaceParam()],
      request: { params: actionPath },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { actionId } = c.req.valid('param');
      if (!(await deleteAction(c.var.db, c.var.workspaceId, actionId))) throw actionNotFound(actionId);
      return c.body(null, 204);
    },
  );
