/**
 * What the server tells the rest of the emulator about the traffic it carries, and what it asks
 * of it: the control API records what a Kurir session sent (`sent`, `activity`), the phones'
 * receipts keep the configured timing, and faults are injected here.
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Account, Device } from '../directory/accounts';

export interface ServerHooks {
  /** A device sent a message stanza; `recipients` are the devices it went to. */
  messageSent?(sender: Device, stanza: BinaryNode, recipients: readonly Device[]): void;
  /** A device showed "typing…" or stopped (`composing`, `paused`, `recording`). */
  chatstate?(sender: Device, to: string, state: string): void;
  /** A device sent read receipts for messages it received. */
  read?(reader: Device, receipt: BinaryNode): void;
  /**
   * How long to hold a receipt from `receiver` before passing it on (null: pass it on at once;
   * -1: drop it). The phones' delivery receipts follow the configured `SIM_DELIVERED_MS`.
   */
  receiptDelay?(receiver: Device, type: string | undefined): number | null;
  /** An account for a number that has none yet (made on first use: a new phone); null when it must stay missing. */
  accountFor?(pn: string): Promise<Account | null>;
  /** Whether the next send of `sender` must be refused at once (its recipients' device query fails). */
  refuseSend?(sender: Device): boolean;
  /**
   * Whether a message of `sender` to `to` (a chat, not a group) is withheld: `{}` accepted and never
   * delivered (the recipient blocked the sender, say), `{code}` accepted and refused after; null delivers it.
   */
  withhold?(sender: Device, to: string): { code?: number | undefined } | null;
  /**
   * An error code the server acks `sender`'s next message with, later (a refusal after accepting),
   * if any. Only a message to someone else takes it: the client's own peer messages (key requests
   * to its phone, sent on their own schedule) must not use up a refusal armed for a send.
   */
  errorAck?(sender: Device, to: string): number | null;
  /** A device acknowledged a stanza delivered to it (`tag` message, notification, call or receipt). */
  acknowledged?(device: Device, tag: string, id: string): void;
  /** A device logged in (the control API names Kurir's sessions by their label). */
  loggedIn?(device: Device): void;
  /** A device sent a call action (`reject` of a call it got, say). */
  call?(caller: Device, to: string, action: BinaryNode): void;
  /** A device uploaded its prekeys (a new phone is ready for sessions once it has). */
  keysUploaded?(device: Device): void;
}
