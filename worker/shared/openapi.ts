/**
 * The pieces every route declaration uses: a JSON body with its limits, JSON responses, the
 * contract's error responses, and the gate that answers 415 and 413 before a body is read.
 */
import type { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { errorBodySchema, HttpError, reasonPhrase } from './errors';

/** The largest JSON body any endpoint reads: 65,536 code points of content fit with room. */
export const JSON_BODY_LIMIT = 512 * 1024;

const ERROR_WHEN: Record<number, string> = {
  400: 'The request breaks a rule; `issues` lists every one',
  401: 'The key or token is missing, unknown or revoked',
  403: 'Not allowed for this caller',
  404: 'Unknown here (another workspace’s ids are unknown too)',
  409: 'The target is not in a state that allows this (the message names it)',
  413: 'The body or file is over its limit',
  415: 'Wrong Content-Type for this endpoint',
  422: 'The Idempotency-Key was used with another request',
  429: 'Rate limit of the key exceeded; `Retry-After` says when to try again',
  502: 'The messaging server rejected the message',
  503: 'Not available right now; try again',
  504: 'No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key)',
};

/** Error responses in the contract's shape, for a route's `responses`. */
export function errorResponses<const S extends readonly (keyof typeof ERROR_WHEN)[]>(...statuses: S) {
  const out: Record<number, { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } }> = {};
  for (const status of statuses) {
    out[status] = {
      description: `${reasonPhrase(status)}: ${ERROR_WHEN[status]}`,
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }
  return out as { [K in S[number]]: { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } } };
}

export function jsonContent<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<S extends z.ZodType>(schema: S, description?: string) {
  return { required: true, ...(description ? { description } : {}), content: { 'application/json': { schema } } };
}

/**
 * Refuses a body of another type (415) or over `maxBytes` (413) before it is read, with the
 * contract's messages; the route's validator then answers 400 for what is malformed or breaks a rule.
 */
export function bodyOf(type: 'application/json' | 'multipart/form-data', maxBytes: number, hint = ''): MiddlewareHandler<AppEnv> {
  const typePattern = new RegExp(`^${type.replace('/', '\\/')}\\s*(;|$)`, 'i');
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, `the body is over ${maxBytes} bytes`);
    },
  });
  return async function bodyGate(c, next) {
    if (!typePattern.test(c.req.header('Content-Type') ?? '')) throw new HttpError(415, `Content-Type must be ${type}${hint}`);
    return limit(c, next);
  };
}
