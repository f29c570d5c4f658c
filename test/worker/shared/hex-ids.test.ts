import { describe, expect, it } from 'vitest';
import { outgoingMessageId } from '../../../worker/messages/messages-part';
import { sha256Hex, toHex } from '../../../worker/shared/crypto';
import { base62Time, newId, randomBase62, randomBytes } from '../../../worker/shared/ids';

describe('hex and ids', () => {
  it('writes bytes as lower-case hex, two digits each, from a Uint8Array or an ArrayBuffer', async () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 127, 128, 254, 255]))).toBe('00010f107f80feff');
    expect(toHex(new Uint8Array([0xde, 0xad, 0xbe, 0xef]).buffer)).toBe('deadbeef');
    expect(toHex(new Uint8Array())).toBe('');
    // The SHA-256 test vector of "abc" (FIPS 180-2).
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes text as its UTF-8 bytes, and bytes of several blocks, as WebCrypto does', async () => {
    const text = 'kunci Kurir ✓ 🔑';
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 256);
    const webCrypto = async (data: Uint8Array) => toHex(await crypto.subtle.digest('SHA-256', data));
    expect(await sha256Hex(text)).toBe(await webCrypto(new TextEncoder().encode(text)));
    expect(await sha256Hex(bytes)).toBe(await webCrypto(bytes));
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('makes ids of the requested length from the base62 alphabet, each different', () => {
    const ids = Array.from({ length: 200 }, () => randomBase62(20));
    expect(ids.every((id) => /^[0-9A-Za-z]{20}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(200);
    expect(newId('msg')).toMatch(/^msg_[0-9A-Za-z]{20}$/);
    expect(outgoingMessageId()).toMatch(/^3EB0[0-9A-F]{18}$/);
  });

  it('hands out each pooled random byte once, across refills of the pool', () => {
    // 600 draws of 9 bytes (a message id's) cross the 4 KiB pool's end at least once.
    const draws = Array.from({ length: 600 }, () => toHex(randomBytes(9)));
    expect(draws.every((hex) => hex.length === 18)).toBe(true);
    expect(new Set(draws).size).toBe(600);
    // A draw larger than the pool comes straight from the generator, whole.
    expect(randomBytes(5000).length).toBe(5000);
    // Bytes that look random: over 600 × 9, every value of a byte appears.
    const seen = new Set(draws.flatMap((hex) => hex.match(/../g) ?? []));
    expect(seen.size).toBe(256);
  });

  it('starts the ids of records, events, deliveries and log entries with their time, so they sort as made', () => {
    for (const prefix of ['msg', 'evt', 'dlv', 'req'] as const) {
      const times = [0, 61, 62, 1_700_000_000_000, 1_700_000_000_001, 1_764_460_800_000, 62 ** 8 - 1];
      const ids = times.map((at) => newId(prefix, at));
      expect(ids.every((id) => new RegExp(`^${prefix}_[0-9A-Za-z]{20}$`).test(id))).toBe(true);
      // Byte order, as SQLite's indexes compare them.
      expect([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ids);
      expect(new Set(times.map(() => newId(prefix, 1_700_000_000_000))).size).toBe(times.length);
    }
    expect(base62Time(0)).toBe('00000000');
    expect(base62Time(62)).toBe('00000010');
    expect(newId('msg', 1_700_000_000_000).slice(4, 12)).toBe(base62Time(1_700_000_000_000));
    // Ids that may open something stay random whole: an api key's, an invite's, a session's.
    const keys = Array.from({ length: 50 }, () => newId('inv', 1_700_000_000_000).slice(4, 12));
    expect(new Set(keys).size).toBe(50);
  });
});
