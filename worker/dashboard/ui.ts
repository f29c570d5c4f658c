/**
 * The pieces pages still written as `html` templates are made of (form fields with their issues,
 * buttons that post, badges, pagers); components/ has them as components. Goes with the last such page.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { MIN_PASSWORD } from '../members';
import { CSRF_FIELD } from './csrf';
import type { DashboardEnv } from './env';
import type { FieldIssues } from './forms';
import type { Catalogue } from './i18n';

export type Html = ReturnType<typeof html>;

/** The CSRF field of a signed-in viewer's form. */
export const csrf = (c: Context<DashboardEnv>) => html`<input type="hidden" name="${CSRF_FIELD}" value="${c.var.session.csrfToken}">`;

type FieldOptions = {
  type?: string;
  value?: string;
  hint?: string;
  required?: boolean;
  autocomplete?: string;
  min?: number;
  max?: number;
  inputmode?: string;
};

/** A labelled input; the API's issues for it are shown under it and tied to it for screen readers. */
export function field(name: string, label: string, issues: FieldIssues, o: FieldOptions = {}): Html {
  const id = `f-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;
  const problems = issues[name] ?? [];
  const described = [o.hint ? `${id}-hint` : '', problems.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field${problems.length ? ' invalid' : ''}">
    <label for="${id}">${label}</label>
    <input id="${id}" name="${name}" type="${o.type ?? 'text'}" value="${o.value ?? ''}"${o.required ? html` required` : ''}${
      o.autocomplete ? html` autocomplete="${o.autocomplete}"` : ''
    }${o.min !== undefined ? html` min="${o.min}"` : ''}${o.max !== undefined ? html` max="${o.max}"` : ''}${
      o.inputmode ? html` inputmode="${o.inputmode}"` : ''
    }${described ? html` aria-describedby="${described}"` : ''}${problems.length ? html` aria-invalid="true"` : ''}>
    ${o.hint ? html`<p class="hint" id="${id}-hint">${o.hint}</p>` : ''}
    ${problems.length ? html`<p class="error" id="${id}-error">${problems.join(' ')}</p>` : ''}
  </div>`;
}

export function fieldErrors(name: string, issues: FieldIssues): Html {
  const problems = issues[name] ?? [];
  return html`${problems.length ? html`<p class="error" id="f-${name.replace(/[^a-zA-Z0-9]/g, '-')}-error">${problems.join(' ')}</p>` : ''}`;
}

/** A summary above a form that has issues (focused by the page's script). */
export function issueSummary(issues: FieldIssues, text: (n: number) => string): Html {
  const n = Object.keys(issues).length;
  return html`${
    n
      ? html`<div class="alert error" role="alert" tabindex="-1" data-focus>${text(n)}${issues._ ? html` ${issues._.join(' ')}` : ''}</div>`
      : ''
  }`;
}

/** A button that posts (with the CSRF token), optionally after a confirmation. */
export function postButton(c: Context<DashboardEnv>, action: string, label: string, o: { confirm?: string; kind?: string } = {}): Html {
  return html`<form method="post" action="${action}" class="inline"${o.confirm ? html` data-confirm="${o.confirm}"` : ''}>
    ${csrf(c)}<button type="submit" class="${o.kind ?? 'secondary'}">${label}</button>
  </form>`;
}

/** A status in words and colour (the colour is never the only sign: the word is always there). */
export function badge(text: string, tone: string): Html {
  return html`<span class="badge ${tone}">${text}</span>`;
}

/** Links to the newest page and the next one (keyset pages have no numbers). */
export function pager(c: Context<DashboardEnv>, nextCursor: string | null): Html {
  const url = new URL(c.req.url);
  const hasCursor = url.searchParams.has('cursor');
  url.searchParams.delete('cursor');
  const first = `${url.pathname}${url.search}`;
  url.searchParams.set('cursor', nextCursor ?? '');
  const next = `${url.pathname}${url.search}`;
  const t = c.var.t;
  if (!hasCursor && !nextCursor) return html``;
  return html`<nav class="pager" aria-label="${t.common.next}">
    ${hasCursor ? html`<a href="${first}">${t.common.first}</a>` : ''}
    ${nextCursor ? html`<a href="${next}" rel="next">${t.common.next}</a>` : ''}
  </nav>`;
}

/** A new member's name, email and password (the first-run setup and an invite's acceptance). */
export function accountFields(
  t: Catalogue,
  nameLabel: string,
  issues: FieldIssues,
  values: Partial<Record<'name' | 'email', string>>,
): Html {
  return html`${field('name', nameLabel, issues, { value: values.name ?? '', required: true, autocomplete: 'name' })}
      ${field('email', t.common.email, issues, { type: 'email', value: values.email ?? '', required: true, autocomplete: 'username' })}
      ${field('password', t.common.password, issues, {
        type: 'password',
        required: true,
        autocomplete: 'new-password',
        hint: t.setup.passwordHint(MIN_PASSWORD),
      })}`;
}
