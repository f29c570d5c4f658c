/** Whose address a request is: the edge's `CF-Connecting-IP` only where the worker runs behind it. */
import { describe, expect, it } from 'vitest';
import { addressOf, behindCloudflareEdge, LOCAL_ADDRESS } from '../../../worker/shared/client-address';

const from = (address?: string) =>
  new Request('http://kurir.test/dashboard/sign-in', { headers: address ? { 'CF-Connecting-IP': address } : {} });

describe('the client address', () => {
  it('is the edge’s CF-Connecting-IP when deployed (LOCAL_DEV "false", as npm run deploy writes it)', () => {
    expect(behindCloudflareEdge({ LOCAL_DEV: 'false' })).toBe(true);
    expect(addressOf(from('203.0.113.5'), { LOCAL_DEV: 'false' })).toBe('203.0.113.5');
    expect(addressOf(from('2001:db8::1'), { LOCAL_DEV: 'false' })).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv6 client by its /64, so the addresses of one block share one budget', () => {
    const deployed = { LOCAL_DEV: 'false' };
    const a = addressOf(from('2001:db8:1:2:aaaa::1'), deployed);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressOf(from('2001:0DB8:0001:0002:ffff:1:2:3'), deployed)).toBe(a);
    expect(addressOf(from('2001:db8:1:3::1'), deployed)).not.toBe(a);
    // Not an IPv6 address this reads: kept as sent.
    expect(addressOf(from('::ffff:192.0.2.1'), deployed)).toBe('::ffff:192.0.2.1');
  });

  it('is one address for the whole machine under wrangler dev, whatever the client sends', () => {
    for (const vars of [{ LOCAL_DEV: 'true' }, {}, { LOCAL_DEV: '' }]) {
      expect(behindCloudflareEdge(vars)).toBe(false);
      expect(addressOf(from('203.0.113.5'), vars)).toBe(LOCAL_ADDRESS);
      expect(addressOf(from(), vars)).toBe(LOCAL_ADDRESS);
    }
  });

  it('is "unknown" for a request that reached a deployed worker without the edge’s header', () => {
    expect(addressOf(from(), { LOCAL_DEV: 'false' })).toBe('unknown');
  });
});
