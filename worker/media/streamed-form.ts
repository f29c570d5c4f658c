/**
 * A `multipart/form-data` body read as it streams, for every route that takes a file (the API's
 * media and interactive sends, the dashboard's file forms): its text parts kept (each within a
 * limit), its file parts poured into R2 as they arrive (`staged-file.ts`), so that memory stays
 * flat whatever the file's size. The body is refused as soon as it passes its cap, a file its
 * limit, or a part comes out of the order the route needs, and the rest of it is never read.
 *
 * The form stands where Hono keeps a parsed form (`c.req.formData()`, the validators), its files
 * as `StagedFile`s; whatever the route did not store is dropped when it has answered.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { parseContentType } from '../shared/body-shape';
import { badRequest, HttpError } from '../shared/errors';
import { MultipartParseError, streamedParts } from '../shared/streamed-parts';
import { type FileLimit, MediaSink, StagedFile } from './staged-file';

export type FormValue = string | StagedFile;

export type StreamedFormOptions = {
  /** The whole body: 413 past it (a declared length over it, before a byte is read). */
  maxBytes: number;
  maxParts: number;
  /** A part's headers. */
  maxHeaderBytes: number;
  /** A text part's content. */
  maxTextBytes: number;
  /**
   * The limit of a file part named `name`, given the text parts before it; null for a part the
   * route does not take as a file (read through and dropped, its name kept for the validator to name).
   */
  fileLimit: (name: string, fields: ReadonlyMap<string, string>) => FileLimit | null;
  /** The part that must come first (it says what the file may be), and the 400 when another does. */
  leading?: { name: string; outOfOrder: (found: string | undefined) => HttpError };
};

/** The parts of a streamed body, read as a `FormData` is (`get`, `getAll`, `has`, `forEach`). */
export class StreamedForm {
  constructor(private readonly entries: readonly [string, FormValue][]) {}

  get(name: string): FormValue | null {
    return this.entries.find(([k]) => k === name)?.[1] ?? null;
  }

  getAll(name: string): FormValue[] {
    return this.entries.filter(([k]) => k === name).map(([, v]) => v);
  }

  has(name: string): boolean {
    return this.entries.some(([k]) => k === name);
  }

  forEach(each: (value: FormValue, key: string) => void): void {
    for (const [k, v] of this.entries) each(v, k);
  }

  /** Drops every file the route did not store. */
  async discard(): Promise<void> {
    await Promise.all(this.entries.flatMap(([, v]) => (v instanceof StagedFile ? [v.discard()] : [])));
  }
}

/**
 * `body` chunk by chunk, at most `maxBytes` of it: past it the stream fails and the sender is told
 * to stop. Why it failed (`over()`'s error, or a body that broke off: the client went away) is kept
 * in `failure`, which the reader answers whatever the parser made of the stream's end.
 */
