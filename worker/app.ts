/** The Hono app: global middleware, every feature's routes, the OpenAPI document, `onError` and `notFound`. */
import { createRoute, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiKeyApi, apiKeyAuth } from './api-keys';
import { actionApi, assistantApi, conversationHelpApi, deviceAssistantApi } from './assistant';
import { broadcastApi, devicePaceApi, workspaceBroadcastApi } from './broadcasts';
import { callSettingsApi } from './calls/routes';
import { cannedReplyApi } from './canned-replies';
import { chatbotApi } from './chatbot';
import { chatApi } from './chats/presence-route';
import { contactApi, contactSettingsApi } from './contacts';
import { dashboardRoutes, faviconIco } from './dashboard';
import { deviceApi, workspaceDeviceApi } from './devices';
import { eventApi } from './events';
import { contactCheckApi, groupApi } from './groups';
import { healthApi } from './health';
import { deviceConversationApi, workspaceConversationApi } from './inbox';
import { contactLabelApi, conversationLabelBulkApi, deviceConversationLabelApi, labelApi } from './labels';
import { mediaApi, nodeMediaApi } from './media';
import { memberApi, setupLinkApi } from './members';
import { messageApi, messageRecordApi } from './messages';
import { nodeApi } from './nodes';
import { numberHealthApi } from './number-health/routes';
import { ratingApi } from './ratings';
import { referenceRoutes } from './reference';
import { reportApi } from './reports';
import { requestLogApi } from './request-log';
import { scheduledApi } from './scheduled';
import { createApp } from './shared/app-env';
import { adminAuth, nodeAuth } from './shared/bearer-token';
import { provideDb } from './shared/db';
import { HttpError } from './shared/errors';
import { shown } from './shared/fields';
import { ioCounts } from './shared/io-counts';
import { noSniff } from './shared/no-sniff';
import { declareDoors, jsonContent } from './shared/openapi';
import { allowedMethods, boundedUrl } from './shared/request-limits';
import { agentApi, teamApi } from './teams';
import { templateApi } from './templates';
import { deliveryApi, describeWebhookEvents, deviceWebhookApi, webhookApi } from './webhooks';
import { workspaceApi } from './workspaces';
import { workspacePath } from './workspaces/workspace-param';

const admin = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'operator',
      method: 'get',
      path: '/io-counts',
      tags: ['Diagnostics'],
      summary:
        'The I/O this worker instance made since it started (D1 round trips and rows written, Durable Object calls, node calls, reports)',
      responses: {
        200: jsonContent(
          z.object({
            d1RoundTrips: z.number(),
            d1RowsWritten: z.number(),
            durableObjectCalls: z.number(),
            nodeCalls: z.number(),
            reportCalls: z.number(),
            reports: z.number(),
          }),
          'The counts',
        ),
      },
    }),
    (c) => c.json({ ...ioCounts }, 200),
  )
  .route('/workspaces', workspaceApi)
  .route('/workspaces/:ws/api-keys', apiKeyApi)
  .route('/setup-link', setupLinkApi);

/**
 * The workspace's operations. Each sub-app is served at two doors with one definition (schema,
 * handler, scope): the operator's, `/admin/workspaces/:ws<path>` with ADMIN_TOKEN, for any
 * workspace; and the key's, `<path>` with an API key of the workspace holding the scope the route
 * declares (`'x-kurir-scope'`). A route added to one of these sub-apps has both doors.
 */
const WORKSPACE_ROUTES = [
  ['/devices', workspaceDeviceApi],
  ['/templates', templateApi],
  ['/canned-replies', cannedReplyApi],
  ['/assistant/actions', actionApi],
  ['/members', memberApi],
  ['/request-log', requestLogApi],
  ['/reports', reportApi],
  ['/messages', messageRecordApi],
  ['/scheduled-messages', scheduledApi],
  ['/contacts', contactApi],
  ['/contacts', contactLabelApi],
  ['/labels', labelApi],
  ['/contact-settings', contactSettingsApi],
  ['/conversations', workspaceConversationApi],
  ['/conversations', conversationLabelBulkApi],
  ['/broadcasts', workspaceBroadcastApi],
  ['/teams', teamApi],
  ['/agents', agentApi],
  ['/assistant', assistantApi],
] as const;

/**
 * Operations on one device, broadcast, webhook or delivery, at `/admin<path>` and at `<path>`: the
 * thing's workspace is checked against the door's (`c.var.within`), so another workspace's ids are
 * 404 through a key.
 */
