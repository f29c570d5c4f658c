/**
 * The webhooks' part of a device's Durable Object: create (with where the webhook starts), change,
 * remove, the dashboard's test event and a delivery's resend. The object checks who asks; each
 * change is followed up (deliveries started, D1 copies written) before it answers.
 */
import type { SessionDevice } from '../../protocol';
import type { Scope } from '../api-keys/scopes';
import type { EventLog } from '../events/event-log';
import type { WatchEvents } from '../kernel/watchers';
import type { Emitter } from '../shared/domain-events';
import type { FollowUp } from '../shared/follow-up';
import { newId } from '../shared/ids';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import { MAX_WEBHOOKS_PER_DEVICE, patchWebhook, type WebhookConfig, type WebhookFrom, type WebhookPatch } from './config';
import { unreadableEvents } from './event-scopes';
import { recordTestEvent } from './test-event';
import { NO_HEALTH, type WebhookHealth } from './webhook-health';
import { webhookStart } from './webhook-start';
import type { WebhookStore } from './webhook-store';

export type NewWebhook = Omit<WebhookConfig, 'id' | 'fromSeq' | 'createdAt' | 'updatedAt'> & { from?: WebhookFrom };

type Deps = {
  storage: DurableObjectStorage;
  log: EventLog;
  webhooks: WebhookStore;
  events: Emitter<WatchEvents>;
  followUp: FollowUp;
  clock: Clock;
};

export const webhookNotFound = (id: string): Outcome<never> => ({ ok: false, status: 404, message: `webhook ${id} not found` });

/**
 * Who asks, for the events a webhook carries: an API key's scopes, which must let it read every
 * event of a webhook it makes, changes or removes, and the event of a delivery it resends
 * (`event-scopes.ts`); null for a person of the dashboard or the operator.
 */
export type Reader = readonly Scope[] | null;

const forbidden = (message: string | null): Outcome<never> | null => (message === null ? null : { ok: false, status: 403, message });

export class WebhooksPart {
  constructor(private readonly deps: Deps) {}

  list(): Outcome<WebhookConfig[]> {
    return { ok: true, value: this.deps.webhooks.listWebhooks() };
  }

  /** Each webhook's health by id, every webhook of the device included (`NO_HEALTH` before its first attempt). */
  health(): Outcome<Record<string, WebhookHealth>> {
    const known = this.deps.webhooks.health(this.deps.clock.now());
    return { ok: true, value: Object.fromEntries(this.deps.webhooks.listWebhooks().map((h) => [h.id, known.get(h.id) ?? NO_HEALTH])) };
  }

  /**
   * A new webhook, starting at the device's next event (`from: "now"`), or replaying the kept
   * events of its kinds from a past `seq` first, queued in order with it.
   */
  async create({ from = 'now', ...hook }: NewWebhook, reader: Reader = null): Promise<Outcome<WebhookConfig>> {
    const refused = forbidden(unreadableEvents(reader, hook.events, 'subscribe to these events'));
    if (refused) return refused;
    const { webhooks, log, clock, followUp } = this.deps;
    if (webhooks.listWebhooks().length >= MAX_WEBHOOKS_PER_DEVICE) {
      return { ok: false, status: 409, message: `a device has at most ${MAX_WEBHOOKS_PER_DEVICE} webhooks; remove one first` };
    }
    const start = webhookStart(log, from, hook);
    if (!start.ok) return start;
    const now = clock.now();
    const created: WebhookConfig = { ...hook, id: newId('whk'), fromSeq: start.value.fromSeq, createdAt: now, updatedAt: now };
    webhooks.putWebhook(created, start.value.replay, now);
    await followUp.run();
    return { ok: true, value: created };
  }

  async change(id: string, patch: WebhookPatch, reader: Reader = null): Promise<Outcome<WebhookConfig>> {
    const current = this.deps.webhooks.getWebhook(id);
    if (!current) return webhookNotFound(id);
    const next = patchWebhook(current, patch, this.deps.clock.now());
    const refused = forbidden(unreadableEvents(reader, [...current.events, ...next.events], 'change a webhook of these events'));
    if (refused) return refused;
    this.deps.webhooks.putWebhook(next);
    await this.deps.followUp.run();
    return { ok: true, value: next };
  }

  async remove(id: string, reader: Reader = null): Promise<Outcome<null>> {
    const current = this.deps.webhooks.getWebhook(id);
    if (!current) return webhookNotFound(id);
    const refused = forbidden(unreadableEvents(reader, current.events, 'remove a webhook of these events'));
    if (refused) return refused;
    this.deps.webhooks.deleteWebhook(id, this.deps.clock.now());
    await this.deps.followUp.run();
    return { ok: true, value: null };
  }

  /** A `webhook.test` event delivered to this one webhook only (the dashboard's "Send test event"). */
  async sendTestEvent(device: SessionDevice, webhookId: string): Promise<Outcome<{ eventId: string; deliveryId: string }>> {
    if (!this.deps.webhooks.getWebhook(webhookId)) return webhookNotFound(webhookId);
    const made = recordTestEvent(this.deps, device, webhookId, this.deps.clock.now());
    await this.deps.followUp.run();
    return { ok: true, value: made };
  }

  /** Sends a delivery's event again, to the same webhook, as a new delivery. */
  async resend(deliveryId: string, reader: Reader = null): Promise<Outcome<{ id: string }>> {
    const { webhooks, log, clock, followUp } = this.deps;
    const original = webhooks.delivery(deliveryId);
    if (!original) return { ok: false, status: 404, message: `delivery ${deliveryId} not found` };
    const event = log.get(original.event_seq);
    const refused = event && forbidden(unreadableEvents(reader, [event.name], 'resend this delivery'));
    if (refused) return refused;
    if (!webhooks.getWebhook(original.webhook_id)) return { ok: false, status: 409, message: 'the webhook of this delivery was removed' };
    if (!log.get(original.event_seq)) return { ok: false, status: 409, message: 'the event of this delivery is no longer kept' };
    const id = webhooks.resend(original, clock.now());
    await followUp.run();
    return { ok: true, value: { id } };
  }
}
