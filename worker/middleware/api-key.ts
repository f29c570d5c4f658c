import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { getDb, schema } from '../db';
import { HttpError } from '../errors';
import { sha256Hex } from '../lib/crypto';
import { newId } from '../lib/ids';

/**
 * `X-API-Key` on every public endpoint. The key is looked up by its hash in D1 on every request,
 * with no cache, so a revoked key is refused on the very next request. The request log entry and
 * `lastUsedAt` are written after the response, through `waitUntil`, so they never slow it.
 */
/** The period of the KEY_RATE_LIMITER binding in wrangler.toml. */
const RATE_LIMIT_PERIOD_SECONDS = 10;

export function apiKeyAuth(): MiddlewareHandler<AppEnv> {
  return async function apiKeyMiddleware(c, next) {
    const started = Date.now();
    const key = c.req.header('X-API-Key');
    if (!key) throw new HttpError(401, 'missing API key: send it in the X-API-Key header');
    const db = getDb(c.env);
    const [row] = await db
      .select({ id: schema.apiKeys.id, workspaceId: schema.apiKeys.workspaceId, revokedAt: schema.apiKeys.revokedAt })
      .from(schema.apiKeys)
      .where(eq(schema.apiKeys.keyHash, await sha256Hex(key)))
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
      const entry = {
        id: newId('req'),
        workspaceId: row.workspaceId,
        keyId: row.id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Date.now() - started,
        deviceId: c.get('deviceId') ?? null,
        createdAt: Date.now(),
      };
      c.executionCtx.waitUntil(
        db
          .batch([
            db.insert(schema.requestLog).values(entry),
            db.update(schema.apiKeys).set({ lastUsedAt: entry.createdAt }).where(eq(schema.apiKeys.id, row.id)),
          ])
          .catch((error: unknown) => console.error('request log write failed', error)),
      );
    }
  };
}
