/**
 * What a recipient in flight becomes once its message record has an outcome: only the record
 * decides, never a guess. Pure.
 *
 * - still PENDING: nothing yet (an answer or a receipt of its WhatsApp id will settle it);
 * - SENT, or moved on by a receipt: sent;
 * - FAILED because nobody knows (no answer and no receipt by the hard limit): sent once more with
 *   the same WhatsApp id, unless that was the last attempt or the campaign was cancelled;
 * - FAILED otherwise (WhatsApp or the session refused it): failed, with the record's reason.
 */
import type { Recipient, RecipientStatus } from './recipient-store';

/** What RecordStore writes when a send was never answered nor receipted (record-store.ts, `expirePending`). */
const UNKNOWN_OUTCOME_PREFIX = 'the outcome is unknown';
/** Sends of one recipient at most: the first, and one more with the same id after an unknown outcome. */
export const MAX_ATTEMPTS = 2;

export type RecordOutcome = { status: string; error: string | null } | null;
export type RecipientChange = { status: RecipientStatus; reason: string | null; recordId?: null };

export function settledRecipient(
  record: RecordOutcome,
  r: Pick<Recipient, 'attempts'>,
  campaignCancelled: boolean,
): RecipientChange | null {
  if (record === null) return { status: 'FAILED', reason: 'the outcome is unknown: its message record is no longer kept' };
  if (record.status === 'PENDING') return null;
  if (record.status !== 'FAILED') return { status: 'SENT', reason: null };
  const why = record.error ?? 'refused';
  if (campaignCancelled) return { status: 'CANCELLED', reason: `the campaign was cancelled (the last send: ${why})` };
  if (why.startsWith(UNKNOWN_OUTCOME_PREFIX) && r.attempts < MAX_ATTEMPTS) {
    return { status: 'QUEUED', recordId: null, reason: 'sent again: the outcome of the first send was lost' };
  }
  return { status: 'FAILED', reason: why };
}
