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

/** Prefixed random ids as the contract names them (`ws_…`, `dev_…`). 20 base62 chars ≈ 119 bits. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(20)}`;
}