const OWNED_ROUTES = [
  ['/devices/:id/conversations', deviceConversationApi],
  ['/devices/:id/conversations', deviceConversationLabelApi],
  ['/devices/:id/conversations', conversationHelpApi],
  ['/devices/:id/chatbot', chatbotApi],
  ['/devices/:id/assistant', deviceAssistantApi],
  ['/devices/:id/rating', ratingApi],
  ['/devices/:id/broadcast-pace', devicePaceApi],
  ['/devices/:id/health', numberHealthApi],
  ['/devices/:id/calls', callSettingsApi],
  ['/devices/:id/webhooks', deviceWebhookApi],
  ['/devices', deviceApi],
  ['/broadcasts', broadcastApi],
  ['/webhooks', webhookApi],
  ['/deliveries', deliveryApi],
] as const;

/** The sends and what they read: the key's door only (the operator sends through a key too). */
const KEY_ROUTES = [
  ['/messages', messageApi],
  ['/chats', chatApi],
  ['/events', eventApi],
  ['/contacts', contactCheckApi],
  ['/groups', groupApi],
  ['/media', mediaApi],
] as const;

for (const [path, api] of WORKSPACE_ROUTES) admin.route(`/workspaces/:ws${path}`, api);
for (const [path, api] of OWNED_ROUTES) admin.route(path, api);
const KEY_DOOR = [...WORKSPACE_ROUTES, ...OWNED_ROUTES, ...KEY_ROUTES];

const app = createApp();

app.use('*', noSniff());
app.use('*', boundedUrl());
app.use('*', provideDb());
// A browser (asking for HTML) goes to the dashboard; any other client gets the service's name.
app.get('/', (c) =>
  (c.req.header('Accept') ?? '').includes('text/html')
    ? c.redirect('/dashboard', 303)
    : c.json({ name: 'Kurir', docs: '/docs', openapi: '/openapi.json', health: '/health' }),
);
app.route('/health', healthApi);
app.get('/favicon.ico', faviconIco);
// The reference page and its assets: HTML and scripts, not in the OpenAPI document (REFERENCE_PATHS).
app.route('/docs', referenceRoutes);
app.use('/node/*', nodeAuth());
app.route('/node', nodeApi);
app.route('/node/media', nodeMediaApi);
app.use('/admin/*', adminAuth());
app.route('/admin', admin);
// The key's door: one check per first segment ('/devices/*' also matches '/devices' itself), then
// every route; each route checks its own scope.
for (const prefix of new Set(KEY_DOOR.map(([path]) => path.split('/')[1]))) app.use(`/${prefix}/*`, apiKeyAuth());
for (const [path, api] of KEY_DOOR) app.route(path, api);
app.route('/dashboard', dashboardRoutes);

app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
  type: 'apiKey',
  in: 'header',
  name: 'X-API-Key',
  description:
    'A workspace API key (`kw_…`), created under Developer → API Key: it opens its workspace’s operations at the paths without `/admin`, each within the scope the operation names (`x-kurir-scope`; `all` opens every one)',
});
app.openAPIRegistry.registerComponent('securitySchemes', 'AdminToken', {
  type: 'http',
  scheme: 'bearer',
  description: 'The operator’s ADMIN_TOKEN: every workspace, at the `/admin` paths',
});
describeWebhookEvents(app.openAPIRegistry);
// Each operation's door in the document: its security, the `:ws` the operator's copy names, and
// what the middleware answers before the route runs (see declareDoors).
declareDoors(app.openAPIRegistry, workspacePath);
app.doc31('/openapi.json', (c) => ({
  openapi: '3.1.0',
  info: {
    title: 'Kurir',
    version: '0.1.0',
    description: 'A WhatsApp gateway: send messages with one API key, receive events as signed webhooks.',
  },
  servers: [{ url: new URL(c.req.url).origin }],
  security: [{ AdminToken: [] }],
}));

let allowedAt: ((path: string) => string[]) | undefined;

// A path the app serves with other methods is a 405 with `Allow`; a path it does not know, a 404.
app.notFound((c) => {
  allowedAt ??= allowedMethods(app.routes);
  const allowed = allowedAt(c.req.path);
  const where = `${shown(c.req.method)} ${shown(c.req.path)}`;
  const error =
    allowed.length > 0
      ? new HttpError(405, `${where} is not served; this path answers ${allowed.join(', ')}`, undefined, { Allow: allowed.join(', ') })
      : new HttpError(404, `no route for ${where}`);
  return c.json(error.body(), error.status, error.headers);
});

app.onError((err, c) => {
  if (err instanceof HttpError) return c.json(err.body(), err.status, err.headers);
  if (err instanceof HTTPException) {
    const error = new HttpError(err.status as ContentfulStatusCode, err.message || 'the request was refused');
    return c.json(error.body(), error.status);
  }
  // Unknown errors: logged for the operator, answered with a plain 500 that shows no stack.
  console.error('unhandled error', err);
  return c.json({ statusCode: 500, message: 'internal error', error: 'Internal Server Error' }, 500);
});

export default app;
