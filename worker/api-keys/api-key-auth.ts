import type { MiddlewareHandler } from 'hono';
import { completeEntry, logRequest } from '../request-log/request-log';
import type { AppEnv } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { keyHash } from './keys';
import { allowRequest, DEFAULT_RATE_LIMIT, retryAfterSeconds } from './rate-limit';

/**
 * `X-API-Key` on every public endpoint. The key is looked up by its hash in D1 on every request,
 * with no cache, so a revoked key is refused on the very next request. The request log entry and
 * `lastUsedAt` are written after the response, through `waitUntil`, so they never slow it.
 */
/** Read on every public request: a plain statement, not built by drizzle each time. */
const FIND_KEY = `SELECT id, workspace_id AS workspaceId, revoked_at AS revokedAt, rate_limit AS rateLimit FROM api_keys WHERE key_hash = ?1 LIMIT 1`;

export function apiKeyAuth(): MiddlewareHandler<AppEnv> {
  return async function apiKeyMiddleware(c, next) {
    const started = Date.now();
    const key = c.req.header('X-API-Key');
    if (!key) throw new HttpError(401, 'missing API key: send it in the X-API-Key header');
    const d1 = c.var.d1;
    const row = await d1
      .prepare(FIND_KEY)
      .bind(await keyHash(key))
      .first<{ id: string; workspaceId: string; revokedAt: number | null; rateLimit: number | null }>();
    if (!row || row.revokedAt !== null) throw new HttpError(401, 'the API key is invalid or has been revoked');
    c.set('apiKey', { id: row.id, workspaceId: row.workspaceId });
    c.set('requestLog', { workspaceId: row.workspaceId, keyId: row.id, method: c.req.method, path: c.req.path, startedAt: started });

    try {
      const limit = row.rateLimit ?? DEFAULT_RATE_LIMIT;
      if (allowRequest(row.id, limit)) await next();
      else {
        const error = new HttpError(429, `rate limit of this API key exceeded (${limit} requests per 10 seconds)`, undefined, {
          'Retry-After': String(retryAfterSeconds()),
        });
        c.res = c.json(error.body(), 429, error.headers);
      }
    } finally {
      // Written here unless the device's object that answered wrote it. The status is known only
      // once onError has run; c.res holds it by then in both paths.
      if (!c.get('logged')) {
        const entry = completeEntry(c.var.requestLog, c.res.status, c.get('deviceId') ?? null);
        c.executionCtx.waitUntil(
          d1.batch(logRequest(d1, entry)).catch((error: unknown) => console.error('request log write failed', error)),
        );
      }
    }
  };
}
