/** The Hono app: global middleware, every feature's routes, the OpenAPI document, `onError` and `notFound`. */
import { createRoute, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiKeyApi, apiKeyAuth } from './api-keys';
import { broadcastApi, devicePaceApi, workspaceBroadcastApi } from './broadcasts';
import { cannedReplyApi } from './canned-replies';
import { chatbotApi } from './chatbot';
import { chatApi } from './chats/presence-route';
import { contactApi, contactSettingsApi } from './contacts';
import { dashboardRoutes } from './dashboard';
import { deviceApi, workspaceDeviceApi } from './devices';
import { eventApi } from './events';
import { contactCheckApi, groupApi } from './groups';
import { healthApi } from './health';
import { deviceConversationApi, workspaceConversationApi } from './inbox';
import { mediaApi, nodeMediaApi } from './media';
import { setupLinkApi } from './members';
import { messageApi, messageRecordApi } from './messages';
import { nodeApi } from './nodes';
import { referenceRoutes } from './reference';
import { requestLogApi } from './request-log';
import { createApp } from './shared/app-env';
import { adminAuth, nodeAuth } from './shared/bearer-token';
import { provideDb } from './shared/db';
import { HttpError } from './shared/errors';
import { shown } from './shared/fields';
import { ioCounts } from './shared/io-counts';
import { declareMiddlewareAnswers, jsonContent } from './shared/openapi';
import { allowedMethods, boundedUrl } from './shared/request-limits';
import { templateApi } from './templates';
import { deliveryApi, describeWebhookEvents, deviceWebhookApi, webhookApi } from './webhooks';
import { workspaceApi } from './workspaces';

const admin = createApp()
  .openapi(
    createRoute({
      method: 'get',
      path: '/io-counts',
      tags: ['Diagnostics'],
      summary: 'The I/O this worker instance made since it started (D1 round trips, Durable Object calls, node calls, reports)',
      responses: {
        200: jsonContent(
          z.object({
            d1RoundTrips: z.number(),
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
  .route('/workspaces/:ws/devices', workspaceDeviceApi)
  .route('/workspaces/:ws/templates', templateApi)
  .route('/workspaces/:ws/canned-replies', cannedReplyApi)
  .route('/workspaces/:ws/request-log', requestLogApi)
  .route('/workspaces/:ws/messages', messageRecordApi)
  .route('/workspaces/:ws/contacts', contactApi)
  .route('/workspaces/:ws/contact-settings', contactSettingsApi)
  .route('/workspaces/:ws/conversations', workspaceConversationApi)
  .route('/devices/:id/conversations', deviceConversationApi)
  .route('/devices/:id/chatbot', chatbotApi)
  .route('/workspaces/:ws/broadcasts', workspaceBroadcastApi)
  .route('/devices/:id/broadcast-pace', devicePaceApi)
  .route('/broadcasts', broadcastApi)
  .route('/devices/:id/webhooks', deviceWebhookApi)
  .route('/devices', deviceApi)
  .route('/webhooks', webhookApi)
  .route('/deliveries', deliveryApi)
  .route('/setup-link', setupLinkApi);

const app = createApp();

app.use('*', boundedUrl());
app.use('*', provideDb());
// A browser (asking for HTML) goes to the dashboard; any other client gets the service's name.
app.get('/', (c) =>
  (c.req.header('Accept') ?? '').includes('text/html')
    ? c.redirect('/dashboard', 303)
    : c.json({ name: 'Kurir', docs: '/docs', openapi: '/openapi.json', health: '/health' }),
);
app.route('/health', healthApi);
// The reference page and its assets: HTML and scripts, not in the OpenAPI document (REFERENCE_PATHS).
app.route('/docs', referenceRoutes);
app.use('/node/*', nodeAuth());
app.route('/node', nodeApi);
app.route('/node/media', nodeMediaApi);
app.use('/admin/*', adminAuth());
app.route('/admin', admin);
// '/messages/*' also matches '/messages' itself.
app.use('/messages/*', apiKeyAuth());
app.route('/messages', messageApi);
app.use('/chats/*', apiKeyAuth());
app.route('/chats', chatApi);
app.use('/events', apiKeyAuth());
app.route('/events', eventApi);
app.use('/contacts/*', apiKeyAuth());
app.route('/contacts', contactCheckApi);
app.use('/groups', apiKeyAuth());
app.use('/groups/*', apiKeyAuth());
app.route('/groups', groupApi);
app.use('/media/*', apiKeyAuth());
app.route('/media', mediaApi);
app.route('/dashboard', dashboardRoutes);

app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
  type: 'apiKey',
  in: 'header',
  name: 'X-API-Key',
  description: 'A workspace API key (`kw_…`), created under Developer → API Key',
});
app.openAPIRegistry.registerComponent('securitySchemes', 'AdminToken', {
  type: 'http',
  scheme: 'bearer',
  description: 'The operator’s ADMIN_TOKEN',
});
describeWebhookEvents(app.openAPIRegistry);
// What the middleware above answers before a route runs: a URL over its length anywhere; at the
// management door a missing or wrong token, or no ADMIN_TOKEN configured; at the API key's door a
// missing, unknown or revoked key, or the key over its rate limit.
const KEY_DOOR = /^\/(messages|chats|events|media|contacts|groups)(\/|$)/;
declareMiddlewareAnswers(app.openAPIRegistry, (path) =>
  path.startsWith('/admin/') ? [401, 414, 503] : KEY_DOOR.test(path) ? [401, 414, 429] : [414],
);
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
