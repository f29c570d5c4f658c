/**
 * What a main phone sends a companion right after it is linked: the history sync WhatsApp's phone
 * sends, inline (zlib of a `HistorySync`), from its own device to the companion's. A client's first
 * connection waits for it (20 s otherwise, buffering every event); it also carries the LID↔phone
 * pairs the account knows.
 */
import { deflateSync } from 'node:zlib';
import { proto } from '@whiskeysockets/baileys';
import type { Account, Device } from '../directory/accounts';
import type { Phone } from './phone';

export async function sendInitialHistory(phone: Phone, companion: Device, known: readonly Account[]): Promise<void> {
  const sock = phone.socket;
  const sync = proto.HistorySync.encode({
    syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
    conversations: [],
    phoneNumberToLidMappings: known.map((account) => ({ pnJid: account.pnJid, lidJid: account.lidJid })),
  }).finish();
  const message: proto.IMessage = {
    protocolMessage: {
      type: proto.Message.ProtocolMessage.Type.HISTORY_SYNC_NOTIFICATION,
      historySyncNotification: {
        syncType: proto.Message.HistorySyncType.INITIAL_BOOTSTRAP,
        initialHistBootstrapInlinePayload: deflateSync(sync),
        chunkOrder: 0,
        progress: 100,
      },
    },
  };
  // Sent to the one new device, as a phone does: a session with it first, then the message itself.
  await sock.assertSessions([companion.pnJid], false);
  await sock.relayMessage(phone.account.pnJid, message, { participant: { jid: companion.pnJid, count: 0 } });
}
