/** Reading a dashboard form: its type and size checked, its fields as strings. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, type Issue } from '../shared/errors';
import { type Said, sayIn, sayStored } from '../shared/said';
import { toSaidIssues } from '../shared/validation';
import type { DashboardEnv } from './env';
import type { Lang } from './i18n';

const FORM_LIMIT = 64 * 1024;

export type Form = { get(name: string): string; all(name: string): string[]; has(name: string): boolean };

/** The form of a POST: `application/x-www-form-urlencoded` (415 otherwise), at most 64 KiB (413). */
export async function readForm(c: Context<DashboardEnv>): Promise<Form> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
  if (Number(c.req.header('Content-Length') ?? 0) > FORM_LIMIT) throw new HttpError(413, `the form is over ${FORM_LIMIT} bytes`);
  const body = await c.req.arrayBuffer();
  if (body.byteLength > FORM_LIMIT) throw new HttpError(413, `the form is over ${FORM_LIMIT} bytes`);
  const params = new URLSearchParams(new TextDecoder().decode(body));
  return {
    get: (name) => params.get(name) ?? '',
    all: (name) => params.getAll(name),
    has: (name) => params.has(name),
  };
}

export type FieldIssues = Record<string, string[]>;

/**
 * An issue in the viewer's language. The API's messages are English (the contract's); an issue that
 * carries its message as data (`said`: Kurir's rules, zod's own checks) is said in Indonesian too.
 */
export function issueText(issue: Issue, lang: Lang): string {
  return saidText(issue.message, issue.said, lang);
}

/** The API's English `text`, or what `said` says in the viewer's language (a CSV's bad row, an issue). */
export function saidText(text: string, said: Said | undefined, lang: Lang): string {
  return lang === 'en' || !said ? text : sayIn(said, lang);
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
