/**
 * The page shell for pages still written as `html` templates (`c.html(page(c, {…}))`); pages made of
 * components render through `c.render` instead (components/layout.tsx). Goes once every page is.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { BareShell, Shell } from './components/layout';
import type { DashboardEnv } from './env';
import type { Html } from './ui';

/** A page of a signed-in viewer in their open workspace. */
export function page(c: Context<DashboardEnv>, o: { title: string; active: string; body: Html }): Html {
  return html`<!doctype html>${(
    <Shell c={c} title={o.title} active={o.active}>
      {o.body}
    </Shell>
  )}`;
}

/** A page before signing in (or outside a workspace): one column, no navigation. */
export function barePage(c: Context<DashboardEnv>, o: { title: string; body: Html }): Html {
  return html`<!doctype html>${(
    <BareShell c={c} title={o.title}>
      {o.body}
    </BareShell>
  )}`;
}
