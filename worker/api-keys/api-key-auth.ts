import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { logRequest } from '../request-log/request-log';
import type { AppEnv } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { keyHash } from './keys';
import { apiKeys } from './tables';

/** The period of the KEY_RATE_LIMITER binding in wrangler.toml. */
const RATE_LIMIT_PERIOD_SECONDS = 10;

/**
 * `X-API-Key` on every public endpoint. The key is looked up by its hash in D1 on every request,
 * with no cache, so a revoked key is refused on the very next request. The request log entry and
 * `lastUsedAt` are written after the response, through `waitUntil`, so they never slow it.
 */
export function apiKeyAuth(): MiddlewareHandler<AppEnv> {
  return async function apiKeyMiddleware(c, next) {
    const started = Date.now();
    const key = c.req.header('X-API-Key');
    if (!key) throw new HttpError(401, 'missing API key: send it in the X-API-Key header');
    const db = c.var.db;
    const [row] = await db
      .select({ id: apiKeys.id, workspaceId: apiKeys.workspaceId, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, await keyHash(key)))
      .limit(1);
    if (!row || row.revokedAt !== null) throw new HttpError(401, 'the API key is invalid or has been revoked');
    c.set('apiKey', { id: row.id, workspaceId: row.workspaceId });

    try {
      const { success } = await c.env.KEY_RATE_LIMITER.limit({ key: row.id });
      if (success) await next();
      else {
        const error = new HttpError(429, 'rate limit of this API key exceeded (100 requests per 10 seconds)', undefined, {
          'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS),
        });
        c.res = c.json(error.body(), 429, error.headers);
      }
    } finally {
      // The status is known only once onError has run; c.res holds it by then in both paths.
      const at = Date.now();
      const entry = {
        workspaceId: row.workspaceId,
        keyId: row.id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: at - started,
        deviceId: c.get('deviceId') ?? null,
        createdAt: at,
      };
      c.executionCtx.waitUntil(
        db
          .batch([logRequest(db, entry), db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, row.id))])
          .catch((error: unknown) => console.error('request log write failed', error)),
      );
    }
  };
}
