/**
 * CSRF protection. Every state-changing request must come from the dashboard's own pages: its
 * Origin (or, when a browser sends none, Sec-Fetch-Site) must be this origin, and it must carry a
 * token a cross-site page cannot read: the session's CSRF token (field `_csrf` or header
 * `X-CSRF-Token`), or, on the forms used before signing in, the value of a SameSite=Strict cookie
 * repeated in the form (double submit).
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { newToken } from '../members/sessions';
import { secretsEqual } from '../shared/crypto';
import { saidError } from '../shared/errors';
import { said } from '../shared/said';
import type { DashboardEnv } from './env';
import { cookieOptions } from './session';

export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const FORM_COOKIE = 'kurir_form';

/** 403 unless the request comes from a page of this origin. */
export function checkOrigin(c: Context<DashboardEnv>): void {
  const origin = c.req.header('Origin');
  const own = new URL(c.req.url).origin;
  if (origin !== undefined) {
    if (origin !== own) throw saidError(403, said('csrf.otherOrigin'));
    return;
  }
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw saidError(403, said('csrf.crossSite'));
}

/** Refuses a state-changing request without the expected token (and from another origin). */
export async function checkToken(c: Context<DashboardEnv>, expected: string, field: string | undefined): Promise<void> {
  checkOrigin(c);
  // The form's field, or the header a page script sends with a call.
  const given = field || c.req.header(CSRF_HEADER);
  if (!given || !(await secretsEqual(given, expected))) {
    throw saidError(403, said('csrf.token'));
  }
}

/** The token of the pre-sign-in forms (set on the page that shows them). */
export function formToken(c: Context<DashboardEnv>): string {
  const existing = getCookie(c, FORM_COOKIE);
  if (existing && /^[0-9A-Za-z]{43}$/.test(existing)) return existing;
  const token = newToken();
  setCookie(c, FORM_COOKIE, token, { ...cookieOptions(c), sameSite: 'Strict' });
  return token;
}

export async function checkFormToken(c: Context<DashboardEnv>, given: string | undefined): Promise<void> {
  await checkToken(c, getCookie(c, FORM_COOKIE) ?? '', given);
}
