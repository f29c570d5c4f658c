/**
 * Who is behind a LID. WhatsApp increasingly addresses people by a `@lid` JID instead of their
 * phone number, while Kurir's events promise the phone digits. A session learns pairs from
 * `lid-mapping.update`, history syncs and the `*Alt` fields of message keys, and keeps them here,
 * bounded; a miss falls back to Baileys' own mapping store (see `DeviceConnection.phoneForLid`).
 */
import { jidDecode } from '@whiskeysockets/baileys';
import { LruMap } from './lru';

export const DEFAULT_LID_TABLE_SIZE = 10_000;

const PHONE_SERVERS = new Set(['s.whatsapp.net', 'c.us', 'hosted']);
const LID_SERVERS = new Set(['lid', 'hosted.lid']);

/** The user part of a phone JID ('6281234567890:12@s.whatsapp.net' → '6281234567890'), else null. */
export function phoneDigits(jid: string | null | undefined): string | null {
  const decoded = jid ? jidDecode(jid) : undefined;
  return decoded && PHONE_SERVERS.has(decoded.server) && /^\d+$/.test(decoded.user) ? decoded.user : null;
}

/** The user part of a `@lid` JID ('123456789012345:3@lid' → '123456789012345'), else null. */
export function lidDigits(jid: string | null | undefined): string | null {
  const decoded = jid ? jidDecode(jid) : undefined;
  return decoded && LID_SERVERS.has(decoded.server) && /^\d+$/.test(decoded.user) ? decoded.user : null;
}

/** Resolves a LID (its digits) to phone digits, or null when unknown. */
export type LidToPhone = (lid: string) => string | null;

export class LidPhoneTable {
  private readonly phones: LruMap<string, string>;

  constructor(maxEntries = DEFAULT_LID_TABLE_SIZE) {
    this.phones = new LruMap(maxEntries);
  }

  get size(): number {
    return this.phones.size;
  }

  /** Records a pair given as JIDs (one `@lid`, one phone), in either order; anything else is ignored. */
  learn(a: string | null | undefined, b: string | null | undefined): void {
    const lid = lidDigits(a) ?? lidDigits(b);
    const phone = phoneDigits(a) ?? phoneDigits(b);
    if (lid && phone) this.phones.set(lid, phone);
  }

  /** Phone digits for a LID (JID or digits). */
  phoneFor(lid: string): string | null {
    const digits = lidDigits(lid) ?? (/^\d+$/.test(lid) ? lid : null);
    return digits ? (this.phones.get(digits) ?? null) : null;
  }

  readonly lookup: LidToPhone = (lid) => this.phoneFor(lid);
}
