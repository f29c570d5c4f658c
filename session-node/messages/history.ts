/**
 * The account's history as WhatsApp's history sync brings it to a new device (and a chat's older
 * messages on request), turned into `history` reports: one-to-one chats only, within the days the
 * device was set to bring, each message described as `message.inbound` names one and kept whole
 * (for quotes, and for its file, downloaded when someone opens it). Groups, status updates,
 * reactions, protocol messages and what cannot be read are left out.
 */
import { isLidUser, isPnUser, proto, toNumber, type WAMessage } from '@whiskeysockets/baileys';
import type { HistoryMessage, HistoryReport, HistorySyncType, StoredMessage } from '../../protocol';
import { reviveStoredMessage, toStoredMessage } from './build';
import { contentOf, describeContent } from './inbound-content';
import { type LidToPhone, lidDigits, phoneDigits } from './jids';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a report may carry at most, in bytes of stored messages (the link takes 1 MiB a call). */
const MAX_REPORT_BYTES = 400 * 1024;

/**
 * The messages the node puts in one report, fewer than the object takes (`HISTORY_MESSAGES_PER_REPORT`):
 * each report is one transaction of the device's object, which live sends and incoming messages wait for.
 */
const MESSAGES_PER_PART = 50;

/** Content that is no message of the chat's own. */
const NOT_A_MESSAGE = new Set([
  'protocolMessage',
  'reactionMessage',
  'pollUpdateMessage',
  'senderKeyDistributionMessage',
  'encReactionMessage',
]);

export function syncTypeOf(type: proto.HistorySync.HistorySyncType | null | undefined): HistorySyncType | null {
  switch (type) {
    case proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP:
      return 'initial';
    case proto.HistorySync.HistorySyncType.RECENT:
      return 'recent';
    case proto.HistorySync.HistorySyncType.ON_DEMAND:
      return 'on-demand';
    default:
      return null;
  }
}

/** One message of the history as a `history` report carries it; null when it is left out. */
export function historyMessage(
  message: WAMessage,
  lidToPhone: LidToPhone,
  lidOfPhone: (phone: string) => string | null = () => null,
): HistoryMessage | null {
  const { key } = message;
  const chat = key?.remoteJid;
  if (!key?.id || !chat || !(isPnUser(chat) || isLidUser(chat))) return null;
  if (message.messageStubType) return null;
  const found = contentOf(message.message);
  if (!found || NOT_A_MESSAGE.has(found.kind)) return null;
  const described = describeContent(found.content, found.kind);
  if (described.type === 'other') return null;
  const given = lidDigits(chat) ?? lidDigits(key.remoteJidAlt);
  const phoneNumber = phoneDigits(chat) ?? phoneDigits(key.remoteJidAlt) ?? (given ? lidToPhone(given) : null);
  const lid = given ?? (phoneNumber ? lidOfPhone(phoneNumber) : null);
  return {
    id: key.id,
    phoneNumber,
    lid,
    fromMe: key.fromMe === true,
    pushName: key.fromMe ? null : (message.pushName ?? null),
    type: described.type,
    text: described.text,
    media: described.media,
    timestamp: toNumber(message.messageTimestamp) * 1000,
    stored: toStoredMessage(message),
  };
}

export type HistorySet = {
  syncType: proto.HistorySync.HistorySyncType | null | undefined;
  progress?: number | null | undefined;
  messages: readonly WAMessage[];
  chats: ReadonlyArray<{
    id?: string | null | undefined;
    name?: string | null | undefined;
    lidJid?: string | null | undefined;
    pnJid?: string | null | undefined;
  }>;
  contacts: ReadonlyArray<{ id: string; name?: string | null | undefined; notify?: string | null | undefined }>;
  /** The LID↔phone pairs the sync carries (Baileys' buffer leaves them out; each chat names its own too). */
  lidPnMappings?: ReadonlyArray<{ lid: string; pn: string }> | undefined;
};

/**
 * The reports one history sync set becomes: its kept messages (within `days` before `now`) in
 * reports of at most `MESSAGES_PER_PART` and `MAX_REPORT_BYTES`, each with the chats its
 * messages are in. The last report is `final` when the set ends an import (progress 100, or an
 * on-demand answer); such a set always yields one, even with nothing kept.
 */
export function historyReports(set: HistorySet, days: number, lidToPhone: LidToPhone, now = Date.now()): HistoryReports {
  const syncType = syncTypeOf(set.syncType);
  if (!syncType) return { reports: [], older: [] };
  const final = days > 0 && (syncType === 'on-demand' || set.progress === 100);
  const cutoff = now - days * DAY_MS;
  const names = new Map<string, string>();
  for (const contact of set.contacts) {
    const name = contact.name ?? contact.notify;
    if (name) names.set(contact.id, name);
  }
  for (const chat of set.chats) if (chat.id && chat.name) names.set(chat.id, chat.name);
  const lids = new Map<string, string>();
  const pairs = [
    ...(set.lidPnMappings ?? []),
    ...set.chats.map((chat) => ({ lid: chat.lidJid ?? chat.id ?? '', pn: chat.pnJid ?? chat.id ?? '' })),
  ];
  for (const { lid, pn } of pairs) {
    const [phone, digits] = [phoneDigits(pn), lidDigits(lid)];
    if (phone && digits) lids.set(phone, digits);
  }
  const kept: Array<{ message: HistoryMessage; chat: string; bytes: number }> = [];
  const older: StoredMessage[] = [];
  for (const message of set.messages) {
    const mapped = historyMessage(message, lidToPhone, (phone) => lids.get(phone) ?? null);
    if (!mapped) continue;
    if (syncType !== 'on-demand' && (days <= 0 || mapped.timestamp < cutoff)) {
      older.push(mapped.stored);
      continue;
    }
    kept.push({ message: mapped, chat: message.key.remoteJid ?? '', bytes: mapped.stored.raw.length });
  }
  const reports: HistoryReport[] = [];
  let batch: typeof kept = [];
  let bytes = 0;
  const flush = () => {
    const chats = new Map<string, HistoryReport['chats'][number]>();
    for (const { message, chat } of batch) {
      if (!chats.has(chat)) chats.set(chat, { phoneNumber: message.phoneNumber, lid: message.lid, name: names.get(chat) ?? null });
    }
    reports.push({ syncType, chats: [...chats.values()], messages: batch.map((b) => b.message), final: false });
    batch = [];
    bytes = 0;
  };
  for (const item of kept) {
    if (batch.length > 0 && (batch.length >= MESSAGES_PER_PART || bytes + item.bytes > MAX_REPORT_BYTES)) flush();
    batch.push(item);
    bytes += item.bytes;
  }
  if (batch.length > 0 || final) flush();
  const last = reports.at(-1);
  if (last && final) last.final = true;
  return { reports, older };
}

/**
 * A sync's reports, and the messages older than the days the device brings: kept with the device
 * (`messagesStored`) but not imported, so a chat that asks for more later finds them there first
 * (Baileys drops a message it already handed over once, so the phone cannot be asked for them again).
 */
export type HistoryReports = { reports: HistoryReport[]; older: StoredMessage[] };

/** A stored message's file as `media.download` fetches it: the message, its type and the file's declared type and size; null without one. */
export function storedMedia(stored: StoredMessage): { message: WAMessage; type: string; mimeType: string; size: number } | null {
  const message = reviveStoredMessage(stored);
  const found = contentOf(message.message);
  if (!found) return null;
  const described = describeContent(found.content, found.kind);
  return described.media ? { message, type: described.type, ...described.media } : null;
}
