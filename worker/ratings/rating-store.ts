/**
 * A device's rating question in its Durable Object's SQLite: the settings (one row) and the
 * questions waiting to be sent (one per contact, written with the resolve that asked it, gone in
 * the transaction that writes its message's record).
 */
import type { OutgoingContent } from '../../protocol';
import { RATING_OFF, type RatingSettings } from './rating-settings';

export type QueuedQuestion = { contact: string; askedAt: number; text: string; content: OutgoingContent; attempts: number };

type SettingsRow = {
  enabled: number;
  kind: RatingSettings['kind'];
  language: RatingSettings['language'];
  text: string | null;
  answer_hours: number;
};
type QueueRow = { contact: string; asked_at: number; text: string; content: string; attempts: number };

export class RatingStore {
  /** Whether a question waits, kept between the writes that change it (asked after every change of the device). */
  private queuedMemo: boolean | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  settings(): RatingSettings {
    const row = this.storage.sql.exec<SettingsRow>(`SELECT * FROM rating_settings WHERE id = 1`).toArray()[0];
    if (!row) return RATING_OFF;
    return { enabled: row.enabled === 1, kind: row.kind, language: row.language, text: row.text, answerHours: row.answer_hours };
  }

  setSettings(s: RatingSettings): void {
    this.storage.sql.exec(
      `INSERT OR REPLACE INTO rating_settings (id, enabled, kind, language, text, answer_hours) VALUES (1, ?, ?, ?, ?, ?)`,
      s.enabled ? 1 : 0,
      s.kind,
      s.language,
      s.text,
      s.answerHours,
    );
  }

  /** Queues the question of a resolve (replacing an unsent one of an earlier resolve); call inside the resolve's transaction. */
  enqueue(q: Omit<QueuedQuestion, 'attempts'>): void {
    this.queuedMemo = null;
    this.storage.sql.exec(
      `INSERT OR REPLACE INTO rating_queue (contact, asked_at, text, content, attempts, next_at) VALUES (?, ?, ?, ?, 0, ?)`,
      q.contact,
      q.askedAt,
      q.text,
      JSON.stringify(q.content),
      q.askedAt,
    );
  }

  nextDue(now: number): QueuedQuestion | null {
    const row = this.storage.sql
      .exec<QueueRow>(
        `SELECT contact, asked_at, text, content, attempts FROM rating_queue WHERE next_at <= ? ORDER BY next_at, contact LIMIT 1`,
        now,
      )
      .toArray()[0];
    if (!row) return null;
    const content = JSON.parse(row.content) as OutgoingContent;
    return { contact: row.contact, askedAt: row.asked_at, text: row.text, content, attempts: row.attempts };
  }

  /** Sent (its record written) or given up. */
  remove(contact: string, askedAt: number): void {
    this.queuedMemo = null;
    this.storage.sql.exec(`DELETE FROM rating_queue WHERE contact = ? AND asked_at = ?`, contact, askedAt);
  }

  /** Tried again at `at`; `failed` counts an attempt that came to nothing. */
  postpone(at: number, contact?: string, failed = false): void {
    if (contact === undefined) this.storage.sql.exec(`UPDATE rating_queue SET next_at = MAX(next_at, ?)`, at);
    else
      this.storage.sql.exec(`UPDATE rating_queue SET next_at = ?, attempts = attempts + ? WHERE contact = ?`, at, failed ? 1 : 0, contact);
  }

  /** Questions that waited only for the device to be able to send are due now (not those backing off after a failure). */
  releaseWaiting(now: number): void {
    this.storage.sql.exec(`UPDATE rating_queue SET next_at = ? WHERE attempts = 0 AND next_at > ?`, now, now);
  }

  earliestDue(): number | null {
    return this.storage.sql.exec<{ t: number | null }>(`SELECT MIN(next_at) AS t FROM rating_queue`).one().t;
  }

  anyQueued(): boolean {
    this.queuedMemo ??= this.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM rating_queue`).one().n > 0;
    return this.queuedMemo;
  }
}
