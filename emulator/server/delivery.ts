/**
 * Getting stanzas to a device, as WhatsApp does: at once when it is connected, else held until it
 * connects again; and kept until the device acknowledges them, so that what was in flight when a
 * connection dropped is delivered again on the next one (marked `offline`, as backlog).
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Device } from '../directory/accounts';
import { entry } from '../map-entry';
import { node } from '../wire/nodes';

/** Stanzas kept per device while it is away: an abandoned account must not grow without bound. */
const HELD_LIMIT = 10_000;

/** What matters only live: presence and "typing…" are not held for a device that is away. */
const LIVE_ONLY = new Set(['presence', 'chatstate']);

/**
 * What acknowledges a stanza of each tag: a message by a receipt or a message ack, the rest by their
 * ack. A message's receipts share its id (delivered, then read), and the client's ack of a receipt
 * names its type, so a receipt is known by both: the read one must not stand in for the delivered one.
 */
function ackKey(tag: string, id: string, type?: string): string {
  return tag === 'receipt' ? `${tag}:${id}:${type ?? ''}` : `${tag}:${id}`;
}

export class Delivery {
  /** Per device, what was sent on its connection and not acknowledged yet, in order. */
  private readonly unacked = new Map<Device, Map<string, BinaryNode>>();

  /** `onAcknowledged`: told of every acknowledgement (the control API waits on some). */
  constructor(private readonly onAcknowledged?: (device: Device, tag: string, id: string) => void) {}

  deliver(device: Device, stanza: BinaryNode): void {
    if (!device.link && LIVE_ONLY.has(stanza.tag)) return;
    if (!device.link) {
      device.held.push(stanza);
      if (device.held.length > HELD_LIMIT) device.held.shift();
      return;
    }
    const id = stanza.attrs.id;
    if (id && stanza.tag !== 'iq' && stanza.tag !== 'ack') {
      entry(this.unacked, device, () => new Map<string, BinaryNode>()).set(ackKey(stanza.tag, id, stanza.attrs.type), stanza);
    }
    device.link.send(stanza);
  }

  /** The device acknowledged `tag` `id` (an `ack` of that class and type, or a receipt for a message). */
  acknowledged(device: Device, tag: string, id: string, type?: string): void {
    this.unacked.get(device)?.delete(ackKey(tag, id, type));
    this.onAcknowledged?.(device, tag, id);
  }

  /** The device's connection is gone: what it never acknowledged waits for the next one, first in line. */
  disconnected(device: Device): void {
    const pending = this.unacked.get(device);
    this.unacked.delete(device);
    if (pending && pending.size > 0) device.held.unshift(...pending.values());
  }

  /**
   * The device connected: everything held goes out, marked as offline backlog, then the count
   * that tells the client the backlog is over (`<ib><offline count/></ib>`).
   */
  flushHeld(device: Device): void {
    const held = device.held.splice(0);
    for (const stanza of held) this.deliver(device, { ...stanza, attrs: { ...stanza.attrs, offline: stanza.attrs.offline ?? '1' } });
    device.link?.send(node('ib', {}, [node('offline', { count: String(held.length) })]));
  }

  forget(device: Device): void {
    this.unacked.delete(device);
    device.held.length = 0;
  }
}
