import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiKeyRoutes } from './api-keys';
import { deviceRoutes, workspaceDeviceRoutes } from './devices';
import { inboxRoutes } from './inbox';
import { requestLogRoutes } from './request-log';
import { templateRoutes } from './templates';
import { deliveryRoutes, deviceWebhookRoutes, webhookRoutes } from './webhooks';
import { workspaceRoutes } from './workspaces';

export const adminRoutes = new Hono<AppEnv>()
  .route('/workspaces', workspaceRoutes)
  .route('/workspaces/:ws/api-keys', apiKeyRoutes)
  .route('/workspaces/:ws/devices', workspaceDeviceRoutes)
  .route('/workspaces/:ws/templates', templateRoutes)
  .route('/workspaces/:ws/request-log', requestLogRoutes)
  .route('/workspaces/:ws/messages', inboxRoutes)
  .route('/devices/:id/webhooks', deviceWebhookRoutes)
  .route('/devices', deviceRoutes)
  .route('/webhooks', webhookRoutes)
  .route('/deliveries', deliveryRoutes);
