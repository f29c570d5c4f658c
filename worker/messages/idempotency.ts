import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type FormValue, formOf } from '../media/streamed-form';
import { type AppEnv, checkedHeaders } from '../shared/app-env';
import { sha256Hex } from '../shared/crypto';
import { badRequest, HttpError } from '../shared/errors';
import { newId } from '../shared/ids';
import { findRecord, type MessageRow, presentRecord } from './records';
import { idempotencyKeys } from './tables';

/**
 * What makes two requests "the same": method, path and body. A multipart body is compared by its
 * parts, not its bytes, because clients draw a new boundary for every request (a retry included),
 * and a file by its SHA-256: a form's files were staged as they streamed (`streamed-form.ts`),
 * never held, and their digests taken on the way. A JSON body is the one the body gate read
 * (`bodyOf`, kept by Hono), so the body is read and parsed once.
 */
async function hashRequest(c: Context<AppEnv>): Promise<string> {
  const parts: Uint8Array[] = [new TextEncoder().encode(`${c.req.method} ${c.req.path}\n`)];
  const type = c.req.header('Content-Type') ?? '';
  const text = (value: string) => new TextEncoder().encode(value);
  if (/^multipart\/form-data\b/i.test(type)) {
    const values = new Map<string, FormValue[]>();
    (await formOf(c)).forEach((value, name) => {
      values.set(name, [...(values.get(name) ?? []), value]);
    });
    for (const name of [...values.keys()].sort()) {
      for (const value of values.get(name) ?? []) {
        parts.push(text(`\n--${name}:${typeof value === 'string' ? 'text' : `file:${value.name}:sha256`}\n`));
        parts.push(text(typeof value === 'string' ? value : value.sha256));
      }
    }
  } else {
    parts.push(new Uint8Array(await c.req.arrayBuffer()));
  }
  const total = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    total.set(part, offset);
    offset += part.byteLength;
  }
  return sha256Hex(total);
}

/** The header, for the routes' declarations: the middleware checks it before anything runs (`checkedHeaders`). */
export const idempotencyKeyHeader = checkedHeaders(
  z.object({
    'idempotency-key': z.string().min(1).max(255).optional().meta({
      description: 'Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing',
    }),
  }),
);

/** How long a key is remembered. */
const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * How long a claimed key with neither an answer nor a record counts as a request still running.
 * Past it the first request is taken to have died with the worker (a crash or a deploy between the
 * claim and the answer) and a retry runs again under the same record id: the device's object then
 * answers from the record if the first request got that far, so nothing is sent twice.
 */
const ABANDONED_AFTER_MS = 30_000;

/** Answers that wrote nothing and mean "not now": the key is released so a retry may run. */
const RELEASING = new Set([409, 429, 500, 503, 504]);

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
 * Only an answer that wrote no record and means "not now" releases the key, so that a retry with
 * it may run again: a 409 (the device is not connected), a 429, a 500 (the worker failed before it
 * could send), a 503, and a 504 that wrote no record (a reaction: sending it twice changes nothing).
 *
 * The key is claimed with the id of the record its request will write. A retry that finds the key
 * claimed but unanswered asks that record: the worker may have died after the send and before the
 * answer was stored. With no record after `ABANDONED_AFTER_MS` the request runs again under that id.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async function idempotencyMiddleware(c, next) {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined) return next();
    if (key.length < 1 || key.length > 255) throw badRequest('Idempotency-Key must be 1 to 255 characters');

    const { workspaceId } = c.get('apiKey');
    const requestHash = await hashRequest(c);
    const db = c.get('db');
    const t = idempotencyKeys;
    const where = and(eq(t.workspaceId, workspaceId), eq(t.key, key));

    const [existing] = await db.select().from(t).where(where).limit(1);
    if (existing && existing.createdAt < Date.now() - WINDOW_MS) {
      await db.delete(t).where(where);
    } else if (existing) {
      if (existing.requestHash !== requestHash) {
        throw new HttpError(422, 'this Idempotency-Key was used with a different request');
      }
      if (existing.statusCode !== null && existing.responseBody !== null) {
        c.header('Idempotent-Replayed', 'true');
        return c.body(existing.responseBody, existing.statusCode as ContentfulStatusCode, { 'Content-Type': 'application/json' });
      }
      const record = existing.recordId ? await findRecord(db, existing.recordId) : undefined;
      if (record) {
        c.header('Idempotent-Replayed', 'true');
        return replayFromRecord(c, record);
      }
      if (existing.createdAt > Date.now() - ABANDONED_AFTER_MS || !existing.recordId) {
        throw new HttpError(409, 'a request with this Idempotency-Key is still in progress');
      }
      // The first request died unanswered: this one runs under its record id (see ABANDONED_AFTER_MS).
      c.set('plannedRecordId', existing.recordId);
      return complete(c, next, where);
    }

    // Claim the key before doing anything; a concurrent twin loses the insert and is told to wait.
    const plannedRecordId = newId('msg');
    const claimed = await db
      .insert(t)
      .values({ workspaceId, key, requestHash, recordId: plannedRecordId, createdAt: Date.now() })
      .onConflictDoNothing()
      .returning({ key: t.key });
    if (claimed.length === 0) throw new HttpError(409, 'a request with this Idempotency-Key is still in progress');
    c.set('plannedRecordId', plannedRecordId);
    return complete(c, next, where);
  };

  /** Runs the request and keeps its answer for the key, or releases the key (`RELEASING`). */
  async function complete(c: Context<AppEnv>, next: () => Promise<void>, where: ReturnType<typeof and>): Promise<void> {
    const db = c.get('db');
    const t = idempotencyKeys;
    await next();
    const status = c.res.status;
    const recordWritten = c.get('recordId') !== undefined;
    if (recordWritten && (status === 504 || status === 409)) {
      // The outcome is the record's to tell (a retry asks it).
    } else if (RELEASING.has(status) && !recordWritten) {
      await db.delete(t).where(where);
    } else {
      await db
        .update(t)
        .set({ statusCode: status, responseBody: await c.res.clone().text() })
        .where(where);
    }
  }

  function replayFromRecord(c: Context<AppEnv>, record: MessageRow) {
    if (record.status === 'PENDING')
      throw new HttpError(409, 'a request with this Idempotency-Key is still in progress: its message waits for the session’s answer');
    if (record.status === 'FAILED') throw new HttpError(502, `the messaging server rejected the message: ${record.error ?? 'unknown'}`);
    return c.json(presentRecord(record), 201);
  }
}
