export { apiKeyAuth } from './api-key-auth';
export { type ApiKeyRow, createApiKey, listApiKeys, revokeApiKey, revokeKeysBeyond } from './key-store';
export { apiKeyApi } from './routes';
export { apiKeys } from './tables';
