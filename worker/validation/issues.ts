import type { z } from 'zod';
import { badRequest, type HttpError, type Issue } from '../errors';

/** Every problem zod found, with its path written the way a client reads it (`buttons[1].label`). */
export function toIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.reduce<string>(
      (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
      '',
    ),
    message: issue.message,
  }));
}

/** Parses `value` with `schema`, or throws one 400 that lists every broken rule. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = 'request body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  const error: HttpError = badRequest(`the ${what} breaks ${issues.length} rule${issues.length === 1 ? '' : 's'}`, issues);
  throw error;
}

/** Length in Unicode code points, as section 8 of the spec counts it. */
export function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
