import { describe, expect, it } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '../../../worker/members';

describe('password hashing', () => {
  it('uses PBKDF2-SHA256 at 100,000 iterations, the most production workerd accepts in one call', async () => {
    // Production refuses more ("iteration counts above 100000 are not supported"); local workerd does not check.
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword('kopi-susu-gula-aren');
    expect(stored.iterations).toBe(100_000);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.salt).toMatch(/^[0-9a-f]{32}$/);
    // The hash is what WebCrypto derives from the password with that salt: nothing else is kept.
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('kopi-susu-gula-aren'), 'PBKDF2', false, ['deriveBits']);
    const salt = new Uint8Array(stored.salt.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100_000 }, key, 256);
    expect([...new Uint8Array(bits)].map((b) => b.toString(16).padStart(2, '0')).join('')).toBe(stored.hash);
  });

  it('gives the same password a different salt and hash each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same password here'), hashPassword('same password here')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('accepts the password it was made from and refuses any other', async () => {
    const stored = await hashPassword('teh-manis-hangat');
    expect(await verifyPassword('teh-manis-hangat', stored)).toBe(true);
    expect(await verifyPassword('teh-manis-hangaT', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('teh-manis-hangat', { ...stored, salt: 'ff'.repeat(16) })).toBe(false);
  });
});
