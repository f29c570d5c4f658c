import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../shared/app-env';
import { notFound } from '../shared/errors';
import { idParam, strictObject, textSchema } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import { workspaceParam, workspacePath } from '../workspaces/workspace-param';
import { forgetKey, KEY_CACHE_MS } from './key-cache';
import { createApiKey, listApiKeys, revokeApiKey } from './key-store';
import { DEFAULT_RATE_LIMIT, MAX_RATE_LIMIT } from './rate-limit';
import { LEGACY_SCOPES, SCOPES, storedScopes } from './scopes';
import { apiKeys } from './tables';

const rateLimitSchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_RATE_LIMIT)
  .meta({
    description: `Requests allowed in any 10 s; ${DEFAULT_RATE_LIMIT} unless set. A change applies within ${KEY_CACHE_MS / 1000} s`,
    example: 1000,
  });

const scopesSchema = z
  .array(z.enum(SCOPES))
  .min(1)
  .max(SCOPES.length)
  .meta({
    description:
      'What the key may do: each operation names the scope it needs (`x-kurir-scope`); `all` is every scope. Unless given, `messages:send` and `messages:read`, what every key could do before keys had scopes',
    example: ['messages:send', 'broadcasts'],
  });

const keySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the key, to recognise it' }),
    rateLimit: rateLimitSchema,
    scopes: scopesSchema,
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });

const presentKey = (r: typeof apiKeys.$inferSelect) => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  rateLimit: r.rateLimit ?? DEFAULT_RATE_LIMIT,
  scopes: [...storedScopes(r.scopes)],
  createdAt: iso(r.createdAt),
  lastUsedAt: iso(r.lastUsedAt),
  revokedAt: iso(r.revokedAt),
});

const keyPath = workspacePath.extend({ keyId: idParam('key', 'API key', 'keyId') });

const createdKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    key: z.string().meta({ description: 'The key itself: shown in this response only, never again', example: 'kw_…' }),
    prefix: z.string(),
    rateLimit: rateLimitSchema,
    scopes: scopesSchema,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CreatedApiKey' });

/**
 * `/admin/workspaces/:ws/api-keys`: the operator's only (and the dashboard's), never a key's, so
 * that no key can make a key holding more than it does.
 */
export const apiKeyApi = createApp()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['API keys'],
      'x-kurir-scope': 'operator',
      summary: 'Create an API key',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: {
        params: workspacePath,
        body: jsonBody(
          strictObject({ name: textSchema(1, 100), rateLimit: rateLimitSchema.optional(), scopes: scopesSchema.optional() }).meta({
            example: { name: 'Backend toko', rateLimit: 60, scopes: ['messages:send', 'broadcasts'] },
          }),
        ),
      },
      responses: { 201: jsonContent(createdKeySchema, 'The key, shown once'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const { name, rateLimit, scopes = LEGACY_SCOPES } = c.req.valid('json');
      const { row, key } = await createApiKey(c.var.db, c.var.workspaceId, { name, rateLimit, scopes });
      // The only time the key is ever shown.
      return c.json(
        {
          id: row.id,
          name,
          key,
          prefix: row.prefix,
          rateLimit: rateLimit ?? DEFAULT_RATE_LIMIT,
          scopes: [...storedScopes(row.scopes)],
          createdAt: iso(row.createdAt),
        },
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['API keys'],
      'x-kurir-scope': 'operator',
      summary: 'List the workspace’s API keys (never the keys themselves)',
      middleware: [workspaceParam()],
      request: { params: workspacePath },
      responses: { 200: jsonContent(z.array(keySchema), 'The keys, newest first'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const rows = await listApiKeys(c.var.db, c.var.workspaceId);
      return c.json(rows.map(presentKey), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{keyId}',
      tags: ['API keys'],
      'x-kurir-scope': 'operator',
      summary: 'Rename a key or change its rate limit',
      middleware: [bodyOf('application/json', JSON_BODY_LIMIT)],
      request: {
        params: keyPath,
        body: jsonBody(
          strictObject({ name: textSchema(1, 100).optional(), rateLimit: rateLimitSchema.optional() }).meta({
            example: { rateLimit: 120 },
          }),
        ),
      },
      responses: { 200: jsonContent(keySchema, 'The key'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const { ws, keyId } = c.req.valid('param');
      const patch = c.req.valid('json');
      const changes = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.rateLimit !== undefined ? { rateLimit: patch.rateLimit } : {}),
      };
      const where = and(eq(apiKeys.id, keyId), eq(apiKeys.workspaceId, ws));
      // A change of nothing (`{}`) answers the key as it is: an UPDATE without a column is not SQL.
      const [row] =
        Object.keys(changes).length === 0
          ? await c.var.db.select().from(apiKeys).where(where).limit(1)
          : await c.var.db.update(apiKeys).set(changes).where(where).returning();
      if (!row) throw notFound(`API key ${keyId} not found in workspace ${ws}`);
      // A new rate limit applies from the next request here (other instances read it within KEY_CACHE_MS).
      forgetKey(keyId);
      return c.json(presentKey(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{keyId}',
      tags: ['API keys'],
      'x-kurir-scope': 'operator',
      summary: 'Revoke an API key (refused from the next request on)',
      request: { params: keyPath },
      responses: { 204: { description: 'Revoked' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { ws, keyId } = c.req.valid('param');
      if (!(await revokeApiKey(c.env, c.var.db, ws, keyId))) throw notFound(`API key ${keyId} not found in workspace ${ws}`);
      return c.body(null, 204);
    },
  );
