/**
 * `POST …/broadcasts/csv` read without holding its file. The body streams into R2 as it arrives
 * (under `uploads/`, removed when the request ends), then its parts are read from there as they
 * stream (`streamed-parts.ts`): once for the form (the payload's text, the media file's bytes, the
 * CSV's name and size, its bytes dropped as they are counted), then the CSV as often as the campaign
 * reads it (checked, loaded, its contacts kept), each time from R2, a chunk at a time. The payload
 * may come before or after the file: the body is whole in R2 before any part is read.
 *
 * Held in memory: the payload (JSON_BODY_LIMIT at most) and a media message's file (bounded by its
 * type's rule, as before), one chunk of the body, and what the CSV's reader holds (`csv-stream.ts`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../shared/app-env';
import { readBounded } from '../shared/bounded-body';
import { badRequest, HttpError } from '../shared/errors';
import { randomBase62 } from '../shared/ids';
import { JSON_BODY_LIMIT } from '../shared/openapi';
import { MultipartParseError, type StreamedPart, streamedParts } from './streamed-parts';

/** A part's headers (a name and a filename) are a few hundred bytes. */
const MAX_HEADER_BYTES = 8 * 1024;
/** The form's parts: payload, file and media, with room for a field a client adds. */
const MAX_PARTS = 8;

/** The CSV part of an upload, kept in R2 for the request: its name, its size, and its bytes read again on each call. */
export class UploadedCsv {
  constructor(
    readonly name: string,
    readonly size: number,
    private readonly open: () => AsyncGenerator<Uint8Array>,
  ) {}

  /** The file's bytes, streamed from R2 (a new read each call). */
  bytes(): AsyncGenerator<Uint8Array> {
    return this.open();
  }
}

type Spool = { bucket: R2Bucket; key: string; boundary: string };

/** The body into R2 as it streams: a declared length is R2's known length; without one the body is read within `maxBytes` first. */
async function spool(bucket: R2Bucket, request: Request, boundary: string, maxBytes: number): Promise<Spool> {
  const key = `uploads/${randomBase62(24)}`;
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (request.body && Number.isSafeInteger(declared) && declared >= 0) {
    // The gate refused a declared length over the limit; the platform holds the body to the length it declared.
    const { readable, writable } = new FixedLengthStream(declared);
    const put = bucket.put(key, readable);
    const piped = request.body.pipeTo(writable);
    const [stored, sent] = await Promise.allSettled([put, piped]);
    if (stored.status === 'rejected' || sent.status === 'rejected') await bucket.delete(key).catch(() => undefined);
    // The sender's body broke off (the store fails with it): the client's fault; a store that failed alone is ours.
    if (sent.status === 'rejected') throw badRequest('the body ended before its Content-Length');
    if (stored.status === 'rejected') throw stored.reason;
  } else {
    // A chunked body has no length R2 could take: it is counted within the limit, then stored.
    await bucket.put(key, await readBounded(request, maxBytes));
  }
  return { bucket, key, boundary };
}

async function* partsOf(s: Spool): AsyncGenerator<StreamedPart> {
  const object = await s.bucket.get(s.key);
  if (!object) throw new Error(`broadcasts: the upload ${s.key} is not in R2`);
  yield* streamedParts(object.body, s.boundary, { maxHeaderSize: MAX_HEADER_BYTES });
}

/** The CSV's bytes: the first file part named `file`, read again from R2. */
async function* csvBytes(s: Spool): AsyncGenerator<Uint8Array> {
  for await (const part of partsOf(s)) {
    if (part.name === 'file' && part.filename !== undefined) {
      yield* part.chunks();
      return;
    }
  }
}

async function collected(part: StreamedPart, maxBytes: number, tooLarge: () => HttpError): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of part.chunks()) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

type FormValue = string | File | UploadedCsv;

/** The form's entries, read once from R2: the CSV counted (413 past `maxCsvBytes`), never kept. */
async function readForm(s: Spool, limits: { maxBytes: number; maxCsvBytes: number }): Promise<[string, FormValue][]> {
  const entries: [string, FormValue][] = [];
  let csvSeen = false;
  for await (const part of partsOf(s)) {
    if (entries.length >= MAX_PARTS)
      throw badRequest(`malformed multipart body: the body has more than ${MAX_PARTS} parts; this endpoint reads ${MAX_PARTS} at most`);
    const name = part.name ?? '';
    if (part.filename === undefined) {
      const bytes = await collected(part, JSON_BODY_LIMIT, () => new HttpError(413, `the ${name} part is over ${JSON_BODY_LIMIT} bytes`));
      entries.push([name, new TextDecoder().decode(bytes)]);
    } else if (name === 'file' && !csvSeen) {
      csvSeen = true;
      let size = 0;
      for await (const chunk of part.chunks()) {
        size += chunk.byteLength;
        if (size > limits.maxCsvBytes) throw new HttpError(413, `the CSV file is over ${limits.maxCsvBytes / (1024 * 1024)} MiB`);
      }
      entries.push([name, new UploadedCsv(part.filename, size, () => csvBytes(s))]);
    } else {
      const bytes = await collected(part, limits.maxBytes, () => new HttpError(413, `the body is over ${limits.maxBytes} bytes`));
      entries.push([name, new File([bytes], part.filename, part.mediaType ? { type: part.mediaType } : {})]);
    }
  }
  return entries;
}

/**
 * The route's form, streamed (see above): the body stored in R2 for the request, its entries read
 * from there for the route's validator (the form validator reads Hono's cached form: it is given
 * these entries, the CSV as an `UploadedCsv`), and the stored body removed once the route answered.
 */
export function streamedCsvForm(limits: { maxBytes: number; maxCsvBytes: number }): MiddlewareHandler<AppEnv> {
  return async function streamedCsvFormMiddleware(c: Context<AppEnv>, next) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(c.req.header('Content-Type') ?? '');
    const b = boundary?.[1] ?? boundary?.[2];
    if (!b) throw badRequest('malformed multipart body: Content-Type multipart/form-data needs its boundary parameter');
    const s = await spool(c.env.MEDIA, c.req.raw, b, limits.maxBytes);
    try {
      let entries: [string, FormValue][];
      try {
        entries = await readForm(s, limits);
      } catch (error) {
        if (error instanceof MultipartParseError) throw badRequest(`malformed multipart body: ${error.message}`);
        throw error;
      }
      // Hono's form validator reads only `forEach` of the cached form: these entries stand in for a
      // FormData, which could hold the CSV only as a File, that is, in memory.
      const form = {
        forEach: (each: (value: FormValue, key: string) => void) => {
          for (const [k, v] of entries) each(v, k);
        },
      };
      (c.req.bodyCache as Record<string, unknown>).formData = Promise.resolve(form);
      await next();
    } finally {
      await s.bucket.delete(s.key).catch((error: unknown) => console.error('broadcasts: could not delete an upload', error));
    }
  };
}
