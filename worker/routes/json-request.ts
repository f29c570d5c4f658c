import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, HttpError } from '../errors';
import { parseOrThrow } from '../validation/issues';

/** The largest JSON body a public endpoint reads: 65,536 code points of content fit with room. */
export const JSON_BODY_LIMIT = 512 * 1024;

/** Reads a public endpoint's JSON body: 415 for another content type, 413 when too large, 400 when malformed or invalid. */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Content-Type must be application/json');
  const declared = Number(c.req.header('Content-Length') ?? 0);
  if (declared > JSON_BODY_LIMIT) throw new HttpError(413, `the body is over ${JSON_BODY_LIMIT} bytes`);
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > JSON_BODY_LIMIT) throw new HttpError(413, `the body is over ${JSON_BODY_LIMIT} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('the body is not valid JSON');
  }
  return parseOrThrow(schema, value);
}
