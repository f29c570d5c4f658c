/**
 * Poll votes, decrypted where the poll's secret is kept.
 *
 * Where the secret lives, and why: a poll's `messageSecret` (32 random bytes) is made by the node
 * when it builds the poll and returned in the send result (`pollSecret`); the worker keeps it in
 * its record of the sent poll, beside the option texts. The node keeps nothing: it reports a vote
 * as it arrives (`poll.vote` report: the poll's message id, the encrypted payload and IV, and the
 * JIDs the creator and the voter may have been addressed by), and the worker decrypts it with
 * `decryptPollVote` below. So a vote survives the node restarting or the device moving to another
 * node, and the one record that knows the options also knows the secret.
 *
 * The scheme is WhatsApp's, as Baileys 7's `decryptPollVote` implements it
 * (`lib/Utils/process-message.js`): key0 = HMAC-SHA256(key: 32 zero bytes, data: secret);
 * key = HMAC-SHA256(key: key0, data: pollMsgId ‖ creatorJid ‖ voterJid ‖ "Poll Vote" ‖ 0x01);
 * the payload is AES-256-GCM (tag appended) with the additional data `pollMsgId \0 voterJid`, and
 * decrypts to a `PollVoteMessage` whose `selectedOptions` are SHA-256 hashes of the option texts.
 * Both JIDs enter the key, and WhatsApp addresses the creator and the voter by phone number or by
 * LID inconsistently, so every pair of candidates is tried (a wrong one fails authentication).
 *
 * WebCrypto only (`globalThis.crypto.subtle`, in Node 20 and in Workers): the protocol imports no
 * platform module.
 */

/** The part of WebCrypto this module uses, typed here because the protocol's lib has no DOM types. */
interface Subtle {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: string; hash?: string },
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
  encrypt(algorithm: { name: 'AES-GCM'; iv: Uint8Array; additionalData: Uint8Array }, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  decrypt(algorithm: { name: 'AES-GCM'; iv: Uint8Array; additionalData: Uint8Array }, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
interface WebCrypto {
  subtle: Subtle;
  getRandomValues(array: Uint8Array): Uint8Array;
}

/**
 * Web platform globals of Node 20 and Workers alike, declared for this module only (the protocol's
 * lib is bare ES2023, so it cannot lean on either platform's types).
 */
declare const TextEncoder: { new (): { encode(text: string): Uint8Array } };
declare function atob(base64: string): string;
declare function btoa(binary: string): string;

function webCrypto(): WebCrypto {
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (!crypto?.subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available');
  return crypto;
}

const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function hmacSha256(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const subtle = webCrypto().subtle;
  const imported = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', imported, data));
}

export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await webCrypto().subtle.digest('SHA-256', data));
}

/** Who and what a vote's key is made of. JIDs as WhatsApp addressed them, without a device part. */
export interface PollVoteContext {
  /** The poll's `messageContextInfo.messageSecret`. */
  secret: Uint8Array;
  pollMessageId: string;
  creatorJid: string;
  voterJid: string;
}

async function voteKey(context: PollVoteContext): Promise<{ key: unknown; additionalData: Uint8Array }> {
  const key0 = await hmacSha256(new Uint8Array(32), context.secret);
  const sign = concat(
    encoder.encode(context.pollMessageId),
    encoder.encode(context.creatorJid),
    encoder.encode(context.voterJid),
    encoder.encode('Poll Vote'),
    new Uint8Array([1]),
  );
  const raw = await hmacSha256(key0, sign);
  const key = await webCrypto().subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  return { key, additionalData: encoder.encode(`${context.pollMessageId}\u0000${context.voterJid}`) };
}

/** Reads a protobuf varint at `offset`; returns the value and the offset after it. */
function readVarint(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  let shift = 0;
  let at = offset;
  for (;;) {
    const byte = bytes[at++];
    if (byte === undefined || shift > 49) throw new Error('a truncated or oversized protobuf varint');
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return [value, at];
    shift += 7;
  }
}

function writeVarint(value: number): Uint8Array {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return new Uint8Array(out);
}

/** `PollVoteMessage.selectedOptions` (field 1, repeated bytes); other fields are skipped. */
export function decodePollVoteMessage(bytes: Uint8Array): Uint8Array[] {
  const selected: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length) {
    const [tag, afterTag] = readVarint(bytes, at);
    const field = Math.floor(tag / 8);
    const wireType = tag % 8;
    if (wireType === 0) {
      at = readVarint(bytes, afterTag)[1];
    } else if (wireType === 2) {
      const [length, start] = readVarint(bytes, afterTag);
      if (start + length > bytes.length) throw new Error('a truncated PollVoteMessage');
      if (field === 1) selected.push(bytes.slice(start, start + length));
      at = start + length;
    } else if (wireType === 1 || wireType === 5) {
      at = afterTag + (wireType === 1 ? 8 : 4);
    } else {
      throw new Error(`a PollVoteMessage with wire type ${wireType}`);
    }
  }
  return selected;
}

