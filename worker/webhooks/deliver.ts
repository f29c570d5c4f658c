/** One HTTP attempt of a webhook delivery: signed, bounded in time, redirects not followed. */
import type { Timer } from '../../protocol';

const encoder = new TextEncoder();
export const RESPONSE_SNIPPET_BYTES = 1024;

export async function signBody(key: string, body: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(body));
  return `sha256=${[...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export type AttemptRequest = {
  url: string;
  body: string;
  event: string;
  attempt: number;
  deliveryId: string;
  hmacKey: string | null;
  timeoutMs: number;
};

export type AttemptResult = {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseBody: string | null;
};

async function readSnippet(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_SNIPPET_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    // The rest is not wanted: a huge response must not be read.
    await reader.cancel().catch(() => undefined);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all.slice(0, RESPONSE_SNIPPET_BYTES));
}

/**
 * Success is a 2xx within the time limit (counted on `timer`, the object's clock); a redirect,
 * another status, a timeout or a network error is a failure.
 */
export async function attemptDelivery(request: AttemptRequest, fetcher: typeof fetch, timer: Timer): Promise<AttemptResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'Kurir-Webhooks/1',
    'X-Kurir-Event': request.event,
    'X-Kurir-Attempt': String(request.attempt),
    'X-Kurir-Delivery': request.deliveryId,
  };
  if (request.hmacKey) headers['X-Kurir-Signature'] = await signBody(request.hmacKey, request.body);
  const started = Date.now();
  const controller = new AbortController();
  const { signal } = controller;
  const cancelTimeout = timer(request.timeoutMs, () => controller.abort(new Error(`no answer within ${request.timeoutMs} ms`)));
  try {
    const response = await fetcher(request.url, { method: 'POST', headers, body: request.body, redirect: 'manual', signal });
    // The time limit covers the whole answer, body included.
    const responseBody = await Promise.race([
      readSnippet(response),
      new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
    ]);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      error: ok
        ? null
        : response.status >= 300 && response.status < 400
          ? `redirect ${response.status} not followed`
          : `HTTP ${response.status}`,
      durationMs: Date.now() - started,
      responseBody,
    };
  } catch (error) {
    const timedOut = signal.aborted;
    return {
      ok: false,
      statusCode: null,
      error: timedOut
        ? `no answer within ${request.timeoutMs} ms`
        : `request failed: ${error instanceof Error ? error.message : String(error)}`,
      durationMs: Date.now() - started,
      responseBody: null,
    };
  } finally {
    cancelTimeout();
  }
}
