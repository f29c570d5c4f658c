/**
 * Messages the session wrote to WhatsApp's socket and WhatsApp has not acked yet. A send answers
 * once its stanza is written (its record is SENT), but a connection that dies just then can take
 * the stanza with it, unread. WhatsApp's own apps send what was not acked again when they are back
 * online, under the same id (a phone that had it already keeps one: its chat holds an id once);
 * so does the session, on its next socket, in the order the messages were sent.
 * Kept in memory for `maxAgeMs`: past it, the device object's delivery watch reports the message
 * (`message.undelivered`), and a node that restarts has the watch for what it held.
 */
import type { MessageRelayOptions, proto } from '@whiskeysockets/baileys';
import { errorMessage } from '../../../protocol';

/** How long an unacked message is sent again on the next socket: the delivery watch's default window. */
export const UNACKED_KEPT_MS = 10 * 60 * 1000;
/** Unacked messages kept at once; the oldest go first. */
const MAX_UNACKED = 1_000;
/** Acks remembered that came before their send was kept (the stanza is written before the send resumes). */
const RECENT_ACKS = 256;

/** What a relay needs to send the message again: the chat, the content, and the stanza's extras. */
export type Relay = { jid: string; content: proto.IMessage; options: MessageRelayOptions & { messageId: string } };

/** The socket a resend goes on, and what it tells. */
export type ResendSocket = {
  relay(relay: Relay): Promise<unknown>;
  current(): boolean;
  sent(id: string): void;
  logger: { info(details: object, message: string): void; warn(details: object, message: string): void };
};

export class UnackedSends {
  private readonly waiting = new Map<string, { relay: Relay; at: number }>();
  private readonly recentAcks = new Set<string>();

  constructor(
    private readonly maxAgeMs = UNACKED_KEPT_MS,
    private readonly now: () => number = Date.now,
    private readonly max = MAX_UNACKED,
  ) {}

  /** A message was written to the socket; it waits for its ack. */
  sent(relay: Relay): void {
    const id = relay.options.messageId;
    if (this.recentAcks.delete(id)) return;
    this.waiting.delete(id);
    this.waiting.set(id, { relay, at: this.now() });
    if (this.waiting.size > this.max) {
      const oldest = this.waiting.keys().next().value;
      if (oldest !== undefined) this.waiting.delete(oldest);
    }
  }

  /** WhatsApp acked a message (took it, or refused it: either way it was read). */
  acked(id: string | undefined): void {
    if (!id) return;
    if (this.waiting.delete(id)) return;
    this.recentAcks.add(id);
    if (this.recentAcks.size > RECENT_ACKS) {
      const oldest = this.recentAcks.values().next().value;
      if (oldest !== undefined) this.recentAcks.delete(oldest);
    }
  }

  /** How many messages wait for their ack. */
  get size(): number {
    return this.waiting.size;
  }

  /**
   * What is still unacked and young enough, oldest first, for the next socket to relay again; the
   * rest is forgotten. Each stays kept until its ack: a socket that dies again sends it again.
   */
  due(): Relay[] {
    const since = this.now() - this.maxAgeMs;
    const due: Relay[] = [];
    for (const [id, { relay, at }] of this.waiting) {
      if (at < since) this.waiting.delete(id);
      else due.push(relay);
    }
    return due;
  }

  /**
   * Relays again, under the same ids and oldest first, what earlier sockets wrote and WhatsApp
   * never acked, while `current()` says the socket it relays on is still the session's.
   */
  async resend(on: ResendSocket): Promise<void> {
    const due = this.due();
    if (due.length > 0) on.logger.info({ messages: due.length }, 'sending again what WhatsApp did not ack before the connection was lost');
    for (const relay of due) {
      if (!on.current()) return;
      const id = relay.options.messageId;
      try {
        await on.relay(relay);
        on.sent(id);
      } catch (error) {
        // Closed under it: kept for the next socket. Refused: WhatsApp read it, and it goes no more.
        if (on.current()) this.waiting.delete(id);
        on.logger.warn({ err: errorMessage(error), messageId: id }, 'an unacked message could not be sent again');
      }
    }
  }

  /** The session ended (stopped, logged out): nothing is sent again. */
  clear(): void {
    this.waiting.clear();
    this.recentAcks.clear();
  }
}
