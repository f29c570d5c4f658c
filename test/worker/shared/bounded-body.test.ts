/** The one bounded body reader: what it keeps, and when it stops reading. */
import { describe, expect, it } from 'vitest';
import { readBounded } from '../../../worker/shared/bounded-body';
import { HttpError } from '../../../worker/shared/errors';

/** A stream of `chunks`, each made only when asked for; `pulled` counts the chunks handed out. */
function streamOf(chunks: Uint8Array[]) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[counter.pulled];
        if (!next) return controller.close();
        counter.pulled++;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://kurir.test/x', { method: 'POST', body, headers });

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('readBounded', () => {
  it('keeps a body of exactly the limit, in order, from many chunks', async () => {
    const { stream } = streamOf([new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5])]);
    expect([...(await readBounded(post(stream), 5))]).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses one byte past the limit with 413, and reads no chunk after the one that passed it', async () => {
    const chunks = Array.from({ length: 10 }, () => new Uint8Array(4));
    const { stream, counter } = streamOf(chunks);
    const error = await refusal(readBounded(post(stream), 9, 'form'));
    expect(error.status).toBe(413);
    expect(error.message).toBe('the form is over 9 bytes');
    expect(counter.pulled).toBe(3);
  });

  it('refuses a Content-Length over the limit before reading a byte', async () => {
    const { stream, counter } = streamOf([new Uint8Array(8)]);
    const request = post(stream, { 'Content-Length': '1000' });
    expect((await refusal(readBounded(request, 100))).status).toBe(413);
    expect(counter.pulled).toBe(0);
  });

  it('reads a body framed by its Content-Length whole, and refuses one that is not the length it declares', async () => {
    const framed = (bytes: number[], declared: number) => {
      const { stream } = streamOf([new Uint8Array(bytes)]);
      return post(stream, { 'Content-Length': String(declared) });
    };
    expect([...(await readBounded(framed([1, 2, 3], 3), 3))]).toEqual([1, 2, 3]);
    const short = await refusal(readBounded(framed([1, 2], 3), 10));
    expect([short.status, short.message]).toEqual([400, 'the body is not the 3 bytes its Content-Length says']);
    expect((await refusal(readBounded(framed([1, 2, 3, 4], 3), 10))).status).toBe(400);
  });

  it('reads no body as empty', async () => {
    expect((await readBounded(new Request('http://kurir.test/x'), 10)).byteLength).toBe(0);
  });
});
