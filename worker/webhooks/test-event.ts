/**
 * The dashboard's "Send test event": an event `webhook.test` written to the device's event log
 * like any other (it takes the next `seq`, and `GET /events` lists it) but delivered to one
 * webhook only, the one being tested, whatever events it subscribes to. Its body is
 * `{id, seq, event: "webhook.test", at, device, data: {id, webhookId}}`, signed like every delivery.
 */
import type { SessionDevice } from '../../protocol';
import type { EventLog } from '../events/event-log';
import type { WatchEvents } from '../kernel/watchers';
import type { Emitter } from '../shared/domain-events';
import { newId } from '../shared/ids';
import { TEST_EVENT } from './config';
import type { WebhookStore } from './webhook-store';

type Parts = { storage: DurableObjectStorage; log: EventLog; webhooks: WebhookStore; events: Emitter<WatchEvents> };

/** Writes the event and its one delivery in one transaction; the dispatcher sends it after. */
export function recordTestEvent(
  { storage, log, webhooks, events }: Parts,
  device: SessionDevice,
  webhookId: string,
  now: number,
): { eventId: string; deliveryId: string } {
  return storage.transactionSync(() => {
    const id = newId('evt');
    const seq = log.append({ id, key: `test:${id}`, name: TEST_EVENT, at: now, device, data: { webhookId } });
    const deliveryId = webhooks.enqueueTo(webhookId, seq, now);
    events.emit('delivery.changed', {
      delivery: { id: deliveryId, webhookId, status: 'PENDING', attempts: 0, lastStatusCode: null, lastError: null },
    });
    return { eventId: id, deliveryId };
  });
}
