/**
 * Reading a dashboard form: every body through the one bounded reader (`shared/bounded-body.ts`),
 * its type and size checked, its fields as strings.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { z } from 'zod';
import { streamedForm } from '../media/streamed-form';
import { readBoundedBody } from '../shared/bounded-body';
import { HttpError, type Issue } from '../shared/errors';
import { type Said, sayIn, sayStored } from '../shared/said';
import { toSaidIssues } from '../shared/validation';
import type { DashboardEnv } from './env';
import { knownDetail } from './error-details';
import { LANGUAGES, type Lang } from './i18n';

/** A form of fields is a few KiB; the largest (a chatbot rule, a conversation's note) fits with room. */
export const FORM_LIMIT = 64 * 1024;

/** The gates of the routes that take a multipart form (see `multipartForm`). */
const multipartGates = new WeakSet<object>();

/** A route's own handler: an app mounted with its own `onError` wraps each of its handlers, and says so. */
function ownHandler(handler: unknown): unknown {
  let own = handler;
  while (typeof own === 'function' && COMPOSED_HANDLER in own) own = (own as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return own;
}

const mediaTypeOf = (c: Context) => (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The gate every dashboard request with a body passes before any of its routes' middleware (the
 * sign-in forms need no session, so this runs before one is looked for). A form of fields is read
 * here, within FORM_LIMIT (413 past it, the stream read no further), and kept for `readForm`. A
 * multipart body is accepted only by a route that declares `multipartForm(maxBytes)`, which reads
 * it after the route's own checks (who may upload); anywhere else it is a 415, with nothing read.
 * Being one gate for every path, a form added later is bounded without doing anything.
 */
export function boundedForms(): MiddlewareHandler<DashboardEnv> {
  return async function boundedFormsMiddleware(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    if (mediaTypeOf(c) === 'multipart/form-data') {
      const declared = matchedRoutes(c).some((route) => {
        const own = ownHandler(route.handler);
        return typeof own === 'function' && multipartGates.has(own);
      });
      if (!declared) throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
      return next();
    }
    await readBoundedBody(c, FORM_LIMIT, 'form');
    return next();
  };
}

/**
 * Declares that a route takes a multipart form (a file upload) of at most `maxBytes`, an explicit
 * limit of its own, larger than a form of fields; put it after the route's permission checks. The
 * body is read as it streams (`media/streamed-form.ts`): its fields kept, each file of `files`
 * (by part name, with its own limit) staged in R2 as it arrives, never held whole, any other file
 * dropped. The handler's `c.req.formData()` answers that form, its files as `StagedFile`s; those it
 * did not store are dropped once it has answered. `orFields`: the route also takes an ordinary form
 * (already bounded by `boundedForms`), passed on.
 */
export function multipartForm(
  maxBytes: number,
  options: { files: Record<string, number>; maxParts?: number; orFields?: boolean },
): MiddlewareHandler<DashboardEnv> {
  const streamed = streamedForm<DashboardEnv>({
    maxBytes,
    maxParts: options.maxParts ?? 8,
    maxHeaderBytes: 8 * 1024,
    maxTextBytes: FORM_LIMIT,
    fileLimit: (name) => {
      const limit = options.files[name];
      return limit === undefined
        ? null
        : { maxBytes: limit, tooLarge: () => new HttpError(413, `the ${name} file is over ${limit} bytes`) };
    },
  });
  const gate: MiddlewareHandler<DashboardEnv> = async function multipartFormMiddleware(c, next) {
    if (mediaTypeOf(c) !== 'multipart/form-data') {
      if (options.orFields) return next();
      throw new HttpError(415, 'Content-Type must be multipart/form-data');
    }
    return streamed(c, next);
  };
  multipartGates.add(gate);
  return gate;
}

export type Form = { get(name: string): string; all(name: string): string[]; has(name: string): boolean };

/** The form of a POST: `application/x-www-form-urlencoded` (415 otherwise), at most FORM_LIMIT (413). */
export async function readForm(c: Context<DashboardEnv>): Promise<Form> {
  if (mediaTypeOf(c) !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
  }
  const params = new URLSearchParams(new TextDecoder().decode(await readBoundedBody(c, FORM_LIMIT, 'form')));
  return {
    get: (name) => params.get(name) ?? '',
    all: (name) => params.getAll(name),
    has: (name) => params.has(name),
  };
}

export type FieldIssues = Record<string, string[]>;

/**
 * An issue in the viewer's language. The API's messages are English (the contract's); an issue that
 * carries its message as data (`said`: Kurir's rules, zod's own checks), or whose English the
 * dashboard knows (`knownDetail`), is said in Indonesian too, and any other by what it is (a rule
 * broken), never in the API's English.
 */
export function issueText(issue: Issue, lang: Lang): string {
  return saidText(issue.message, issue.said, lang);
}

/**
 * The API's English `text` on an English page; on another, what `said` (or the detail known from
 * `text`) says in its language, else the catalogue's words for the refusal's `status`.
 */
export function saidText(text: string, said: Said | undefined, lang: Lang, status = 400): string {
  if (lang === 'en') return text;
  const known = said ?? knownDetail(text);
  return known ? sayIn(known, lang) : LANGUAGES[lang].errors.refused(status);
}

/** A refusal from a device's object (an outcome's status and English) as a form's problem in the viewer's language. */
export function refusalText(refusal: { status: number; message: string }, lang: Lang): string {
  return sentence(saidText(refusal.message, undefined, lang, refusal.status));
}

/** A detail said alone, as a sentence: "perangkat tidak terhubung" → "Perangkat tidak terhubung." */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const first = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/**
 * A message read back from storage (a campaign's bad row: its English `text` and `said`) in the
 * viewer's language; the stored English when the catalogue no longer says it as it was stored.
 */
export function storedText(text: string, said: unknown, lang: Lang): string {
  return sayStored(said, text, lang);
}

/** An error's message in the viewer's language, when it carries it as data. */
export function errorText(error: HttpError, lang: Lang): string {
  return saidText(error.message, error.said, lang);
}

/** Issues by the field they belong to (`retry.attempts` → `retry.attempts`; `events[0]` → `events`), in the viewer's language. */
export function byField(issues: Issue[], lang: Lang): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of issues) {
    const field = issue.path.replace(/\[\d+\]$/, '') || '_';
    out[field] ??= [];
    out[field].push(issueText(issue, lang));
  }
  return out;
}

/**
 * The API's own schema applied to a form's values: the value, or the issues by field in the
 * viewer's language. The input is kept on the issues (`reportInput`) so a missing field is told
 * from one of the wrong type; nothing of it leaves this function.
 */
/** The named query parameters of a list page's URL, an empty one as absent (a filter left at "any"). */
export function queryValues<K extends string>(c: Context<DashboardEnv>, names: readonly K[]): Record<K, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, c.req.query(name) || undefined])) as Record<K, string | undefined>;
}

export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  lang: Lang,
): { ok: true; value: z.infer<S> } | { ok: false; issues: FieldIssues } {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: byField(toSaidIssues(result.error), lang) };
}
