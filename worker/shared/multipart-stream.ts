/**
 * Reading a multipart body as it streams, for an endpoint whose first part says how large the part
 * after it may be (POST /messages/media: the payload names the file's type, and the type its size
 * limit). The body is refused the moment it passes its own cap or the file passes the limit its
 * payload set, and the rest of it is never read: the request stream is cancelled.
 */
import { indexOf } from './body-shape';
import type { HttpError } from './errors';

export type LeadingPart = {
  /** The name the first part must have. */
  name: string;
  /** The 400 for a body whose first part is another (`found`: its name, if it has one). */
  outOfOrder: (found: string | undefined) => HttpError;
  /**
   * The most bytes the next part's content may hold, read from the first part's content; undefined
   * (a payload that does not say) leaves only the body's cap, and the validator names the fault.
   */
  limitOf: (content: Uint8Array) => { maxBytes: number; tooLarge: () => HttpError } | undefined;
};

/**
 * The first part and the next part's headers are looked for in the body's first 64 KiB only: a
 * payload is a few hundred bytes, and past that the body is left to the validator's checks.
 */
const SCAN_BYTES = 64 * 1024;

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);
const HEADER_END = ascii('\r\n\r\n');
const NAME = /^content-disposition:[^\r\n]*?;\s*name\s*=\s*(?:"([^"]*)"|([^;\s]+))/im;

/**
 * The whole body, read chunk by chunk: a declared Content-Length over `maxBytes` is refused before
 * a byte is read, a body that streams past it at the first chunk over; with `leading`, the part
 * after the first is held to the limit the first part set as its bytes arrive.
 */
export async function readMultipartStreaming(
  request: Request,
  options: { boundary: string | undefined; maxBytes: number; tooLarge: () => HttpError; leading: LeadingPart },
): Promise<Uint8Array> {
  const { body } = request;
  if (!body) return new Uint8Array();
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > options.maxBytes) {
    await body.cancel().catch(() => undefined);
    throw options.tooLarge();
  }
  // A declared length sizes the buffer once: a 100 MiB file is not copied at each doubling.
  let buffer = new Uint8Array(Number.isSafeInteger(declared) && declared >= 0 ? declared : 64 * 1024);
  let size = 0;
  const check = options.boundary ? leadingCheck(options.boundary, options.leading) : () => undefined;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > options.maxBytes) throw options.tooLarge();
      if (size + value.byteLength > buffer.length) {
        const grown = new Uint8Array(Math.min(options.maxBytes, Math.max(size + value.byteLength, buffer.length * 2)));
        grown.set(buffer.subarray(0, size));
        buffer = grown;
      }
      buffer.set(value, size);
      size += value.byteLength;
      check(buffer.subarray(0, size));
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  return size === buffer.length ? buffer : buffer.slice(0, size);
}

type Found = { kind: 'incomplete' } | { kind: 'no-next-part' } | { kind: 'next-part'; content: Uint8Array; nextStart: number };

/**
 * A check of the body read so far: throws the leading part's 400 when the first part is another,
 * or its 413 when the next part's content has passed the limit the first part set. Once the limit
 * is known, each call is a subtraction.
 */
function leadingCheck(boundary: string, leading: LeadingPart): (bytes: Uint8Array) => void {
  const opening = ascii(`--${boundary}`);
  const delimiter = ascii(`\r\n--${boundary}`);
  // The file's content is followed by `\r\n--boundary--` and a CRLF: those bytes are not the file's.
  const closing = delimiter.length + 4;
  let limit: { start: number; maxBytes: number; tooLarge: () => HttpError } | undefined;
  let settled = false;
  return (bytes) => {
    if (limit) {
      if (bytes.length - limit.start > limit.maxBytes + closing) throw limit.tooLarge();
      return;
    }
    if (settled) return;
    const window = bytes.subarray(0, SCAN_BYTES);
    const found = locate(window, opening, delimiter, leading);
    if (found.kind === 'incomplete') {
      settled = window.length === SCAN_BYTES;
      return;
    }
    settled = true;
    if (found.kind === 'no-next-part') return;
    const rule = leading.limitOf(found.content);
    if (!rule) return;
    limit = { start: found.nextStart, ...rule };
    if (bytes.length - limit.start > limit.maxBytes + closing) throw limit.tooLarge();
  };
}

/** The first part's content and where the next part's content starts, as far as `window` shows them. */
function locate(window: Uint8Array, opening: Uint8Array, delimiter: Uint8Array, leading: LeadingPart): Found {
  const at = indexOf(window, opening, 0);
  if (at === -1) return { kind: 'incomplete' };
  const after = at + opening.length;
  const headersEnd = indexOf(window, HEADER_END, after);
  if (headersEnd === -1) return { kind: 'incomplete' };
  const headers = new TextDecoder().decode(window.subarray(after + 2, headersEnd));
  const match = NAME.exec(headers);
  const name = match?.[1] ?? match?.[2];
  if (name !== leading.name) throw leading.outOfOrder(name);
  const contentStart = headersEnd + HEADER_END.length;
  const end = indexOf(window, delimiter, contentStart);
  if (end === -1) return { kind: 'incomplete' };
  const next = end + delimiter.length;
  if (next + 1 >= window.length) return { kind: 'incomplete' };
  // `--boundary--`: the body closes after the first part.
  if (window[next] === 0x2d && window[next + 1] === 0x2d) return { kind: 'no-next-part' };
  const nextHeadersEnd = indexOf(window, HEADER_END, next);
  if (nextHeadersEnd === -1) return { kind: 'incomplete' };
  return { kind: 'next-part', content: window.subarray(contentStart, end), nextStart: nextHeadersEnd + HEADER_END.length };
}
