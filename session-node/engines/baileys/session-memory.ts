/**
 * What one session remembers in memory, bounded: the messages it sent and received (Baileys asks
 * for them again through `getMessage` when a recipient's phone requests a retry), and who is
 * behind the LIDs it has seen.
 */
import type { proto, WAMessage, WAMessageKey, WASocket } from '@whiskeysockets/baileys';
import { LruMap, type StoredMessage } from '../../../protocol';
import { reviveStoredMessage } from '../../messages/build';
import { addressPairsOf } from '../../messages/event-mapping';
import { phoneDigits } from '../../messages/jids';
import { LidPhoneTable } from './lid-table';

export const DEFAULT_MESSAGE_CACHE_SIZE = 1_000;

export class SessionMemory {
  private readonly messages: LruMap<string, proto.IMessage>;
  readonly lids: LidPhoneTable;

  constructor(options: { messageCacheSize?: number; lidTableSize?: number } = {}) {
    this.messages = new LruMap(options.messageCacheSize ?? DEFAULT_MESSAGE_CACHE_SIZE);
    this.lids = new LidPhoneTable(options.lidTableSize);
  }

  remember(message: WAMessage): void {
    if (message.key.id && message.message) this.messages.set(message.key.id, message.message);
  }

  /**
   * Baileys' `getMessage` (a phone asked for a message again: a retry receipt): the content of a
   * message this session sent or received, from memory, else from what the device's object keeps
   * (`fromStore`), so a retry for a message sent before a restart, or on another node, is answered.
   */
  async getMessage(key: WAMessageKey, fromStore?: (ids: string[]) => Promise<StoredMessage[]>): Promise<proto.IMessage | undefined> {
    if (!key.id) return undefined;
    const known = this.messages.get(key.id);
    if (known || !fromStore) return known;
    const [stored] = await fromStore([key.id]);
    const message = stored ? reviveStoredMessage(stored).message : undefined;
    if (message) this.messages.set(key.id, message);
    return message ?? undefined;
  }

  /** Learns the LID↔phone pairs the keys of received messages reveal. */
  learnAddresses(messages: readonly WAMessage[]): void {
    for (const message of messages) {
      for (const [a, b] of addressPairsOf(message.key)) this.lids.learn(a, b);
    }
  }

  /** Phone digits behind a LID: this session's table, then Baileys' own mapping store. */
  async phoneForLid(lid: string, sock: Pick<WASocket, 'signalRepository'> | null): Promise<string | null> {
    const known = this.lids.phoneFor(lid);
    if (known || !sock) return known;
    const lidJid = lid.includes('@') ? lid : `${lid}@lid`;
    const pn = await sock.signalRepository.lidMapping.getPNForLID(lidJid);
    if (!pn) return null;
    this.lids.learn(lidJid, pn);
    return phoneDigits(pn);
  }
}
