/**
 * Baileys events → what Kurir reports and (later) sends to webhooks. Pure functions: no socket,
 * no clock unless passed in, so each mapping is tested on the exact shapes Baileys emits.
 */
import {
  type BaileysEventMap,
  isJidNewsletter,
  isJidStatusBroadcast,
  type MessageUserReceiptUpdate,
  proto,
  toNumber,
  type WACallEvent,
  type WAMessage,
  type WAMessageKey,
  type WAMessageUpdate,
} from '@whiskeysockets/baileys';
import {
  CALL_STATUSES,
  type CallEvent,
  type CallStatus,
  type InboundEvent,
  type ReactionEvent,
  type ReceiptEvent,
  type ReceiptStatus,
} from '../../protocol';
import { type ContentKind, contentOf, describeContent, type FoundContent, type InboundMessage, quotedIdOf } from './inbound-content';
import { type LidToPhone, lidDigits, phoneDigits } from './jids';
import { changeOf } from './message-changes';

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

/**
 * Receipts for this account's own group messages (`message-receipt.update`: one per participant
 * and kind). A group message is DELIVERED once a participant got it, READ once one read it, as
 * far as a record can say; the object keeps each status once.
 */
export function groupReceiptsFrom(updates: readonly MessageUserReceiptUpdate[], now: number): ReceiptEvent[] {
  const receipts: ReceiptEvent[] = [];
  for (const { key, receipt } of updates) {
    if (!key.fromMe || !key.id) continue;
    const status: ReceiptStatus | null = receipt.playedTimestamp
      ? 'PLAYED'
      : receipt.readTimestamp
        ? 'READ'
        : receipt.receiptTimestamp
          ? 'DELIVERED'
          : null;
    if (status) receipts.push({ messageId: key.id, status, error: null, timestamp: now });
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

/** A contact's reaction as Baileys' `messages.reaction` carries it: the target's key, and the reaction with the reactor's key. */
export type BaileysReaction = BaileysEventMap['messages.reaction'][number];

/**
 * What a received message is, read once: a message for `message.inbound`, a reaction, a contact's
 * vote on a poll, a contact's edit or delete of an earlier message, a message worth keeping for
 * later quotes and retries but no event of its own (this account's own, status updates, channel
 * posts), or nothing worth keeping (stubs without content, such as decryption failures and missed
 * calls, and the other protocol messages: key shares, history notices, this account's own edits).
 */
export type Received =
  | { kind: 'inbound'; message: WAMessage; id: string; chatJid: string; found: FoundContent }
  | { kind: 'reaction'; message: WAMessage; reaction: BaileysReaction }
  | { kind: 'poll-vote'; message: WAMessage }
  | { kind: 'edited'; message: WAMessage; targetId: string; text: string }
  | { kind: 'revoked'; message: WAMessage; targetId: string }
  | { kind: 'kept'; message: WAMessage }
  | { kind: 'dropped'; message: WAMessage };
export type ReceivedInbound = Extract<Received, { kind: 'inbound' }>;
export type ReceivedReaction = Extract<Received, { kind: 'reaction' }>;
/** A received message that becomes an event of its own. */
export type ReceivedEvent = Extract<Received, { kind: 'inbound' | 'reaction' | 'poll-vote' | 'edited' | 'revoked' }>;

/** Content that is no message of its own: encrypted reactions (not decrypted). */
const NOT_INBOUND: ReadonlySet<ContentKind> = new Set<ContentKind>(['encReactionMessage']);

/** Status updates and channel posts are not messages to this account. */
function isBroadcastFeed(jid: string): boolean {
  return isJidStatusBroadcast(jid) || Boolean(isJidNewsletter(jid));
}

/**
 * Reads a received message. A reaction is read as Baileys' `processMessage` turns it into a
 * `messages.reaction`. The `{call}` notice Baileys makes up for a group call offer has no content
 * type at all, so it is dropped as a stub.
 */
export function readReceived(message: WAMessage): Received {
  const { key } = message;
  const found = contentOf(message.message);
  if (!key?.id || !key.remoteJid || !found) return { kind: 'dropped', message };
  if (found.kind === 'protocolMessage') {
    const change = key.fromMe || isBroadcastFeed(key.remoteJid) ? null : changeOf(found.content.protocolMessage);
    return change ? { ...change, message } : { kind: 'dropped', message };
  }
  if (key.fromMe || isBroadcastFeed(key.remoteJid)) return { kind: 'kept', message };
  if (found.kind === 'pollUpdateMessage') return { kind: 'poll-vote', message };
  if (found.kind === 'reactionMessage') {
    const reaction = found.content.reactionMessage;
    const target = reaction?.key;
    return reaction && target
      ? { kind: 'reaction', message, reaction: { key: target, reaction: { ...reaction, key } } }
      : { kind: 'kept', message };
  }
  if (NOT_INBOUND.has(found.kind)) return { kind: 'kept', message };
  return { kind: 'inbound', message, id: key.id, chatJid: key.remoteJid, found };
}

/** A received message as `message.inbound` describes it. */
export function mapInbound({ message, id, chatJid, found }: ReceivedInbound, lidToPhone: LidToPhone): InboundMessage {
  const sender = senderOf(message.key, lidToPhone);
  // A one-to-one chat is named by the phone when known, so it stays the same chat under a LID.
  const chatId = message.key.participant || !sender.from ? chatJid : `${sender.from}@s.whatsapp.net`;
  return {
    id,
    chatId,
    from: sender.from,
    lid: sender.lid,
    pushName: message.pushName ?? null,
    ...describeContent(found.content, found.kind),
    quotedId: quotedIdOf(found.content, found.kind),
    timestamp: toNumber(message.messageTimestamp) * 1000,
  };
}

/** The webhook `data` of a mapped message, with the URL its media bytes were stored at (or null). */
export function inboundEvent(message: InboundMessage, mediaUrl: string | null): InboundEvent {
  return { ...message, media: message.media ? { ...message.media, url: mediaUrl } : null };
}

/** A contact's reaction (empty `emoji` = removed), or null for this account's own. */
export function mapReaction(event: BaileysReaction, lidToPhone: LidToPhone, now: number): ReactionEvent | null {
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
export function mapCall(call: WACallEvent, lidToPhone: LidToPhone): CallEvent | null {
  if (!isCallStatus(call.status)) return null;
  const lid = lidDigits(call.from);
  const from = phoneOf(call.from) ?? phoneOf(call.callerPn) ?? (lid ? lidToPhone(lid) : null);
  return {
    id: call.id,
    from,
    isVideo: Boolean(call.isVideo),
    isGroup: Boolean(call.isGroup),
    status: call.status,
    timestamp: call.date.getTime(),
    callerJid: call.from,
  };
}
