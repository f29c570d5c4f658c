export { apiKeyAuth } from './api-key-auth';
export { type ApiKeyRow, createApiKey, listApiKeys, revokeApiKey } from './key-store';
export { apiKeyApi } from './routes';
export { apiKeys } from './tables';
