/**
 * What a session keeps and fetches of messages beside the socket's lifecycle: a message a phone asks
 * for again (Baileys' `getMessage`), the account's history as it arrives, older history asked of the
 * phone, the phone digits behind a LID, and a media message's bytes, through the socket current now.
 */
import type { BaileysEventMap, proto, WAMessage, WAMessageKey, WASocket } from '@whiskeysockets/baileys';
import { DEFAULT_HISTORY_DAYS, errorMessage, type StoredMessage } from '../../../protocol';
import { historyReports } from '../../messages/history';
import { EngineError, type SessionContext } from '../engine';
import { downloadStored } from '../stored-media';
import type { BaileysLogger } from './auth-state';
import { downloadWithBaileys } from './media-download';
import type { ConnectionOptions } from './options';
import type { SessionMemory } from './session-memory';

export type SessionHistoryDeps = {
  context: SessionContext;
  options: ConnectionOptions;
  logger: BaileysLogger;
  memory: SessionMemory;
  /** The current socket, open or not (null between sockets). */
  socket: () => WASocket | null;
  /** The current socket when it is open; throws "not connected" otherwise. */
  openSocket: () => WASocket;
};

export class SessionHistory {
  constructor(private readonly deps: SessionHistoryDeps) {}

  /** A message a phone asks for again (Baileys' `getMessage`), from memory or from the device's object. */
  async storedMessage(key: WAMessageKey): Promise<proto.IMessage | undefined> {
    try {
      return await this.deps.memory.getMessage(key, (ids) => this.deps.context.storedMessages(ids));
    } catch (error) {
      // Unanswered, the phone keeps "Waiting for this message"; the next retry asks again.
      this.deps.logger.warn({ err: error, id: key.id }, 'a message asked for again could not be read');
      return undefined;
    }
  }

  /** The account's history, as far back as the device was set to bring it, reported to the object in order. */
  take(set: BaileysEventMap['messaging-history.set']): void {
    const { context, memory, logger } = this.deps;
    const days = context.device.historyDays ?? DEFAULT_HISTORY_DAYS;
    const { reports, older } = historyReports({ ...set, syncType: set.syncType ?? null }, days, memory.lids.lookup);
    if (older.length > 0) context.report.messagesStored(older);
    for (const report of reports) {
      for (const message of report.messages)
        memory.lids.learn(message.lid ? `${message.lid}@lid` : null, message.phoneNumber ? `${message.phoneNumber}@s.whatsapp.net` : null);
      context.report.history(report).catch((error: unknown) => logger.warn({ err: error }, 'a part of the history was not taken'));
    }
  }

  async fetch(before: StoredMessage, count: number): Promise<void> {
    const sock = this.deps.openSocket();
    const key = { remoteJid: before.key.remoteJid, fromMe: before.key.fromMe, id: before.key.id };
    try {
      await sock.fetchMessageHistory(count, key, before.timestamp);
    } catch (error) {
      throw new EngineError('not-connected', `the phone could not be asked for older messages: ${errorMessage(error)}`);
    }
  }

  /** Phone digits behind a LID, for the inbound events (see `SessionMemory.phoneForLid`). */
  async phoneForLid(lid: string): Promise<string | null> {
    try {
      return await this.deps.memory.phoneForLid(lid, this.deps.socket());
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'LID lookup failed');
      return null;
    }
  }

  /** A stored message's file (a history message's), downloaded now (WhatsApp re-uploads an old one when asked) and stored. */
  async downloadStoredMedia(stored: StoredMessage): Promise<string> {
    this.deps.openSocket();
    return downloadStored(stored, (message, maxBytes) => this.downloadMedia(message, maxBytes), this.deps.context.uploadMedia);
  }

  /** The bytes of a received media message, through the socket that is current now. */
  async downloadMedia(message: WAMessage, maxBytes: number): Promise<Buffer> {
    const sock = this.deps.socket();
    if (!sock) throw new Error('the connection closed before the media was downloaded');
    const download = this.deps.options.downloadMedia ?? downloadWithBaileys;
    return download(
      message,
      {
        logger: this.deps.logger,
        reuploadRequest: (stale) => sock.updateMediaMessage(stale),
        ...(this.deps.options.emulator ? { dispatcher: this.deps.options.emulator.dispatcher } : {}),
      },
      maxBytes,
    );
  }
}
