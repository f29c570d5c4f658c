export { apiKeyAuth } from './api-key-auth';
export { type ApiKeyRow, createApiKey, listApiKeys, revokeApiKey } from './key-store';
export { apiKeyRoutes } from './routes';
export { apiKeys } from './tables';
