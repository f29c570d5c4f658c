/**
 * What kind of message a record is, and what that kind carries besides its text: a file's name,
 * type and size, a location's coordinates, contact cards, a poll's options. Written with the
 * record (`type`, `detail` as JSON, and a group message's `sender`), so the inbox shows each kind
 * as a person expects without the WhatsApp message itself, which the device keeps only a while.
 * A sent message's comes from what was sent; a received one's from its event and the stored
 * message (Baileys' `WAMessage` as JSON), where the vCard and a document's name are.
 */
import { z } from 'zod';
import type { InboundEvent, OutgoingContent, StoredMessage } from '../../protocol';
import { isGroupJid } from './recipient';

export const contactDetailSchema = z.object({ name: z.string(), phoneNumbers: z.array(z.string()) });
export type ContactDetail = z.infer<typeof contactDetailSchema>;

const detailSchema = z.object({
  fileName: z.string().optional(),
  mimeType: z.string().optional(),
  size: z.number().optional(),
  voiceNote: z.boolean().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  name: z.string().optional(),
  address: z.string().optional(),
  contacts: z.array(contactDetailSchema).optional(),
  question: z.string().optional(),
  options: z.array(z.string()).optional(),
  /** A button or list reply's id (a rating answer is known by it: `ratings/`). */
  selectedId: z.string().optional(),
  /** A call (`type` call): its kind, and whether the device rejected it. */
  isVideo: z.boolean().optional(),
  isGroup: z.boolean().optional(),
  rejected: z.boolean().optional(),
});
export type RecordDetail = z.infer<typeof detailSchema>;

/** What a record keeps of its kind: `type`, and `detail` as the JSON the column holds (null: nothing more). */
export type RecordKind = { type: string; detail: string | null };

const kind = (type: string, detail?: RecordDetail): RecordKind => ({
  type,
  detail: detail && Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
});

/** A record's detail as written, or nothing (a record from before kinds were kept, or one unreadable). */
export function readDetail(json: string | null): RecordDetail {
  if (!json) return {};
  try {
    const parsed = detailSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The kind of a message this device sends; `size` is a media file's length in bytes, when known. */
export function outboundKind(content: OutgoingContent, size?: number): RecordKind {
  switch (content.kind) {
    case 'media':
      return kind(content.type, {
        mimeType: content.mimeType,
        ...(content.fileName !== undefined ? { fileName: content.fileName } : {}),
        ...(size !== undefined ? { size } : {}),
        ...(content.voiceNote ? { voiceNote: true } : {}),
      });
    case 'location': {
      const { latitude, longitude, name, address } = content;
      return kind('location', { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) });
    }
    case 'contacts':
      return kind('contact', { contacts: content.contacts.map((c) => ({ name: c.name, phoneNumbers: [c.phoneNumber] })) });
    case 'poll':
      return kind('poll', { question: content.question, options: content.options });
    case 'interactive':
      return kind('interactive');
    default:
      return kind('text');
  }
}

/** The kind of a received message, and in a group who sent it. */
export function inboundKind(event: InboundEvent, stored: StoredMessage | null): RecordKind & { sender: string | null } {
  const sender = isGroupJid(event.chatId) ? (event.from ?? event.lid) : null;
  const message = contentOf(stored);
  const media = event.media ? { mimeType: event.media.mimeType, size: event.media.size } : {};
  switch (event.type) {
    case 'document': {
      const fileName = field(message, 'documentMessage', 'fileName');
      return { sender, ...kind('document', { ...media, ...(typeof fileName === 'string' ? { fileName } : {}) }) };
    }
    case 'audio':
      return { sender, ...kind('audio', { ...media, ...(field(message, 'audioMessage', 'ptt') === true ? { voiceNote: true } : {}) }) };
    case 'location':
      return { sender, ...kind('location', locationOf(message, event.text)) };
    case 'contact':
      return { sender, ...kind('contact', { contacts: cardsOf(message) }) };
    case 'image':
    case 'video':
    case 'sticker':
      return { sender, ...kind(event.type, media) };
    case 'button-reply':
    case 'list-reply':
      return { sender, ...kind(event.type, event.selectedId ? { selectedId: event.selectedId } : undefined) };
    default:
      return { sender, ...kind(event.type) };
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelopes Baileys' `normalizeMessageContent` unwraps: the content is their `message`. */
const ENVELOPES = ['ephemeralMessage', 'viewOnceMessage', 'viewOnceMessageV2', 'viewOnceMessageV2Extension', 'documentWithCaptionMessage'];

/** The stored message's content, unwrapped, or null when there is no readable copy. */
function contentOf(stored: StoredMessage | null): Json | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored.raw);
  } catch {
    return null;
  }
  let message = isObject(parsed) ? parsed.message : null;
  for (let depth = 0; depth < 5 && isObject(message); depth++) {
    const envelope = ENVELOPES.map((name) => (isObject(message) ? message[name] : undefined)).find(isObject);
    if (!envelope) break;
    message = envelope.message;
  }
  return isObject(message) ? message : null;
}

function field(message: Json | null, kindName: string, name: string): unknown {
  const inner = message?.[kindName];
  return isObject(inner) ? inner[name] : undefined;
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function locationOf(message: Json | null, text: string | null): RecordDetail {
  const inner = message?.locationMessage ?? message?.liveLocationMessage;
  if (isObject(inner)) {
    const latitude = numberOf(inner.degreesLatitude);
    const longitude = numberOf(inner.degreesLongitude);
    const name = textOf(inner.name);
    const address = textOf(inner.address);
    if (latitude !== undefined && longitude !== undefined) {
      return { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) };
    }
  }
  // The event's text is "lat,lng" (the contract has no coordinate fields).
  const [latitude, longitude] = (text ?? '').split(',').map(Number);
  return latitude !== undefined && longitude !== undefined && Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude, longitude }
    : {};
}

function cardsOf(message: Json | null): ContactDetail[] {
  const one = message?.contactMessage;
  const many = message?.contactsArrayMessage;
  const cards = isObject(one) ? [one] : isObject(many) && Array.isArray(many.contacts) ? many.contacts.filter(isObject) : [];
  return cards.map((card) => {
    const parsed = parseVcard(typeof card.vcard === 'string' ? card.vcard : '');
    return { name: textOf(card.displayName) ?? parsed.name, phoneNumbers: parsed.phoneNumbers };
  });
}

/** A vCard's name (`FN`) and numbers (`TEL`, its `waid` when given: the WhatsApp number). */
export function parseVcard(vcard: string): ContactDetail {
  let name = '';
  const phoneNumbers: string[] = [];
  // Folded lines (RFC 6350 3.2) continue with a space or a tab.
  for (const line of vcard.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const head = line.slice(0, colon).toUpperCase();
    const value = line.slice(colon + 1).trim();
    if (head === 'FN' || head.startsWith('FN;')) name = value.replace(/\\([,;\\])/g, '$1');
    if (head === 'TEL' || head.startsWith('TEL;') || head.endsWith('.TEL') || head.includes('.TEL;')) {
      const waid = /WAID=(\d+)/.exec(head)?.[1];
      const number = waid ?? value.replace(/[^\d+]/g, '');
      if (number) phoneNumbers.push(number);
    }
  }
  return { name, phoneNumbers };
}
