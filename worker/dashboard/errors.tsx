/**
 * Errors on the dashboard: a person gets a page in their language with the status (403, 404…);
 * a script or a client that asked for JSON gets the contract's `{statusCode, message, error}`.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../shared/errors';
import { BareShell, Shell } from './components';
import type { DashboardEnv } from './env';
import { knownDetail } from './error-details';
import { saidText } from './forms';
import { LANGUAGES, type Lang } from './i18n';

function asHttpError(err: Error): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof HTTPException) return new HttpError(err.status as ContentfulStatusCode, err.message || 'the request was refused');
  console.error('unhandled dashboard error', err);
  return new HttpError(500, 'internal error');
}

/**
 * The detail line in the viewer's language: what the error carries as data, or a known detail read
 * back from its English; none on another language's page for a detail it does not know.
 */
function detailText(error: HttpError, lang: Lang): string | null {
  const known = error.said ?? knownDetail(error.message);
  return lang === 'en' || known ? saidText(error.message, known, lang, error.status) : null;
}

export async function dashboardError(err: Error, c: Context<DashboardEnv>): Promise<Response> {
  const error = asHttpError(err);
  const wantsHtml = (c.req.header('Accept') ?? '').includes('text/html');
  if (!wantsHtml || error.status === 426) return c.json(error.body(), error.status, error.headers);
  const t = c.var.t ?? LANGUAGES.id;
  const known = error.status === 403 || error.status === 404;
  const title = t.errors.title(error.status);
  const detail = detailText(error, c.var.lang ?? t.lang);
  const body = (
    <>
      <div class="alert error" role="alert">
        <p>{known ? t.errors[error.status as 403 | 404] : t.errors.generic}</p>
        {error.status < 500 && detail && <p class="muted">{detail}</p>}
      </div>
      <p>
        <a href="/dashboard">{t.errors.home}</a>
      </p>
    </>
  );
  const shell =
    c.var.viewer && c.var.t ? (
      // Outside the page renderer (no live regions here): without the alert banner.
      <Shell c={c} title={title} banner={false}>
        {body}
      </Shell>
    ) : (
      <BareShell c={c} title={title}>
        {body}
      </BareShell>
    );
  return c.html(`<!doctype html>${await shell}`, error.status);
}
