/**
 * What a session does to keep its number working, noticed and counted (the `health` report):
 *
 * - A contact's Signal session mended. Baileys mends it itself: after a contact reinstalled
 *   (WhatsApp's identity notification, a new session at once), when a contact could not read a
 *   message (its retry receipt: the session is made anew and the message sent again), and when the
 *   device could not read a contact's message (Bad MAC, no session: Baileys asks the contact again,
 *   and the message arrives once it decrypts). Each is one mend per contact and cause; a burst of
 *   them for one contact (a flood of Bad MACs) is one mend, not hundreds.
 * - A socket that stays open and carries nothing: Baileys' keep-alive ends it when no answer came
 *   for `2 × keepAliveIntervalMs` (`no-pong`); a send that hears nothing at all within
 *   `ACK_TIMEOUT_MS` (no answer to its query, no ack) ends it sooner (`no-ack`). The session then
 *   connects anew.
 */
import type { BinaryNode, WAMessage } from '@whiskeysockets/baileys';
import { proto } from '@whiskeysockets/baileys';
import type { HealthCause, HealthEvent } from '../../../protocol';

/** One mend per contact and cause within this long: Baileys may ask several times for one breakage. */
export const MEND_WINDOW_MS = 10 * 60 * 1000;
/** How long a send may hear nothing at all on its socket before the socket counts as stalled. */
export const ACK_TIMEOUT_MS = 15_000;
/** Undecryptable messages remembered at once, waiting to arrive readable. */
const MAX_WAITING = 5_000;

export type ContactOf = (jid: string | null | undefined) => string | null;

export class SessionHealth {
  /** Last mend per `contact cause`. */
  private readonly mended = new Map<string, number>();
  /** Messages that could not be decrypted, by id, with their sender: they are asked for again. */
  private readonly undecryptable = new Map<string, string | null>();

  constructor(
    private readonly report: (event: HealthEvent) => void,
    private readonly contactOf: ContactOf,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The messages of an upsert: one Baileys could not decrypt is remembered (Baileys asked the
   * sender for it again); one that was, and now arrives readable, is a mended session.
   */
  upserted(messages: readonly WAMessage[]): void {
    for (const message of messages) {
      const id = message.key.id;
      if (!id || message.key.fromMe) continue;
      if (message.messageStubType === proto.WebMessageInfo.StubType.CIPHERTEXT) {
        if (!this.undecryptable.has(id)) this.undecryptable.set(id, this.contactOf(message.key.participant || message.key.remoteJid));
        if (this.undecryptable.size > MAX_WAITING) {
          const oldest = this.undecryptable.keys().next().value;
          if (oldest !== undefined) this.undecryptable.delete(oldest);
        }
        continue;
      }
      if (!message.message || !this.undecryptable.has(id)) continue;
      const contact = this.undecryptable.get(id) ?? null;
      this.undecryptable.delete(id);
      this.mend(contact, 'undecryptable');
    }
  }

  /** A contact could not read a message of the device and asked for it again (`<receipt type="retry">`). */
  retryAsked(receipt: BinaryNode): void {
    this.mend(this.contactOf(receipt.attrs.participant || receipt.attrs.from), 'retry-asked');
  }

  /** A contact reinstalled WhatsApp (`<notification type="encrypt"><identity/>`): Baileys makes a new session. */
  identityChanged(notification: BinaryNode): void {
    this.mend(this.contactOf(notification.attrs.from), 'identity-changed');
  }

  /** The socket stayed open and carried nothing; it is being replaced. */
  stalled(cause: Extract<HealthCause, 'no-pong' | 'no-ack'>): void {
    this.report({ signal: 'socket-stalled', cause, contact: null, timestamp: this.now() });
  }

  private mend(contact: string | null, cause: HealthCause): void {
    const at = this.now();
    const key = `${contact ?? '?'} ${cause}`;
    const last = this.mended.get(key);
    if (last !== undefined && at - last < MEND_WINDOW_MS) return;
    this.mended.set(key, at);
    if (this.mended.size > MAX_WAITING) {
      for (const [k, t] of this.mended) if (at - t >= MEND_WINDOW_MS) this.mended.delete(k);
    }
    this.report({ signal: 'session-mended', cause, contact, timestamp: at });
  }
}

/**
 * Watches that a socket carries something while the session waits on it: a send waiting for a
 * query's answer, then for WhatsApp's ack of the message. When `timeoutMs` passes with nothing at
 * all received since the wait began (no answer, no ack, no pong), the socket carries nothing,
 * whatever it says: `onStall` replaces it. A slow answer while other frames flow (a long media
 * upload, say) is no stall.
 */
export class StallWatch {
  private lastFrameAt: number;
  private readonly acks = new Map<string, () => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly onStall: () => void,
    private readonly timeoutMs = ACK_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.lastFrameAt = now();
  }

  /** Something arrived on the socket. */
  frame(): void {
    this.lastFrameAt = this.now();
  }

  /** The session waits on the socket from now; call the answer once the wait is over. */
  waiting(): () => void {
    const since = this.now();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.stopped || this.lastFrameAt > since) return;
      this.stop();
      this.onStall();
    }, this.timeoutMs);
    this.timers.add(timer);
    return () => {
      clearTimeout(timer);
      this.timers.delete(timer);
    };
  }

  /** A message went out: WhatsApp's ack (`acked`) ends its wait. */
  sent(id: string): void {
    if (this.acks.has(id)) return;
    const done = this.waiting();
    this.acks.set(id, () => {
      done();
      this.acks.delete(id);
    });
  }

  acked(id: string | undefined): void {
    if (id) this.acks.get(id)?.();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.acks.clear();
  }
}
