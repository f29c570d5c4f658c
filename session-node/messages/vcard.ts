/**
 * Contact cards as WhatsApp sends them: vCard 3.0 text, one card per contact, with the number's
 * WhatsApp id in `waid` (the phone's "Message" button uses it) as Baileys' README shows:
 * `TEL;type=CELL;type=VOICE;waid=911234567890:+91 12345 67890`.
 */
import type { ContactCard } from '../../protocol';

/**
 * RFC 6350 §3.4 text escaping: backslash, comma and semicolon get a backslash, a line break
 * becomes `\n`, so a name like "Toko; Jaya, Cab. 2" cannot start a new property or component.
 */
export function escapeVcardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

export function vcardOf(contact: ContactCard): string {
  const name = escapeVcardText(contact.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    // N is required by vCard 3.0; the whole name goes in as the given name, unsplit.
    `N:;${name};;;`,
    `FN:${name}`,
    ...(contact.organization ? [`ORG:${escapeVcardText(contact.organization)}`] : []),
    ...(contact.email ? [`EMAIL;type=INTERNET:${escapeVcardText(contact.email)}`] : []),
    `TEL;type=CELL;type=VOICE;waid=${contact.phoneNumber}:+${contact.phoneNumber}`,
    'END:VCARD',
  ];
  return lines.join('\n');
}
