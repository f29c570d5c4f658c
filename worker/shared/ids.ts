const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Bytes of the system's secure generator, drawn `POOL_BYTES` at a time (see `randomBytes`). */
const POOL_BYTES = 4096;
const pool = new Uint8Array(POOL_BYTES);
let poolUsed = POOL_BYTES;

/**
 * `n` bytes from the system's secure generator (`crypto.getRandomValues`), each handed out once:
 * drawn 4 KiB at a time, as Node's `randomUUID` does, because each draw costs a call into the
 * runtime that took about 1 % of the worker's thread under sends (three ids a send). The bytes are
 * a view into the pool: read them at once, before the next call.
 */
export function randomBytes(n: number): Uint8Array {
  if (n > POOL_BYTES) return crypto.getRandomValues(new Uint8Array(n));
  if (poolUsed + n > POOL_BYTES) {
    crypto.getRandomValues(pool);
    poolUsed = 0;
  }
  poolUsed += n;
  return pool.subarray(poolUsed - n, poolUsed);
}

/** `length` random characters of base62 (each byte mapped without modulo bias by rejection). */
export function randomBase62(length: number): string {
  const codes: number[] = [];
  while (codes.length < length) {
    const bytes = randomBytes(length * 2);
    for (const byte of bytes) {
      // 248 = 62 * 4: bytes above it would favour the first characters.
      if (byte < 248 && codes.length < length) codes.push(ALPHABET.charCodeAt(byte % 62));
    }
  }
  return String.fromCharCode(...codes);
}

export type IdPrefix =
  | 'ws'
  | 'key'
  | 'dev'
  | 'whk'
  | 'dlv'
  | 'evt'
  | 'msg'
  | 'tpl'
  | 'ctc'
  | 'req'
  | 'ses'
  | 'acc'
  | 'inv'
  | 'brd'
  | 'cnv'
  | 'hdr'
  | 'med'
  | 'cnr'
  | 'team'
  | 'lbl'
  | 'act'
  | 'acl';

/**
 * The ids of the rows every send, receipt and delivery writes, by the thousand (records, events,
 * deliveries, request log entries). Theirs start with the time they were made, so a run of new
 * rows lands on the last pages of their id indexes, where random ids put each on a page of its
 * own: a commit writes every page it changed (to the WAL, and first to a savepoint's journal), and
 * that was about 8 % of the worker's thread under load. None of them is a secret.
 */
const ORDERED: ReadonlySet<IdPrefix> = new Set<IdPrefix>(['msg', 'evt', 'dlv', 'req']);

/** Characters of the time at the head of an ordered id: milliseconds in base62, for 6,900 years. */
const TIME_CHARS = 8;

/** `ms` as `TIME_CHARS` base62 characters, which sort as the times do (the alphabet is in ASCII order). */
export function base62Time(ms: number): string {
  let rest = Math.floor(ms);
  let out = '';
  for (let i = 0; i < TIME_CHARS; i++) {
    out = ALPHABET.charAt(rest % 62) + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

/**
 * Prefixed ids as the contract names them (`ws_…`, `dev_…`): 20 base62 characters, random (≈ 119
 * bits), or for the rows in `ORDERED` the time (8) then random ones (12, ≈ 71 bits).
 */
export function newId(prefix: IdPrefix, now = Date.now()): string {
  if (ORDERED.has(prefix)) return `${prefix}_${base62Time(now)}${randomBase62(20 - TIME_CHARS)}`;
  return `${prefix}_${randomBase62(20)}`;
}
