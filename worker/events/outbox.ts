/**
 * Turns what happens on a device into events: each gets the next `seq`, a body fixed byte for byte
 * at this moment, and one delivery per subscribed webhook, all in one storage transaction (the
 * caller's, when the event reports a change of state: the change and its event are one write).
 * Nothing is sent before it is written; the webhook dispatcher sends it after.
 */
import type { SessionDevice } from '../../protocol';
import type { Watchers } from '../kernel/watchers';
import { newId } from '../shared/ids';
import type { EventName } from '../webhooks/config';
import type { WebhookStore } from '../webhooks/webhook-store';
import type { EventData } from './event-data';
import type { EventLog } from './event-log';

export class Outbox {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly log: EventLog,
    private readonly webhooks: WebhookStore,
    private readonly watchers: Watchers,
  ) {}

  /**
   * Writes the event with its deliveries; `key` is the report's it comes from (call inside that
   * report's `takeOnce`, which marks it taken) or a key of its own. `data.id` may be left out, in
   * which case it is the event's own id.
   */
  record<N extends EventName>(
    device: SessionDevice,
    name: N,
    data: EventData<N>,
    key: string,
    at: number,
    now: number,
  ): { id: string; seq: number } {
    return this.storage.transactionSync(() => {
      const id = newId('evt');
      const seq = this.log.append({ id, key, name, at, device, data });
      for (const delivery of this.webhooks.enqueue(seq, name, now)) {
        this.watchers.tell({
          type: 'delivery',
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
      return { id, seq };
    });
  }
}
