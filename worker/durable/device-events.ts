/**
 * Turns what happens on a device into events: each gets the next `seq`, a body fixed byte for byte
 * at this moment, and its deliveries, all written before anything is sent.
 */
import { newId } from '../lib/ids';
import { iso } from '../lib/time';
import type { EventName } from '../webhooks/config';
import type { DeviceState } from './device-store';
import type { OutboxStore } from './outbox-store';
import type { WebhookDispatcher } from './webhook-dispatcher';

export class DeviceEvents {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly outbox: OutboxStore,
    private readonly dispatcher: WebhookDispatcher,
    private readonly state: () => DeviceState,
  ) {}

  /** True when the report with this key was already taken. */
  seen(key: string): boolean {
    return this.outbox.seen(key);
  }

  /** Marks a report taken when it made no event (e.g. a status that did not change). */
  taken(key: string): void {
    this.outbox.markSeen(key);
  }

  /**
   * Writes the event and its deliveries (once per key) and starts sending. `data.id` may be left
   * out, in which case it is the event's own id.
   */
  emit(name: EventName, data: Record<string, unknown>, key: string, at: number): { id: string; seq: number } | null {
    if (this.outbox.seen(key)) return null;
    const { info, sessionId } = this.state();
    const id = newId('evt');
    const seq = this.outbox.nextSeq();
    const body = JSON.stringify({
      id,
      seq,
      event: name,
      at: iso(at),
      device: { id: info?.id ?? '', name: info?.name ?? '', sessionId },
      data: { id, ...data },
    });
    this.outbox.appendEvent({ seq, id, key, name, at, body }, () => this.dispatcher.newDeliveryId(), this.dispatcher.clock.now());
    this.dispatcher.pump();
    this.ctx.waitUntil(this.dispatcher.alarm());
    return { id, seq };
  }

  /** The device's events after `after`, oldest first, as the bodies the webhooks carry. */
  after(after: number, limit: number): { seq: number; body: string }[] {
    return this.outbox.eventsAfter(after, limit).map((e) => ({ seq: e.seq, body: e.body }));
  }
}
