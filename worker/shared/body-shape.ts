/**
 * What the body gate (`bodyOf`) reads before a route's validator does: the Content-Type's media
 * type and parameters, whether a JSON body is UTF-8, and the outline of a multipart body (how many
 * parts, how large their headers), found without parsing the parts themselves.
 */
type ContentType = { mediaType: string; params: Map<string, string> };

const TOKEN = "[!#$%&'*+.^`|~\\w-]+";
const MEDIA_TYPE = new RegExp(`^\\s*(${TOKEN}/${TOKEN})\\s*`);
const PARAMETER = new RegExp(`;\\s*(?:(${TOKEN})\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;"\\s]*))\\s*)?`, 'y');

/** `type/subtype; name=value; name="quoted value"` as RFC 9110 writes it; null when it is not one. */
export function parseContentType(header: string): ContentType | null {
  const head = MEDIA_TYPE.exec(header);
  if (!head?.[1]) return null;
  const params = new Map<string, string>();
  let at = head[0].length;
  while (at < header.length) {
    PARAMETER.lastIndex = at;
    const match = PARAMETER.exec(header);
    if (!match) return null;
    const name = match[1]?.toLowerCase();
    // The first of a repeated parameter counts; an empty one (`a/b;;`) is tolerated.
    if (name && !params.has(name)) params.set(name, match[2]?.replace(/\\(.)/g, '$1') ?? match[3] ?? '');
    at = PARAMETER.lastIndex;
  }
  return { mediaType: head[1].toLowerCase(), params };
}

/** The labels the Encoding standard gives UTF-8 that a client may plausibly send. */
const UTF8_LABELS = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8']);

export function isUtf8Label(charset: string): boolean {
  return UTF8_LABELS.has(charset.trim().toLowerCase());
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The text of `bytes` (a leading byte order mark dropped), or null when they are not well-formed UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

export type MultipartLimits = { maxParts: number; maxHeaderBytes: number };

/**
 * Why a multipart body cannot be the form an endpoint reads, or undefined: no boundary, no
 * delimiter, too many parts, a part's headers too large or never ended. The parts themselves are
 * not read: only their delimiters are looked for.
 */
export function multipartProblem(bytes: Uint8Array, boundary: string | undefined, limits: MultipartLimits): string | undefined {
  if (!boundary) return 'Content-Type multipart/form-data needs its boundary parameter';
  // RFC 2046: 1 to 70 characters.
  if (boundary.length > 70) return 'the multipart boundary is over 70 characters';
  const body = bytes;
  const first = ascii(`--${boundary}`);
  const delimiter = ascii(`\r\n--${boundary}`);
  const headerEnd = ascii('\r\n\r\n');
  let at = indexOf(body, first, 0);
  if (at === -1) return 'the body holds no part: its boundary never appears';
  let parts = 0;
  for (;;) {
    const after = at + first.length;
    // `--boundary--` closes the body.
    if (body[after] === 0x2d && body[after + 1] === 0x2d) return undefined;
    parts++;
    if (parts > limits.maxParts) return `the body has more than ${limits.maxParts} parts; this endpoint reads ${limits.maxParts} at most`;
    const headersStart = after + 2;
    const window = body.subarray(headersStart, headersStart + limits.maxHeaderBytes + headerEnd.length);
    const end = indexOf(window, headerEnd, 0);
    // A part may have no headers at all: then the blank line follows the delimiter's CRLF at once.
    const noHeaders = body[after] === 0x0d && body[after + 1] === 0x0a && body[headersStart] === 0x0d && body[headersStart + 1] === 0x0a;
    if (end === -1 && !noHeaders) {
      return window.length > limits.maxHeaderBytes
        ? `part ${parts}'s headers are over ${limits.maxHeaderBytes.toLocaleString('en-US')} bytes`
        : `part ${parts}'s headers never end`;
    }
    const next = indexOf(body, delimiter, headersStart + (end === -1 ? 0 : end));
    if (next === -1) return `part ${parts} never ends: the closing boundary is missing`;
    at = next + 2;
  }
}

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

/**
 * Where `needle` first occurs in `haystack` from `from`, or -1. Each candidate is found by the
 * typed array's native `indexOf` of the needle's first byte, so a large file is skipped over
 * quickly; only candidates are compared byte by byte.
 */
export function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const [head] = needle;
  if (head === undefined) return from;
  const last = haystack.length - needle.length;
  for (let at = haystack.indexOf(head, from); at !== -1 && at <= last; at = haystack.indexOf(head, at + 1)) {
    let i = 1;
    while (i < needle.length && haystack[at + i] === needle[i]) i++;
    if (i === needle.length) return at;
  }
  return -1;
}
