/**
 * The statements of `RecordStore` that read or write whole records, each built once when the module
 * loads: built for every record, a statement was a new string to make (the send's answer's, a
 * receipt's). The object's columns are named from `records.ts`, so a column added to the record is
 * written and read by all of them.
 */
import type { ReceiptStatus } from '../../protocol';
import { RECORD_COLUMNS, type RecordStatus } from './records';

export const INSERT = `INSERT INTO records (${RECORD_COLUMNS.map((c) => c.column).join(', ')}) VALUES (${RECORD_COLUMNS.map(() => '?').join(', ')})`;
/** Each column read as its field. */
const FIELDS = RECORD_COLUMNS.map((c) => (c.column === c.field ? c.column : `${c.column} AS ${c.field}`)).join(', ');
/** Up to its WHERE. */
export const SELECT = `SELECT ${FIELDS} FROM records`;

/** A contact's records, newest first: the first page, and a page after a record (a row value the index seeks). */
export const RECORDS_BY_CONTACT = {
  first: `WHERE contact = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2`,
  after: `WHERE contact = ?1 AND (created_at, id) < (?3, ?4) ORDER BY created_at DESC, id DESC LIMIT ?2`,
};

const updateReturning = (setAndWhere: string) => `UPDATE records SET ${setAndWhere} RETURNING ${FIELDS}`;

/** The updates that answer with the record as it now is (`RecordStore.updated`). */
export const UPDATED = {
  /** A PENDING send's answer, a failure. */
  failed: updateReturning(`status = 'FAILED', error = ?1, updated_at = ?2 WHERE id = ?3 AND status = 'PENDING'`),
  /**
   * Most sends' answer: still PENDING, under the id the object gave the message, which the node kept.
   * Only the status and its time change, so the message id's indexes are not written again.
   */
  sent: updateReturning(`status = 'SENT', updated_at = ?2 WHERE id = ?3 AND status = 'PENDING' AND message_id = ?1`),
  /** Otherwise one statement: SET reads the row as it was, so a record a receipt moved on keeps its status. */
  sentAfterReceipt: updateReturning(
    `status = CASE WHEN status = 'PENDING' THEN 'SENT' ELSE status END,
       message_id = CASE WHEN status = 'PENDING' THEN ?1 ELSE COALESCE(message_id, ?1) END,
       updated_at = CASE WHEN status = 'PENDING' THEN ?2 ELSE updated_at END
     WHERE id = ?3`,
  ),
  resent: updateReturning(`message_id = ?, resent_at = ?, status = 'SENT', updated_at = ? WHERE id = ?`),
  /** A SCHEDULED record changed, or gone (PENDING with its new time; CANCELLED; FAILED). */
  scheduled: updateReturning(
    `status = COALESCE(?1, status), content = COALESCE(?2, content), scheduled_at = COALESCE(?3, scheduled_at),
       message_id = COALESCE(?4, message_id), error = COALESCE(?5, error),
       created_at = CASE WHEN ?1 = 'PENDING' THEN ?6 ELSE created_at END, updated_at = ?6
     WHERE id = ?7 AND status = 'SCHEDULED'`,
  ),
};

/** The statuses a receipt may move a record from. */
export const RECEIPT_PREDECESSORS: Record<ReceiptStatus, RecordStatus[]> = {
  DELIVERED: ['PENDING', 'SENT'],
  READ: ['PENDING', 'SENT', 'DELIVERED'],
  PLAYED: ['PENDING', 'SENT', 'DELIVERED', 'READ'],
  FAILED: ['PENDING', 'SENT'],
};

/**
 * A receipt's move of its sent message's record (`receiptOfSent`), by the status it moves to. The
 * message id is not in SET: writing it again, unchanged, rewrote its indexes for every receipt.
 */
export const RECEIPT_OF_SENT = Object.fromEntries(
  Object.entries(RECEIPT_PREDECESSORS).map(([status, from]) => [
    status,
    `UPDATE records SET status = ?1, error = CASE WHEN ?1 = 'FAILED' THEN ?3 ELSE error END, updated_at = ?4
     WHERE id = (SELECT record_id FROM messages WHERE id = ?2) AND message_id = ?2
       AND status IN (${from.map((_, i) => `?${i + 5}`).join(', ')})
     RETURNING id, contact`,
  ]),
) as Record<ReceiptStatus, string>;
