/**
 * What the app answers before any route reads a request: a URL longer than any endpoint reads
 * (414), and, for a path it knows, a method it does not serve (405 with `Allow`). A head too large
 * for the runtime itself never gets here: workerd answers it 431 on its own.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { HttpError } from './errors';

/** The longest path and query any endpoint reads are a few hundred characters; these leave room. */
const MAX_PATH_LENGTH = 2048;
const MAX_QUERY_LENGTH = 2048;

/** 414 for a path or query string over its limit, counted as sent (percent-encoded). */
export function boundedUrl(): MiddlewareHandler<AppEnv> {
  return async function boundedUrlMiddleware(c, next) {
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const queryStart = url.indexOf('?', pathStart);
    const pathLength = (queryStart === -1 ? url.length : queryStart) - pathStart;
    const queryLength = queryStart === -1 ? 0 : url.length - queryStart - 1;
    if (pathLength > MAX_PATH_LENGTH) throw new HttpError(414, `the path is over ${MAX_PATH_LENGTH} characters`);
    if (queryLength > MAX_QUERY_LENGTH) throw new HttpError(414, `the query string is over ${MAX_QUERY_LENGTH} characters`);
    await next();
  };
}

type Route = { method: string; path: string };

/**
 * The methods each known path is served with, from the app's own routes (middleware, registered
 * for every method, is not a route). A path matches a route's pattern segment by segment; `HEAD`
 * is served wherever `GET` is (Hono answers it with the GET route, without the body).
 */
export function allowedMethods(routes: readonly Route[]): (path: string) => string[] {
  const patterns = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const { method, path } of routes) {
    if (method === 'ALL') continue;
    let entry = patterns.get(path);
    if (!entry) {
      entry = { pattern: patternOf(path), methods: new Set() };
      patterns.set(path, entry);
    }
    entry.methods.add(method);
    if (method === 'GET') entry.methods.add('HEAD');
  }
  return (path) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of patterns.values()) if (pattern.test(path)) for (const m of methods) allowed.add(m);
    return [...allowed].sort();
  };
}

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}
