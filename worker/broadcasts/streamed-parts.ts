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

/** Hands the body to the parser a chunk at a time, when asked (`step`). */
class Feed {
  private release: (() => void) | null = null;
  private parked = deferred();
  ended = false;

  constructor(private readonly source: ReadableStream<Uint8Array>) {}

  async *chunks(): AsyncGenerator<Uint8Array> {
    const reader = this.source.getReader();
    try {
      for (;;) {
        // Parked: the parser has written every chunk it was given and asks for the next.
        await new Promise<void>((release) => {
          this.release = release;
          this.parked.resolve();
        });
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      this.ended = true;
      this.parked.resolve();
      await reader.cancel().catch(() => undefined);
    }
  }

  /** Gives the parser one more chunk and waits until it has written it; false once the body is over. */
  async step(): Promise<boolean> {
    await this.parked.promise;
    const release = this.release;
    if (this.ended || !release) return false;
    this.release = null;
    this.parked = deferred();
    release();
    await this.parked.promise;
    return true;
  }
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
  const feed = new Feed(source);
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
          const chunk = await readPulled(reader, feed, fail);
          if (chunk === null) open = false;
          else yield chunk;
        }
      };
      yield { name: part.name, filename: part.filename, mediaType: part.mediaType, chunks };
      // Whatever the caller left of this part is read through (and dropped) to reach the next.
      while (open && (await readPulled(reader, feed, fail)) !== null);
      open = false;
    }
    await parsing;
    fail();
  } finally {
    // A caller that stops early (a refused file) leaves the body unread: it is cancelled, not drained.
    if (!feed.ended) await source.cancel().catch(() => undefined);
  }
}

/** The part's next chunk, or null at its end; the parser is given the body's next chunk only while this read waits. */
async function readPulled(reader: ReadableStreamDefaultReader<Uint8Array>, feed: Feed, fail: () => void): Promise<Uint8Array | null> {
  let settled = false;
  const read = reader.read().finally(() => {
    settled = true;
  });
  // A read of a queued chunk settles at the next microtask: only a read still pending after it feeds the parser.
  await Promise.resolve();
  while (!settled) {
    if (!(await feed.step())) {
      await Promise.resolve();
      fail();
      // The body ended with this part still open: no closing boundary.
      if (!settled) throw new MultipartParseError('the body ends inside a part');
    }
  }
  const { done, value } = await read;
  return done ? null : value;
}
