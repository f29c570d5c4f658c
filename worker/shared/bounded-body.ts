/**
 * The one way a request body is read, by the API's body gate (`bodyOf`) and by every dashboard
 * form. A `Content-Length` over the limit is refused before a byte is read; one within it is read
 * whole, as HTTP frames such a body: the runtime hands on exactly the declared bytes and no more
 * (a sender's extra bytes would be its next request), so the declared length bounds the body as
 * it arrives. A chunked body (or one without `Content-Length`) is read chunk by chunk from the
 * stream, counted, and refused at the first chunk past the limit, so at most the limit and one
 * chunk are ever held, whatever the sender streams. (A deployed worker has 128 MB: a body
 * buffered whole before its size is checked is a way to end the isolate.)
 */
import type { Context } from 'hono';
import { HttpError } from './errors';

export function tooLarge(maxBytes: number, what = 'body'): HttpError {
  return new HttpError(413, `the ${what} is over ${maxBytes} bytes`);
}

/**
 * The length a request's or a response's `Content-Length` declares, or null when it declares none a
 * body can have: the body is then framed by it, and the runtime hands on exactly that many bytes.
 */
export function declaredLength(headers: Headers): number | null {
  const declared = Number(headers.get('Content-Length') ?? Number.NaN);
  return Number.isInteger(declared) && declared >= 0 ? declared : null;
}

/** The body's bytes, at most `maxBytes` of them (413 past that); an empty array for no body. */
export async function readBounded(request: Request, maxBytes: number, what = 'body'): Promise<Uint8Array> {
  if (Number(request.headers.get('Content-Length') ?? Number.NaN) > maxBytes) throw tooLarge(maxBytes, what);
  const declared = declaredLength(request.headers);
  if (declared !== null) {
    // Framed by its length: one read of it all, as a send's small JSON body mostly is (the reader's
    // chunk by chunk loop cost a send more than its body's decoding and parsing).
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength !== declared) throw new HttpError(400, `the ${what} is not the ${declared} bytes its Content-Length says`);
    return bytes;
  }
  const chunks = await boundedChunks(request, maxBytes, () => tooLarge(maxBytes, what));
  return joined(
    chunks,
    chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
  );
}

/**
 * The body's chunks as they came, at most `maxBytes` in all: at the first chunk past it the sender
 * is told to stop and `over()` is thrown. For a reader that keeps the chunks apart (the CSV upload
 * hands them to R2 one by one).
 */
export async function boundedChunks(request: Request, maxBytes: number, over: () => Error): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  if (!request.body) return chunks;
  const reader = request.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.byteLength;
    if (size > maxBytes) {
      // Cancelling tells the sender's side to stop: nothing more is pulled from the stream.
      await reader.cancel('over the body limit').catch(() => undefined);
      throw over();
    }
    chunks.push(value);
  }
}

/** Chunks as one array of `size` bytes (the one chunk itself when there is only one). */
export function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads the body of `c` within `maxBytes` and keeps it where Hono keeps a read body, so every later
 * `c.req.arrayBuffer()`, `text()`, `json()`, `formData()` or `parseBody()` (a validator's too) is
 * served from these bytes and never reads the stream again.
 */
export async function readBoundedBody(c: Context, maxBytes: number, what = 'body'): Promise<Uint8Array> {
  const cached = (c.req.bodyCache as Record<string, unknown>).arrayBuffer;
  if (cached instanceof Promise) return new Uint8Array((await cached) as ArrayBuffer);
  const bytes = await readBounded(c.req.raw, maxBytes, what);
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
  // Hono keeps a body's promise under its key (its type names the value).
  (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(buffer);
  return bytes;
}
