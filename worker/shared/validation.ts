/**
 * How a request's validation failure reaches the client: one 400 in the contract's shape, listing
 * every rule the request breaks, each at the path a client reads (`buttons[1].label`); a path
 * parameter that cannot name anything is a 404.
 */
import type { z } from 'zod';
import { badRequest, type Issue, notFound } from './errors';
import { english, type Said, said, zodIssueSaid } from './said';

type IssuePath = readonly PropertyKey[];

function pathOf(path: IssuePath): string {
  return path.reduce<string>(
    (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
    '',
  );
}

/** The path a client reads: issues inside the part `relativeTo` (a JSON part) are named by their path in it. */
function clientPath(path: IssuePath, relativeTo?: string): string {
  const inside = relativeTo !== undefined && path[0] === relativeTo && path.length > 1;
  return pathOf(inside ? path.slice(1) : path);
}

/** Every problem zod found; `relativeTo` names a part whose issues are reported inside it (a JSON part). */
export function toIssues(error: z.ZodError, relativeTo?: string): Issue[] {
  return error.issues.map((issue) => ({ path: clientPath(issue.path, relativeTo), message: issue.message }));
}

/** `toIssues`, each issue with what it says as data (`said`), for the dashboard to say it in the viewer's language. */
export function toSaidIssues(error: z.ZodError): Issue[] {
  return toIssues(error).map((issue, i) => {
    const raw = error.issues[i];
    const said = raw && zodIssueSaid(raw);
    return said ? { ...issue, said } : issue;
  });
}

/** A lone surrogate: half of a UTF-16 pair without its other half, which no Unicode text holds. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored and sent as text, or undefined: a lone surrogate (JSON lets a
 * client write `"\ud800"`, which no encoder can turn into UTF-8 without changing it) or a NUL.
 */
export function textProblem(value: string): string | undefined {
  const problem = textProblemSaid(value);
  return problem && english(problem);
}

/** `textProblem` as data, for a field rule's issue. */
export function textProblemSaid(value: string): Said | undefined {
  const lone = LONE_SURROGATE.exec(value);
  if (lone) return said('text.loneSurrogate', { unit: lone[0].charCodeAt(0).toString(16).toUpperCase(), index: lone.index });
  const nul = value.indexOf('\u0000');
  if (nul !== -1) return said('text.nul', { index: nul });
  return undefined;
}

/** Past this many, a request is refused with the first ones: nobody reads 2,000 issues. */
const MAX_ISSUES = 50;

/**
 * Every string in a parsed request (values and keys, at any depth) that `textProblem` refuses, at
 * its path. This is the net under the field rules: ids, URLs, keys and unknown fields are strings
 * too, and none of them may carry a lone surrogate or a NUL into storage or a message.
 */
/**
 * An object parsed from JSON or a form's fields: what a client typed. A file (a `Blob`, a staged
 * upload) or its bytes are none: their millions of bytes are not text to check, key by key.
 */
function isPlainObject(node: unknown): node is Record<string, unknown> {
  if (typeof node !== 'object' || node === null) return false;
  const proto: unknown = Object.getPrototypeOf(node);
  return proto === Object.prototype || proto === null;
}

function textIssues(value: unknown, relativeTo?: string): Issue[] {
  const issues: Issue[] = [];
  const walk = (node: unknown, path: PropertyKey[], depth: number): void => {
    if (issues.length >= MAX_ISSUES || depth > 64) return;
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) issues.push({ path: clientPath(path, relativeTo), message: problem });
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index], depth + 1);
    } else if (isPlainObject(node)) {
      for (const [key, item] of Object.entries(node)) {
        const problem = textProblem(key);
        if (problem) issues.push({ path: clientPath([...path, key], relativeTo), message: `the field name ${problem}` });
        walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 0);
  return issues;
}

const WHAT: Record<string, string> = { json: 'request body', form: 'request body', query: 'query', param: 'path', header: 'headers' };

/** The contract's 400 for the rules the request's `target` (json, query…) breaks, the first MAX_ISSUES of them listed. */
function brokenRules(target: string, issues: Issue[]) {
  const what = WHAT[target] ?? target;
  return badRequest(`the ${what} breaks ${issues.length} rule${issues.length === 1 ? '' : 's'}`, issues.slice(0, MAX_ISSUES));
}

/** `extra` issues at paths the field rules have not reported on: a field's own rule already says what is wrong with it. */
function merge(issues: Issue[], extra: Issue[]): Issue[] {
  const reported = new Set(issues.map((issue) => issue.path));
  return [...issues, ...extra.filter((issue) => !reported.has(issue.path))];
}

// `data` is read but not declared: declared, it would become what the routes' input types are inferred from.
export type ValidationResult = { target: string } & ({ success: true } | { success: false; error: z.ZodError });

/**
 * The validation hook of every route (the apps' `defaultHook`). A path parameter that breaks its
 * rule names nothing that can exist: 404 with the rule's message. Anything else is the contract's
 * 400, with every broken rule and every string that is not well-formed text. `relativeTo` is for a
 * multipart route whose `payload` part holds a JSON document: its issues are named by their path in it.
 */
export function validationHook(relativeTo?: string) {
  return (result: ValidationResult): undefined => {
    if (!result.success && result.target === 'param') {
      throw notFound(result.error.issues[0]?.message ?? 'not found');
    }
    // On success `data` is what the handler gets (a JSON part already parsed); on failure, the input.
    const data: unknown = Reflect.get(result, 'data');
    const text = result.target === 'header' ? [] : textIssues(data, relativeTo);
    if (!result.success) throw brokenRules(result.target, merge(toIssues(result.error, relativeTo), text));
    if (text.length > 0) throw brokenRules(result.target, text);
  };
}

/** Length in Unicode code points, as section 8 of the spec counts it. */
export function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
