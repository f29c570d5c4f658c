/**
 * A device's webhooks (with their HMAC keys, which never leave the object) and their deliveries
 * with every attempt, in its Durable Object's SQLite. The events they carry are the event log's.
 * Every change here also queues its D1 copy (`webhook-mirror.ts`), in the same transaction.
 */

import type { EventRow } from '../events/event-log';
import { countWebhookAttempts } from '../reports/webhook-counts';
import type { D1Mirror } from '../shared/d1-mirror';
import { newId } from '../shared/ids';
import { rowsWhereIn } from '../shared/sqlite';
import { columnsOf, selectList } from '../shared/table-columns';
import { transaction } from '../shared/transactions';
import { type EventName, type RetryPolicy, WEBHOOK_CONCURRENCY, type WebhookConfig } from './config';
import { attempts } from './object-tables';
import { countAttempts, forgetHealth, readHealth, type WebhookHealth } from './webhook-health';

export type DeliveryStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export type DeliveryRow = {
  id: string;
  webhook_id: string;
  event_seq: number;
  status: DeliveryStatus;
  attempts: number;
  next_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
  resend_of: string | null;
  created_at: number;
  updated_at: number;
};

export type AttemptRow = {
  delivery_id: string;
  attempt: number;
  started_at: number;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
};

/** An attempt that ended, and what it leaves its delivery at. */
export type EndedAttemptRecord = {
  attempt: AttemptRow;
  outcome: { status: DeliveryStatus; nextAt: number | null; ordered?: boolean; webhookId: string };
};

/** A delivery with its event's id, name and body (null when the event is no longer kept). */
export type DeliveryWithEvent = DeliveryRow & { event_id: string | null; event_name: EventRow['name'] | null; event_body: string | null };

/** Deliveries with their events (`DeliveryWithEvent`), up to a WHERE: what an attempt sends and what D1 copies. */
const DELIVERIES_WITH_EVENTS = `SELECT d.*, e.id AS event_id, e.name AS event_name, e.body AS event_body
  FROM deliveries d LEFT JOIN events e ON e.seq = d.event_seq`;

type WebhookRow = {
  id: string;
  url: string;
  events: string;
  hmac_key: string | null;
  retry_attempts: number;
  retry_delay_seconds: number;
  retry_strategy: RetryPolicy['strategy'];
  enabled: number;
  concurrency: number | null;
  from_seq: number | null;
  created_at: number;
  updated_at: number;
};

/** Attempts as their D1 copy names their fields (`object-tables.ts`). */
const SELECT_ATTEMPTS = `SELECT ${selectList(columnsOf(attempts))} FROM attempts`;

/** The D1 tables this store's changes are queued for (see `webhook-mirror.ts`). */
export const MIRRORED = { webhooks: 'webhooks', deliveries: 'deliveries', attempts: 'attempts' } as const;

/** Ended attempts written by one statement at most (each with a response snippet of 1 KiB at most). */
const ATTEMPTS_PER_STATEMENT = 200;
const INSERT_ATTEMPTS = `INSERT OR REPLACE INTO attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body)
  SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6 FROM json_each(?)`;

