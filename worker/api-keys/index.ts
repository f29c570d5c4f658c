export { apiKeyAuth } from './api-key-auth';
export { apiKeyRoutes } from './routes';
export { apiKeys } from './tables';
