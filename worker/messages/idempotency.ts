import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../shared/app-env';
import { sha256Hex } from '../shared/crypto';
import { badRequest, HttpError } from '../shared/errors';
import { findRecord, presentRecord } from './records';
import { idempotencyKeys } from './tables';

/**
 * What makes two requests "the same": method, path and body. A multipart body is compared by its
 * parts, not its bytes, because clients draw a new boundary for every request (a retry included).
 * The body is the one the body gate read (`bodyOf`, kept by Hono), and a parsed form is left where
 * the route's validator finds it, so the body is read and parsed once.
 */
async function hashRequest(c: Context<AppEnv>): Promise<string> {
  const parts: Uint8Array[] = [new TextEncoder().encode(`${c.req.method} ${c.req.path}\n`)];
  const type = c.req.header('Content-Type') ?? '';
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  let form: FormData | null = null;
  if (/^multipart\/form-data\b/i.test(type)) {
    try {
      form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
      c.req.bodyCache.formData = form;
    } catch {
      form = null; // malformed: the route answers 400, and the raw bytes stand in here
    }
  }
  if (form) {
    const names = [...new Set([...form.keys()])].sort();
    for (const name of names) {
      for (const value of form.getAll(name)) {
        parts.push(new TextEncoder().encode(`\n--${name}:${typeof value === 'string' ? 'text' : `file:${value.name}:${value.type}`}\n`));
        parts.push(typeof value === 'string' ? new TextEncoder().encode(value) : new Uint8Array(await value.arrayBuffer()));
      }
    }
  } else {
    parts.push(bytes);
  }
  const total = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    total.set(part, offset);
    offset += part.byteLength;
  }
  return sha256Hex(total);
}

/** The header, for the routes' declarations (the middleware checks it before anything runs). */
export const idempotencyKeyHeader = z.object({
  'idempotency-key': z.string().min(1).max(255).optional().meta({
    description: 'Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing',
  }),
});

/** How long a key is remembered. */
const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * `Idempotency-Key` on the POST endpoints: the same key and request within 24 h answers the first
 * response again and sends nothing; the same key with another request is a 422.
 *
 * The key names one attempt to send. Whatever that attempt answered is what the key answers from
 * then on, a refusal included: after a 502 (the messaging server refused the message) the same key
 * answers the same 502 and sends nothing, so a client that wants to try again uses a new key. While
 * the first request runs, a request with the same key is answered 409 and sends nothing; so twenty
 * concurrent requests with one key make one send and one record, whatever that send's fate.
 *
 * A 504 leaves the outcome unknown, so it is remembered with the record it wrote: a retry with the
 * same key is answered from that record once the session has answered (201 when sent, 502 when
 * refused) and with 409 while it is still pending. It never sends a second time.
 *
 * Only an answer that leaves nothing to report releases the key, so that a retry with it may run
 * again: a 500 (the worker failed before it could send), a 503 (not available right now), and a
 * 504 that wrote no record (a reaction: sending it twice changes nothing).
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async function idempotencyMiddleware(c, next) {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined) return next();
    if (key.length < 1 || key.length > 255) throw badRequest('Idempotency-Key must be 1 to 255 characters');

    const { workspaceId } = c.get('apiKey');
    const requestHash = await hashRequest(c);
    const db = c.var.db;
    const t = idempotencyKeys;
    const where = and(eq(t.workspaceId, workspaceId), eq(t.key, key));

    const [existing] = await db.select().from(t).where(where).limit(1);
    if (existing && existing.createdAt < Date.now() - WINDOW_MS) {
      await db.delete(t).where(where);
    } else if (existing) {
      if (existing.requestHash !== requestHash) {
        throw new HttpError(422, 'this Idempotency-Key was used with a different request');
      }
      c.header('Idempotent-Replayed', 'true');
      if (existing.recordId) return replayUnknownOutcome(c, existing.recordId);
      if (existing.statusCode === null || existing.responseBody === null) {
        throw new HttpError(409, 'a request with this Idempotency-Key is still in progress');
      }
      return c.body(existing.responseBody, existing.statusCode as ContentfulStatusCode, { 'Content-Type': 'application/json' });
    }

    // Claim the key before doing anything; a concurrent twin loses the insert and is told to wait.
    const claimed = await db
      .insert(t)
      .values({ workspaceId, key, requestHash, createdAt: Date.now() })
      .onConflictDoNothing()
      .returning({ key: t.key });
    if (claimed.length === 0) throw new HttpError(409, 'a request with this Idempotency-Key is still in progress');

    await next();
    const status = c.res.status;
    const recordId = c.get('recordId');
    if (status === 504 && recordId) {
      await db.update(t).set({ recordId }).where(where);
    } else if (status === 500 || status === 503 || status === 504) {
      // Nothing to report: a retry with this key may run again.
      await db.delete(t).where(where);
    } else {
      await db
        .update(t)
        .set({ statusCode: status, responseBody: await c.res.clone().text() })
        .where(where);
    }
  };

  async function replayUnknownOutcome(c: Parameters<MiddlewareHandler<AppEnv>>[0], recordId: string) {
    const record = await findRecord(c.var.db, recordId);
    if (!record || record.status === 'PENDING') {
      throw new HttpError(409, 'the first request with this Idempotency-Key is still waiting for the session');
    }
    if (record.status === 'FAILED') throw new HttpError(502, `the messaging server rejected the message: ${record.error ?? 'unknown'}`);
    return c.json(presentRecord(record), 201);
  }
}
