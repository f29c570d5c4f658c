import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { bearerToken } from './bearer-token';

/** `Authorization: Bearer <ADMIN_TOKEN>` on the management interface. */
export function adminAuth(): MiddlewareHandler<AppEnv> {
  return bearerToken('ADMIN_TOKEN', {
    missing: 'missing admin token: send Authorization: Bearer <ADMIN_TOKEN>',
    invalid: 'the admin token is invalid',
  });
}
