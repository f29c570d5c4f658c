/**
 * What the simulated account's main phone has (`POST /sim/devices/:id/history`): given to the
 * device as a history sync when it links (an initial bootstrap, empty for a device linked as it was
 * made) and at once when it is linked already, and a
 * chat's older messages when the device asks for them. Built as the messages Baileys hands over
 * after a real history sync, so they go through the same `history` reports.
 */
import { createHash } from 'node:crypto';
import { proto, type WAMessage } from '@whiskeysockets/baileys';
import type { HistoryRequest, StoredMessage } from '../../../protocol';
import type { HistorySet } from '../../messages/history';
import { simulatedMedia } from './simulated-media';

type Chat = HistoryRequest['chats'][number];
type Message = Chat['messages'][number];

function historyId(chat: Chat, message: Message): string {
  const digest = createHash('sha256').update(`${chat.from}\u0000${message.at}\u0000${message.fromMe}\u0000${message.text}`).digest('hex');
  return `3EB0${digest.slice(0, 16).toUpperCase()}`;
}

/** A message's content; a file is declared as the simulated one it downloads as (`simulated-media.ts`) when opened. */
function content(message: Message): proto.IMessage {
  if (message.type === 'text') return { conversation: message.text };
  const media = simulatedMedia(message.type, message.text);
  const file = { mimetype: media.mimeType, fileLength: media.bytes.length };
  const caption = message.text || null;
  switch (message.type) {
    case 'image':
      return { imageMessage: { ...file, caption, width: media.width ?? null, height: media.height ?? null } };
    case 'video':
      return { videoMessage: { ...file, caption, seconds: media.seconds ?? null } };
    case 'audio':
      return { audioMessage: { ...file, seconds: media.seconds ?? null } };
    case 'sticker':
      return { stickerMessage: { ...file, width: media.width ?? null, height: media.height ?? null } };
    case 'document':
      return { documentMessage: { ...file, fileName: media.fileName ?? 'note.txt', caption } };
  }
}

function waMessage(chat: Chat, message: Message): WAMessage {
  return {
    key: {
      remoteJid: chat.lid ? `${chat.lid}@lid` : `${chat.from}@s.whatsapp.net`,
      ...(chat.lid ? { remoteJidAlt: `${chat.from}@s.whatsapp.net` } : {}),
      fromMe: message.fromMe,
      id: historyId(chat, message),
    },
    message: content(message),
    messageTimestamp: Math.floor(message.at / 1000),
    ...(message.fromMe ? { status: proto.WebMessageInfo.Status.READ } : { pushName: chat.name ?? null }),
  };
}

export class SimulatedHistory {
  private readonly chats = new Map<string, Chat>();

  /** Chats given add to what the phone has; the set the device gets for them now. */
  add(chats: readonly Chat[]): HistorySet {
    for (const chat of chats) {
      const known = this.chats.get(chat.from);
      this.chats.set(chat.from, {
        ...known,
        ...chat,
        messages: [...(known?.messages ?? []), ...chat.messages].sort((a, b) => b.at - a.at),
      });
    }
    return {
      syncType: proto.HistorySync.HistorySyncType.RECENT,
      progress: 100,
      messages: chats.flatMap((chat) => chat.messages.map((message) => waMessage(chat, message))),
      chats: chats.map((chat) => ({ id: chat.lid ? `${chat.lid}@lid` : `${chat.from}@s.whatsapp.net`, name: chat.name ?? null })),
      contacts: [],
    };
  }

  /**
   * What the phone sends a device that just linked, as an initial bootstrap: every chat it has
   * (none yet, for a device linked as it was made), so the import ends with its counts either way.
   */
  initial(): HistorySet {
    const chats = [...this.chats.values()];
    return {
      syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
      progress: 100,
      messages: chats.flatMap((chat) => chat.messages.map((message) => waMessage(chat, message))),
      chats: chats.map((chat) => ({ id: chat.lid ? `${chat.lid}@lid` : `${chat.from}@s.whatsapp.net`, name: chat.name ?? null })),
      contacts: [],
    };
  }

  /** The chat of `before`'s messages older than it, `count` at most, as an on-demand answer. */
  older(before: StoredMessage, count: number): HistorySet {
    const jid = before.key.remoteJid;
    const chat = [...this.chats.values()].find((c) => `${c.from}@s.whatsapp.net` === jid || (c.lid && `${c.lid}@lid` === jid));
    const messages = chat ? chat.messages.filter((m) => m.at < before.timestamp).slice(0, count) : [];
    return {
      syncType: proto.HistorySync.HistorySyncType.ON_DEMAND,
      progress: 100,
      messages: chat ? messages.map((message) => waMessage(chat, message)) : [],
      chats: chat ? [{ id: jid, name: chat.name ?? null }] : [],
      contacts: [],
    };
  }
}

/** The bytes of a history message's file (its caption names a document's text), as `content` declared them. */
export function simulatedFileOf(message: WAMessage): Buffer {
  const m = message.message;
  const type = m?.imageMessage
    ? 'image'
    : m?.videoMessage
      ? 'video'
      : m?.audioMessage
        ? 'audio'
        : m?.stickerMessage
          ? 'sticker'
          : 'document';
  return simulatedMedia(type, m?.documentMessage?.caption ?? '').bytes;
}
