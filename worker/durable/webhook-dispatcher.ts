/**
 * Sends a device's webhook deliveries. Due deliveries are started at once (`pump`), each attempt
 * runs on its own, so a slow or dead endpoint never holds up another webhook; one webhook gets one
 * attempt at a time. The alarm is only a scheduler: it always re-arms for the earliest due delivery
 * (or in-flight deadline), catches every error, and never counts on the platform's alarm retries.
 * Every attempt is written to the object's storage, then mirrored to D1 for the history lists.
 */
import { getDb, schema } from '../db';
import { newId } from '../lib/ids';
import { attemptDelivery } from '../webhooks/deliver';
import { retryDelayMs } from '../webhooks/retry';
import type { DeliveryRow, OutboxStore } from './outbox-store';

export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** Workers allow 6 simultaneous outgoing connections per invocation. */
const MAX_IN_FLIGHT = 6;
/** After this, an attempt whose object died with it is taken up again. */
const INFLIGHT_MARGIN_MS = 5_000;
/** How soon to try the D1 mirror again after it failed. */
const MIRROR_RETRY_MS = 5_000;

export class WebhookDispatcher {
  /** Replaced by tests (through `runInDurableObject`) to step the retry schedule without sleeping. */
  clock: Clock = systemClock;
  /** Replaced by tests to play the receiving end. */
  fetcher: typeof fetch = (input, init) => fetch(input, init);
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Env,
    private readonly store: OutboxStore,
    private readonly deviceId: () => string | null,
  ) {
    // Whatever an earlier instance had in flight died with it.
    store.clearInflight();
  }

  private get timeoutMs(): number {
    return Number(this.env.WEBHOOK_TIMEOUT_MS) || 10_000;
  }

  /** Starts every due delivery that can go now; returns at once. */
  pump(): void {
    const now = this.clock.now();
    const free = MAX_IN_FLIGHT - this.running.size;
    if (free <= 0) return;
    for (const delivery of this.store.due(now, free)) {
      if (this.running.has(delivery.id)) continue;
      this.store.markInflight(delivery.id, now + this.timeoutMs + INFLIGHT_MARGIN_MS);
      const run = this.attempt(delivery)
        .catch((error: unknown) => console.error(`delivery ${delivery.id} failed to run`, error))
        .finally(() => {
          this.running.delete(delivery.id);
          this.pump();
          this.ctx.waitUntil(this.settle());
        });
      this.running.set(delivery.id, run);
      this.ctx.waitUntil(run);
    }
  }

  async alarm(): Promise<void> {
    try {
      this.pump();
    } catch (error) {
      console.error('webhook scheduler failed', error);
    } finally {
      await this.settle();
    }
  }

  /** Resolves once no attempt is running (tests wait on it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
    await this.settle();
  }

  private async attempt(delivery: DeliveryRow): Promise<void> {
    const hook = this.store.getWebhook(delivery.webhook_id);
    const event = this.store.event(delivery.event_seq);
    if (!hook || !event) {
      this.store.abandon(delivery.id, hook ? 'event no longer kept' : 'webhook removed', this.clock.now());
      return;
    }
    const number = delivery.attempts + 1;
    const startedAt = this.clock.now();
    const result = await attemptDelivery(
      { url: hook.url, body: event.body, event: event.name, attempt: number, deliveryId: delivery.id, hmacKey: hook.hmacKey, timeoutMs: this.timeoutMs },
      this.fetcher,
    );
    const last = number >= hook.retry.attempts;
    this.store.recordAttempt(
      {
        delivery_id: delivery.id,
        attempt: number,
        started_at: startedAt,
        duration_ms: result.durationMs,
        status_code: result.statusCode,
        error: result.error,
        response_body: result.responseBody,
      },
      result.ok
        ? { status: 'SUCCEEDED', nextAt: null }
        : last
          ? { status: 'FAILED', nextAt: null }
          : { status: 'PENDING', nextAt: this.clock.now() + retryDelayMs(hook.retry, number) },
    );
  }

  /** Mirrors the history to D1, then re-arms the alarm; never throws. */
  private async settle(): Promise<void> {
    let mirrorFailed = false;
    try {
      await this.mirror();
    } catch (error) {
      mirrorFailed = true;
      console.error('delivery history mirror failed; will retry', error);
    }
    try {
      await this.rearm(mirrorFailed);
    } catch (error) {
      console.error('could not re-arm the webhook alarm', error);
    }
  }

  private async rearm(mirrorFailed: boolean): Promise<void> {
    const wake = this.store.nextWake();
    const candidates: number[] = [];
    // Everything is scheduled on the dispatcher's clock: the system clock in service, and in tests
    // a clock far ahead of it, so that only the test (runDurableObjectAlarm) runs the alarm.
    if (wake !== null) candidates.push(wake);
    if (mirrorFailed || this.store.hasUnmirrored()) candidates.push(this.clock.now() + MIRROR_RETRY_MS);
    if (candidates.length === 0) {
      await this.ctx.storage.deleteAlarm();
      return;
    }
    // An alarm set for "now" from inside alarm() is dropped locally (workerd #6866): one ms later.
    await this.ctx.storage.setAlarm(Math.max(Math.min(...candidates), Date.now() + 1));
  }

  private async mirror(): Promise<void> {
    const deviceId = this.deviceId();
    if (!deviceId) return;
    const db = getDb(this.env);
    for (let round = 0; round < 20; round++) {
      const deliveries = this.store.unmirroredDeliveries(25);
      const attempts = this.store.unmirroredAttempts(25);
      if (deliveries.length === 0 && attempts.length === 0) return;
      const statements = [
        ...deliveries.map((d) => {
          const event = this.store.event(d.event_seq);
          const row = {
            id: d.id,
            webhookId: d.webhook_id,
            deviceId,
            eventId: event?.id ?? '',
            event: event?.name ?? '',
            seq: d.event_seq,
            status: d.status,
            attempts: d.attempts,
            requestBody: event?.body ?? '',
            nextAttemptAt: d.next_at,
            lastStatusCode: d.last_status_code,
            lastError: d.last_error,
            resendOf: d.resend_of,
            createdAt: d.created_at,
            updatedAt: d.updated_at,
          };
          const { id: _id, requestBody: _body, createdAt: _created, ...changes } = row;
          return db.insert(schema.deliveries).values(row).onConflictDoUpdate({ target: schema.deliveries.id, set: changes });
        }),
        ...attempts.map((a) =>
          db
            .insert(schema.deliveryAttempts)
            .values({
              deliveryId: a.delivery_id,
              attempt: a.attempt,
              startedAt: a.started_at,
              durationMs: a.duration_ms,
              statusCode: a.status_code,
              error: a.error,
              responseBody: a.response_body,
            })
            .onConflictDoNothing(),
        ),
      ];
      const [first, ...rest] = statements;
      if (!first) return;
      await db.batch([first, ...rest]);
      this.store.markMirrored(deliveries, attempts);
    }
  }

  newDeliveryId(): string {
    return newId('dlv');
  }
}
