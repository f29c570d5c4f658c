/**
 * The digits inside WhatsApp JIDs. WhatsApp increasingly addresses people by a `@lid` JID instead
 * of their phone number, while Kurir's events promise the phone digits; these read either kind.
 */
import { jidDecode } from '@whiskeysockets/baileys';

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
