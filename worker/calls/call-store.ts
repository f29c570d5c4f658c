/**
 * A device's calls in its Durable Object's SQLite: its settings, and the calls it rejected, each
 * written with the call's report (so a restart neither loses nor repeats the reject and its text)
 * and kept a day, so a later status of the call says it was rejected too.
 */
import { type CallSettings, DEFAULT_CALL_SETTINGS } from './call-settings';

export type Rejection = {
  callId: string;
  caller: string | null;
  callerJid: string;
  message: string | null;
  rejectPending: boolean;
  attempts: number;
  createdAt: number;
};

type SettingsRow = { reject_voice: number; reject_video: number; reject_group: number; reject_when: string; message: string };
type RejectionRow = {
  call_id: string;
  caller: string | null;
  caller_jid: string;
  message: string | null;
  reject_pending: number;
  attempts: number;
  created_at: number;
};

/** How long a rejected call is remembered as rejected. */
const REMEMBER_MS = 24 * 60 * 60_000;

export class CallStore {
  private pendingMemo: boolean | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  settings(): CallSettings {
    const row = this.storage.sql.exec<SettingsRow>('SELECT * FROM call_settings WHERE id = 1').toArray()[0];
    if (!row) return DEFAULT_CALL_SETTINGS;
    return {
      rejectVoice: row.reject_voice === 1,
      rejectVideo: row.reject_video === 1,
      rejectGroup: row.reject_group === 1,
      when: row.reject_when === 'outside-hours' ? 'outside-hours' : 'always',
      message: row.message,
    };
  }

  setSettings(s: CallSettings, now: number): void {
    this.storage.sql.exec(
      `INSERT INTO call_settings (id, reject_voice, reject_video, reject_group, reject_when, message, updated_at)
       VALUES (1, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET reject_voice = excluded.reject_voice, reject_video = excluded.reject_video,
         reject_group = excluded.reject_group, reject_when = excluded.reject_when, message = excluded.message,
         updated_at = excluded.updated_at`,
      Number(s.rejectVoice),
      Number(s.rejectVideo),
      Number(s.rejectGroup),
      s.when,
      s.message,
      now,
    );
  }

  /** A call rejected, its reject and text due now; call inside the call's report's transaction. */
  add(r: { callId: string; caller: string | null; callerJid: string; message: string | null }, now: number): void {
    this.pendingMemo = null;
    this.storage.sql.exec('DELETE FROM call_rejections WHERE created_at < ? AND next_at IS NULL', now - REMEMBER_MS);
    this.storage.sql.exec(
      `INSERT INTO call_rejections (call_id, caller, caller_jid, message, reject_pending, attempts, next_at, created_at)
       VALUES (?, ?, ?, ?, 1, 0, ?, ?) ON CONFLICT (call_id) DO NOTHING`,
      r.callId,
      r.caller,
      r.callerJid,
      r.message,
      now,
      now,
    );
  }

  rejected(callId: string): boolean {
    return this.storage.sql.exec('SELECT 1 FROM call_rejections WHERE call_id = ?', callId).toArray().length > 0;
  }

  /** The oldest rejection with a step due at `now`. */
  nextDue(now: number): Rejection | null {
    const row = this.storage.sql
      .exec<RejectionRow>('SELECT * FROM call_rejections WHERE next_at <= ? ORDER BY next_at, call_id LIMIT 1', now)
      .toArray()[0];
    return row
      ? {
          callId: row.call_id,
          caller: row.caller,
          callerJid: row.caller_jid,
          message: row.message,
          rejectPending: row.reject_pending === 1,
          attempts: row.attempts,
          createdAt: row.created_at,
        }
      : null;
  }

  /** The session rejected the call (or it no longer rings). */
  rejectDone(callId: string): void {
    this.storage.sql.exec('UPDATE call_rejections SET reject_pending = 0 WHERE call_id = ?', callId);
    this.settle(callId);
  }

  /** The text's record is written (it is sent, or failed for good), or it is given up. */
  messageDone(callId: string): void {
    this.storage.sql.exec('UPDATE call_rejections SET message = NULL WHERE call_id = ?', callId);
    this.settle(callId);
  }

  /** Nothing more to do for the call: it stays only to say it was rejected. */
  finish(callId: string): void {
    this.pendingMemo = null;
    this.storage.sql.exec('UPDATE call_rejections SET reject_pending = 0, message = NULL, next_at = NULL WHERE call_id = ?', callId);
  }

  /** Tried again at `at`: one rejection (`failed` counts an attempt that came to nothing), or all due ones. */
  postpone(at: number, callId?: string, failed = false): void {
    if (callId === undefined) this.storage.sql.exec('UPDATE call_rejections SET next_at = MAX(next_at, ?) WHERE next_at IS NOT NULL', at);
    else
      this.storage.sql.exec(
        'UPDATE call_rejections SET next_at = ?, attempts = attempts + ? WHERE call_id = ?',
        at,
        failed ? 1 : 0,
        callId,
      );
  }

  /** Rejections that waited only for the device to be able to act are due now (not those backing off after a failure). */
  releaseWaiting(now: number): void {
    this.storage.sql.exec('UPDATE call_rejections SET next_at = ? WHERE attempts = 0 AND next_at > ?', now, now);
  }

  earliestDue(): number | null {
    return this.storage.sql.exec<{ t: number | null }>('SELECT MIN(next_at) AS t FROM call_rejections').one().t;
  }

  /** Whether any step is left, kept between the writes that change it (asked after every change of the device). */
  anyPending(): boolean {
    this.pendingMemo ??= this.earliestDue() !== null;
    return this.pendingMemo;
  }

  private settle(callId: string): void {
    this.pendingMemo = null;
    this.storage.sql.exec('UPDATE call_rejections SET next_at = NULL WHERE call_id = ? AND reject_pending = 0 AND message IS NULL', callId);
  }
}
