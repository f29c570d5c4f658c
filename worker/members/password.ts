/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto, a random 16-byte salt per account, and the
 * highest iteration count the Workers runtime accepts. Production workerd refuses a PBKDF2 call
 * above 100,000 iterations ("Pbkdf2 failed: iteration counts above 100000 are not supported");
 * local workerd does not enforce it, so a higher count would pass every local test and then fail
 * every sign-in once deployed. The count is stored with each hash, so it can be raised later
 * without breaking the passwords already stored.
 */
import { secretsEqual, toHex } from '../shared/crypto';

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export type PasswordHash = { hash: string; salt: string; iterations: number };

function fromHex(value: string): Uint8Array {
  const out = new Uint8Array(value.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(value.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return toHex(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS));
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { hash: await derive(password, salt, PBKDF2_ITERATIONS), salt: toHex(salt), iterations: PBKDF2_ITERATIONS };
}

/** Whether `password` is the one `stored` was made from; the hashes are compared in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const given = await derive(password, fromHex(stored.salt), stored.iterations);
  return secretsEqual(given, stored.hash);
}

/**
 * A hash to check a password against when the email names no account, so that an unknown address
 * costs the same time as a wrong password and the answer does not tell which it was.
 */
let decoy: Promise<PasswordHash> | null = null;
export function decoyHash(): Promise<PasswordHash> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
