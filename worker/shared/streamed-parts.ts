/**
 * A multipart body's parts read as it streams, through `@mjackson/multipart-parser` (whose parts'
 * bodies are streams; the newer `@remix-run/multipart-parser` hands each part over only once it is
 * whole, which is what this must not do with a 100,000-row file).
 *
 * The parser pushes: it writes every chunk it reads into the open part's stream without waiting for
 * that stream's reader. Here it is pulled instead: the body's next chunk is handed to the parser only
 * while the open part's reader waits for data (a read pends only on an empty queue), so at most one
 * chunk of the body is queued, however slowly the part is read.
 */
import { MultipartParseError, MultipartParser, type MultipartPart } from '@mjackson/multipart-parser';

export { MultipartParseError };

export type StreamedPart = {
  name: string | undefined;
  /** Set for a file (a part whose Content-Disposition names a filename). */
  filename: string | undefined;
  mediaType: string | undefined;
  /** The part's content, chunk by chunk; read once. What is left unread is skipped for the next part. */
  chunks: () => AsyncGenerator<Uint8Array>;
};

type Deferred = { promise: Promise<void>; resolve: () => void };
function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Where the closing delimiter `\r\n--boundary--` ends in `chunk`, given the bytes before it (`tail`); -1 if it does not. */
function closingEnd(delimiter: Uint8Array, tail: Uint8Array, chunk: Uint8Array): number {
  // A delimiter straddling the two: searched in the tail and the chunk's first bytes only, not a copy of the chunk.
  const joined = new Uint8Array(tail.length + Math.min(chunk.length, delimiter.length - 1));
  joined.set(tail, 0);
  joined.set(chunk.subarray(0, joined.length - tail.length), tail.length);
  const across = indexOf(joined, delimiter, 0);
  if (across !== -1) return across + delimiter.length - tail.length;
  const within = indexOf(chunk, delimiter, 0);
  return within === -1 ? -1 : within + delimiter.length;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0] ?? 0;
  for (let at = haystack.indexOf(first, from); at !== -1 && at + needle.length <= haystack.length; at = haystack.indexOf(first, at + 1)) {
    let i = 1;
    while (i < needle.length && haystack[at + i] === needle[i]) i++;
    if (i === needle.length) return at;
  }
  return -1;
}

/**
 * Hands the body to the parser a chunk at a time, when asked (`step`), and nothing past the closing
 * delimiter: the parser throws for any byte it is given once done, and RFC 2046 allows an epilogue
 * (or the closing CRLF may come in a chunk of its own).
 */
class Feed {
  private release: (() => void) | null = null;
  private parked = deferred();
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly delimiter: Uint8Array;
  private closed = false;
  ended = false;

  constructor(source: ReadableStream<Uint8Array>, boundary: string) {
    // The reader is kept so that `close` can cancel it: a locked stream's own `cancel()` rejects.
    this.reader = source.getReader();
    this.delimiter = new TextEncoder().encode(`\r\n--${boundary}--`);
  }

  async *chunks(): AsyncGenerator<Uint8Array> {
    // A virtual CRLF first: a body that opens with its closing boundary (no parts) is closed too.
    let tail: Uint8Array = new TextEncoder().encode('\r\n');
    try {
      for (;;) {
        // Parked: the parser has written every chunk it was given and asks for the next.
        await new Promise<void>((release) => {
          this.release = release;
          this.parked.resolve();
        });
        if (this.closed) return;
        const { done, value } = await this.reader.read();
        if (done) return;
        const end = closingEnd(this.delimiter, tail, value);
        if (end !== -1) {
          // The parser is done with this chunk: the rest of the body (an epilogue) is never read.
          yield value.subarray(0, end);
          return;
        }
        const keep = this.delimiter.length - 1;
        tail = value.length >= keep ? value.slice(value.length - keep) : concat(tail, value).slice(-keep);
        yield value;
      }
    } finally {
      this.ended = true;
      this.parked.resolve();
      await this.reader.cancel().catch(() => undefined);
    }
  }

