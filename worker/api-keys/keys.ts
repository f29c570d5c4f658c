import { sha256Hex } from '../shared/crypto';
import { randomBase62 } from '../shared/ids';

/** A new API key: `kw_` and 43 base62 characters, about 256 bits of randomness. */
export function newApiKey(): string {
  return `kw_${randomBase62(43)}`;
}

/** Enough of the key to recognise it in a list (`kw_` and 6 characters), never enough to use it. */
export const PREFIX_LENGTH = 9;

/** What is stored of a key: its SHA-256. A 256-bit random key needs no salt to resist guessing. */
export function keyHash(key: string): Promise<string> {
  return sha256Hex(key);
}
