import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { secretsEqual } from './crypto';
import { HttpError } from './errors';

type SecretName = 'ADMIN_TOKEN' | 'NODE_TOKEN';

/** The token of an `Authorization: Bearer <token>` header (the scheme name is case-insensitive), or ''. */
function bearerOf(header: string | undefined): string {
  return /^bearer +(\S.*)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
}

/**
 * `Authorization: Bearer <secret>`, compared in constant time. Used by the management interface
 * (ADMIN_TOKEN) and by the session-nodes' door (NODE_TOKEN).
 */
function bearerToken(secret: SecretName, messages: { missing: string; invalid: string }): MiddlewareHandler<AppEnv> {
  return async function bearerTokenMiddleware(c, next) {
    const token = bearerOf(c.req.header('Authorization'));
    const expected = c.env[secret];
    if (!expected) throw new HttpError(503, `${secret} is not configured on the worker`);
    if (!token || !(await secretsEqual(token, expected))) throw new HttpError(401, token ? messages.invalid : messages.missing);
    await next();
  };
}

/**
 * `Authorization: Bearer <ADMIN_TOKEN>`: the operator's door, `/admin`, where every workspace is
 * open (`within` null) and a workspace route names its workspace in the path.
 */
export function adminAuth(): MiddlewareHandler<AppEnv> {
  const check = bearerToken('ADMIN_TOKEN', {
    missing: 'missing admin token: send Authorization: Bearer <ADMIN_TOKEN>',
    invalid: 'the admin token is invalid',
  });
  return async function adminAuthMiddleware(c, next) {
    await check(c, async () => {
      c.set('within', null);
      await next();
    });
  };
}

/** `Authorization: Bearer <NODE_TOKEN>` at the session-nodes' door, checked before anything reaches a Durable Object. */
export function nodeAuth(): MiddlewareHandler<AppEnv> {
  return bearerToken('NODE_TOKEN', { missing: 'missing node token', invalid: 'invalid node token' });
}
