const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` random characters of base62 (each byte mapped without modulo bias by rejection). */
export function randomBase62(length: number): string {
  const codes: number[] = [];
  while (codes.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
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