export class WebhookStore {
  /** Read for every event: kept in memory, refreshed on every change (this instance is the only writer). */
  private cached: WebhookConfig[] | null = null;
  /**
   * Counts the writes that make a delivery pending (queued, or put back for a retry), rolled back
   * or not: a reader of the due deliveries whose read found every one (`due`) knows it still has
   * them while this stands still, until time makes a retry due (the alarm's wake).
   */
  private pendingWrites = 0;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly mirror: D1Mirror,
  ) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  // Webhooks

  listWebhooks(): WebhookConfig[] {
    this.cached ??= this.sql.exec<WebhookRow>(`SELECT * FROM webhooks ORDER BY created_at`).toArray().map(toWebhook);
    return this.cached;
  }

  /** Each webhook's last outcome and its counts over the last 24 h (`webhook-health.ts`). */
  health(now: number): Map<string, WebhookHealth> {
    return readHealth(this.sql, now);
  }

  getWebhook(id: string): WebhookConfig | null {
    return this.listWebhooks().find((hook) => hook.id === id) ?? null;
  }

  /** A change of the webhooks in a transaction of its own; the list is read again after it, whether it held or rolled back. */
  private changingWebhooks(change: () => void): void {
    this.cached = null;
    try {
      this.storage.transactionSync(change);
    } finally {
      this.cached = null;
    }
  }

  /**
   * Writes a webhook; `replay` are the seqs of kept events it gets at once (a new webhook created
   * `from` a past seq), queued in order in the same transaction.
   */
  putWebhook(hook: WebhookConfig, replay: number[] = [], now = hook.updatedAt): void {
    this.changingWebhooks(() => {
      this.sql.exec(
        `INSERT OR REPLACE INTO webhooks (id, url, events, hmac_key, retry_attempts, retry_delay_seconds, retry_strategy, enabled,
           concurrency, from_seq,
           created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        hook.id,
        hook.url,
        JSON.stringify(hook.events),
        hook.hmacKey,
        hook.retry.attempts,
        hook.retry.delaySeconds,
        hook.retry.strategy,
        hook.enabled ? 1 : 0,
        hook.concurrency,
        hook.fromSeq,
        hook.createdAt,
        hook.updatedAt,
      );
      this.mirror.mark(MIRRORED.webhooks, hook.id);
      // All at one time: nothing of a new webhook waits ahead of its replay.
      const at = this.queueAt(hook.id, now);
      for (const seq of replay) this.insertDelivery(newId('dlv'), hook.id, seq, now, null, at);
    });
  }

  /** Removes a webhook; its pending deliveries end FAILED (kept in the history). */
  deleteWebhook(id: string, now: number): void {
    this.changingWebhooks(() => {
      this.sql.exec(`DELETE FROM webhooks WHERE id = ?`, id);
      forgetHealth(this.sql, id);
      this.mirror.mark(MIRRORED.webhooks, id);
      const pending = this.sql.exec<{ id: string }>(`SELECT id FROM deliveries WHERE webhook_id = ? AND status = 'PENDING'`, id).toArray();
      for (const delivery of pending) this.end(delivery.id, 'webhook removed', now);
    });
  }

  // Deliveries

  /** One PENDING delivery per enabled webhook subscribed to `name`; call inside the event's transaction. */
  enqueue(seq: number, name: EventName, now: number): { id: string; webhookId: string }[] {
    const made: { id: string; webhookId: string }[] = [];
    for (const hook of this.listWebhooks()) {
      if (!hook.enabled || !hook.events.includes(name)) continue;
      const id = newId('dlv');
      this.insertDelivery(id, hook.id, seq, now, null);
      made.push({ id, webhookId: hook.id });
    }
    return made;
  }

  /** One PENDING delivery of event `seq` to this webhook only (a test event); call inside the event's transaction. */
  enqueueTo(webhookId: string, seq: number, now: number): string {
    const id = newId('dlv');
    this.insertDelivery(id, webhookId, seq, now, null);
    return id;
  }

  /** A new delivery of the same event to the same webhook; returns its id. */
  resend(original: DeliveryRow, now: number): string {
    const id = newId('dlv');
    this.storage.transactionSync(() => this.insertDelivery(id, original.webhook_id, original.event_seq, now, original.id));
    return id;
  }

  /** When a delivery queued now is due: a webhook kept in order (concurrency 1) gets nothing before what waits ahead of it, retries included. */
  private queueAt(webhookId: string, now: number): number {
    const ordered = this.listWebhooks().find((h) => h.id === webhookId)?.concurrency === 1;
    if (!ordered) return now;
    const after = this.sql
      .exec<{ t: number | null }>(`SELECT MAX(next_at) AS t FROM deliveries WHERE webhook_id = ? AND status = 'PENDING'`, webhookId)
      .one().t;
    return Math.max(now, after ?? now);
  }

  /** See `pendingWrites`. */
  get pendingWriteCount(): number {
    return this.pendingWrites;
  }

  private insertDelivery(
    id: string,
    webhookId: string,
    seq: number,
    now: number,
    resendOf: string | null,
    at = this.queueAt(webhookId, now),
  ): void {
    this.sql.exec(
      `INSERT INTO deliveries (id, webhook_id, event_seq, status, attempts, next_at, created_at, updated_at, resend_of)
       VALUES (?, ?, ?, 'PENDING', 0, ?, ?, ?, ?)`,
      id,
      webhookId,
      seq,
      at,
      now,
      now,
      resendOf,
    );
    this.pendingWrites++;
    this.mirror.mark(MIRRORED.deliveries, id);
  }

  delivery(id: string): DeliveryRow | null {
    return this.sql.exec<DeliveryRow>(`SELECT * FROM deliveries WHERE id = ?`, id).toArray()[0] ?? null;
  }

  /** Deliveries by id, each with its event's id, name and body (null when the event is no longer kept): the D1 copy's rows. */
  deliveriesWithEvents(ids: readonly string[]): Map<string, DeliveryWithEvent> {
    const rows = rowsWhereIn<DeliveryWithEvent>(this.sql, DELIVERIES_WITH_EVENTS, 'd.id', ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The attempts of these deliveries, by `deliveryId:attempt`. */
  attemptsOf(deliveryIds: readonly string[]): Map<string, typeof attempts.$inferSelect> {
    const rows = rowsWhereIn<typeof attempts.$inferSelect>(this.sql, SELECT_ATTEMPTS, 'delivery_id', deliveryIds);
    return new Map(rows.map((row) => [`${row.deliveryId}:${row.attempt}`, row]));
  }

  /**
   * Deliveries due now, oldest first, each with its event's name and body (null when the event is
   * no longer kept), at most `limit`, none of those `running`, and for each webhook no more than its
   * `concurrency` allows beside the attempts it has in flight (1: one at a time, in order).
   * `readAhead` rows are read for each one picked: more than one when several webhooks have room
   * (a row of a webhook that fills up as they are picked is passed over).
   */
  due(
    now: number,
    limit: number,
    concurrency: (webhookId: string) => number,
    busy: Map<string, number>,
    running: readonly string[],
    readAhead: number,
  ): DeliveryWithEvent[] {
    // Webhooks already at their limit are left out in the query: a long queue behind a busy
    // webhook is not read again on every attempt that finishes.
    const full = [...busy].filter(([id, n]) => n >= concurrency(id)).map(([id]) => id);
    // Each list is one value (a JSON array): the object binds 100 values a statement at most, and
    // attempts that ended stay running until their outcome is written, so there may be many.
    const lists = [running, full].filter((ids) => ids.length > 0).map((ids) => JSON.stringify(ids));
    const notIn = (column: string, ids: readonly string[]) =>
      ids.length > 0 ? `AND ${column} NOT IN (SELECT value FROM json_each(?))` : '';
    const rows = this.sql
      .exec<DeliveryWithEvent>(
        `${DELIVERIES_WITH_EVENTS}
         WHERE d.status = 'PENDING' AND d.next_at <= ? ${notIn('d.id', running)} ${notIn('d.webhook_id', full)}
         ORDER BY d.next_at, d.event_seq LIMIT ?`,
        now,
        ...lists,
        limit * readAhead,
      )
      .toArray();
    const picked: DeliveryWithEvent[] = [];
    for (const row of rows) {
      if (picked.length >= limit) break;
      const inFlight = busy.get(row.webhook_id) ?? 0;
      if (inFlight >= concurrency(row.webhook_id)) continue;
      busy.set(row.webhook_id, inFlight + 1);
      picked.push(row);
    }
    return picked;
  }

  /**
   * Ends attempts that finished together, in one transaction (oldest first). For a webhook kept in
   * order (`ordered`), a retry holds back the deliveries behind it: none is due before it.
   */
  recordAttempts(ended: readonly EndedAttemptRecord[]): void {
    if (ended.length === 0) return;
    if (ended.some(({ outcome }) => outcome.status === 'PENDING')) this.pendingWrites++;
    const outcomes = ended.map(({ attempt, outcome }) => ({
      webhookId: outcome.webhookId,
      endedAt: attempt.started_at + attempt.duration_ms,
      durationMs: attempt.duration_ms,
      ok: outcome.status === 'SUCCEEDED',
      statusCode: attempt.status_code,
      error: attempt.error,
      finished: outcome.status !== 'PENDING',
    }));
    transaction(this.storage, () => {
      countAttempts(this.sql, outcomes);
      countWebhookAttempts(this.sql, outcomes);
      // The attempts bound as JSON rows: one statement text whatever their number (one prepared statement).
      for (let i = 0; i < ended.length; i += ATTEMPTS_PER_STATEMENT) {
        const rows = ended
          .slice(i, i + ATTEMPTS_PER_STATEMENT)
          .map(({ attempt: a }) => [a.delivery_id, a.attempt, a.started_at, a.duration_ms, a.status_code, a.error, a.response_body]);
        this.sql.exec(INSERT_ATTEMPTS, JSON.stringify(rows));
      }
      for (const { attempt, outcome } of ended) {
        if (outcome.ordered && outcome.status === 'PENDING' && outcome.nextAt !== null) {
          this.sql.exec(
            `UPDATE deliveries SET next_at = ? WHERE status = 'PENDING' AND next_at < ? AND webhook_id = ? AND id != ?`,
            outcome.nextAt,
            outcome.nextAt,
            outcome.webhookId,
            attempt.delivery_id,
          );
        }
        this.sql.exec(
          `UPDATE deliveries SET status = ?, attempts = ?, next_at = ?, last_status_code = ?, last_error = ?,
             updated_at = ? WHERE id = ?`,
          outcome.status,
          attempt.attempt,
          outcome.nextAt,
          attempt.status_code,
          attempt.error,
          attempt.started_at + attempt.duration_ms,
          attempt.delivery_id,
        );
      }
      // Each delivery's copy brings its attempts.
      this.mirror.markAll(ended.map(({ attempt }) => [MIRRORED.deliveries, attempt.delivery_id] as const));
    });
  }

  /** Ends a delivery without an attempt (its webhook or event is gone). */
  abandon(id: string, reason: string, now: number): void {
    this.storage.transactionSync(() => this.end(id, reason, now));
  }

  private end(id: string, reason: string, now: number): void {
    this.sql.exec(`UPDATE deliveries SET status = 'FAILED', next_at = NULL, last_error = ?, updated_at = ? WHERE id = ?`, reason, now, id);
    this.mirror.mark(MIRRORED.deliveries, id);
  }

  /**
   * What the scheduler must wake for: the earliest retry still to come, and whether anything is
   * due already (which attempts finishing start, while any run).
   */
  wakes(now: number): { retry: number | null; dueNow: boolean } {
    // Asked on every re-arming of the alarm, so two index lookups rather than one read of every
    // pending delivery (a burst's queue is thousands): the next retry as the first pending one
    // after now, and whether a pending one is due.
    const retry =
      this.sql
        .exec<{ t: number }>(`SELECT next_at AS t FROM deliveries WHERE status = 'PENDING' AND next_at > ? ORDER BY next_at LIMIT 1`, now)
        .toArray()[0]?.t ?? null;
    const due = this.sql
      .exec<{ due: number }>(`SELECT EXISTS (SELECT 1 FROM deliveries WHERE status = 'PENDING' AND next_at <= ?) AS due`, now)
      .one().due;
    return { retry, dueNow: due === 1 };
  }
}

function toWebhook(row: WebhookRow): WebhookConfig {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as EventName[],
    hmacKey: row.hmac_key,
    retry: { attempts: row.retry_attempts, delaySeconds: row.retry_delay_seconds, strategy: row.retry_strategy },
    enabled: row.enabled === 1,
    concurrency: row.concurrency ?? WEBHOOK_CONCURRENCY.default,
    fromSeq: row.from_seq,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
