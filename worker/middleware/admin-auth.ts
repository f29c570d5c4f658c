import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../errors';
import { secretsEqual } from '../lib/crypto';

/** `Authorization: Bearer <ADMIN_TOKEN>` on the management interface, compared in constant time. */
export function adminAuth(): MiddlewareHandler<AppEnv> {
  return async function adminAuthMiddleware(c, next) {
    const header = c.req.header('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const expected = c.env.ADMIN_TOKEN;
    if (!expected) throw new HttpError(503, 'ADMIN_TOKEN is not configured on the worker');
    if (!token || !(await secretsEqual(token, expected))) {
      throw new HttpError(401, token ? 'the admin token is invalid' : 'missing admin token: send Authorization: Bearer <ADMIN_TOKEN>');
    }
    await next();
  };
}
