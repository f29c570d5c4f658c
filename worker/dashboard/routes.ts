/**
 * The dashboard under `/dashboard`: the language and time zone of each viewer, security headers,
 * every page's routes, and errors as pages. Each page declares its permission (see `session.ts`).
 */

import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { can } from '../members';
import { assetRoutes } from './assets';
import { dashboardRenderer } from './components';
import { createDashboard, type DashboardEnv } from './env';
import { dashboardError } from './errors';
import { TZ_COOKIE, validTimeZone } from './format';
import { boundedForms } from './forms';
import { chooseLang, LANG_COOKIE, LANGUAGES, parseLang } from './i18n';
import { NAV } from './nav';
import { alertsPages } from './pages/alerts';
import { apiKeysPages } from './pages/api-keys';
import { assistantPages } from './pages/assistant';
import { assistantActionPages } from './pages/assistant-actions';
import { assistantDevicePages } from './pages/assistant-device';
import { broadcastRoutes } from './pages/broadcasts';
import { cannedReplyPages } from './pages/canned-replies';
import { chatbotPages } from './pages/chatbot';
import { contactsPages } from './pages/contacts';
import { conversationRoutes } from './pages/conversation';
import { deliveryRoutes } from './pages/deliveries';
import { deviceSettingsRoutes } from './pages/device-settings';
import { deviceRoutes } from './pages/devices';
import { groupPages } from './pages/groups';
import { inboxRoutes } from './pages/inbox';
import { invitePages } from './pages/invite';
import { labelPages } from './pages/labels';
import { membersPages } from './pages/members';
import { messagesPages } from './pages/messages';
import { passwordResetPages } from './pages/password-reset';
import { referenceDevicesRoute } from './pages/reference-devices';
import { relinkPages } from './pages/relink';
import { reportsPages } from './pages/reports';
import { requestLogPages } from './pages/request-log';
import { setupPages } from './pages/setup';
import { signInPages } from './pages/sign-in';
import { teamsPages } from './pages/teams';
import { templatePages } from './pages/templates';
import { webhookRoutes } from './pages/webhooks';
import { workspacesPages } from './pages/workspaces';
import { cookieOptions, inWorkspace, signedIn } from './session';

/** The viewer's language and zone; `?lang=` records a choice and comes back to the page without it. */
function viewerLocale(): MiddlewareHandler<DashboardEnv> {
  return async function viewerLocaleMiddleware(c, next) {
    const chosen = parseLang(c.req.query('lang'));
    if (chosen && c.req.method === 'GET') {
      setCookie(c, LANG_COOKIE, chosen, { ...cookieOptions(c), httpOnly: false, maxAge: 365 * 24 * 3600 });
      const url = new URL(c.req.url);
      url.searchParams.delete('lang');
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    const lang = chooseLang(getCookie(c, LANG_COOKIE), c.req.header('Accept-Language'));
    c.set('lang', lang);
    c.set('t', LANGUAGES[lang]);
    c.set('timeZone', validTimeZone(getCookie(c, TZ_COOKIE)));
    await next();
  };
}

/** Pages run only their own script and style, are never framed, and are not cached by the browser. */
function securityHeaders(): MiddlewareHandler<DashboardEnv> {
  return async function securityHeadersMiddleware(c, next) {
    await next();
    // A stored media file keeps its own, stricter policy (a sandbox, nothing loaded).
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
      );
    }
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'DENY');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}

export const dashboardRoutes = createDashboard()
  .use('*', securityHeaders())
  .use('*', viewerLocale())
  .use('*', dashboardRenderer())
  .use('*', boundedForms())
  .route('/assets', assetRoutes)
  // The first page a viewer may open: the inbox (messages) for an agent, the devices for the others.
  .get('/', signedIn(), inWorkspace(), (c) => {
    const entry = NAV.flatMap((g) => g.entries).find((e) => e.key === 'devices' && can(c.var.viewer.standing, e.permission));
    return c.redirect(entry?.href ?? '/dashboard/inbox', 303);
  })
  .route('/', signInPages)
  .route('/', setupPages)
  .route('/', invitePages)
  .route('/', passwordResetPages)
  .route('/', workspacesPages)
  // Before the device pages: its own guard answers its two paths, not theirs again.
  .route('/', deviceSettingsRoutes)
  .route('/', deviceRoutes)
  .route('/', webhookRoutes)
  .route('/', alertsPages)
  .route('/', relinkPages)
  .route('/', deliveryRoutes)
  .route('/', apiKeysPages)
  .route('/', requestLogPages)
  .route('/', reportsPages)
  .route('/', messagesPages)
  .route('/', inboxRoutes)
  .route('/', conversationRoutes)
  .route('/', contactsPages)
  .route('/', chatbotPages)
  .route('/', assistantPages)
  .route('/', assistantActionPages)
  .route('/', assistantDevicePages)
  .route('/', broadcastRoutes)
  .route('/', templatePages)
  .route('/', cannedReplyPages)
  .route('/', groupPages)
  .route('/', labelPages)
  .route('/', membersPages)
  .route('/', teamsPages)
  .route('/', referenceDevicesRoute);

dashboardRoutes.onError(dashboardError);
