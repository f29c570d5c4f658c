/**
 * `X-Content-Type-Options: nosniff` on every answer (JSON, errors, pages, media): a browser takes
 * each for the type it is declared as, so an answer that echoes what a client sent (an error naming
 * a field, a message's text) is never run as HTML or a script. Media and the reference set it too.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

export function noSniff(): MiddlewareHandler<AppEnv> {
  return async function noSniffMiddleware(c, next) {
    await next();
    // A WebSocket upgrade has no body to sniff, and is answered as it is.
    if (c.res.status === 101 || c.res.headers.get('X-Content-Type-Options') === 'nosniff') return;
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // An answer passed on as it came (its headers immutable) is copied to be marked.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('X-Content-Type-Options', 'nosniff');
      c.res = copy;
    }
  };
}
