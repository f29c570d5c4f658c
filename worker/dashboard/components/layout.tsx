/**
 * The page shell: head, header with the workspace and the viewer, the navigation, and the language
 * switch; and the renderer every page goes through (`c.render(<Body />, { title, active })`).
 */
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import { jsxRenderer } from 'hono/jsx-renderer';
import { can } from '../../members';
import { ASSET_PATHS } from '../assets';
import type { DashboardEnv } from '../env';
import { LANGUAGES, type Lang } from '../i18n';
import { NAV } from '../nav';
import { AlertBanner } from './alert-banner';
import { Csrf } from './form';

declare module 'hono' {
  interface ContextRenderer {
    // biome-ignore lint/style/useShorthandFunctionType: an interface merged with Hono's own.
    (content: Child, props: PageProps): Response | Promise<Response>;
  }
}

/**
 * `active`: the navigation entry of the page; `bare`: a page before signing in (or outside a
 * workspace); `unread`: conversations with unread messages, said first in the tab's title ("(3) Inbox").
 */
export type PageProps = { title: string; active?: string; bare?: boolean; unread?: number };

/**
 * htmx without eval, injected styles or scripts from swapped HTML, so the page's
 * Content-Security-Policy (`script-src 'self'; style-src 'self'`) holds. Nor does it carry an
 * element's `style` attribute across a swap (its default settles it, and setting one is an inline
 * style the policy refuses); the dashboard's transitions need only the class.
 */
const HTMX_CONFIG = JSON.stringify({
  includeIndicatorStyles: false,
  allowEval: false,
  allowScriptTags: false,
  attributesToSettle: ['class', 'width', 'height'],
});

function Head({ c, title, unread = 0 }: { c: Context<DashboardEnv>; title: string; unread?: number }) {
  return (
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light" />
      <meta name="htmx-config" content={HTMX_CONFIG} />
      <title>
        {unread > 0 ? `(${unread}) ` : ''}
        {title} · {c.var.t.product}
      </title>
      <link rel="icon" type="image/svg+xml" href={ASSET_PATHS.icon} />
      <link rel="stylesheet" href={ASSET_PATHS.css} />
      <script src={ASSET_PATHS.htmx} defer />
      <script src={ASSET_PATHS.htmxWs} defer />
      <script src={ASSET_PATHS.script} defer />
    </head>
  );
}

/** Links to this page in each other language (`?lang=` sets the choice and comes back here). */
function LanguageSwitch({ c }: { c: Context<DashboardEnv> }) {
  const others = (Object.keys(LANGUAGES) as Lang[]).filter((lang) => lang !== c.var.lang);
  return (
    <nav class="langs" aria-label={c.var.t.nav.language}>
      {others.map((lang) => {
        const url = new URL(c.req.url);
        url.searchParams.set('lang', lang);
        return (
          <a href={`${url.pathname}${url.search}`} lang={lang} hreflang={lang}>
            {LANGUAGES[lang].languageName}
          </a>
        );
      })}
    </nav>
  );
}

