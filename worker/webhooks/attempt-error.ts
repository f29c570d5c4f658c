/**
 * What a failed webhook attempt is recorded as, in words a receiver's operator can act on. The
 * runtime's fetch is terse and says the same for different causes (workerd 2026, measured by
 * test/e2e/webhook-errors.test.ts):
 *
 * - "Network connection lost." for a refused connection, a connection reset or closed before an
 *   answer, and an answer that is not HTTP;
 * - "internal error; reference = …" for a name that does not resolve and for a failed TLS handshake
 *   (an untrusted, expired or self-signed certificate, or a server that does not speak TLS).
 *
 * So the cause is told apart by what else is known: whether the time limit passed, and whether a
 * plain TCP connection to the host's port opens right after (`probe`, made only where
 * `probe-policy.ts` allows). A name the DNS lookup (`WEBHOOK_DNS_RESOLVER`) found no address for is
 * not requested at all (`deliver.ts`). A cause that cannot be known is not claimed: the words then say
 * what it is one of. The runtime's own message follows in brackets.
 */

/** A TCP connection to the receiver's host and port, opened and closed again after a failed attempt. */
export type ProbeResult = 'connected' | 'refused' | 'silent';
export type TcpProbe = (hostname: string, port: number) => Promise<ProbeResult>;

export type FailureFacts = {
  /** The URL requested. */
  url: URL;
  /** What fetch (or reading the answer's body) threw. */
  error: unknown;
  /** The attempt's time limit passed (the request was aborted for it). */
  timedOut: boolean;
  timeoutMs: number;
  /** The status, when the answer's head arrived and its body then failed. */
  statusCode: number | null;
  /** The probe's finding, when one was made. */
  probe: ProbeResult | null;
};

/**
 * How long the probe waits for a connection (`tcp-probe.ts`): an attempt lasts at most its time
 * limit and this, which the dispatcher's in-flight lease allows for.
 */
export const PROBE_SECONDS = 3;
export const PROBE_LIMIT_MS = PROBE_SECONDS * 1000;

const CONNECTION_LOST = /^Network connection lost\.?$/;
const OPAQUE = /^internal error; reference = /;

/** The runtime's message, or its kind when it says nothing (the reference is of no use outside Cloudflare). */
function runtimeSaid(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return OPAQUE.test(message) ? 'internal error' : message;
}

export const endpointOf = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/** Whether, and how, an attempt's failure is worth a probe: the runtime's two terse messages. */
export function needsProbe(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CONNECTION_LOST.test(message) || OPAQUE.test(message);
}

/** The time limit passed: before any answer (`statusCode` null), or while its body came. */
export const describeTimeout = (statusCode: number | null, timeoutMs: number) =>
  statusCode === null
    ? `timeout: no answer within ${timeoutMs} ms`
    : `timeout: HTTP ${statusCode} arrived but its body did not end within ${timeoutMs} ms`;

export function describeFailure(f: FailureFacts): string {
  const at = endpointOf(f.url);
  if (f.timedOut) return describeTimeout(f.statusCode, f.timeoutMs);
  const said = ` [runtime: ${runtimeSaid(f.error)}]`;
  const message = f.error instanceof Error ? f.error.message : String(f.error);
  if (f.statusCode !== null)
    return `connection reset: HTTP ${f.statusCode} arrived, then the connection broke before its body ended${said}`;
  if (CONNECTION_LOST.test(message)) {
    if (!f.probe) return `connection failed (refused or reset) at ${at}${said}`;
    if (f.probe === 'connected')
      return `connection reset: ${at} accepts connections, but closed or reset this one before an HTTP answer${said}`;
    if (f.probe === 'refused') return `connection refused: ${at} accepts no connection${said}`;
    return `connection failed (refused or reset) at ${at}; a new connection got no answer within ${PROBE_SECONDS} s${said}`;
  }
  if (OPAQUE.test(message)) {
    const tls = f.url.protocol === 'https:';
    if (!f.probe) return `request failed${tls ? ' (DNS, TLS or connection)' : ' (DNS or connection)'} at ${at}${said}`;
    if (f.probe === 'connected') {
      return tls
        ? `TLS failed: ${at} accepts connections, but the TLS handshake failed (a certificate that is self-signed, expired, for another name or from an untrusted issuer, or a server that does not speak TLS)${said}`
        : `request failed: ${at} accepts connections; the runtime gave no reason${said}`;
    }
    const unreached = f.probe === 'refused' ? 'accepts no connection' : `gave no connection within ${PROBE_SECONDS} s`;
    const literal = /^[\d.]+$|^\[/.test(f.url.hostname);
    return literal
      ? `connection failed: ${at} ${unreached}${said}`
      : `DNS name not resolved, or host unreachable: ${at} ${unreached} (WEBHOOK_DNS_RESOLVER tells the two apart)${said}`;
  }
  return `request failed: ${message}`;
}

/** Cloudflare's own status codes for a receiver it could not reach, as its documentation names them. */
const CLOUDFLARE_CODES: Record<number, string> = {
  520: 'the receiver answered something unexpected',
  521: 'the receiver refused the connection',
  522: 'connecting to the receiver timed out',
  523: 'the receiver is unreachable',
  524: 'the receiver accepted the connection but did not answer in time',
  525: 'the TLS handshake with the receiver failed',
  526: 'the receiver’s TLS certificate is not valid',
};

/** A failed answer's status in words: `HTTP 503`, with Cloudflare's meaning for its own 52x and 530 codes. */
export function describeStatus(status: number, body: string): string {
  if (status >= 300 && status < 400) return `redirect ${status} not followed`;
  const cloudflare =
    status === 530
      ? /\b1016\b/.test(body)
        ? "the receiver's DNS name did not resolve (error 1016)"
        : 'the receiver could not be reached'
      : CLOUDFLARE_CODES[status];
  return cloudflare ? `HTTP ${status} (Cloudflare: ${cloudflare})` : `HTTP ${status}`;
}
