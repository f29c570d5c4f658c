/**
 * A campaign's progress as its counters hold it (`progress-counters.ts` keeps them, with every
 * change of a recipient, of its message record and every reply): two reads by key, whatever the
 * campaign's size. Counts nest: every delivered message was sent, every read one delivered.
 */

export type Counts = {
  total: number;
  queued: number;
  inFlight: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  replied: number;
  skipped: number;
  cancelled: number;
};
export type Failure = { reason: string; count: number };
export type Progress = { counts: Counts; failures: Failure[] };

export const EMPTY_COUNTS: Counts = {
  total: 0,
  queued: 0,
  inFlight: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  replied: 0,
  skipped: 0,
  cancelled: 0,
};

/** Reasons listed at most (the most frequent first). */
const FAILURES_LISTED = 20;

type CountsRow = {
  total: number;
  queued: number;
  in_flight: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  replied: number;
  skipped: number;
  cancelled: number;
};

export function progressOf(sql: SqlStorage, id: string): Progress {
  const row = sql.exec<CountsRow>(`SELECT * FROM broadcast_counts WHERE broadcast_id = ?`, id).toArray()[0];
  const counts: Counts = row
    ? {
        total: row.total,
        queued: row.queued,
        inFlight: row.in_flight,
        sent: row.sent,
        delivered: row.delivered,
        read: row.read,
        failed: row.failed,
        replied: row.replied,
        skipped: row.skipped,
        cancelled: row.cancelled,
      }
    : { ...EMPTY_COUNTS };
  const failures = sql
    .exec<{ reason: string; n: number }>(
      `SELECT reason, n FROM broadcast_failures WHERE broadcast_id = ? AND n > 0 ORDER BY n DESC, reason LIMIT ?`,
      id,
      FAILURES_LISTED,
    )
    .toArray()
    .map((f) => ({ reason: f.reason, count: f.n }));
  return { counts, failures };
}
