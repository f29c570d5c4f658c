/**
 * `POST …/broadcasts/csv` read without holding its file. The body streams into R2 as it arrives
 * (under `uploads/`, removed when the request ends), then its parts are read from there as they
 * stream (`streamed-parts.ts`): once for the form (the payload's text, the media file staged, the
 * CSV's name and size, its bytes dropped as they are counted), then the CSV as often as the campaign
 * reads it (checked, loaded, its contacts kept), each time from R2, a chunk at a time. The payload
 * may come before or after the file: the body is whole in R2 before any part is read.
 *
 * Held in memory: the payload (JSON_BODY_LIMIT at most), one R2 part of a media message's file (the
 * file itself is staged in R2 as it streams, `staged-file.ts`), one chunk of the body, and what the
 * CSV's reader holds (`csv-stream.ts`); a body sent without Content-Length is held whole first, within
 * `maxChunkedBytes` (a CSV and its payload). An upload a killed request leaves in R2 is deleted by
 * the bucket's lifecycle rule (docs/deploying.md).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { MediaSink, StagedFile } from '../media/staged-file';
import type { AppEnv } from '../shared/app-env';
import { boundedChunks, declaredLength, joined } from '../shared/bounded-body';
import { badRequest, HttpError } from '../shared/errors';
import { randomBase62 } from '../shared/ids';
import { JSON_BODY_LIMIT } from '../shared/openapi';
import { MultipartParseError, type StreamedPart, streamedParts } from '../shared/streamed-parts';

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

export type UploadLimits = {
  /** The body's limit with a declared Content-Length (a CSV, its payload and a media file). */
  maxBytes: number;
  /** A body sent without Content-Length is held in memory before R2 takes it (R2 needs a length): this much at most. */
  maxChunkedBytes: number;
  maxCsvBytes: number;
  /** The largest media file a broadcast takes (the largest of `MEDIA_RULES`): a `media` part is held in memory. */
  maxMediaBytes: number;
};

/**
 * The body into R2 as it streams. A declared length is R2's known length. Without one the body is
 * read first, within `maxChunkedBytes` (413 past it), its chunks kept once and handed to R2 one by
 * one (never copied into a second buffer). Browsers and curl send a form's Content-Length.
 */
async function spool(bucket: R2Bucket, request: Request, boundary: string, limits: UploadLimits): Promise<Spool> {
  const key = `uploads/${randomBase62(24)}`;
  const declared = declaredLength(request.headers);
  if (declared !== null) {
    // The gate refused a declared length over the limit.
    await store(bucket, key, request.body?.getReader(), declared);
  } else {
    const max = limits.maxChunkedBytes;
    const chunks = await boundedChunks(
      request,
      max,
      () =>
        new HttpError(
          413,
          `a body sent without Content-Length is over ${max} bytes (a CSV and its payload); send its Content-Length to upload more, such as a media file`,
        ),
    );
    const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    await store(bucket, key, drained(chunks), length);
  }
  return { bucket, key, boundary };
}

/** A reader over `chunks` that lets go of each as it hands it over. */
function drained(chunks: Uint8Array[]): ReadableStreamDefaultReader<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  }).getReader();
}

/**
 * `length` bytes from `reader` into R2 at `key`. A sender whose body breaks off or does not match its
 * length is the client's 400; R2 failing is ours: its error is thrown (a 500, logged, as for media).
 * The two are told apart here, since a failed store also fails the writes and a broken body fails the store.
 */
async function store(bucket: R2Bucket, key: string, reader: ReadableStreamDefaultReader<Uint8Array> | undefined, length: number) {
  const { readable, writable } = new FixedLengthStream(length);
  const put = bucket.put(key, readable).then(
    () => ({ failure: null }),
    (failure: unknown) => ({ failure }),
  );
  const writer = writable.getWriter();
  let sent = 0;
  let broken = false;
  let storeFailed = false;
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = reader ? await reader.read() : { done: true, value: undefined };
      } catch {
        broken = true;
        break;
      }
      if (next.done) break;
      sent += next.value.byteLength;
      if (sent > length) {
        broken = true;
        break;
      }
      // A store that failed without reading would leave this write waiting: it is raced with the store's end.
      const written = writer.write(next.value).then(() => true);
      if (!(await Promise.race([written, put.then(() => false)]))) {
        written.catch(() => undefined);
        storeFailed = true;
        break;
      }
    }
    if (!broken && !storeFailed && sent !== length) broken = true;
    if (broken || storeFailed) await writer.abort(broken ? 'the body broke off' : 'the store failed').catch(() => undefined);
    else await writer.close();
  } catch {
    // A write or the close refused: the stream's reader, R2, failed.
    storeFailed = true;
  }
  // The sender is told to stop whenever what it sent is not stored.
  if (broken || storeFailed) await reader?.cancel().catch(() => undefined);
  const { failure } = await put;
  if (broken || storeFailed || failure !== null) await bucket.delete(key).catch(() => undefined);
  if (broken) throw badRequest('the body ended before its Content-Length');
  if (failure !== null) throw failure;
  if (storeFailed) throw new Error(`broadcasts: R2 stopped reading the upload ${key}`);
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
  return joined(chunks, size);
}