export function encodePollVoteMessage(selected: readonly Uint8Array[]): Uint8Array {
  return concat(...selected.flatMap((hash) => [new Uint8Array([0x0a]), writeVarint(hash.length), hash]));
}

/** The hashes of the options chosen, or throws when the key is wrong (AES-GCM authentication). */
export async function decryptPollVoteHashes(
  vote: { encPayload: Uint8Array; encIv: Uint8Array },
  context: PollVoteContext,
): Promise<Uint8Array[]> {
  const { key, additionalData } = await voteKey(context);
  const plain = await webCrypto().subtle.decrypt({ name: 'AES-GCM', iv: vote.encIv, additionalData }, key, vote.encPayload);
  return decodePollVoteMessage(new Uint8Array(plain));
}

/** Encrypts a vote as a voter's phone does; the simulator plays voters with it. */
export async function encryptPollVote(
  selectedOptions: readonly string[],
  context: PollVoteContext,
): Promise<{ encPayload: Uint8Array; encIv: Uint8Array }> {
  const hashes = await Promise.all(selectedOptions.map((option) => sha256(encoder.encode(option))));
  const { key, additionalData } = await voteKey(context);
  const encIv = webCrypto().getRandomValues(new Uint8Array(12));
  const encrypted = await webCrypto().subtle.encrypt({ name: 'AES-GCM', iv: encIv, additionalData }, key, encodePollVoteMessage(hashes));
  return { encPayload: new Uint8Array(encrypted), encIv };
}

/** What the worker has of a vote (the `poll.vote` report) and of its poll (the record of the send). */
export interface PollVoteInput {
  pollMessageId: string;
  /** base64, as the report carries them. */
  encPayload: string;
  encIv: string;
  creatorJids: readonly string[];
  voterJids: readonly string[];
  /** base64 `pollSecret` of the send result. */
  secret: string;
  options: readonly string[];
}

/**
 * The option texts a vote chose (empty: the voter withdrew their vote), trying each creator and
 * voter JID pair; null when none decrypts it (the wrong secret, or addresses not among the
 * candidates). A hash matching no option (a poll edited elsewhere) is left out.
 */
export async function decryptPollVote(input: PollVoteInput): Promise<string[] | null> {
  const vote = { encPayload: fromBase64(input.encPayload), encIv: fromBase64(input.encIv) };
  const secret = fromBase64(input.secret);
  for (const creatorJid of new Set(input.creatorJids)) {
    for (const voterJid of new Set(input.voterJids)) {
      let hashes: Uint8Array[];
      try {
        hashes = await decryptPollVoteHashes(vote, { secret, pollMessageId: input.pollMessageId, creatorJid, voterJid });
      } catch {
        continue;
      }
      const byHash = new Map<string, string>();
      for (const option of input.options) byHash.set(toBase64(await sha256(encoder.encode(option))), option);
      return hashes.flatMap((hash) => byHash.get(toBase64(hash)) ?? []);
    }
  }
  return null;
}
