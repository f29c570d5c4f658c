export { describeWebhookEvents } from './event-reference';
export { deliveryRoutes, deviceWebhookRoutes, webhookRoutes } from './routes';
export { deliveries, deliveryAttempts, webhooks } from './tables';