function SideNav({ c, active }: { c: Context<DashboardEnv>; active: string }) {
  const { t, viewer } = c.var;
  const groups = NAV.map((group) => ({ ...group, entries: group.entries.filter((e) => can(viewer.standing, e.permission)) })).filter(
    (g) => g.entries.length > 0,
  );
  return (
    <nav class="side" aria-label={t.nav.label}>
      {groups.map((g) => (
        <div class="group">
          {g.label && <p class="group-label">{g.label(t)}</p>}
          <ul>
            {g.entries.map((e) => (
              <li>
                <a href={e.href} aria-current={e.key === active ? 'page' : undefined}>
                  {e.label(t)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * A page of a signed-in viewer in their open workspace. The menu (navigation, who is signed in,
 * languages, sign out) is a disclosure: on a phone the header is one row and the menu opens under
 * it; from 900 px the stylesheet shows it, always open, as the side column (its summary hidden).
 */
export function Shell({
  c,
  title,
  active = '',
  unread,
  banner = true,
  children,
}: {
  c: Context<DashboardEnv>;
  title: string;
  active?: string;
  unread?: number | undefined;
  /** The banner of devices down (owners and admins); `false` on a page rendered outside the renderer (an error). */
  banner?: boolean;
  children?: Child;
}) {
  const { t, viewer, lang } = c.var;
  const who = viewer.session.account?.name ?? t.roles.operator;
  return (
    <html lang={lang}>
      <Head c={c} title={title} unread={unread} />
      <body data-csrf={viewer.session.csrfToken}>
        <a class="skip" href="#main">
          {t.skipToContent}
        </a>
        <header class="top">
          <a class="brand" href="/dashboard">
            {t.product}
          </a>
          <a class="workspace" href="/dashboard/workspaces">
            {viewer.workspace.name}
          </a>
          {c.var.presence && <PresenceToggle c={c} status={c.var.presence} />}
        </header>
        <div class="shell">
          <details class="menu">
            <summary>{t.desk.menu}</summary>
            <div class="menu-panel">
              <SideNav c={c} active={active} />
              <div class="account">
                <span class="who">
                  {who} · {t.roles[viewer.standing]}
                </span>
                <LanguageSwitch c={c} />
                <form method="post" action="/dashboard/sign-out" class="inline">
                  <Csrf token={viewer.session.csrfToken} />
                  <button type="submit" class="link">
                    {t.nav.signOut}
                  </button>
                </form>
              </div>
            </div>
          </details>
          <main id="main" tabindex={-1}>
            {banner && can(viewer.standing, 'devices') && <AlertBanner alerts={c.var.alerts ?? []} />}
            <h1>{title}</h1>
            {children}
          </main>
        </div>
        <footer class="foot">{t.common.timesShownIn(c.var.timeZone)}</footer>
      </body>
    </html>
  );
}

/**
 * The member's own status for automatic assignment, in the header: the word and a button that
 * switches it (`pages/teams.tsx`'s `/status`), back to the same page.
 */
function PresenceToggle({ c, status }: { c: Context<DashboardEnv>; status: string }) {
  const tt = c.var.t.teams;
  const next = status === 'available' ? 'away' : 'available';
  const url = new URL(c.req.url);
  return (
    <form method="post" action="/dashboard/status" class="presence">
      <Csrf token={c.var.viewer.session.csrfToken} />
      <input type="hidden" name="status" value={next} />
      <input type="hidden" name="back" value={`${url.pathname}${url.search}`} />
      <button
        type="submit"
        class={`presence-toggle ${status}`}
        aria-label={`${tt.statusLabel}: ${tt.status[status]}. ${next === 'away' ? tt.setAway : tt.setAvailable}`}
      >
        {tt.status[status]}
      </button>
    </form>
  );
}

/** A page before signing in (or outside a workspace): one column, no navigation. */
export function BareShell({ c, title, children }: { c: Context<DashboardEnv>; title: string; children?: Child }) {
  const { t, lang } = c.var;
  return (
    <html lang={lang}>
      <Head c={c} title={title} />
      <body class="bare">
        <header class="top">
          <span class="brand">{t.product}</span>
          <LanguageSwitch c={c} />
        </header>
        <main id="main" class="narrow">
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** The dashboard's renderer: `c.render(<Body />, { title, active })` answers with the whole page. */
export const dashboardRenderer = () =>
  jsxRenderer<DashboardEnv>(({ children, title, active, bare, unread }, c) =>
    bare ? (
      <BareShell c={c as Context<DashboardEnv>} title={title}>
        {children}
      </BareShell>
    ) : (
      <Shell c={c as Context<DashboardEnv>} title={title} active={active} unread={unread}>
        {children}
      </Shell>
    ),
  );
