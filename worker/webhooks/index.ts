export { describeWebhookEvents } from './event-reference';
export { deliveryApi, deviceWebhookApi, webhookApi } from './routes';
export { deliveries, deliveryAttempts, webhooks } from './tables';