type FormValue = string | StagedFile | UploadedCsv;

/**
 * The form's entries, read once from R2: the CSV counted (413 past `maxCsvBytes`), never kept; a
 * `media` file held within the largest media limit (413 past it). Any other file part is a 400: it
 * would be held in memory for nothing.
 */
async function readForm(s: Spool, limits: UploadLimits, entries: [string, FormValue][]): Promise<[string, FormValue][]> {
  const filesSeen = new Set<string>();
  for await (const part of partsOf(s)) {
    if (entries.length >= MAX_PARTS)
      throw badRequest(`malformed multipart body: the body has more than ${MAX_PARTS} parts; this endpoint reads ${MAX_PARTS} at most`);
    const name = part.name ?? '';
    if (part.filename === undefined) {
      const bytes = await collected(part, JSON_BODY_LIMIT, () => new HttpError(413, `the ${name} part is over ${JSON_BODY_LIMIT} bytes`));
      entries.push([name, new TextDecoder().decode(bytes)]);
      continue;
    }
    if (name !== 'file' && name !== 'media')
      throw badRequest(`the form takes two files, a "file" part (the CSV) and a "media" part; it has a file in part "${name}"`);
    if (filesSeen.has(name)) throw badRequest(`the form takes one "${name}" file; it has more than one`);
    filesSeen.add(name);
    if (name === 'file') {
      let size = 0;
      for await (const chunk of part.chunks()) {
        size += chunk.byteLength;
        if (size > limits.maxCsvBytes) throw new HttpError(413, `the CSV file is over ${limits.maxCsvBytes / (1024 * 1024)} MiB`);
      }
      entries.push([name, new UploadedCsv(part.filename, size, () => csvBytes(s))]);
    } else {
      // Held to its type's rule later (the payload says the type); here, within the largest of them,
      // staged as it streams (`staged-file.ts`), never held whole.
      const sink = MediaSink.open(s.bucket, {
        maxBytes: limits.maxMediaBytes,
        tooLarge: () => new HttpError(413, `the media file is over ${limits.maxMediaBytes} bytes`),
      });
      try {
        for await (const chunk of part.chunks()) await sink.write(chunk);
      } catch (error) {
        await sink.abort();
        throw error;
      }
      entries.push([name, await sink.finish(part.filename)]);
    }
  }
  return entries;
}

/** Drops the staged media file of `entries` (nothing once stored). */
async function dropMedia(entries: readonly [string, FormValue][]): Promise<void> {
  await Promise.all(entries.flatMap(([, v]) => (v instanceof StagedFile ? [v.discard()] : [])));
}

/**
 * The route's form, streamed (see above): the body stored in R2 for the request, its entries read
 * from there for the route's validator (the form validator reads Hono's cached form: it is given
 * these entries, the CSV as an `UploadedCsv`), and the stored body removed once the route answered.
 */
export function streamedCsvForm(limits: UploadLimits): MiddlewareHandler<AppEnv> {
  return async function streamedCsvFormMiddleware(c: Context<AppEnv>, next) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(c.req.header('Content-Type') ?? '');
    const b = boundary?.[1] ?? boundary?.[2];
    if (!b) throw badRequest('malformed multipart body: Content-Type multipart/form-data needs its boundary parameter');
    const s = await spool(c.env.MEDIA, c.req.raw, b, limits);
    try {
      let entries: [string, FormValue][] = [];
      try {
        entries = await readForm(s, limits, entries);
      } catch (error) {
        await dropMedia(entries);
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
      try {
        await next();
      } finally {
        // The media file, unless the campaign stored it.
        await dropMedia(entries);
      }
    } finally {
      await s.bucket.delete(s.key).catch((error: unknown) => console.error('broadcasts: could not delete an upload', error));
    }
  };
}
