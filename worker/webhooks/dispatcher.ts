/**
 * Sends a device's webhook deliveries. Due deliveries are started at once (`pump`), each attempt
 * runs on its own, so a slow or dead endpoint never holds up another webhook; a webhook has as
 * many attempts in flight as its `concurrency` allows (1: one at a time, in seq order). It wakes by
 * the object's alarm for retries and for what was due when an earlier instance ended: attempts in
 * flight are this instance's, in memory (an attempt dies with its instance, and its delivery is
 * due again for the next one). Every attempt is written to the object's storage (which queues its
 * D1 copy in the same transaction) before anything else happens.
 */

import { systemTimer } from '../../protocol';
import type { WatchEvents } from '../kernel/watchers';
import type { Alarms, Wakeable } from '../shared/alarms';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Emitter, Subscriber } from '../shared/domain-events';
import type { FollowUpEvents } from '../shared/follow-up';
import type { Clock } from '../shared/time';
import { WrittenTogether } from '../shared/written-together';
import type { TcpProbe } from './attempt-error';
import { WEBHOOK_CONCURRENCY, type WebhookConfig } from './config';
import { attemptDelivery, workerGuard } from './deliver';
import { reusedProbe } from './probe-policy';
import { retryDelayMs } from './retry';
import { tcpProbe } from './tcp-probe';
import type { DeliveryWithEvent, EndedAttemptRecord, WebhookStore } from './webhook-store';

/** Workers allow 6 simultaneous outgoing connections per invocation; more would only queue in the runtime. */
const MAX_IN_FLIGHT = WEBHOOK_CONCURRENCY.max;

/** How long a finished attempt to a webhook not kept in order may wait to be written with others. */
const ENDED_WAIT_MS = 10;

/** Due deliveries read beyond those started, for the next slots that free (see `dueNow`). */
const READ_AHEAD = 3 * MAX_IN_FLIGHT;

export type DispatcherDeps = {
  store: WebhookStore;
  mirror: D1Mirror;
  alarms: Alarms;
  clock: Clock;
  fetch: typeof fetch;
  /** Replaces the TCP probe that names a failed attempt's cause (tests). */
  probe?: TcpProbe | undefined;
  /** A 2xx must arrive within this (10 s by the contract). */
  timeoutMs: number;
  events: Subscriber<FollowUpEvents> & Emitter<WatchEvents>;
};

export class WebhookDispatcher implements Wakeable {
  /**
   * Attempts in flight: delivery id → its webhook, its run, and whether it holds a slot. An attempt
   * to a webhook that is not kept in order gives its slot up once its request ended; it stays
   * here, out of `due`, until its outcome is written.
   */
  private readonly running = new Map<string, { webhookId: string; run: Promise<void>; slot: boolean }>();
  /**
   * Attempts that ended, written together: those that finish while the object is busy go in one
   * transaction a moment later (measured with a webhook burst). Until its attempt is written a
   * delivery stays in `running`, so it is not taken up again; an instance that ends first leaves it
   * due, and the next one sends it again.
   */
  private readonly ended: WrittenTogether<EndedAttemptRecord>;
  /**
   * Due deliveries of the device's one webhook read ahead, while its webhooks are `hooks` (see
   * `dueNow`); `whole` when that read found fewer than it asked for, at the store's
   * `pendingWriteCount` of then (`pendingWrites`).
   */
  private ahead: { hooks: readonly WebhookConfig[]; rows: DeliveryWithEvent[]; whole: boolean; pendingWrites: number } | null = null;
  /** A pump is queued for the attempts that finish together. */
  private pumpQueued = false;

  /** The object's probe: each host and port at most once a minute, whatever the webhooks and test events. */
  private readonly probe: TcpProbe;

  constructor(private readonly deps: DispatcherDeps) {
    this.probe = reusedProbe(deps.probe ?? tcpProbe, () => deps.clock.now());
    this.ended = new WrittenTogether((ended) => deps.store.recordAttempts(ended), systemTimer, ENDED_WAIT_MS);
    deps.events.on('changes.committed', () => this.pump());
  }

  /** Starts every due delivery that can go now; returns at once. */
  pump(): void {
    const { store, clock } = this.deps;
    const now = clock.now();
    const holding = [...this.running.values()].filter((r) => r.slot);
    const free = MAX_IN_FLIGHT - holding.length;
    if (free <= 0) return;
    const hooks = store.listWebhooks();
    // No webhook, nothing to deliver (a removed webhook's pending deliveries ended with it).
    if (hooks.length === 0) return;
    // Each webhook may use its fair share of the slots at most: a slow or failing one (its attempts
    // waiting out the time limit) never takes the slots another webhook of the device needs.
    const share = Math.max(1, Math.floor(MAX_IN_FLIGHT / hooks.length));
    const configured = new Map(hooks.map((h) => [h.id, h.concurrency]));
    const concurrency = (webhookId: string) => Math.min(configured.get(webhookId) ?? WEBHOOK_CONCURRENCY.default, share);
    // Attempts in flight are this instance's: a new instance cleared what an earlier one had marked.
    const busy = new Map<string, number>();
    for (const { webhookId } of holding) busy.set(webhookId, (busy.get(webhookId) ?? 0) + 1);
    // No more is read than the webhooks have room for: every finished attempt pumps, and a burst's
    // queue was read a slot count at a time (or whole, with every webhook at its limit) to start one.
    const rooms = hooks.map((h) => Math.max(0, concurrency(h.id) - (busy.get(h.id) ?? 0)));
    const room = rooms.reduce((sum, n) => sum + n, 0);
    if (room === 0) return;
    for (const delivery of this.dueNow(hooks, now, Math.min(free, room), concurrency, busy, rooms)) {
      const run = this.attempt(delivery)
        .catch((error: unknown) => {
          // Its outcome may not be written: it is due again, and a whole read ahead lacks it.
          this.ahead = null;
          console.error(`delivery ${delivery.id} failed to run`, error);
        })
        .finally(() => {
          this.running.delete(delivery.id);
          this.pumpSoon();
          this.settle();
        });
      // No `waitUntil`: an object stays up while its outbound requests run (it is for the Workers API's sake there).
      this.running.set(delivery.id, { webhookId: delivery.webhook_id, run, slot: true });
    }
  }

