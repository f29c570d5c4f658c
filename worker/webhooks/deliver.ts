/**
 * One HTTP attempt of a webhook delivery: to a URL the rules still allow, signed, bounded in time,
 * redirects not followed.
 */
import { env } from 'cloudflare:workers';
import { LruMap, type Timer } from '../../protocol';
import { declaredLength, joined } from '../shared/bounded-body';
import { toHex } from '../shared/crypto';
import { isLocalDev } from '../shared/local-dev';
import { english, said } from '../shared/said';
import { describeFailure, describeStatus, describeTimeout, needsProbe, type ProbeResult, type TcpProbe } from './attempt-error';
import { dohResolver, type HostResolver } from './doh-resolver';
import { mayProbe } from './probe-policy';
import { tcpProbe } from './tcp-probe';
import { addressProblem, checkWebhookUrl, type UrlCheck } from './url-policy';

const encoder = new TextEncoder();
/** Not streaming, so it keeps nothing between calls: one for every snippet. */
const decoder = new TextDecoder();
export const RESPONSE_SNIPPET_BYTES = 1024;

/**
 * The webhooks' keys (imported for signing) and URLs (checked) used lately, up to `KEPT` each: a
 * device has a few webhooks, and every attempt signed and checked again (the check parses). Both
 * depend on nothing but what they are keyed by.
 */
const KEPT = 256;
const signingKeys = new LruMap<string, CryptoKey>(KEPT);
/** By the local rule (without, with), then by the URL itself: a key made of both was a new string to hash for every attempt. */
const checked = [new LruMap<string, UrlCheck>(KEPT), new LruMap<string, UrlCheck>(KEPT)] as const;

export async function signBody(key: string, body: string): Promise<string> {
  let cryptoKey = signingKeys.get(key);
  if (!cryptoKey) {
    cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    signingKeys.set(key, cryptoKey);
  }
  const mac = await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(body));
  return `sha256=${toHex(mac)}`;
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

/**
 * Where an attempt may go: the URL rules (with the local rule or without), and host names'
 * addresses when a resolver is given; `probe` helps name the cause when a request fails.
 */
export type DestinationGuard = { localDev: boolean; resolve?: HostResolver; probe?: TcpProbe };

/**
 * The running worker's guard: `LOCAL_DEV`, and a DNS-over-HTTPS lookup of host names when the
 * operator sets `WEBHOOK_DNS_RESOLVER` to a DoH JSON endpoint (e.g. https://cloudflare-dns.com/dns-query).
 * Not declared in wrangler.toml, so not in the generated `Env`: it is read as an optional string.
 */
