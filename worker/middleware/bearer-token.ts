import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../errors';
import { secretsEqual } from '../lib/crypto';

type SecretName = 'ADMIN_TOKEN' | 'NODE_TOKEN';

/**
 * `Authorization: Bearer <secret>`, compared in constant time. Used by the management interface
 * (ADMIN_TOKEN) and by the session-nodes' door (NODE_TOKEN).
 */
export function bearerToken(secret: SecretName, messages: { missing: string; invalid: string }): MiddlewareHandler<AppEnv> {
  return async function bearerTokenMiddleware(c, next) {
    const header = c.req.header('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const expected = c.env[secret];
    if (!expected) throw new HttpError(503, `${secret} is not configured on the worker`);
    if (!token || !(await secretsEqual(token, expected))) throw new HttpError(401, token ? messages.invalid : messages.missing);
    await next();
  };
}
