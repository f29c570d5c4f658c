/**
 * What a main phone sends a companion of its account: the history sync WhatsApp's phone sends
 * right after linking (the chats and messages the phone has, `POST …/history`), and a chat's older
 * messages when the companion asks for them (`HISTORY_SYNC_ON_DEMAND`). Each chunk is a
 * `HistorySync` sent inline (zlib), from the phone's own device to the one companion. A client's
 * first connection waits for the first chunk (20 s otherwise, buffering every event); it also
 * carries the LID↔phone pairs the account knows.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { prepareWAMessageMedia, proto, type WASocket } from '@whiskeysockets/baileys';
import type { HistoryRequest } from '../../protocol';
import type { Device } from '../directory/accounts';
import { sampleMedia } from './sample-media';

export type HistoryChat = HistoryRequest['chats'][number];
type HistoryMessage = HistoryChat['messages'][number];

/** How far back the history a newly linked device gets reaches. */
const INITIAL_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/** Messages per chunk: WhatsApp cuts an account's history into many notifications. */
const MESSAGES_PER_CHUNK = 2_000;

/** A history message's id: the same for the same chat, time and text, so a chunk sent twice names the same messages. */
function historyId(chat: HistoryChat, message: HistoryMessage): string {
  const digest = createHash('sha256').update(`${chat.from}\u0000${message.at}\u0000${message.fromMe}\u0000${message.text}`).digest('hex');
  return `3EB0${digest.slice(0, 16).toUpperCase()}`;
}

/** The chat's JID as the phone knows it: by phone number, its LID beside it. */
const chatJid = (chat: HistoryChat) => `${chat.from}@s.whatsapp.net`;

/** What the phone keeps of the account's chats, each chat's messages newest first. */
export class PhoneHistory {
  private readonly chats = new Map<string, HistoryChat>();

  /** Chats given add to what the phone has (a chat given again gets the messages added). */
  add(chats: readonly HistoryChat[]): void {
    for (const chat of chats) {
      const known = this.chats.get(chat.from);
      const messages = [...(known?.messages ?? []), ...chat.messages].sort((a, b) => b.at - a.at);
      this.chats.set(chat.from, { ...known, ...chat, messages });
    }
  }

  get size(): number {
    let count = 0;
    for (const chat of this.chats.values()) count += chat.messages.length;
    return count;
  }

  all(): HistoryChat[] {
    return [...this.chats.values()];
  }

  /** Up to `count` messages of the chat `jid` older than `beforeMs`, newest first. */
  older(jid: string, beforeMs: number, count: number): HistoryChat | null {
    const chat = [...this.chats.values()].find((c) => chatJid(c) === jid || (c.lid && `${c.lid}@lid` === jid));
    if (!chat) return null;
    return { ...chat, messages: chat.messages.filter((m) => m.at < beforeMs).slice(0, count) };
  }
}

async function content(sock: WASocket, message: HistoryMessage): Promise<proto.IMessage> {
  if (message.type === 'text') return { conversation: message.text };
  // A file the phone has: uploaded to the media host as WhatsApp keeps it, downloaded when opened.
  const media = await sampleMedia(message.type, message.text);
  const caption = message.text || undefined;
  const upload = { upload: sock.waUploadToServer };
  switch (message.type) {
    case 'image':
      return prepareWAMessageMedia({ image: media.bytes, caption }, upload);
    case 'video':
      return prepareWAMessageMedia({ video: media.bytes, mimetype: media.mimeType, caption, seconds: media.seconds }, upload);
    case 'audio':
      return prepareWAMessageMedia({ audio: media.bytes, mimetype: media.mimeType, seconds: media.seconds }, upload);
    case 'sticker':
      return prepareWAMessageMedia({ sticker: media.bytes, mimetype: media.mimeType }, upload);
    case 'document':
      return prepareWAMessageMedia(
        { document: media.bytes, mimetype: media.mimeType, fileName: media.fileName ?? 'note.txt', caption },
        upload,
      );
  }
}

async function conversation(sock: WASocket, chat: HistoryChat, messages: readonly HistoryMessage[]): Promise<proto.IConversation> {
  const jid = chatJid(chat);
  const infos: proto.IHistorySyncMsg[] = [];
  for (const message of messages) {
    infos.push({
      message: {
        key: { remoteJid: jid, fromMe: message.fromMe, id: historyId(chat, message) },
        message: await content(sock, message),
        messageTimestamp: Math.floor(message.at / 1000),
        ...(message.fromMe ? { status: proto.WebMessageInfo.Status.READ } : { pushName: chat.name ?? null }),
      },
    });
  }
  return {
    id: jid,
    ...(chat.name ? { name: chat.name } : {}),
    ...(chat.lid ? { lidJid: `${chat.lid}@lid` } : {}),
    messages: infos,
    unreadCount: 0,
    conversationTimestamp: messages[0] ? Math.floor(messages[0].at / 1000) : null,
  };
}

