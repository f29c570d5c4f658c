/** A failed attempt's cause, named from what is known and nothing more. */
import { describe, expect, it } from 'vitest';
import { describeFailure, describeStatus, type FailureFacts, needsProbe } from '../../../worker/webhooks/attempt-error';

// What workerd's fetch throws (measured in test/e2e/webhook-errors.test.ts).
const LOST = new Error('Network connection lost.');
const OPAQUE = new Error('internal error; reference = 7411mfei79ql8r7dmf60aflv');

const facts = (over: Partial<FailureFacts>): FailureFacts => ({
  url: new URL('https://hooks.example.com/kurir'),
  error: LOST,
  timedOut: false,
  timeoutMs: 10_000,
  statusCode: null,
  addresses: null,
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

  it('says the DNS name did not resolve only when a lookup found no address', () => {
    expect(describeFailure(facts({ error: OPAQUE, addresses: [], probe: 'refused' }))).toBe(
      'DNS name not resolved: hooks.example.com has no address (A or AAAA) [runtime: internal error]',
    );
    expect(describeFailure(facts({ error: OPAQUE, addresses: ['93.184.215.14'], probe: 'refused' }))).toMatch(
      /^DNS name not resolved, or host unreachable/,
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
