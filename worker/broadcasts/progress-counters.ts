/**
 * A campaign's progress kept as counters, so that reading it costs the same
 * at 100,000 recipients as at 10: `broadcast_counts` holds one row of counts per campaign and
 * `broadcast_failures` one row per failure reason. SQLite triggers keep them, so every statement
 * that moves a recipient (or a receipt that moves its record, or a reply from its number) moves the
 * counters in the same statement, hence the same transaction; no code path can forget them.
 *
 * What a recipient counts for depends on its own row only: its status, and three columns the
 * triggers keep beside it: `record_status` and `record_error` (its message record's, copied by a
 * trigger on `records` when a receipt or an answer moves it) and `replied` (set when an incoming
 * record from its number is written at or after its send). The rules are `progress.ts`'s before
 * them: counts nest (read ⊆ delivered ⊆ sent), a sent message whose record failed counts as failed,
 * a reply counts for a recipient that is SENT.
 */
const COUNTED = ['queued', 'in_flight', 'sent', 'delivered', 'read', 'failed', 'replied', 'skipped', 'cancelled'] as const;

/** Whether the row `p` (NEW or OLD in a trigger, a table alias in a query) counts for each counter, as 0 or 1. */
function counts(p: string): Record<(typeof COUNTED)[number], string> {
  const sent = `${p}.status = 'SENT'`;
  return {
    queued: `(${p}.status = 'QUEUED')`,
    in_flight: `(${p}.status = 'IN_FLIGHT')`,
    sent: `(${sent} AND ${p}.record_status IS NOT 'FAILED')`,
    delivered: `(${sent} AND ${p}.record_status IN ('DELIVERED', 'READ', 'PLAYED'))`,
    read: `(${sent} AND ${p}.record_status IN ('READ', 'PLAYED'))`,
    failed: `(${p}.status = 'FAILED' OR (${sent} AND ${p}.record_status IS 'FAILED'))`,
    replied: `(${sent} AND ${p}.replied = 1)`,
    skipped: `(${p}.status = 'SKIPPED')`,
    cancelled: `(${p}.status = 'CANCELLED')`,
  };
}

/** The failure reason the row `p` counts for, or NULL. */
function failureOf(p: string): string {
  return `(CASE WHEN ${p}.status = 'FAILED' THEN COALESCE(${p}.reason, 'unknown')
    WHEN ${p}.status = 'SENT' AND ${p}.record_status IS 'FAILED' THEN COALESCE(${p}.record_error, 'unknown') END)`;
}

function addFailure(p: string): string {
  return `INSERT INTO broadcast_failures (broadcast_id, reason, n) SELECT ${p}.broadcast_id, ${failureOf(p)}, 1
    WHERE ${failureOf(p)} IS NOT NULL ON CONFLICT (broadcast_id, reason) DO UPDATE SET n = n + 1;`;
}

function removeFailure(p: string): string {
  return `UPDATE broadcast_failures SET n = n - 1 WHERE broadcast_id = ${p}.broadcast_id AND reason = ${failureOf(p)};
    DELETE FROM broadcast_failures WHERE broadcast_id = ${p}.broadcast_id AND reason = ${failureOf(p)} AND n <= 0;`;
}

/**
 * The counters' triggers (made by the device object's migrations: `0001_create_triggers.sql` holds
 * them; a change of one is a custom migration of its own, see `report-triggers.ts`).
 */
export const PROGRESS_TRIGGERS: readonly string[] = (() => {
  const added = counts('NEW');
  const removed = counts('OLD');
  return [
    `CREATE TRIGGER broadcast_recipients_counted AFTER INSERT ON broadcast_recipients BEGIN
      INSERT INTO broadcast_counts (broadcast_id, total, ${COUNTED.join(', ')}) VALUES (NEW.broadcast_id, 1, ${COUNTED.map((c) => added[c]).join(', ')})
        ON CONFLICT (broadcast_id) DO UPDATE SET total = total + 1, ${COUNTED.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')};
      ${addFailure('NEW')}
    END`,
    `CREATE TRIGGER broadcast_recipients_recounted
    AFTER UPDATE OF status, reason, record_status, record_error, replied ON broadcast_recipients BEGIN
      UPDATE broadcast_counts SET ${COUNTED.map((c) => `${c} = ${c} - ${removed[c]} + ${added[c]}`).join(', ')}
        WHERE broadcast_id = NEW.broadcast_id;
      ${removeFailure('OLD')}
      ${addFailure('NEW')}
    END`,
    `CREATE TRIGGER broadcast_recipients_uncounted AFTER DELETE ON broadcast_recipients BEGIN
      UPDATE broadcast_counts SET total = total - 1, ${COUNTED.map((c) => `${c} = ${c} - ${removed[c]}`).join(', ')}
        WHERE broadcast_id = OLD.broadcast_id;
      ${removeFailure('OLD')}
    END`,
    // A receipt (or the send's answer) moving a campaign's record moves its recipient's copy of it.
    `CREATE TRIGGER broadcast_records_followed AFTER UPDATE OF status, error ON records
    WHEN NEW.broadcast_id IS NOT NULL AND (NEW.status IS NOT OLD.status OR NEW.error IS NOT OLD.error) BEGIN
      UPDATE broadcast_recipients SET record_status = NEW.status, record_error = NEW.error WHERE record_id = NEW.id;
    END`,
    `CREATE TRIGGER broadcast_replies_counted AFTER INSERT ON records WHEN NEW.direction = 'INBOUND' BEGIN
      UPDATE broadcast_recipients SET replied = 1
        WHERE phone = NEW.contact AND sent_at <= NEW.created_at AND replied = 0 AND status IN ('IN_FLIGHT', 'SENT');
    END`,
  ];
})();
