import { describe, expect, it } from 'vitest';
import { outgoingMessageId } from '../../../worker/messages/messages-part';
import { sha256Hex, toHex } from '../../../worker/shared/crypto';
import { newId, randomBase62 } from '../../../worker/shared/ids';

describe('hex and ids', () => {
  it('writes bytes as lower-case hex, two digits each, from a Uint8Array or an ArrayBuffer', async () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 127, 128, 254, 255]))).toBe('00010f107f80feff');
    expect(toHex(new Uint8Array([0xde, 0xad, 0xbe, 0xef]).buffer)).toBe('deadbeef');
    expect(toHex(new Uint8Array())).toBe('');
    // The SHA-256 test vector of "abc" (FIPS 180-2).
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes ids of the requested length from the base62 alphabet, each different', () => {
    const ids = Array.from({ length: 200 }, () => randomBase62(20));
    expect(ids.every((id) => /^[0-9A-Za-z]{20}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(200);
    expect(newId('msg')).toMatch(/^msg_[0-9A-Za-z]{20}$/);
    expect(outgoingMessageId()).toMatch(/^3EB0[0-9A-F]{18}$/);
  });
});
