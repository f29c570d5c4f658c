/**
 * The pieces every route declaration uses: a JSON body with its limits, JSON responses, the
 * contract's error responses, and the gate that answers 415 and 413 before a body is read.
 */
import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { isUtf8Label, type MultipartLimits, multipartProblem, parseContentType, utf8Text } from './body-shape';
import { readBoundedBody } from './bounded-body';
import { badRequest, errorBodySchema, HttpError, reasonPhrase } from './errors';
import { shown } from './fields';

/** The largest JSON body any endpoint reads: 65,536 code points of content fit with room. */
export const JSON_BODY_LIMIT = 512 * 1024;

const ERROR_WHEN: Record<number, string> = {
  400: 'The request breaks a rule; `issues` lists every one',
  401: 'The key or token is missing, unknown or revoked',
  403: 'Not allowed for this caller',
  404: 'Unknown here (another workspace’s ids are unknown too)',
  409: 'The target is not in a state that allows this (the message names it)',
  413: 'The body or file is over its limit',
  414: 'The path or the query string is over its length',
  415: 'Wrong Content-Type for this endpoint',
  422: 'The Idempotency-Key was used with another request',
  429: 'Rate limit of the key exceeded; `Retry-After` says when to try again',
  502: 'The messaging server rejected the message',
  503: 'Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says',
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

/**
 * States each operation's door in the document, from its path and its `'x-kurir-scope'`:
 * - its security: ADMIN_TOKEN under `/admin`, an API key with the route's scope elsewhere (OpenAPI's
 *   scopes on the `ApiKey` scheme), none for a public route;
 * - the `:ws` path parameter of the operator's copy of a workspace route, which the route does not
 *   declare itself (its key's copy has none);
 * - the errors the app's middleware answers before the route runs, which no route's own declaration
 *   mentions: the URL's length anywhere; at the operator's door a missing or wrong token, or no
 *   ADMIN_TOKEN configured; at the key's door a missing, unknown or revoked key, a key without the
 *   scope, or the key over its rate limit. A status the route declares keeps the route's description.
 */
export function declareDoors(registry: OpenAPIHono['openAPIRegistry'], workspacePath: z.ZodObject): void {
  for (const definition of registry.definitions) {
    if (definition.type !== 'route') continue;
    const { route } = definition;
    const scope: unknown = route['x-kurir-scope'];
    const operator = route.path.startsWith('/admin/');
    const door = operator
      ? { security: [{ AdminToken: [] }], answers: [401, 414, 503] as const }
      : scope === 'public'
        ? { security: [], answers: [414] as const }
        : { security: [{ ApiKey: typeof scope === 'string' ? [scope] : [] }], answers: [401, 403, 414, 429] as const };
    const params = route.request?.params;
    const needsWs = route.path.includes('{ws}') && !(params && 'shape' in params && 'ws' in params.shape);
    definition.route = {
      ...route,
      security: door.security,
      ...(needsWs
        ? { request: { ...route.request, params: params && 'shape' in params ? workspacePath.extend(params.shape) : workspacePath } }
        : {}),
      responses: { ...errorResponses(...door.answers), ...route.responses },
    };
  }
}

export function jsonContent<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<S extends z.ZodType>(schema: S, description?: string) {
  return { required: true, ...(description ? { description } : {}), content: { 'application/json': { schema } } };
}

type BodyOptions = {
  /** Appended to the 415's message (`with a payload part`). */
  hint?: string;
  /** Multipart only: the parts and part-header bytes the endpoint reads at most. */
  multipart?: MultipartLimits;
  /**
   * Multipart only: the route reads the body itself as it streams (`media/streamed-form.ts`, the CSV
   * upload); only its type and declared length are checked here.
   */
  streamed?: true;
};

/** A form of a part or two: more parts, or larger part headers, are not a form any endpoint here reads. */
const DEFAULT_MULTIPART: MultipartLimits = { maxParts: 8, maxHeaderBytes: 8 * 1024 };

/**
 * Refuses what no route should parse, before its validator does, with the contract's answers:
 * another type, or a `charset` other than UTF-8 (415); a body over `maxBytes` (413); a JSON body
 * that is not UTF-8, or a multipart body with more parts or larger part headers than the endpoint
 * reads (400, "malformed multipart": the body is within its size, its shape is what is wrong).
 * The route's validator then answers 400 for what is malformed or breaks a rule. The body read
 * here is the one the validator and `Idempotency-Key` read after (Hono keeps it), never a copy;
 * a JSON body is decoded here once, for the validator. The dashboard's file form is gated so too.
 */
export function bodyOf<E extends Env = AppEnv>(
  type: 'application/json' | 'multipart/form-data',
  maxBytes: number,
  options: BodyOptions = {},
): MiddlewareHandler<E> {
  const limits = options.multipart ?? DEFAULT_MULTIPART;
  const tooLarge = () => new HttpError(413, `the body is over ${maxBytes} bytes`);
  return async function bodyGate(c, next) {
    const contentType = parseContentType(c.req.header('Content-Type') ?? '');
    if (contentType?.mediaType !== type) throw new HttpError(415, `Content-Type must be ${type}${options.hint ?? ''}`);
    const charset = contentType.params.get('charset');
    if (charset !== undefined && !isUtf8Label(charset)) {
      throw new HttpError(415, `the body must be UTF-8: charset ${JSON.stringify(shown(charset))} is not read here`);
    }
    if (options.streamed) {
      if (Number(c.req.header('Content-Length') ?? Number.NaN) > maxBytes) throw tooLarge();
      return next();
    }
    const bytes = await readBoundedBody(c, maxBytes);
    if (type === 'application/json') {
      const text = utf8Text(bytes);
      if (text === null) throw badRequest('the body is not valid UTF-8');
      // The validator's `c.req.json()` parses this text; without it, Hono would make a Response of
      // the bytes to decode them again (a Response, its headers and a stream per request).
      // Hono keeps a body's promise under its key (its type names the value).
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
    }
    if (type === 'multipart/form-data') {
      const problem = multipartProblem(bytes, contentType.params.get('boundary'), limits);
      if (problem) throw badRequest(`malformed multipart body: ${problem}`);
    }
    await next();
  };
}
