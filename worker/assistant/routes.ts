import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { saidError } from '../shared/errors';
import { decimalQuery } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { said } from '../shared/said';
import { iso } from '../shared/time';
import { workspaceParam } from '../workspaces/workspace-param';
import { CONNECTION_REASONS, presentTest, TEST_TIMEOUT_MS, testConnection } from './connection-test';
import { loadProvider } from './provider';
import { type ProviderView, providerInputSchema, readProvider, removeProvider, saveProvider } from './provider-settings';
import { PROVIDER_KINDS } from './tables';

const providerSchema = z
  .object({
    kind: z.enum(PROVIDER_KINDS),
    baseUrl: z.string().nullable(),
    model: z.string(),
    hasKey: z.boolean().meta({ description: 'Whether a key is stored; the key itself is never answered' }),
    transcriptionModel: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AssistantProvider' });

const testSchema = z
  .object({
    ok: z.boolean(),
    reason: z.enum(CONNECTION_REASONS).nullable().meta({
      description:
        'What failed: `key-refused` (401/403), `model-unknown` (404: the model, or the base URL), `refused` (another 4xx), `rate-limited`, `unavailable` (5xx), `unreachable`, `timeout`, `malformed` (not a chat completion), `not-bound` (Workers AI without the binding); null when it answered',
    }),
    message: z.string(),
    status: z.number().int().nullable().meta({ description: 'The provider’s HTTP status, when it answered with an error' }),
    providerMessage: z.string().nullable().meta({ description: 'The provider’s own words about the failure' }),
    model: z.string(),
    reply: z.string().nullable().meta({ description: 'The model’s answer' }),
    ms: z.number().int(),
  })
  .meta({ id: 'AssistantConnectionTest' });

const present = (p: ProviderView) => ({ ...p, updatedAt: iso(p.updatedAt) });
const none = () => saidError(404, said('assistant.none'));
const TAGS = ['AI assistant'];
/** The API-key scope of these routes: the assistant's provider holds a paid key, the business's. */
const SCOPE = { 'x-kurir-scope': 'assistant' } as const;

/** `/admin/workspaces/:ws/assistant`: the workspace's model provider and its test. */
export const assistantApi = createApp()
  .openapi(
    createRoute({
      method: 'get',
      path: '/provider',
      tags: TAGS,
      summary: 'The workspace’s model provider (never its key: `hasKey` says whether one is set)',
      ...SCOPE,
      middleware: [workspaceParam()],
      responses: { 200: jsonContent(providerSchema, 'The provider'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const found = await readProvider(c.var.db, c.var.workspaceId);
      if (!found) throw none();
      return c.json(present(found), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/provider',
      tags: TAGS,
      summary: 'Set or replace the workspace’s model provider; the key is write-only, kept when left out',
      ...SCOPE,
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { body: jsonBody(providerInputSchema) },
      responses: { 200: jsonContent(providerSchema, 'The provider as stored'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(present(await saveProvider(c.var.db, c.env.ADMIN_TOKEN, c.var.workspaceId, c.req.valid('json'))), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/provider',
      tags: TAGS,
      summary: 'Remove the workspace’s model provider and its key',
      ...SCOPE,
      middleware: [workspaceParam()],
      responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      if (!(await removeProvider(c.var.db, c.var.workspaceId))) throw none();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/provider/test',
      tags: TAGS,
      summary: 'Test the connection: one tiny completion with the stored provider, and what failed if it did',
      ...SCOPE,
      middleware: [workspaceParam()],
      request: {
        query: z.object({
          timeoutMs: decimalQuery(1_000, 30_000)
            .optional()
            .meta({ description: `How long to wait for the answer, ms (default ${TEST_TIMEOUT_MS})` }),
        }),
      },
      responses: {
        200: jsonContent(testSchema, 'What came of it: `ok`, or the `reason` it failed and the provider’s words'),
        ...errorResponses(400, 401, 404, 409),
      },
    }),
    async (c) => {
      const loaded = await loadProvider(c.var.db, c.env.ADMIN_TOKEN, c.var.workspaceId);
      if (!loaded.ok) throw loaded.why === 'none' ? none() : saidError(409, said('assistant.keyUnreadable'));
      const timeoutMs = c.req.valid('query').timeoutMs ?? TEST_TIMEOUT_MS;
      const result = await testConnection(loaded.provider, { fetch: (input, init) => fetch(input, init), ai: c.env.AI, timeoutMs });
      return c.json(presentTest(result), 200);
    },
  );
