/** Reading a dashboard form: its type and size checked, its fields as strings. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, type Issue } from '../shared/errors';
import { toIssues } from '../shared/validation';
import type { DashboardEnv } from './env';

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

/** Issues by the field they belong to (`retry.attempts` → `retry.attempts`; `events[0]` → `events`). */
export function byField(issues: Issue[]): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of issues) {
    const field = issue.path.replace(/\[\d+\]$/, '') || '_';
    out[field] ??= [];
    out[field].push(issue.message);
  }
  return out;
}

/** The API's own schema applied to a form's values: the value, or the issues by field. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.infer<S> } | { ok: false; issues: FieldIssues } {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: byField(toIssues(result.error)) };
}
