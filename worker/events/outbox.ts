/**
 * Turns what happens on a device into events: each gets the next `seq`, a body fixed byte for byte
 * at this moment, and one delivery per subscribed webhook, all in one storage transaction (the
 * caller's, when the event reports a change of state: the change and its event are one write).
 * Nothing is sent before it is written; the webhook dispatcher sends it after.
 */
import type { SessionDevice } from '../../protocol';
import type { WatchEvents } from '../kernel/watchers';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { newId } from '../shared/ids';
import { joined } from '../shared/transactions';
import type { WebhookStore } from '../webhooks/webhook-store';
import { EVENT_NAMES, type EventData, type EventName } from './event-data';
import type { EventLog } from './event-log';

/**
 * What happened that webhooks hear of, as the object's domain events (see `shared/domain-events.ts`):
 * one per webhook event, by its name, emitted by the part where it happens (inside the transaction
 * of the change it reports, when it reports one) and written here. `key` is the report's it comes
 * from (emitted inside that report's `takeOnce`, which marks it taken) or a key of its own;
 * `data.id` may be left out, in which case it is the event's own id.
 */
export type Happened<N extends EventName> = { device: SessionDevice; data: EventData<N>; key: string; at: number; now: number };

export type OutboxEvents = { [N in EventName]: Happened<N> };

export class Outbox {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly log: EventLog,
    private readonly webhooks: WebhookStore,
    private readonly events: Subscriber<OutboxEvents> & Emitter<WatchEvents>,
  ) {
    for (const name of EVENT_NAMES) this.follow(name);
  }

  private follow<N extends EventName>(name: N): void {
    this.events.on(name, ({ device, data, key, at, now }) => this.record(device, name, data, key, at, now));
  }

  /**
   * Writes the event with its deliveries, in the emitter's transaction when it has one (a report's
   * take: no savepoint of its own, which copied the pages of every event a second time).
   */
  private record<N extends EventName>(device: SessionDevice, name: N, data: EventData<N>, key: string, at: number, now: number): void {
    joined(this.storage, () => {
      const id = newId('evt');
      const seq = this.log.append({ id, key, name, at, device, data });
      for (const delivery of this.webhooks.enqueue(seq, name, now)) {
        this.events.emit('delivery.changed', {
          delivery: {
            id: delivery.id,
            webhookId: delivery.webhookId,
            status: 'PENDING',
            attempts: 0,
            lastStatusCode: null,
            lastError: null,
          },
        });
      }
    });
  }
}
