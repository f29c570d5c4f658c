/** The Hono environment every route and middleware shares, and the one way an app is made. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { allows, isScope, type RouteScope, type Scope } from '../api-keys/scopes';
import type { PendingLogEntry } from '../request-log/request-log';
import type { Db } from './db';
import { HttpError } from './errors';
import { RememberingRouter } from './remembering-router';
import { validationHook } from './validation';

type ApiKeyIdentity = { id: string; workspaceId: string; scopes: readonly Scope[] };

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** D1, for every request (`provideDb` in app.ts): through drizzle, and plain. */
    db: Db;
    d1: D1Database;
    /** Set by the API-key middleware at the key's door (unset at the operator's). */
    apiKey: ApiKeyIdentity;
    /**
     * The workspace the caller is confined to, set by the door: its key's workspace, or null for
     * the operator (every workspace). Passed to the device objects, which answer 404 for a device
     * of another workspace.
     */
    within: string | null;
    /** The request's log entry so far (public routes); `logged` once a device's object wrote it. */
    requestLog: PendingLogEntry;
    logged: boolean;
    /** Set by `workspaceParam`: the `:ws` of `/admin/workspaces/:ws/...`, or the key's workspace. */
    workspaceId: string;
    /** Set by `deviceParam` on the routes under `/devices/:id`. */
    device: DurableObjectStub<Env['DEVICE'] extends DurableObjectNamespace<infer T> ? T : never>;
    /** The device a request acts on, for the request log (set where it is known). */
    deviceId: string;
    /** Set when a send ended in 504, for the Idempotency-Key middleware. */
    recordId: string;
    /**
     * Set by the Idempotency-Key middleware: the id the request's record is written under, so that a
     * retry after a crash finds what the first attempt did (the device's object never writes, nor
     * sends, a record twice under one id).
     */
    plannedRecordId: string;
  };
};

/**
 * The scope check every route gets before its own middleware: at the key's door, a key without
 * the scope the route declares (`'x-kurir-scope'`) is a 403 naming it; an operator-only route, or
 * one that declares no scope, is refused to every key. At the operator's door it lets all through.
 */
function scopeGate(declared: unknown): MiddlewareHandler<AppEnv> {
  const scope = declared as RouteScope | undefined;
  return async function scopeGateMiddleware(c, next) {
    // Unset at the operator's door: the type says what the key's door sets.
    const key: ApiKeyIdentity | undefined = c.get('apiKey');
    if (key) {
      if (!isScope(scope)) throw new HttpError(403, 'this operation is the operator’s: an API key cannot use it');
      if (!allows(key.scopes, scope)) throw new HttpError(403, `this API key lacks the scope "${scope}"`);
    }
    await next();
  };
}

/** Header schemas that a route's own middleware reads and checks (`checkedHeaders`). */
const checkedByMiddleware = new WeakSet<object>();

/**
 * Declares request headers for the reference only: the middleware that reads them checks them
 * before the route's validators run (`Idempotency-Key`). Hono's header validator copied every
 * header of every request into an object for zod to check again (in a V8 profile of 3,000 sends,
 * Hono's `header` alone went from 0.026 to 0.008 ms a send without it).
 */
export function checkedHeaders<T extends object>(schema: T): T {
  checkedByMiddleware.add(schema);
  return schema;
}

/**
 * A router whose routes declare their schemas and their scope; a request that breaks the schemas
 * is the contract's 400, a key without the scope the contract's 403.
 */
export function createApp() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook(), router: new RememberingRouter() });
  const declare = app.openapi;
  app.openapi = ((...[route, handler, hook]: Parameters<typeof declare>) => {
    const own = route.middleware === undefined ? [] : Array.isArray(route.middleware) ? route.middleware : [route.middleware];
    const middleware = [scopeGate(route['x-kurir-scope']), ...own];
    const headers = route.request?.headers;
    if (!headers || !checkedByMiddleware.has(headers)) return declare({ ...route, middleware }, handler, hook);
    // The reference gets the route as declared (as `openapi` would register it); the router, the
    // route without its header validator.
    const { middleware: _declared, hide, ...documented } = route;
    if (!hide) app.openAPIRegistry.registerPath(documented);
    const { headers: _checked, ...request } = route.request ?? {};
    return declare({ ...route, request, hide: true, middleware }, handler, hook);
  }) as typeof declare;
  return app;
}
