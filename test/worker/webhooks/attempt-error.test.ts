/** A failed attempt's cause, named from what is known and nothing more. */
import { describe, expect, it } from 'vitest';
import { systemTimer } from '../../../protocol';
import { describeFailure, describeStatus, type FailureFacts, needsProbe, type TcpProbe } from '../../../worker/webhooks/attempt-error';
import { attemptDelivery, type DestinationGuard } from '../../../worker/webhooks/deliver';

// What workerd's fetch throws (measured in test/e2e/webhook-errors.test.ts).
const LOST = new Error('Network connection lost.');
const OPAQUE = new Error('internal error; reference = 7411mfei79ql8r7dmf60aflv');

const facts = (over: Partial<FailureFacts>): FailureFacts => ({
  url: new URL('https://hooks.example.com/kurir'),
  error: LOST,
  timedOut: false,
  timeoutMs: 10_000,
  statusCode: null,
  probe: null,
  ...over,
});

describe('naming a failed attempt', () => {
  it('says timeout when the time limit passed, whatever was thrown', () => {
    expect(describeFailure(facts({ timedOut: true, error: new DOMException('aborted', 'AbortError') }))).toBe(
      'timeout: no answer within 10000 ms',
    );
    expect(describeFailure(facts({ timedOut: true, statusCode: 200 }))).toBe(
      'timeout: HTTP 200 arrived but its body did not end within 10000 ms',
    );
  });

  it('tells a refused connection from a reset one by whether a new connection opens', () => {
    const url = new URL('http://127.0.0.1:47319/hook');
    expect(describeFailure(facts({ url, probe: 'refused' }))).toBe(
      'connection refused: 127.0.0.1:47319 accepts no connection [runtime: Network connection lost.]',
    );
    expect(describeFailure(facts({ url, probe: 'connected' }))).toBe(
      'connection reset: 127.0.0.1:47319 accepts connections, but closed or reset this one before an HTTP answer [runtime: Network connection lost.]',
    );
    // Without a probe, nothing more is known than the runtime said.
    expect(describeFailure(facts({ url }))).toBe(
      'connection failed (refused or reset) at 127.0.0.1:47319 [runtime: Network connection lost.]',
    );
    expect(describeFailure(facts({ url, probe: 'silent' }))).toMatch(
      /^connection failed \(refused or reset\) at 127\.0\.0\.1:47319; a new connection got no answer within 3 s/,
    );
  });

  it('calls a broken answer body a reset, with the status that had arrived', () => {
    expect(describeFailure(facts({ statusCode: 200 }))).toBe(
      'connection reset: HTTP 200 arrived, then the connection broke before its body ended [runtime: Network connection lost.]',
    );
  });

  it('tells a TLS failure from an unreachable host for the runtime’s reasonless error', () => {
    expect(describeFailure(facts({ error: OPAQUE, probe: 'connected' }))).toMatch(
      /^TLS failed: hooks\.example\.com:443 accepts connections, but the TLS handshake failed \(a certificate that is self-signed.*\[runtime: internal error\]$/,
    );
    expect(describeFailure(facts({ error: OPAQUE, probe: 'refused' }))).toBe(
      'DNS name not resolved, or host unreachable: hooks.example.com:443 accepts no connection (WEBHOOK_DNS_RESOLVER tells the two apart) [runtime: internal error]',
    );
    expect(describeFailure(facts({ url: new URL('https://127.0.0.1:1/'), error: OPAQUE, probe: 'refused' }))).toBe(
      'connection failed: 127.0.0.1:1 accepts no connection [runtime: internal error]',
    );
    expect(describeFailure(facts({ url: new URL('http://127.0.0.1:8080/'), error: OPAQUE, probe: 'connected' }))).toBe(
      'request failed: 127.0.0.1:8080 accepts connections; the runtime gave no reason [runtime: internal error]',
    );
    expect(describeFailure(facts({ error: OPAQUE }))).toBe(
      'request failed (DNS, TLS or connection) at hooks.example.com:443 [runtime: internal error]',
    );
  });

  it('passes any other error on as the runtime said it, and probes only for the two terse ones', () => {
    expect(describeFailure(facts({ error: new TypeError('Invalid URL') }))).toBe('request failed: Invalid URL');
    expect([LOST, OPAQUE, new TypeError('Invalid URL')].map(needsProbe)).toEqual([true, true, false]);
  });

  it('names a status, with Cloudflare’s meaning for its own codes', () => {
    expect(describeStatus(500, 'oops')).toBe('HTTP 500');
    expect(describeStatus(302, '')).toBe('redirect 302 not followed');
    expect(describeStatus(526, '')).toBe('HTTP 526 (Cloudflare: the receiver’s TLS certificate is not valid)');
    expect(describeStatus(530, 'error code: 1016')).toBe("HTTP 530 (Cloudflare: the receiver's DNS name did not resolve (error 1016))");
  });
});

describe('an attempt that fails', () => {
  const request = (url: string) => ({
    url,
    body: '{}',
    event: 'message.inbound',
    attempt: 1,
    deliveryId: 'dlv_test',
    hmacKey: null,
    timeoutMs: 2_000,
  });
  /** A fetch that fails as workerd's does, recording what it was asked for. */
  const failing = (error: Error) => {
    const asked: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      throw error;
    }) as typeof fetch;
    return { asked, fetcher };
  };
  /** A probe that records where it connected, and finds `result` there. */
  const probing = (result: 'connected' | 'refused' = 'refused', ms = 0) => {
    const probed: string[] = [];
    const probe: TcpProbe = async (hostname, port) => {
      probed.push(`${hostname}:${port}`);
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
      return result;
    };
    return { probed, probe };
  };
  const production = (over: Partial<DestinationGuard>): DestinationGuard => ({ localDev: false, ...over });

  it('probes only the usual web ports in production, so a webhook cannot ask whether any port is open', async () => {
    const { probed, probe } = probing('refused');
    const { fetcher } = failing(LOST);
    const odd = await attemptDelivery(request('https://hooks.example.com:2222/k'), fetcher, systemTimer, production({ probe }));
    expect(odd.error).toBe('connection failed (refused or reset) at hooks.example.com:2222 [runtime: Network connection lost.]');
    expect(probed).toEqual([]);
    for (const port of [443, 8443, 8080]) {
      const web = await attemptDelivery(request(`https://hooks.example.com:${port}/k`), fetcher, systemTimer, production({ probe }));
      expect(web.error).toBe(`connection refused: hooks.example.com:${port} accepts no connection [runtime: Network connection lost.]`);
    }
    expect(probed).toEqual(['hooks.example.com:443', 'hooks.example.com:8443', 'hooks.example.com:8080']);
    // Locally (LOCAL_DEV) receivers listen on any port, and any port is probed.
    const local = await attemptDelivery(request('http://127.0.0.1:47319/k'), fetcher, systemTimer, { localDev: true, probe });
    expect(local.error).toMatch(/^connection refused: 127\.0\.0\.1:47319 accepts no connection/);
    expect(probed).toHaveLength(4);
  });

  it('probes the address the DNS lookup checked, not the name again; both causes stay open when it is refused', async () => {
    const { probed, probe } = probing('refused');
    const { asked, fetcher } = failing(OPAQUE);
    const resolve = async () => ['93.184.215.14'];
    const result = await attemptDelivery(request('https://looks-fine.example/hook'), fetcher, systemTimer, production({ probe, resolve }));
    expect(asked).toEqual(['https://looks-fine.example/hook']);
    expect(probed).toEqual(['93.184.215.14:443']);
    expect(result.error).toBe(
      'DNS name not resolved, or host unreachable: looks-fine.example:443 accepts no connection (WEBHOOK_DNS_RESOLVER tells the two apart) [runtime: internal error]',
    );
  });

  it('is not requested, nor probed, when the DNS lookup found no address: the name does not resolve', async () => {
    const { probed, probe } = probing('refused');
    const { asked, fetcher } = failing(OPAQUE);
    const resolve = async () => [];
    const result = await attemptDelivery(
      request('https://no-such-host.invalid/hook'),
      fetcher,
      systemTimer,
      production({ probe, resolve }),
    );
    expect(result.error).toBe('DNS name not resolved: no-such-host.invalid has no address (A or AAAA); nothing sent');
    expect(asked).toEqual([]);
    expect(probed).toEqual([]);
  });

  it('is a timeout, with no probe, when the time limit passes during the DNS lookup', async () => {
    const { probed, probe } = probing('refused');
    const { asked, fetcher } = failing(LOST);
    const resolve = (_host: string, signal: AbortSignal) =>
      new Promise<string[]>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const result = await attemptDelivery(
      { ...request('https://slow-dns.example/hook'), timeoutMs: 50 },
      fetcher,
      systemTimer,
      production({ probe, resolve }),
    );
    expect(result.error).toBe('timeout: no answer within 50 ms');
    expect(asked).toEqual([]);
    expect(probed).toEqual([]);
  });

  it('lasts as long as the request did: the probe after it is not counted', async () => {
    const { probed, probe } = probing('connected', 400);
    const { fetcher } = failing(LOST);
    const result = await attemptDelivery(request('https://hooks.example.com/k'), fetcher, systemTimer, production({ probe }));
    expect(probed).toHaveLength(1);
    expect(result.error).toMatch(/^connection reset: hooks\.example\.com:443 accepts connections/);
    expect(result.durationMs).toBeLessThan(300);
  });
});
