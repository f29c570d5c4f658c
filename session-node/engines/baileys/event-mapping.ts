/**
 * Baileys events → what Kurir reports and (later) sends to webhooks. Pure functions: no socket,
 * no clock unless passed in, so each mapping is tested on the exact shapes Baileys emits.
 */
import {
  type BaileysEventMap,
  getContentType,
  normalizeMessageContent,
  proto,
  toNumber,
  type WACallEvent,
  type WAMessage,
  type WAMessageKey,
  type WAMessageUpdate,
} from '@whiskeysockets/baileys';
import type { ReceiptEvent, ReceiptStatus } from '../../../worker/wire-protocol';
import { type LidToPhone, lidDigits, phoneDigits } from './lid-table';

export const INBOUND_TYPES = [
  'text', 'image', 'video', 'audio', 'document', 'sticker', 'location', 'contact', 'button-reply', 'list-reply', 'other',
] as const;
export type InboundType = (typeof INBOUND_TYPES)[number];

/** The `data` of a `message.inbound` webhook, minus the media URL the worker adds. */
export interface InboundMessage {
  id: string;
  chatId: string;
  /** The sender's phone digits, even when WhatsApp addressed them by LID; null when unknown. */
  from: string | null;
  /** The sender's LID digits when they have one in this message, else null. */
  lid: string | null;
  pushName: string | null;
  type: InboundType;
  text: string | null;
  quotedId: string | null;
  selectedId: string | null;
  media: { mimeType: string; size: number } | null;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

export interface InboundReaction { id: string; messageId: string; from: string | null; emoji: string; timestamp: number }

export const CALL_STATUSES = ['offer', 'ringing', 'timeout', 'reject', 'accept', 'terminate'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export interface InboundCall { id: string; from: string | null; isVideo: boolean; status: CallStatus; timestamp: number }

type ContentKind = keyof proto.IMessage;

function contentOf(message: proto.IMessage | null | undefined): { content: proto.IMessage; kind: ContentKind } | null {
  // Unwraps ephemeral, view-once, edited and document-with-caption envelopes.
  const content = normalizeMessageContent(message);
  const kind = content ? getContentType(content) : undefined;
  return content && kind ? { content, kind } : null;
}

/**
 * The messages of a `messages.upsert` worth keeping for later quotes, reactions and retries:
 * not the stubs without content (decryption failures, missed calls), nor protocol messages
 * (revokes, key shares, history notifications), which nobody quotes.
 */
export function storableMessages(messages: readonly WAMessage[]): WAMessage[] {
  return messages.filter((message) => {
    if (!message.key?.remoteJid || !message.key.id) return false;
    const found = contentOf(message.message);
    return found !== null && found.kind !== 'protocolMessage';
  });
}

const RECEIPTS: ReadonlyMap<number, ReceiptStatus> = new Map([
  [proto.WebMessageInfo.Status.DELIVERY_ACK, 'DELIVERED'],
  [proto.WebMessageInfo.Status.READ, 'READ'],
  [proto.WebMessageInfo.Status.PLAYED, 'PLAYED'],
  [proto.WebMessageInfo.Status.ERROR, 'FAILED'],
]);

/**
 * Receipts for this account's own messages in a `messages.update`. PENDING and SERVER_ACK say
 * nothing a client needs. Receipts for a message sent to a phone JID often come keyed by the
 * recipient's `@lid`, so only `key.id` identifies the message.
 */
export function receiptsFrom(updates: readonly WAMessageUpdate[], now: number): ReceiptEvent[] {
  const receipts: ReceiptEvent[] = [];
  for (const { key, update } of updates) {
    if (!key.fromMe || !key.id || typeof update.status !== 'number') continue;
    const status = RECEIPTS.get(update.status);
    if (!status) continue;
    // A server refusal carries its code (463, 479…) as the first stub parameter.
    const parameters: unknown = update.messageStubParameters;
    const code: unknown = Array.isArray(parameters) ? parameters[0] : undefined;
    const error = status === 'FAILED' && code !== undefined && code !== null ? String(code) : null;
    receipts.push({ messageId: key.id, status, error, timestamp: now });
  }
  return receipts;
}

/** Phone digits from a JID or from bare digits (Baileys gives `callerPn` either way). */
function phoneOf(value: string | null | undefined): string | null {
  if (!value) return null;
  return phoneDigits(value) ?? (/^\d{5,20}$/.test(value) ? value : null);
}

/**
 * Who sent a message: the participant in groups and broadcasts, else the chat. The `*Alt` field
 * holds the other address (phone when the primary is a LID, or the reverse).
 */
export function senderOf(key: WAMessageKey, lidToPhone: LidToPhone): { from: string | null; lid: string | null } {
  const primary = key.participant || key.remoteJid;
  const alt = key.participant ? key.participantAlt : key.remoteJidAlt;
  const lid = lidDigits(primary) ?? lidDigits(alt);
  const from = phoneDigits(primary) ?? phoneDigits(alt) ?? (lid ? lidToPhone(lid) : null);
  return { from, lid };
}

/** The LID↔phone pairs a key reveals, for the session's table. */
export function addressPairsOf(key: WAMessageKey): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (key.remoteJid && key.remoteJidAlt) pairs.push([key.remoteJid, key.remoteJidAlt]);
  if (key.participant && key.participantAlt) pairs.push([key.participant, key.participantAlt]);
  return pairs;
}

type Described = Pick<InboundMessage, 'type' | 'text' | 'selectedId' | 'media'>;

const described = (type: InboundType, text: string | null | undefined, selectedId: string | null = null): Described => ({
  type,
  text: text ?? null,
  selectedId,
  media: null,
});

function withMedia(
  type: InboundType,
  media: { mimetype?: string | null; fileLength?: proto.Message.IImageMessage['fileLength'] } | null | undefined,
  text: string | null | undefined,
): Described {
  // `toNumber` reads protobuf Longs as well as numbers, and null as 0.
  const size = toNumber(media?.fileLength);
  return { ...described(type, text), media: { mimeType: media?.mimetype ?? 'application/octet-stream', size } };
}

/** `paramsJson.id` of a native-flow tap: the id of the button or row that was chosen. */
function idFromParams(paramsJson: string | null | undefined): string | null {
  if (!paramsJson) return null;
  try {
    const params: unknown = JSON.parse(paramsJson);
    if (params !== null && typeof params === 'object' && 'id' in params && typeof params.id === 'string') return params.id;
  } catch {
    // A tap we cannot read is still a message; it just carries no selected id.
  }
  return null;
}

function describe(content: proto.IMessage, kind: ContentKind): Described {
  switch (kind) {
    case 'conversation':
      return described('text', content.conversation);
    case 'extendedTextMessage':
      return described('text', content.extendedTextMessage?.text);
    case 'imageMessage':
      return withMedia('image', content.imageMessage, content.imageMessage?.caption);
    case 'videoMessage':
      return withMedia('video', content.videoMessage, content.videoMessage?.caption);
    case 'ptvMessage':
      return withMedia('video', content.ptvMessage, null);
    case 'audioMessage':
      return withMedia('audio', content.audioMessage, null);
    case 'documentMessage':
      return withMedia('document', content.documentMessage, content.documentMessage?.caption);
    case 'stickerMessage':
      return withMedia('sticker', content.stickerMessage, null);
    case 'locationMessage':
    case 'liveLocationMessage': {
      // The contract has no coordinate fields, so they travel in `text` as "lat,lng".
      const location = content.locationMessage ?? content.liveLocationMessage;
      return described('location', `${location?.degreesLatitude ?? 0},${location?.degreesLongitude ?? 0}`);
    }
    case 'contactMessage':
      return described('contact', content.contactMessage?.displayName);
    case 'contactsArrayMessage':
      return described('contact', content.contactsArrayMessage?.displayName);
    case 'interactiveResponseMessage': {
      const response = content.interactiveResponseMessage;
      const flow = response?.nativeFlowResponseMessage;
      const type = flow?.name === 'single_select' ? 'list-reply' : flow?.name === 'quick_reply' ? 'button-reply' : 'other';
      return described(type, response?.body?.text, idFromParams(flow?.paramsJson));
    }
    case 'buttonsResponseMessage': {
      const response = content.buttonsResponseMessage;
      return described('button-reply', response?.selectedDisplayText, response?.selectedButtonId ?? null);
    }
    case 'templateButtonReplyMessage': {
      const response = content.templateButtonReplyMessage;
      return described('button-reply', response?.selectedDisplayText, response?.selectedId ?? null);
    }
    case 'listResponseMessage': {
      const response = content.listResponseMessage;
      return described('list-reply', response?.title, response?.singleSelectReply?.selectedRowId ?? null);
    }
    default:
      return described('other', null);
  }
}

function quotedIdOf(content: proto.IMessage, kind: ContentKind): string | null {
  const inner: unknown = content[kind];
  if (inner === null || typeof inner !== 'object' || !('contextInfo' in inner)) return null;
  const contextInfo = inner.contextInfo as proto.IContextInfo | null | undefined;
  return contextInfo?.stanzaId ?? null;
}

/**
 * A received message as `message.inbound` describes it, or null for what is not one: this
 * account's own messages, stubs without content, protocol messages, and reactions (which are
 * `message.reaction` events).
 */
export function mapInbound(message: WAMessage, lidToPhone: LidToPhone): InboundMessage | null {
  const { key } = message;
  if (key.fromMe || !key.id || !key.remoteJid) return null;
  const found = contentOf(message.message);
  if (!found || found.kind === 'protocolMessage' || found.kind === 'reactionMessage') return null;
  const sender = senderOf(key, lidToPhone);
  // A one-to-one chat is named by the phone when known, so it stays the same chat under a LID.
  const chatId = key.participant || !sender.from ? key.remoteJid : `${sender.from}@s.whatsapp.net`;
  const seconds = toNumber(message.messageTimestamp);
  return {
    id: key.id,
    chatId,
    from: sender.from,
    lid: sender.lid,
    pushName: message.pushName ?? null,
    ...describe(found.content, found.kind),
    quotedId: quotedIdOf(found.content, found.kind),
    timestamp: seconds * 1000,
  };
}

/** A contact's reaction (empty `emoji` = removed), or null for this account's own. */
export function mapReaction(
  event: BaileysEventMap['messages.reaction'][number],
  lidToPhone: LidToPhone,
  now: number,
): InboundReaction | null {
  // Baileys puts the full key of the reaction message (with its `*Alt` fields) here.
  const reactor = event.reaction.key as WAMessageKey | null | undefined;
  if (!reactor?.id || reactor.fromMe || !event.key.id) return null;
  const sentAt = event.reaction.senderTimestampMs;
  return {
    id: reactor.id,
    messageId: event.key.id,
    from: senderOf(reactor, lidToPhone).from,
    emoji: event.reaction.text ?? '',
    timestamp: sentAt === null || sentAt === undefined ? now : toNumber(sentAt),
  };
}

function isCallStatus(status: string): status is CallStatus {
  return (CALL_STATUSES as readonly string[]).includes(status);
}

/** A call event, or null for the technical ones (preaccept, transport, relay latency). */
export function mapCall(call: WACallEvent, lidToPhone: LidToPhone): InboundCall | null {
  if (!isCallStatus(call.status)) return null;
  const lid = lidDigits(call.from);
  const from = phoneOf(call.from) ?? phoneOf(call.callerPn) ?? (lid ? lidToPhone(lid) : null);
  return { id: call.id, from, isVideo: Boolean(call.isVideo), status: call.status, timestamp: call.date.getTime() };
}
