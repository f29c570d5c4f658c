/**
 * Who is viewing: the session cookie read on every request (so a revoked session is refused at
 * once), the open workspace, and the role checks every route declares.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { activeAlerts } from '../alerts';
import { can, type Permission, readSession, SESSION_COOKIE } from '../members';
import { HttpError, saidError } from '../shared/errors';
import { said } from '../shared/said';
import { findWorkspace } from '../workspaces';
import type { DashboardEnv } from './env';
import { presence } from './presence';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** HttpOnly, SameSite=Lax, and Secure everywhere but on the local machine (plain http there). */
export function cookieOptions(c: Context<DashboardEnv>): CookieOptions {
  const local = LOCAL_HOSTS.has(new URL(c.req.url).hostname);
  return { path: '/dashboard', httpOnly: true, sameSite: 'Lax', secure: !local };
}

export function setSessionCookie(c: Context<DashboardEnv>, token: string, expiresAt: number): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), expires: new Date(expiresAt) });
}

export function clearSessionCookie(c: Context<DashboardEnv>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

const wantsPage = (c: Context<DashboardEnv>) => c.req.method === 'GET' && (c.req.header('Accept') ?? '').includes('text/html');

/** A signed-in session as `c.var.session`; a page without one goes to the sign-in page, anything else is a 401. */
export function signedIn(): MiddlewareHandler<DashboardEnv> {
  return async function signedInMiddleware(c, next) {
    const token = getCookie(c, SESSION_COOKIE);
    const session = token ? await readSession(c.var.db, token) : null;
    if (!session) {
      if (token) clearSessionCookie(c);
      if (wantsPage(c)) {
        const here = new URL(c.req.url);
        return c.redirect(`/dashboard/sign-in?next=${encodeURIComponent(here.pathname + here.search)}`, 303);
      }
      throw new HttpError(401, 'not signed in, or the session has ended: sign in again');
    }
    c.set('session', session);
    await next();
  };
}

/** The open workspace and the viewer's standing in it as `c.var.viewer`; without one, the workspace chooser. */
export function inWorkspace(): MiddlewareHandler<DashboardEnv> {
  return async function inWorkspaceMiddleware(c, next) {
    const session = c.var.session;
    const workspace = session.workspaceId && session.standing ? await findWorkspace(c.var.db, session.workspaceId) : undefined;
    if (!workspace || !session.standing) {
      if (wantsPage(c)) return c.redirect('/dashboard/workspaces', 303);
      throw new HttpError(409, 'no workspace is open: choose one first');
    }
    c.set('viewer', { session, workspace: { id: workspace.id, name: workspace.name }, standing: session.standing });
    // The banner of devices logged out or down too long: on every page (and its live regions) of
    // whoever may link them again.
    const banner = c.req.method === 'GET' && can(session.standing, 'devices');
    c.set('alerts', banner ? await activeAlerts(c.var.db, workspace.id) : []);
    c.set('presence', await presence(c));
    await next();
  };
}

/** 403 unless the viewer's role has `permission` (agents: the inbox only). */
export function allow(permission: Permission): MiddlewareHandler<DashboardEnv> {
  return async function allowMiddleware(c, next) {
    if (!can(c.var.viewer.standing, permission)) throw saidError(403, said('role.mayNotUse', { permission }));
    await next();
  };
}