  private stepping: Promise<boolean> | null = null;

  /**
   * Gives the parser one more chunk and waits until it has written it; false once the body is over.
   * A step already under way is the one answered: a caller that stopped waiting for it (its part's
   * read settled first) leaves it to the next.
   */
  step(): Promise<boolean> {
    this.stepping ??= this.stepOnce().finally(() => {
      this.stepping = null;
    });
    return this.stepping;
  }

  private async stepOnce(): Promise<boolean> {
    await this.parked.promise;
    const release = this.release;
    if (this.ended || !release) return false;
    this.release = null;
    this.parked = deferred();
    release();
    await this.parked.promise;
    return true;
  }

  /** Stops reading: the source is cancelled (an R2 body is a connection held open) and a parked read released. */
  async close(): Promise<void> {
    this.closed = true;
    await this.reader.cancel().catch(() => undefined);
    this.release?.();
    this.release = null;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.length + b.length);
  both.set(a, 0);
  both.set(b, a.length);
  return both;
}

/**
 * The parts of `source`, in order. Each part's content is read through `chunks()`; moving to the
 * next part skips what was left of the last. Throws `MultipartParseError` for a body that is not
 * multipart (no opening boundary, a header over `maxHeaderSize`, no closing boundary).
 */
export async function* streamedParts(
  source: ReadableStream<Uint8Array>,
  boundary: string,
  options: { maxHeaderSize: number },
): AsyncGenerator<StreamedPart> {
  const feed = new Feed(source, boundary);
  const parser = new MultipartParser(boundary, { maxHeaderSize: options.maxHeaderSize });
  const arrived: MultipartPart[] = [];
  let failure: unknown = null;
  const parsing = parser
    .parse(feed.chunks(), (part) => {
      arrived.push(part);
    })
    .catch((error: unknown) => {
      failure = error;
    });
  const fail = () => {
    if (failure !== null) throw failure;
  };
  try {
    for (;;) {
      while (arrived.length === 0 && (await feed.step())) fail();
      fail();
      const part = arrived.shift();
      if (!part) break;
      const reader = part.body.getReader();
      let open = true;
      const chunks = async function* (): AsyncGenerator<Uint8Array> {
        while (open) {
          const chunk = await readPulled(reader, feed, fail, parsing);
          if (chunk === null) open = false;
          else yield chunk;
        }
      };
      yield { name: part.name, filename: part.filename, mediaType: part.mediaType, chunks };
      // Whatever the caller left of this part is read through (and dropped) to reach the next.
      while (open && (await readPulled(reader, feed, fail, parsing)) !== null);
      open = false;
    }
    await parsing;
    fail();
  } finally {
    // A caller that stops early (a refused file, the CSV read to its end) leaves the body unread: it is cancelled, not drained.
    if (!feed.ended) await feed.close();
  }
}

/**
 * The part's next chunk, or null at its end; the parser is given the body's next chunk only while
 * this read waits. Whichever settles first wins: a read the parser already answered (a queued
 * chunk, a closed part: the runtime may take more than a microtask to say so) never waits on the
 * body's next chunk, which may not come until the answer does (a client sending a file part by part).
 */
async function readPulled(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  feed: Feed,
  fail: () => void,
  parsed: Promise<unknown>,
): Promise<Uint8Array | null> {
  const read = reader.read().then((result) => ({ result }));
  for (;;) {
    const next = await Promise.race([read, feed.step().then((more) => ({ more }))]);
    if ('result' in next) return next.result.done ? null : next.result.value;
    fail();
    if (!next.more) {
      // The body is over: the parser has closed the part, failed, or ended with it still open.
      const last = await Promise.race([read, parsed.then(() => ({ ended: true as const }))]);
      fail();
      if ('result' in last) return last.result.done ? null : last.result.value;
      throw new MultipartParseError('the body ends inside a part');
    }
  }
}