type Chunk = { chats: Array<{ chat: HistoryChat; messages: HistoryMessage[] }>; count: number };

/** The chats cut into chunks of at most `MESSAGES_PER_CHUNK` messages (a long chat spans several). */
function chunksOf(chats: readonly HistoryChat[]): Chunk[] {
  const chunks: Chunk[] = [{ chats: [], count: 0 }];
  for (const chat of chats) {
    const slices: HistoryMessage[][] = [];
    for (let at = 0; at < chat.messages.length; at += MESSAGES_PER_CHUNK) slices.push(chat.messages.slice(at, at + MESSAGES_PER_CHUNK));
    if (slices.length === 0) slices.push([]);
    for (const messages of slices) {
      let current = chunks.at(-1) as Chunk;
      if (current.count > 0 && current.count + messages.length > MESSAGES_PER_CHUNK) {
        current = { chats: [], count: 0 };
        chunks.push(current);
      }
      current.chats.push({ chat, messages });
      current.count += messages.length;
    }
  }
  return chunks;
}

/** Sends one `HistorySync` to the companion, inline, as a peer message from the phone. */
async function sendSync(
  sock: WASocket,
  own: string,
  companion: Device,
  sync: proto.IHistorySync,
  notification: Pick<proto.Message.IHistorySyncNotification, 'chunkOrder' | 'progress' | 'peerDataRequestSessionId'>,
): Promise<void> {
  const syncType = sync.syncType as unknown as proto.Message.HistorySyncType;
  const message: proto.IMessage = {
    protocolMessage: {
      type: proto.Message.ProtocolMessage.Type.HISTORY_SYNC_NOTIFICATION,
      historySyncNotification: {
        syncType,
        initialHistBootstrapInlinePayload: deflateSync(proto.HistorySync.encode(sync).finish()),
        ...notification,
      },
    },
  };
  // To the one new device, as a phone does: a session with it first, then the message itself.
  await sock.assertSessions([companion.pnJid], false);
  await sock.relayMessage(own, message, { participant: { jid: companion.pnJid, count: 0 } });
}

/**
 * The history the phone sends a companion right after linking: the LID↔phone pairs (`known`) and
 * every chat it has, in chunks, the first an initial bootstrap, the rest recent history; or, to a
 * companion linked already (`initial: false`), chats the phone got since, as recent history.
 */
export async function sendInitialHistory(
  sock: WASocket,
  own: string,
  companion: Device,
  known: ReadonlyArray<{ pnJid: string; lidJid: string }>,
  chats: readonly HistoryChat[],
  options: { initial: boolean } = { initial: true },
): Promise<void> {
  // A new device gets about three months, as from WhatsApp's phone; older messages only on request.
  const since = Date.now() - INITIAL_WINDOW_MS;
  const sent = options.initial ? chats.map((chat) => ({ ...chat, messages: chat.messages.filter((m) => m.at >= since) })) : chats;
  const chunks = chunksOf(sent);
  for (const [index, chunk] of chunks.entries()) {
    const syncType =
      index === 0 && options.initial ? proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP : proto.HistorySync.HistorySyncType.RECENT;
    const conversations: proto.IConversation[] = [];
    for (const { chat, messages } of chunk.chats) conversations.push(await conversation(sock, chat, messages));
    const mappings = [
      ...known.map((account) => ({ pnJid: account.pnJid, lidJid: account.lidJid })),
      ...sent.flatMap((chat) => (chat.lid ? [{ pnJid: chatJid(chat), lidJid: `${chat.lid}@lid` }] : [])),
    ];
    await sendSync(
      sock,
      own,
      companion,
      {
        syncType,
        conversations,
        chunkOrder: index,
        progress: Math.round(((index + 1) / chunks.length) * 100),
        ...(index === 0 ? { phoneNumberToLidMappings: mappings } : {}),
        pushnames: chunk.chats.flatMap(({ chat }) => (chat.name ? [{ id: chatJid(chat), pushname: chat.name }] : [])),
      },
      { chunkOrder: index, progress: Math.round(((index + 1) / chunks.length) * 100) },
    );
  }
}

/** A chat's older messages, as the companion asked for them (`fetchMessageHistory`). */
export async function sendOnDemandHistory(
  sock: WASocket,
  own: string,
  companion: Device,
  chat: HistoryChat,
  requestId: string,
): Promise<void> {
  await sendSync(
    sock,
    own,
    companion,
    {
      syncType: proto.HistorySync.HistorySyncType.ON_DEMAND,
      conversations: [await conversation(sock, chat, chat.messages)],
      chunkOrder: 0,
      progress: 100,
    },
    { chunkOrder: 0, progress: 100, peerDataRequestSessionId: requestId },
  );
}
