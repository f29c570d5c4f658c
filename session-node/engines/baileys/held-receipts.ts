/**
 * Delivery receipts held back until a message is safe. Baileys would send a message's delivery
 * receipt the moment it decrypted it; WhatsApp then never delivers it again, so a node that died
 * before the device's object took the message's event lost the message. With `deferReceipt` (a
 * hook `scripts/patch-baileys.mjs` adds), the session keeps the receipt here and sends it once the
 * event is taken (or the message needs no event). A receipt whose socket is gone is dropped:
 * WhatsApp delivers the message again on the next connection, and (`retryUsedKeys`) Kurir asks the
 * sender for it anew if its keys were used already.
 */
import type { MessageReceiptType, WAMessage, WASocket } from '@whiskeysockets/baileys';

/** Receipts held at once; past it, the oldest is let go (WhatsApp delivers its message again). */
const MAX_HELD = 10_000;

type Held = { sock: Pick<WASocket, 'sendReceipt'>; jid: string; participant: string | undefined; type: MessageReceiptType };

export class HeldReceipts {
  private readonly held = new Map<string, Held>();

  constructor(private readonly onError: (error: unknown) => void) {}

  /**
   * Baileys' `deferReceipt(msg, participant, type)`: true when the receipt is held here (a message
   * from someone else, which becomes an event); false lets Baileys send it at once.
   */
  hold(sock: Pick<WASocket, 'sendReceipt'>, message: WAMessage, participant: string | undefined, type: MessageReceiptType): boolean {
    const { id, remoteJid, fromMe } = message.key;
    if (fromMe || message.category === 'peer' || !id || !remoteJid) return false;
    this.held.set(id, { sock, jid: remoteJid, participant, type });
    if (this.held.size > MAX_HELD) {
      const oldest = this.held.keys().next().value;
      if (oldest !== undefined) this.held.delete(oldest);
    }
    return true;
  }

  /** The message `id` is safe: its receipt goes, on the socket it came on if that is `current`. */
  release(id: string | null | undefined, current: Pick<WASocket, 'sendReceipt'> | null): void {
    const held = id ? this.held.get(id) : undefined;
    if (!id || !held) return;
    this.held.delete(id);
    if (held.sock !== current) return;
    held.sock.sendReceipt(held.jid, held.participant, [id], held.type).catch(this.onError);
  }

  get size(): number {
    return this.held.size;
  }
}