  /**
   * The due deliveries to start now, at most `limit`. A device's one webhook, not kept in order,
   * takes them from the rows read ahead (`ahead`), read again only once fewer are left than it has
   * room for: in a burst, a query for every slot that freed was a tenth of the object's time. The
   * rows stay valid: a pending delivery not running changes only when its webhook does (which
   * drops them), and what is queued meanwhile comes after them. A read that found every due
   * delivery is not made again until one is queued or put back for a retry (the store counts
   * those writes) or the alarm wakes the dispatcher (a retry's time came): a device whose queue
   * is short (a burst spread over many devices) read it again for every attempt that ended and
   * every change committed, to find nothing new.
   */
  private dueNow(
    hooks: readonly WebhookConfig[],
    now: number,
    limit: number,
    concurrency: (webhookId: string) => number,
    busy: Map<string, number>,
    rooms: readonly number[],
  ): DeliveryWithEvent[] {
    const { store } = this.deps;
    const running = [...this.running.keys()];
    const [only] = hooks;
    if (hooks.length !== 1 || !only || only.concurrency === 1) {
      this.ahead = null;
      // With one webhook that has room, every row read is one to start.
      const readAhead = rooms.filter((n) => n > 0).length > 1 ? 4 : 1;
      return store.due(now, limit, concurrency, busy, running, readAhead);
    }
    let ahead = this.ahead;
    const unchanged = ahead?.whole === true && ahead.pendingWrites === store.pendingWriteCount;
    if (ahead?.hooks !== hooks || (ahead.rows.length < limit && !unchanged)) {
      const asked = limit + READ_AHEAD;
      const pendingWrites = store.pendingWriteCount;
      const rows = store.due(now, asked, () => Number.POSITIVE_INFINITY, new Map(), running, 1);
      ahead = { hooks, rows, whole: rows.length < asked, pendingWrites };
      this.ahead = ahead;
    }
    return ahead.rows.splice(0, limit);
  }

  /** After `deleteAll`: nothing read ahead is due any more. */
  forget(): void {
    this.ahead = null;
  }

  /** One pump for the attempts that finish together (each frees its slot in the same moment). */
  private pumpSoon(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /**
   * Never "now" while attempts run: what is due behind them starts as each one finishes (waking for
   * it would only spin the alarm). With nothing running (a new instance), what is due wakes it.
   */
  nextWake(): number | null {
    const now = this.deps.clock.now();
    const { retry, dueNow } = this.deps.store.wakes(now);
    const wakes = [retry, dueNow && this.running.size === 0 ? now : null].filter((t): t is number => t !== null);
    return wakes.length === 0 ? null : Math.min(...wakes);
  }

  wake(): void {
    // Time may have made a retry due since the rows were read.
    this.ahead = null;
    this.pump();
  }

  /** Resolves once no attempt is running. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((r) => r.run));
    this.settle();
  }

  private async attempt(delivery: DeliveryWithEvent): Promise<void> {
    const { store, clock } = this.deps;
    const hook = store.getWebhook(delivery.webhook_id);
    const event =
      delivery.event_name === null || delivery.event_body === null ? null : { name: delivery.event_name, body: delivery.event_body };
    if (!hook || !event) {
      store.abandon(delivery.id, hook ? 'event no longer kept' : 'webhook removed', clock.now());
      return;
    }
    const number = delivery.attempts + 1;
    const startedAt = clock.now();
    const result = await attemptDelivery(
      {
        url: hook.url,
        body: event.body,
        event: event.name,
        attempt: number,
        deliveryId: delivery.id,
        hmacKey: hook.hmacKey,
        timeoutMs: this.deps.timeoutMs,
      },
      this.deps.fetch,
      clock.after,
      { ...workerGuard(), probe: this.probe },
    );
    const last = number >= hook.retry.attempts;
    const status = result.ok ? 'SUCCEEDED' : last ? 'FAILED' : 'PENDING';
    // In order, the next one waits for this outcome (a retry holds it back): it is written at once.
    // Otherwise the slot goes to the next delivery now, and the outcome is written with those that
    // end within ENDED_WAIT_MS (one transaction for a burst's several).
    const ordered = hook.concurrency === 1;
    const running = this.running.get(delivery.id);
    if (!ordered && running) {
      running.slot = false;
      this.pumpSoon();
    }
    await this.ended.add(
      {
        attempt: {
          delivery_id: delivery.id,
          attempt: number,
          started_at: startedAt,
          duration_ms: result.durationMs,
          status_code: result.statusCode,
          error: result.error,
          response_body: result.responseBody,
        },
        outcome: {
          status,
          nextAt: status === 'PENDING' ? clock.now() + retryDelayMs(hook.retry, number) : null,
          ordered,
          webhookId: hook.id,
        },
      },
      !ordered,
    );
    this.deps.events.emit('delivery.changed', {
      delivery: {
        id: delivery.id,
        webhookId: hook.id,
        status,
        attempts: number,
        lastStatusCode: result.statusCode,
        lastError: result.error,
      },
    });
  }

  /** After an attempt: the history to D1 (with the other changes of the moment), and the alarm for what comes next. */
  private settle(): void {
    this.deps.mirror.flushSoon(() => this.deps.alarms.rearm());
  }
}
