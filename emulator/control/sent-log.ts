/**
 * What each Kurir device sent, as the phones received it (`GET …/sent`): the stanza's id, chat,
 * extra nodes and attributes as the server carried them, and the content each phone decrypted,
 * with the bytes of media as the phone downloaded and decrypted them. A read waits (bounded) for
 * the phones still decrypting what was sent, so a test that just sent can read at once.
 */
import type { BinaryNode, WAMessage } from '@whiskeysockets/baileys';
import { proto } from '@whiskeysockets/baileys';
import type { SentEntry as ControlSentEntry } from '../../protocol';
import { entry } from '../map-entry';
import type { ReceivedMedia } from '../phones/phone';

/** An entry of `GET …/sent`, and why a phone could not read it, when one could not. */
type SentEntry = ControlSentEntry & { failure?: string };

/** Entries kept per device, and media bytes kept in all (the newest). */
const KEPT_ENTRIES = 1_000;
const KEPT_MEDIA = 200;
/** How long a read waits for phones still decrypting. */
const SETTLE_MS = 10_000;

/** Stanza children that are the transport's, not the message's extra nodes. */
const TRANSPORT_NODES = new Set(['enc', 'participants', 'device-identity', 'reporting', 'tctoken']);
/** Stanza attributes every message has; the rest (`edit`, …) are the message's own. */
const TRANSPORT_ATTRS = new Set(['id', 'to', 'type', 'phash', 'addressing_mode', 'expiration', 't']);

export type { SentEntry };

type Tracked = { entry: SentEntry; expected: Set<string>; bytes?: Buffer };

export class SentLog {
  private readonly byLabel = new Map<string, Tracked[]>();
  private readonly byId = new Map<string, Tracked>();
  private readonly withMedia: Tracked[] = [];
  private waiters: Array<() => void> = [];

  /**
   * A message a Kurir device sent, to the phones `expected` (their numbers); false when it is one
   * already logged (the same message again: a retry's resend, say).
   */
  sent(label: string, stanza: BinaryNode, expected: readonly string[]): boolean {
    const id = stanza.attrs.id ?? '';
    if (!id || this.byId.has(id)) return false;
    const attrs: Record<string, string> = {};
    for (const [name, value] of Object.entries(stanza.attrs)) if (!TRANSPORT_ATTRS.has(name)) attrs[name] = value;
    const nodes = (Array.isArray(stanza.content) ? stanza.content : []).filter((n) => !TRANSPORT_NODES.has(n.tag));
    const tracked: Tracked = {
      entry: { id, to: stanza.attrs.to ?? '', content: null, nodes, attrs, receivedBy: [] },
      expected: new Set(expected),
    };
    const list = entry(this.byLabel, label, (): Tracked[] => []);
    list.push(tracked);
    this.byId.set(id, tracked);
    if (list.length > KEPT_ENTRIES) {
      const dropped = list.shift();
      if (dropped) this.byId.delete(dropped.entry.id);
    }
    return true;
  }

  /** A phone received (and decrypted, or failed to) a message; only messages a Kurir device sent are tracked. */
  received(phone: string, message: WAMessage, media: ReceivedMedia | null, failure: string | null): void {
    const tracked = message.key.id ? this.byId.get(message.key.id) : undefined;
    if (!tracked) return;
    tracked.expected.delete(phone);
    const { entry } = tracked;
    if (failure) entry.failure = failure;
    else if (!entry.receivedBy.includes(phone)) entry.receivedBy.push(phone);
    // Got again: the device sent it anew (a retry's resend).
    else entry.resent = (entry.resent ?? 0) + 1;
    if (entry.content === null && message.message) entry.content = proto.Message.fromObject(message.message).toJSON();
    if (media && !tracked.bytes) {
      tracked.bytes = media.bytes;
      entry.media = { size: media.bytes.length, sha256: media.sha256, mimetype: media.mimetype };
      this.withMedia.push(tracked);
      if (this.withMedia.length > KEPT_MEDIA) {
        const old = this.withMedia.shift();
        if (old) old.bytes = undefined;
      }
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** What `label` sent, oldest first, once every phone expected has read what it got (or after a bounded wait). */
  async list(label: string, settleMs = SETTLE_MS): Promise<SentEntry[]> {
    const deadline = Date.now() + settleMs;
    const list = () => this.byLabel.get(label) ?? [];
    while (list().some((t) => t.expected.size > 0) && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return list().map((t) => t.entry);
  }

  /** The decrypted bytes of a media message `label` sent, as the phone downloaded them. */
  async media(label: string, id: string): Promise<Buffer | undefined> {
    await this.list(label);
    const tracked = this.byId.get(id);
    return tracked && (this.byLabel.get(label) ?? []).includes(tracked) ? tracked.bytes : undefined;
  }
}
