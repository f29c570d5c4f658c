/** The page shell: head, header with the workspace and the viewer, the navigation, and the language switch. */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { can } from '../members';
import { ASSET_PATHS } from './assets';
import type { DashboardEnv } from './env';
import { LANGUAGES, type Lang } from './i18n';
import { NAV } from './nav';
import { csrf, type Html } from './ui';

function head(c: Context<DashboardEnv>, title: string): Html {
  return html`<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <title>${title} · ${c.var.t.product}</title>
    <link rel="stylesheet" href="${ASSET_PATHS.css}">
    <script src="${ASSET_PATHS.script}" defer></script>
  </head>`;
}

/** Links to this page in each other language (`?lang=` sets the choice and comes back here). */
function languageSwitch(c: Context<DashboardEnv>): Html {
  const url = new URL(c.req.url);
  const others = (Object.keys(LANGUAGES) as Lang[]).filter((lang) => lang !== c.var.lang);
  return html`<nav class="langs" aria-label="${c.var.t.nav.language}">${others.map((lang) => {
    url.searchParams.set('lang', lang);
    return html`<a href="${url.pathname}${url.search}" lang="${lang}" hreflang="${lang}">${LANGUAGES[lang].languageName}</a>`;
  })}</nav>`;
}

/** A page of a signed-in viewer in their open workspace. */
export function page(c: Context<DashboardEnv>, o: { title: string; active: string; body: Html; live?: boolean }): Html {
  const { t, viewer, lang } = c.var;
  const groups = NAV.map((group) => ({ ...group, entries: group.entries.filter((e) => can(viewer.standing, e.permission)) })).filter(
    (g) => g.entries.length > 0,
  );
  const who = viewer.session.account?.name ?? t.roles.operator;
  return html`<!doctype html>
<html lang="${lang}">
  ${head(c, o.title)}
  <body data-csrf="${viewer.session.csrfToken}">
    <a class="skip" href="#main">${t.skipToContent}</a>
    <header class="top">
      <a class="brand" href="/dashboard">${t.product}</a>
      <a class="workspace" href="/dashboard/workspaces">${viewer.workspace.name}</a>
      <span class="who">${who} · ${t.roles[viewer.standing]}</span>
      ${languageSwitch(c)}
      <form method="post" action="/dashboard/sign-out" class="inline">${csrf(c)}<button type="submit" class="link">${t.nav.signOut}</button></form>
    </header>
    <div class="shell">
      <nav class="side" aria-label="${t.nav.label}">
        ${groups.map(
          (g) => html`<div class="group">${g.label ? html`<p class="group-label">${g.label(t)}</p>` : ''}<ul>
            ${g.entries.map(
              (e) => html`<li><a href="${e.href}"${e.key === o.active ? html` aria-current="page"` : ''}>${e.label(t)}</a></li>`,
            )}
          </ul></div>`,
        )}
      </nav>
      <main id="main" tabindex="-1">
        <h1>${o.title}</h1>
        ${o.body}
      </main>
    </div>
    <footer class="foot">${t.common.timesShownIn(c.var.timeZone)}</footer>
  </body>
</html>`;
}

/** A page before signing in (or outside a workspace): one column, no navigation. */
export function barePage(c: Context<DashboardEnv>, o: { title: string; body: Html }): Html {
  const { t, lang } = c.var;
  return html`<!doctype html>
<html lang="${lang}">
  ${head(c, o.title)}
  <body class="bare">
    <header class="top"><span class="brand">${t.product}</span>${languageSwitch(c)}</header>
    <main id="main" class="narrow">
      <h1>${o.title}</h1>
      ${o.body}
    </main>
  </body>
</html>`;
}
