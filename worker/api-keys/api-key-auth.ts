import type { MiddlewareHandler } from 'hono';
import { completeEntry, logRequests } from '../request-log/request-log';
import type { AppEnv } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { cachedKey, forgetKey, type KeyRow, rememberKey } from './key-cache';
import { keyHash } from './keys';
import { allowRequest, DEFAULT_RATE_LIMIT, retryAfterSeconds } from './rate-limit';
import { storedScopes } from './scopes';

/**
 * `X-API-Key`: the key's door, in front of every workspace operation outside `/admin` (each route
 * then checks the key holds its scope, see `createApp`). The key is looked up by its hash in D1, so a revoked key is
 * refused on the very next request; a send (a POST under /messages without an Idempotency-Key)
 * takes the key as this instance last read it instead, because its device's object refuses a
 * revoked key itself (see key-cache.ts), and an answer that object did not give is checked
 * against D1 before it leaves. The request log entry and `lastUsedAt` are written after the
 * response, through `waitUntil`, so they never slow it.
 */
/** Read on every public request: a plain statement, not built by drizzle each time. */
const FIND_KEY = `SELECT id, workspace_id AS workspaceId, revoked_at AS revokedAt, rate_limit AS rateLimit, scopes FROM api_keys WHERE key_hash = ?1 LIMIT 1`;

const invalidKey = () => new HttpError(401, 'the API key is invalid or has been revoked');

export function apiKeyAuth(): MiddlewareHandler<AppEnv> {
  return async function apiKeyMiddleware(c, next) {
    const started = Date.now();
    const key = c.req.header('X-API-Key');
    if (!key) throw new HttpError(401, 'missing API key: send it in the X-API-Key header');
    const d1 = c.get('d1');
    const hash = await keyHash(key);
    const read = async () => {
      const row = await d1.prepare(FIND_KEY).bind(hash).first<KeyRow>();
      if (row) rememberKey(hash, row);
      return row;
    };
    const send = c.req.method === 'POST' && c.req.path.startsWith('/messages') && !c.req.header('Idempotency-Key');
    const cached = send ? cachedKey(hash) : null;
    const row = cached ?? (await read());
    if (!row || row.revokedAt !== null) throw invalidKey();
    c.set('apiKey', { id: row.id, workspaceId: row.workspaceId, scopes: storedScopes(row.scopes) });
    c.set('within', row.workspaceId);
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
      // An answer the device's object did not give (a body refused, a device not found) was given
      // without it checking the key: D1 says whether the key is still good.
      if (cached && !c.get('logged')) {
        const now = await read();
        if (!now || now.revokedAt !== null) {
          forgetKey(row.id);
          const error = invalidKey();
          c.res = c.json(error.body(), 401);
        }
      }
    } finally {
      // Written here unless the device's object that answered wrote it. The status is known only
      // once onError has run; c.res holds it by then in both paths.
      if (!c.get('logged')) {
        const entry = completeEntry(c.get('requestLog'), c.res.status, c.get('deviceId') ?? null);
        c.executionCtx.waitUntil(
          d1.batch(logRequests(d1, [entry])).catch((error: unknown) => console.error('request log write failed', error)),
        );
      }
    }
  };
}
