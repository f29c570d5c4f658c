/**
 * How each webhook is doing, kept as its attempts finish (in the transaction that records each
 * one), so that a list shows it without reading the delivery history: the last attempt's outcome
 * and time, and per-hour counts of attempts and failures, of which the last 24 are summed.
 * "The last 24 h" is therefore the current hour and the 23 before it, to within the hour.
 */
export const HOUR_MS = 3_600_000;
/** The buckets summed: the current hour and the 23 before it. */
const HOURS_SHOWN = 24;
/** Buckets older than this are dropped as new ones are written. */
const HOURS_KEPT = 48;

export type WebhookHealth = {
  /** When the last attempt ended; null before the first. */
  lastAt: number | null;
  lastOk: boolean | null;
  lastStatusCode: number | null;
  lastError: string | null;
  attempts24h: number;
  failures24h: number;
};

export const NO_HEALTH: WebhookHealth = {
  lastAt: null,
  lastOk: null,
  lastStatusCode: null,
  lastError: null,
  attempts24h: 0,
  failures24h: 0,
};

export type AttemptOutcome = { webhookId: string; endedAt: number; ok: boolean; statusCode: number | null; error: string | null };

/** Counts one finished attempt; call inside the transaction that records it. */
export function countAttempt(sql: SqlStorage, a: AttemptOutcome): void {
  const hour = Math.floor(a.endedAt / HOUR_MS);
  const failed = a.ok ? 0 : 1;
  const counted = sql
    .exec<{ attempts: number }>(
      `INSERT INTO webhook_hours (webhook_id, hour, attempts, failures) VALUES (?, ?, 1, ?)
       ON CONFLICT (webhook_id, hour) DO UPDATE SET attempts = attempts + 1, failures = failures + excluded.failures RETURNING attempts`,
      a.webhookId,
      hour,
      failed,
    )
    .one().attempts;
  // Hours past those kept go when a new hour starts (its first attempt), not with every attempt.
  if (counted === 1) sql.exec(`DELETE FROM webhook_hours WHERE webhook_id = ? AND hour <= ?`, a.webhookId, hour - HOURS_KEPT);
  sql.exec(
    `INSERT OR REPLACE INTO webhook_last (webhook_id, at, ok, status_code, error) VALUES (?, ?, ?, ?, ?)`,
    a.webhookId,
    a.endedAt,
    a.ok ? 1 : 0,
    a.statusCode,
    a.error,
  );
}

/** A removed webhook's counters go with it. */
export function forgetHealth(sql: SqlStorage, webhookId: string): void {
  sql.exec(`DELETE FROM webhook_hours WHERE webhook_id = ?`, webhookId);
  sql.exec(`DELETE FROM webhook_last WHERE webhook_id = ?`, webhookId);
}

/** Every webhook's health at `now`, by id; a webhook never attempted is absent (see `NO_HEALTH`). */
export function readHealth(sql: SqlStorage, now: number): Map<string, WebhookHealth> {
  const health = new Map<string, WebhookHealth>();
  const last = sql.exec<{ webhook_id: string; at: number; ok: number; status_code: number | null; error: string | null }>(
    `SELECT webhook_id, at, ok, status_code, error FROM webhook_last`,
  );
  for (const row of last) {
    health.set(row.webhook_id, {
      ...NO_HEALTH,
      lastAt: row.at,
      lastOk: row.ok === 1,
      lastStatusCode: row.status_code,
      lastError: row.error,
    });
  }
  const since = Math.floor(now / HOUR_MS) - (HOURS_SHOWN - 1);
  const sums = sql.exec<{ webhook_id: string; attempts: number; failures: number }>(
    `SELECT webhook_id, SUM(attempts) AS attempts, SUM(failures) AS failures FROM webhook_hours WHERE hour >= ? GROUP BY webhook_id`,
    since,
  );
  for (const row of sums) {
    const h = health.get(row.webhook_id) ?? { ...NO_HEALTH };
    health.set(row.webhook_id, { ...h, attempts24h: row.attempts, failures24h: row.failures });
  }
  return health;
}
