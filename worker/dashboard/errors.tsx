/**
 * Errors on the dashboard: a person gets a page in their language with the status (403, 404…);
 * a script or a client that asked for JSON gets the contract's `{statusCode, message, error}`.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../shared/errors';
import type { DashboardEnv } from './env';
import { errorText } from './forms';
import { LANGUAGES } from './i18n';
import { barePage, page } from './layout';

function asHttpError(err: Error): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof HTTPException) return new HttpError(err.status as ContentfulStatusCode, err.message || 'the request was refused');
  console.error('unhandled dashboard error', err);
  return new HttpError(500, 'internal error');
}

export function dashboardError(err: Error, c: Context<DashboardEnv>): Response | Promise<Response> {
  const error = asHttpError(err);
  const wantsHtml = (c.req.header('Accept') ?? '').includes('text/html');
  if (!wantsHtml || error.status === 426) return c.json(error.body(), error.status, error.headers);
  const t = c.var.t ?? LANGUAGES.id;
  const known = error.status === 403 || error.status === 404;
  const body = html`<div class="alert error" role="alert">
      <p>${known ? t.errors[error.status as 403 | 404] : t.errors.generic}</p>
      ${error.status < 500 ? html`<p class="muted">${errorText(error, c.var.lang ?? t.lang)}</p>` : ''}
    </div>
    <p><a href="/dashboard">${t.errors.home}</a></p>`;
  const title = t.errors.title(error.status);
  const shell = c.var.viewer && c.var.t ? page(c, { title, active: '', body }) : barePage(c, { title, body });
  return c.html(shell, error.status);
}
