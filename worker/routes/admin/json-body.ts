import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { parseOrThrow } from '../../validation/issues';

/** Reads a JSON body and validates it; malformed JSON and broken rules are both 400s. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw badRequest('the body must be valid JSON');
  }
  return parseOrThrow(schema, value);
}
