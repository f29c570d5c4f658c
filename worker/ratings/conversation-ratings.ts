/**
 * The rating kept on a conversation's row in the device's object: the question asked when it was
 * resolved (credited to a member), the record that asked it, and the customer's first answer.
 */

/**
 * The rating question asked of a resolved conversation, credited to `memberId`: an earlier
 * question's answer is replaced (the reports keep it). Call inside the resolve's transaction.
 */
export function askRating(sql: SqlStorage, contact: string, memberId: string | null, now: number): void {
  sql.exec(
    `UPDATE conversations SET rating_asked_at = ?1, rating_question_id = NULL, rating_member_id = ?2, rating = NULL, rated_at = NULL
     WHERE contact = ?3`,
    now,
    memberId,
    contact,
  );
}

/** The rating question's record, written for the question asked at `askedAt` (a later resolve's is another). */
export function ratingQuestionSent(sql: SqlStorage, contact: string, askedAt: number, recordId: string): void {
  sql.exec(`UPDATE conversations SET rating_question_id = ?1 WHERE contact = ?2 AND rating_asked_at = ?3`, recordId, contact, askedAt);
}

/** The customer's answer, kept once: the first answer of a question counts. Whether it was kept. */
export function keepRating(sql: SqlStorage, contact: string, score: number, at: number, now: number): boolean {
  const changed = sql
    .exec(
      `UPDATE conversations SET rating = ?1, rated_at = ?2, updated_at = ?3
       WHERE contact = ?4 AND rating_asked_at IS NOT NULL AND rating IS NULL RETURNING id`,
      score,
      at,
      now,
      contact,
    )
    .toArray();
  return changed.length > 0;
}
