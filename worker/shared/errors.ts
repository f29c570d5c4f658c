/**
 * The one error path: handlers throw an HttpError, and `onError` (worker/app.ts) turns every error
 * into the contract's `{statusCode, message, error}` body.
 */
import { z } from '@hono/zod-openapi';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { english, type Said } from './said';

/**
 * One broken rule at its field. `said` is the message as data (worker/shared/said.ts), for the
 * dashboard to show in the viewer's language; the error body carries only `path` and `message`.
 */
export type Issue = { path: string; message: string; said?: Said };

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Error';
}

export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    error: z.string().meta({ description: 'The HTTP reason phrase' }),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Validation errors only: every broken rule, each at its field path' }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export class HttpError extends Error {
  /** The message as data, for the dashboard to show in the viewer's language (the body keeps `message`). */
  said?: Said;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): ErrorBody {
    return {
      statusCode: this.status,
      message: this.message,
      error: reasonPhrase(this.status),
      ...(this.issues ? { issues: this.issues.map(({ path, message }) => ({ path, message })) } : {}),
    };
  }
}

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);

/** An issue saying `s` at `path`. */
export const saidIssue = (path: string, s: Said): Issue => ({ path, message: english(s), said: s });

/** A 400 whose message is `said`'s English. */
export function saidBadRequest(s: Said, issues?: Issue[]): HttpError {
  const error = new HttpError(400, english(s), issues);
  error.said = s;
  return error;
}
/** An error of any status whose message is `said`'s English (the dashboard says it in the viewer's language). */
export function saidError(status: ContentfulStatusCode, s: Said): HttpError {
  const error = new HttpError(status, english(s));
  error.said = s;
  return error;
}
export const notFound = (message: string) => new HttpError(404, message);
