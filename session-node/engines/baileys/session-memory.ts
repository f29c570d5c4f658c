/**
 * What one session remembers in memory, bounded: the messages it sent and received (Baileys asks
 * for them again through `getMessage` when a recipient's phone requests a retry), and who is
 * behind the LIDs it has seen.
 */
import type { proto, WAMessage, WAMessageKey, WASocket } from '@whiskeysockets/baileys';
import { addressPairsOf } from '../../messages/event-mapping';
import { phoneDigits } from '../../messages/jids';
import { LidPhoneTable } from './lid-table';
import { LruMap } from './lru';

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

  /** Baileys' `getMessage`: the content of a message this session sent or received. */
  readonly getMessage = async (key: WAMessageKey): Promise<proto.IMessage | undefined> => (key.id ? this.messages.get(key.id) : undefined);

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
