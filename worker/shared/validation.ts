/**
 * How a request's validation failure reaches the client: one 400 in the contract's shape, listing
 * every rule the request breaks, each at the path a client reads (`buttons[1].label`).
 */
import type { z } from 'zod';
import { badRequest, type Issue } from './errors';

type IssuePath = readonly PropertyKey[];

function pathOf(path: IssuePath): string {
  return path.reduce<string>(
    (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
    '',
  );
}

/** Every problem zod found; `relativeTo` names a part whose issues are reported inside it (a JSON part). */
export function toIssues(error: z.ZodError, relativeTo?: string): Issue[] {
  return error.issues.map((issue) => {
    const inside = relativeTo !== undefined && issue.path[0] === relativeTo && issue.path.length > 1;
    return { path: pathOf(inside ? issue.path.slice(1) : issue.path), message: issue.message };
  });
}

const WHAT: Record<string, string> = { json: 'request body', form: 'request body', query: 'query', param: 'path', header: 'headers' };

export function validationError(error: z.ZodError, what: string, relativeTo?: string) {
  const issues = toIssues(error, relativeTo);
  return badRequest(`the ${what} breaks ${issues.length} rule${issues.length === 1 ? '' : 's'}`, issues);
}

type ValidationResult = { target: string } & ({ success: true } | { success: false; error: z.ZodError });

/**
 * The validation hook of every route (the apps' `defaultHook`). `relativeTo` is for a multipart
 * route whose `payload` part holds a JSON document: its issues are named by their path in it.
 */
export function validationHook(relativeTo?: string) {
  return (result: ValidationResult): undefined => {
    if (!result.success) throw validationError(result.error, WHAT[result.target] ?? result.target, relativeTo);
  };
}

/** Parses `value` with `schema`, or throws one 400 that lists every broken rule. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = 'request body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error, what);
}

/** Length in Unicode code points, as section 8 of the spec counts it. */
export function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
