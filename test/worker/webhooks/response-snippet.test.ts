/**
 * What an attempt keeps of the receiver's answer: its first `RESPONSE_SNIPPET_BYTES`, never more
 * read of a long one, whether it declares its length or not, and whether its body is a stream of
 * bytes (a fetch's answer: read into a buffer of the snippet's size) or of chunks; and the time
 * limit covers the body.
 */
import { describe, expect, it } from 'vitest';
import { systemTimer } from '../../../protocol';
import { type AttemptRequest, attemptDelivery, type DestinationGuard, RESPONSE_SNIPPET_BYTES } from '../../../worker/webhooks/deliver';

const request: AttemptRequest = {
  url: 'https://hooks.example.com/kurir',
  body: '{}',
  event: 'message.inbound',
  attempt: 1,
  deliveryId: 'dlv_x',
  hmacKey: null,
  timeoutMs: 1000,
};
const guard: DestinationGuard = { localDev: false };

/**
 * A body of `chunks` chunks of `size` bytes ('a', 'b', …), counting what was pulled and whether it
 * was cancelled; `bytes`: a stream of bytes (what a fetch's answer is), whose reader fills a buffer of ours.
 */
function streamed(chunks: number, size: number, bytes = false) {
  const seen = { pulled: 0, cancelled: false };
  const source = {
    pull(controller: { enqueue(chunk: Uint8Array): void; close(): void }) {
      if (seen.pulled === chunks) return controller.close();
      controller.enqueue(new TextEncoder().encode(String.fromCharCode(97 + seen.pulled).repeat(size)));
      seen.pulled++;
    },
    cancel() {
      seen.cancelled = true;
    },
  };
  const body = bytes ? new ReadableStream({ type: 'bytes', ...source }) : new ReadableStream<Uint8Array>(source);
  return { body, seen };
}

const answering =
  (response: () => Response): typeof fetch =>
  async () =>
    response();

describe('the answer an attempt keeps', () => {
  it('keeps a short answer that declares its length whole', async () => {
    const result = await attemptDelivery(
      request,
      answering(() => new Response('ok', { headers: { 'Content-Length': '2' } })),
      systemTimer,
      guard,
    );
    expect(result).toMatchObject({ ok: true, statusCode: 200, responseBody: 'ok' });
  });

  it('keeps the first 1,024 bytes of a long answer that declares its length', async () => {
    const long = 'x'.repeat(5000);
    const result = await attemptDelivery(
      request,
      answering(() => new Response(long, { status: 500, headers: { 'Content-Length': '5000' } })),
      systemTimer,
      guard,
    );
    expect(result.responseBody).toBe('x'.repeat(RESPONSE_SNIPPET_BYTES));
    expect(result.ok).toBe(false);
  });

  describe.each([
    { kind: 'a stream of chunks', bytes: false },
    { kind: 'a stream of bytes (what a fetch answers)', bytes: true },
  ])('an answer without a declared length, $kind', ({ bytes }) => {
    const attempt = (body: ReadableStream, status = 200, timeoutMs = request.timeoutMs) =>
      attemptDelivery(
        { ...request, timeoutMs },
        answering(() => new Response(body, { status })),
        systemTimer,
        guard,
      );

    it('is read only as far as the snippet when long, then cancelled', async () => {
      const { body, seen } = streamed(10, 600, bytes);
      const result = await attempt(body);
      expect(result.responseBody).toBe(`${'a'.repeat(600)}${'b'.repeat(RESPONSE_SNIPPET_BYTES - 600)}`);
      expect(seen.pulled).toBeLessThan(10);
      expect(seen.cancelled).toBe(true);
    });

    it('is kept whole when its chunks fit the snippet, read to its end and not cancelled', async () => {
      const { body, seen } = streamed(3, 100, bytes);
      const result = await attempt(body, 404);
      expect(result).toMatchObject({ ok: false, statusCode: 404, responseBody: `${'a'.repeat(100)}${'b'.repeat(100)}${'c'.repeat(100)}` });
      expect(seen.pulled).toBe(3);
      expect(seen.cancelled).toBe(false);
    });

    it('is kept empty when empty', async () => {
      const { body, seen } = streamed(0, 0, bytes);
      expect(await attempt(body)).toMatchObject({ ok: true, statusCode: 200, responseBody: '' });
      expect(seen.cancelled).toBe(false);
    });

    it('is kept whole at exactly the snippet’s size', async () => {
      const { body } = streamed(2, RESPONSE_SNIPPET_BYTES / 2, bytes);
      const result = await attempt(body);
      expect(result.responseBody).toBe(`${'a'.repeat(RESPONSE_SNIPPET_BYTES / 2)}${'b'.repeat(RESPONSE_SNIPPET_BYTES / 2)}`);
    });

    it('is a timeout when its body does not end within the time limit', async () => {
      const source = { pull: () => new Promise<void>(() => undefined) };
      const never = bytes ? new ReadableStream({ type: 'bytes', ...source }) : new ReadableStream<Uint8Array>(source);
      expect(await attempt(never, 200, 50)).toMatchObject({
        ok: false,
        statusCode: null,
        error: 'timeout: HTTP 200 arrived but its body did not end within 50 ms',
        responseBody: null,
      });
    });
  });
});
