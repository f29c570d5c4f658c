/**
 * A campaign's progress, read from its recipients and the message records they name (both in the
 * device's object): receipts move the records, so delivered and read are counted from them, and a
 * reply is an incoming record from a recipient's number after the campaign's message went to it.
 * Counts nest: every delivered message was sent, every read one delivered. (The reply count reads
 * the records by contact and time: the records' `records_contact` index.)
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

export function progressOf(sql: SqlStorage, id: string): Progress {
  const counts = { ...EMPTY_COUNTS };
  for (const row of sql.exec<{ s: string; rs: string | null; n: number }>(
    `SELECT b.status AS s, r.status AS rs, COUNT(*) AS n FROM broadcast_recipients b LEFT JOIN records r ON r.id = b.record_id
     WHERE b.broadcast_id = ? GROUP BY b.status, r.status`,
    id,
  )) {
    counts.total += row.n;
    if (row.s === 'QUEUED') counts.queued += row.n;
    else if (row.s === 'IN_FLIGHT') counts.inFlight += row.n;
    else if (row.s === 'SKIPPED') counts.skipped += row.n;
    else if (row.s === 'CANCELLED') counts.cancelled += row.n;
    else if (row.s === 'FAILED' || row.rs === 'FAILED') counts.failed += row.n;
    else {
      // SENT: WhatsApp took it; a receipt may have moved its record on since.
      counts.sent += row.n;
      if (row.rs === 'DELIVERED' || row.rs === 'READ' || row.rs === 'PLAYED') counts.delivered += row.n;
      if (row.rs === 'READ' || row.rs === 'PLAYED') counts.read += row.n;
    }
  }
  counts.replied = sql
    .exec<{ n: number }>(
      `SELECT COUNT(*) AS n FROM broadcast_recipients b WHERE b.broadcast_id = ? AND b.status = 'SENT' AND EXISTS
         (SELECT 1 FROM records i WHERE i.contact = b.phone AND i.direction = 'INBOUND' AND i.created_at >= b.sent_at)`,
      id,
    )
    .one().n;
  const failures = sql
    .exec<{ reason: string | null; n: number }>(
      `SELECT CASE WHEN b.status = 'FAILED' THEN b.reason ELSE r.error END AS reason, COUNT(*) AS n
       FROM broadcast_recipients b LEFT JOIN records r ON r.id = b.record_id
       WHERE b.broadcast_id = ? AND (b.status = 'FAILED' OR (b.status = 'SENT' AND r.status = 'FAILED'))
       GROUP BY 1 ORDER BY n DESC LIMIT ?`,
      id,
      FAILURES_LISTED,
    )
    .toArray()
    .map((row) => ({ reason: row.reason ?? 'unknown', count: row.n }));
  return { counts, failures };
}