export function workerGuard(): DestinationGuard {
  const endpoint: unknown = Reflect.get(env, 'WEBHOOK_DNS_RESOLVER');
  return {
    localDev: isLocalDev(),
    probe: tcpProbe,
    ...(typeof endpoint === 'string' && endpoint !== '' ? { resolve: dohResolver(endpoint, fetch) } : {}),
  };
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The probe after a terse failure, where it may go (`probe-policy.ts`): to an address the DNS
 * lookup checked when there was one (connecting by name would let the runtime resolve it again,
 * to anything), and only to a web port unless the worker runs locally. Null: no probe.
 */
function probeFor(url: URL, addresses: string[] | null, guard: DestinationGuard): Promise<ProbeResult> | null {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  if (!guard.probe || !mayProbe(port, guard.localDev)) return null;
  const host = addresses?.[0] ?? url.hostname.replace(/^\[|\]$/g, '');
  return guard.probe(host, port);
}

/** `checkWebhookUrl`, remembered. */
function checkedUrl(url: string, localDev: boolean): UrlCheck {
  const kept = checked[localDev ? 1 : 0];
  let check = kept.get(url);
  if (!check) {
    check = checkWebhookUrl(url, localDev);
    kept.set(url, check);
  }
  return check;
}

/**
 * `addresses`: what the lookup found (never empty), when the host name was looked up; `error`:
 * the attempt's recorded failure when no request may be made.
 */
type Destination = { ok: true; url: string; addresses: string[] | null } | { ok: false; error: string };

/**
 * The URL to request, or why no request may be made: checked before every attempt, not only when
 * stored. A name the lookup found no address for is not requested: the runtime would resolve it
 * again itself, unchecked, and it is known already that the name does not resolve.
 */
export async function destinationOf(url: string, guard: DestinationGuard, signal: AbortSignal): Promise<Destination> {
  const check = checkedUrl(url, guard.localDev);
  if (!check.ok) return { ok: false, error: `not sent: the URL ${check.reason}` };
  if (!check.lookup || !guard.resolve) return { ok: true, url: check.url, addresses: null };
  let addresses: string[];
  try {
    addresses = await guard.resolve(check.hostname, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, error: `not sent: could not look up ${check.hostname}: ${errorMessage(error)}` };
  }
  for (const address of addresses) {
    const problem = addressProblem(address);
    if (problem) return { ok: false, error: `not sent: ${check.hostname} resolves to ${english(said('url.address', { problem }))}` };
  }
  if (addresses.length === 0)
    return { ok: false, error: `DNS name not resolved: ${check.hostname} has no address (A or AAAA); nothing sent` };
  return { ok: true, url: check.url, addresses };
}

async function readSnippet(response: Response): Promise<string> {
  if (!response.body) return '';
  // A body that declares a length within the snippet is read whole, in one read: its framing
  // bounds it. Chunk by chunk (below), a receiver's short answer took three turns of the stream,
  // a twelfth of a burst event's CPU in the object (measured).
  const declared = declaredLength(response.headers);
  if (declared !== null && declared <= RESPONSE_SNIPPET_BYTES) return response.text();
  const byob = byobReader(response.body);
  if (byob) return readSnippetAtOnce(byob);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  try {
    while (size < RESPONSE_SNIPPET_BYTES) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    // The rest is not wanted: a huge response must not be read. One read to its end has no rest.
    if (ended) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
  return decoder.decode(joined(chunks, size).subarray(0, RESPONSE_SNIPPET_BYTES));
}

/** A reader into a buffer of ours, for a body of bytes (the runtime's own, as a fetch's answer); null for another. */
function byobReader(body: ReadableStream<Uint8Array>): ReadableStreamBYOBReader | null {
  try {
    return body.getReader({ mode: 'byob' });
  } catch {
    return null;
  }
}

/**
 * The snippet in one read: `readAtLeast` fills the buffer, or gives less only when the body ended
 * (the runtime's own contract), so an answer shorter than the snippet is known read to its end
 * without the read that says so. Chunk by chunk, a receiver's short answer without a declared
 * length (chunked) took two turns of the stream.
 */
async function readSnippetAtOnce(reader: ReadableStreamBYOBReader): Promise<string> {
  let whole = false;
  try {
    const { value } = await reader.readAtLeast(RESPONSE_SNIPPET_BYTES, new Uint8Array(RESPONSE_SNIPPET_BYTES));
    whole = (value?.byteLength ?? 0) < RESPONSE_SNIPPET_BYTES;
    return value ? decoder.decode(value) : '';
  } finally {
    if (whole) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
}

/**
 * Success is a 2xx within the time limit (counted on `timer`, the object's clock); a redirect,
 * another status, a timeout or a network error is a failure. A URL the rules refuse (stored before
 * they existed, or a name that resolves to a private address) is a failure too, without a request.
 */
export async function attemptDelivery(
  request: AttemptRequest,
  fetcher: typeof fetch,
  timer: Timer,
  guard: DestinationGuard = workerGuard(),
): Promise<AttemptResult> {
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
  // What is known when a request fails, to name its cause (`attempt-error.ts`).
  let destination: Awaited<ReturnType<typeof destinationOf>> | null = null;
  let statusCode: number | null = null;
  try {
    destination = await destinationOf(request.url, guard, signal);
    if (!destination.ok) {
      return {
        ok: false,
        statusCode: null,
        error: destination.error,
        durationMs: Date.now() - started,
        responseBody: null,
      };
    }
    const response = await fetcher(destination.url, { method: 'POST', headers, body: request.body, redirect: 'manual', signal });
    statusCode = response.status;
    // The time limit covers the whole answer, body included.
    const responseBody = await Promise.race([
      readSnippet(response),
      new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
    ]);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      error: ok ? null : describeStatus(response.status, responseBody),
      durationMs: Date.now() - started,
      responseBody,
    };
  } catch (error) {
    const timedOut = signal.aborted;
    // The attempt's own time: a probe after it is not the receiver's.
    const durationMs = Date.now() - started;
    // The time limit passed during the DNS lookup: no request was made, and nothing is probed.
    if (!destination?.ok) {
      const said = timedOut ? describeTimeout(null, request.timeoutMs) : `request failed: ${errorMessage(error)}`;
      return { ok: false, statusCode: null, error: said, durationMs, responseBody: null };
    }
    // The URL parser's own form (`checkWebhookUrl`): it parses again.
    const url = new URL(destination.url);
    const probe = !timedOut && statusCode === null && needsProbe(error) ? await probeFor(url, destination.addresses, guard) : null;
    return {
      ok: false,
      statusCode: null,
      error: describeFailure({
        url,
        error,
        timedOut,
        timeoutMs: request.timeoutMs,
        statusCode,
        probe,
      }),
      durationMs,
      responseBody: null,
    };
  } finally {
    cancelTimeout();
  }
}
