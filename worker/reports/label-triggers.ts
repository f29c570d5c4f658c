/**
 * The label report's counters (`METRIC.label*`), moved by the report triggers (`report-triggers.ts`)
 * in the statement that opens, answers, labels or resolves a conversation: one counter row per hour,
 * label and dimension, so a label's figures cost its hours, never its conversations.
 *
 * A label counts what happens while the conversation carries it, from then on: an opening when the
 * conversation opens carrying it or is given it while open (once an opening: `report_waits.labels`
 * keeps the labels it was counted for), a first response when the conversation carries it as an
 * agent first answers, a resolution when it carries it as it is resolved. A label put on after the
 * first answer counts no first response; one taken off before the resolve counts no resolution.
 */
import { bucketSql, RESPONSE_EDGES_MS } from './histogram';
import { bumpSql, lit, METRIC } from './report-counters';

/** Each label of a conversation's `label_ids` (SQL, JSON) as `j.value`. */
const each = (labelIds: string) => `json_each(${labelIds}) j`;

/** The opening of NEW counted for each label it carries (NEW's `report_waits` row is written after this with them). */
export function labelsOpened(at: string): string {
  return bumpSql({ at, metric: METRIC.label, subject: 'j.value', dim: lit('opened'), from: each('NEW.label_ids') });
}

/**
 * The labels NEW, open, was just given that its opening was not counted for yet; then its wait row
 * remembers them. Without a wait row (opened before the counters kept labels) the labels it had before count as counted.
 */
export function labelsGiven(): string {
  return `${bumpSql({
    at: 'NEW.updated_at',
    metric: METRIC.label,
    subject: 'j.value',
    dim: lit('opened'),
    from: `${each('NEW.label_ids')} LEFT JOIN report_waits w ON w.contact = NEW.contact`,
    when: `NOT EXISTS (SELECT 1 FROM json_each(COALESCE(w.labels, OLD.label_ids)) k WHERE k.value = j.value)`,
  })}
    UPDATE report_waits SET labels = (SELECT json_group_array(value) FROM
      (SELECT value FROM json_each(report_waits.labels) UNION SELECT value FROM json_each(NEW.label_ids)))
      WHERE contact = NEW.contact;`;
}

/** An agent's first answer (NEW, a record) timed for each label its conversation carries; before the wait row is marked answered. */
export function labelsAnswered(elapsed: string): string {
  return bumpSql({
    at: 'NEW.created_at',
    metric: METRIC.labelFirstResponse,
    subject: 'j.value',
    dim: bucketSql(RESPONSE_EDGES_MS, elapsed),
    from: `report_waits w JOIN conversations c ON c.contact = w.contact, ${each('c.label_ids')}`,
    when: `NEW.source = 'DASHBOARD' AND w.contact = NEW.contact AND w.answered = 0`,
  });
}

/** NEW resolved: counted and timed for each label it carries; before its wait row is deleted. */
export function labelsResolved(at: string): string {
  return `${bumpSql({ at, metric: METRIC.label, subject: 'j.value', dim: lit('resolved'), from: each('NEW.label_ids') })}
      ${bumpSql({
        at,
        metric: METRIC.labelResolution,
        subject: 'j.value',
        dim: bucketSql(RESPONSE_EDGES_MS, `MAX(0, ${at} - w.opened_at)`),
        from: `report_waits w, ${each('NEW.label_ids')}`,
        when: 'w.contact = NEW.contact',
      })}`;
}

/** A label put on (or taken off) an open conversation. */
export const LABEL_TRIGGER = `CREATE TRIGGER conversations_reported_labels AFTER UPDATE OF label_ids ON conversations
    WHEN NEW.status = 'OPEN' AND NEW.label_ids IS NOT OLD.label_ids BEGIN
      ${labelsGiven()}
    END`;
