/** The Hono app: global middleware, every feature's routes, the OpenAPI document, `onError` and `notFound`. */
import { createRoute, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiKeyAuth, apiKeyRoutes } from './api-keys';
import { broadcastRoutes, devicePaceRoutes, workspaceBroadcastRoutes } from './broadcasts';
import { chatbotRoutes } from './chatbot';
import { contactRoutes, contactSettingsRoutes } from './contacts';
import { dashboardRoutes } from './dashboard';
import { deviceRoutes, workspaceDeviceRoutes } from './devices';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { deviceConversationRoutes, workspaceConversationRoutes } from './inbox';
import { mediaRoutes, nodeMediaRoutes } from './media';
import { setupLinkRoutes } from './members';
import { inboxRoute, messageRoutes } from './messages';
import { nodeRoutes } from './nodes';
import { referenceRoutes } from './reference';
import { requestLogRoutes } from './request-log';
import { createApp } from './shared/app-env';
import { adminAuth, nodeAuth } from './shared/bearer-token';
import { provideDb } from './shared/db';
import { HttpError } from './shared/errors';
import { shown } from './shared/fields';
import { ioCounts } from './shared/io-counts';
import { declareMiddlewareAnswers, jsonContent } from './shared/openapi';
import { allowedMethods, boundedUrl } from './shared/request-limits';
import { templateRoutes } from './templates';
import { deliveryRoutes, describeWebhookEvents, deviceWebhookRoutes, webhookRoutes } from './webhooks';
import { workspaceRoutes } from './workspaces';

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
  .route('/workspaces', workspaceRoutes)
  .route('/workspaces/:ws/api-keys', apiKeyRoutes)
  .route('/workspaces/:ws/devices', workspaceDeviceRoutes)
  .route('/workspaces/:ws/templates', templateRoutes)
  .route('/workspaces/:ws/request-log', requestLogRoutes)
  .route('/workspaces/:ws/messages', inboxRoute)
  .route('/workspaces/:ws/contacts', contactRoutes)
  .route('/workspaces/:ws/contact-settings', contactSettingsRoutes)
  .route('/workspaces/:ws/conversations', workspaceConversationRoutes)
  .route('/devices/:id/conversations', deviceConversationRoutes)
  .route('/devices/:id/chatbot', chatbotRoutes)
  .route('/workspaces/:ws/broadcasts', workspaceBroadcastRoutes)
  .route('/devices/:id/broadcast-pace', devicePaceRoutes)
  .route('/broadcasts', broadcastRoutes)
  .route('/devices/:id/webhooks', deviceWebhookRoutes)
  .route('/devices', deviceRoutes)
  .route('/webhooks', webhookRoutes)
  .route('/deliveries', deliveryRoutes)
  .route('/setup-link', setupLinkRoutes);

const app = createApp();

app.use('*', boundedUrl());
app.use('*', provideDb());
// A browser (asking for HTML) goes to the dashboard; any other client gets the service's name.
app.get('/', (c) =>
  (c.req.header('Accept') ?? '').includes('text/html')
    ? c.redirect('/dashboard', 303)
    : c.json({ name: 'Kurir', docs: '/docs', openapi: '/openapi.json', health: '/health' }),
);
app.route('/health', healthRoutes);
// The reference page and its assets: HTML and scripts, not in the OpenAPI document (REFERENCE_PATHS).
app.route('/docs', referenceRoutes);
app.use('/node/*', nodeAuth());
app.route('/node', nodeRoutes);
app.route('/node/media', nodeMediaRoutes);
app.use('/admin/*', adminAuth());
app.route('/admin', admin);
// '/messages/*' also matches '/messages' itself.
app.use('/messages/*', apiKeyAuth());
app.route('/messages', messageRoutes);
app.use('/events', apiKeyAuth());
app.route('/events', eventRoutes);
app.use('/media/*', apiKeyAuth());
app.route('/media', mediaRoutes);
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
const KEY_DOOR = /^\/(messages|events|media)(\/|$)/;
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