function counted(body: ReadableStream<Uint8Array>, maxBytes: number, over: () => Error) {
  const reader = body.getReader();
  let size = 0;
  const state: { failure: Error | null } = { failure: null };
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: Error) => {
    state.failure = error;
    controller.error(error);
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch {
          fail(controller, badRequest('the body ended before it was complete: the client stopped sending it'));
          return;
        }
        if (next.done) {
          controller.close();
          return;
        }
        size += next.value.byteLength;
        if (size > maxBytes) {
          await reader.cancel('over the body limit').catch(() => undefined);
          fail(controller, over());
          return;
        }
        controller.enqueue(next.value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function textOf(chunks: AsyncGenerator<Uint8Array>, maxBytes: number, name: string): Promise<string> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new HttpError(413, `the ${name} part is over ${maxBytes} bytes`);
    parts.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The form of `request` (multipart with `boundary`), its files staged in `bucket`; see the file's comment. */
export async function readStreamedForm(
  bucket: R2Bucket,
  request: Request,
  boundary: string,
  options: StreamedFormOptions,
): Promise<StreamedForm> {
  const tooLarge = () => new HttpError(413, `the body is over ${options.maxBytes} bytes`);
  if (Number(request.headers.get('Content-Length') ?? Number.NaN) > options.maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const entries: [string, FormValue][] = [];
  const fields = new Map<string, string>();
  let sink: MediaSink | null = null;
  let body: ReturnType<typeof counted> | null = null;
  try {
    if (!request.body) throw badRequest('malformed multipart body: the body is empty');
    body = counted(request.body, options.maxBytes, tooLarge);
    for await (const part of streamedParts(body.stream, boundary, { maxHeaderSize: options.maxHeaderBytes })) {
      const name = part.name ?? '';
      if (entries.length === 0 && options.leading && name !== options.leading.name) throw options.leading.outOfOrder(part.name);
      if (entries.length >= options.maxParts) {
        throw badRequest(
          `malformed multipart body: the body has more than ${options.maxParts} parts; this endpoint reads ${options.maxParts} at most`,
        );
      }
      if (part.filename === undefined) {
        const text = await textOf(part.chunks(), options.maxTextBytes, name);
        if (!fields.has(name)) fields.set(name, text);
        entries.push([name, text]);
        continue;
      }
      const limit = options.fileLimit(name, fields);
      if (!limit) {
        // Not a file this route reads: skipped (counted within the body's cap), named by the validator.
        for await (const _ of part.chunks());
        entries.push([name, '']);
        continue;
      }
      if (entries.some(([k, v]) => k === name && v instanceof StagedFile)) {
        throw badRequest(`malformed multipart body: the form takes one "${name}" file; it has more than one`);
      }
      sink = MediaSink.open(bucket, limit);
      for await (const chunk of part.chunks()) await sink.write(chunk);
      const file = await sink.finish(part.filename);
      sink = null;
      entries.push([name, file]);
    }
  } catch (error) {
    await sink?.abort();
    await new StreamedForm(entries).discard();
    // The body's own failure (over its cap, broken off) is the answer, whatever the parser said of it.
    if (body?.state.failure) throw body.state.failure;
    if (error instanceof MultipartParseError) {
      const why = /^Header size exceeds/.test(error.message)
        ? `part ${entries.length + 1}'s headers are over ${options.maxHeaderBytes.toLocaleString('en-US')} bytes`
        : error.message;
      throw badRequest(`malformed multipart body: ${why}`);
    }
    throw error;
  }
  return new StreamedForm(entries);
}

/** The boundary of a multipart request's `Content-Type` (400 without one, or with one longer than RFC 2046's 70 characters). */
function boundaryOf(c: Context): string {
  const boundary = parseContentType(c.req.header('Content-Type') ?? '')?.params.get('boundary');
  if (!boundary) throw badRequest('malformed multipart body: Content-Type multipart/form-data needs its boundary parameter');
  if (boundary.length > 70) throw badRequest('malformed multipart body: the multipart boundary is over 70 characters');
  return boundary;
}

/**
 * The middleware that reads a route's multipart body so (after its body gate checked the type and
 * the declared length): the form is where Hono's validator and `c.req.formData()` find it, and the
 * files the route did not store are dropped once it has answered.
 */
export function streamedForm<E extends Env>(options: StreamedFormOptions): MiddlewareHandler<E> {
  return async function streamedFormMiddleware(c, next) {
    const form = await readStreamedForm((c.env as Env['Bindings'] & { MEDIA: R2Bucket }).MEDIA, c.req.raw, boundaryOf(c), options);
    // Hono keeps a parsed form under this key: its validator reads `forEach`, routes `get`.
    (c.req.bodyCache as Record<string, unknown>).formData = Promise.resolve(form);
    try {
      await next();
    } finally {
      await form.discard();
    }
  };
}

/** The form `streamedForm` read for this request. */
export async function formOf(c: Context): Promise<StreamedForm> {
  const form: unknown = await (c.req.bodyCache as Record<string, unknown>).formData;
  if (!(form instanceof StreamedForm)) throw new Error('the route reads a streamed form: declare streamedForm() before it');
  return form;
}
