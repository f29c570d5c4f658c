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

/**
 * Counts finished attempts (those that end together, oldest first); call inside the transaction
 * that records them. One statement per webhook and hour, and one for the webhooks' last outcomes.
 */
export function countAttempts(sql: SqlStorage, ended: readonly AttemptOutcome[]): void {
  if (ended.length === 0) return;
  const hours = new Map<string, { webhookId: string; hour: number; attempts: number; failures: number }>();
  const last = new Map<string, AttemptOutcome>();
  for (const a of ended) {
    const hour = Math.floor(a.endedAt / HOUR_MS);
    const key = `${a.webhookId}|${hour}`;
    const counts = hours.get(key) ?? { webhookId: a.webhookId, hour, attempts: 0, failures: 0 };
    counts.attempts++;
    if (!a.ok) counts.failures++;
    hours.set(key, counts);
    const before = last.get(a.webhookId);
    if (!before || before.endedAt <= a.endedAt) last.set(a.webhookId, a);
  }
  for (const { webhookId, hour, attempts, failures } of hours.values()) {
    const counted = sql
      .exec<{ attempts: number }>(
        `INSERT INTO webhook_hours (webhook_id, hour, attempts, failures) VALUES (?, ?, ?, ?)
         ON CONFLICT (webhook_id, hour) DO UPDATE SET attempts = attempts + excluded.attempts, failures = failures + excluded.failures
         RETURNING attempts`,
        webhookId,
        hour,
        attempts,
        failures,
      )
      .one().attempts;
    // Hours past those kept go when a new hour starts (its first attempts), not with every attempt.
    if (counted === attempts) sql.exec(`DELETE FROM webhook_hours WHERE webhook_id = ? AND hour <= ?`, webhookId, hour - HOURS_KEPT);
  }
  const outcomes = [...last.values()];
  sql.exec(
    `INSERT OR REPLACE INTO webhook_last (webhook_id, at, ok, status_code, error) VALUES ${outcomes.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
    ...outcomes.flatMap((a) => [a.webhookId, a.endedAt, a.ok ? 1 : 0, a.statusCode, a.error]),
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
