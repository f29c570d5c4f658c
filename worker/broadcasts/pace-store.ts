/**
 * A device's ban protection as its Durable Object keeps it: its pace settings, when its next
 * broadcast message may go (kept, so a restarted object does not send early), and how many broadcast
 * messages it started on each day (for the daily cap).
 */
import { DEFAULT_PACE, dayOf, type PaceSettings } from './pace';

/** Days of counts kept (the cap reads only today's). */
const DAYS_KEPT = 14;

export class PaceStore {
  private cached: PaceSettings | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  settings(): PaceSettings {
    if (this.cached) return this.cached;
    const row = this.storage.sql.exec<{ value: string }>(`SELECT value FROM broadcast_pace WHERE key = 'settings'`).toArray()[0];
    this.cached = row ? { ...DEFAULT_PACE, ...(JSON.parse(row.value) as Partial<PaceSettings>) } : { ...DEFAULT_PACE };
    return this.cached;
  }

  setSettings(settings: PaceSettings): PaceSettings {
    this.storage.sql.exec(`INSERT OR REPLACE INTO broadcast_pace (key, value) VALUES ('settings', ?)`, JSON.stringify(settings));
    this.cached = { ...settings };
    return this.cached;
  }

  /** When the next broadcast message may go (0: at once). */
  nextSendAt(): number {
    const row = this.storage.sql.exec<{ value: string }>(`SELECT value FROM broadcast_pace WHERE key = 'next_send_at'`).toArray()[0];
    return row ? Number(row.value) : 0;
  }

  setNextSendAt(at: number): void {
    this.storage.sql.exec(`INSERT OR REPLACE INTO broadcast_pace (key, value) VALUES ('next_send_at', ?)`, String(at));
  }

  /** Broadcast messages started on the day `at` falls on. */
  startedOn(at: number): number {
    const day = dayOf(at, this.settings().utcOffsetMinutes);
    return this.storage.sql.exec<{ n: number }>(`SELECT COALESCE(SUM(started), 0) AS n FROM broadcast_days WHERE day = ?`, day).one().n;
  }

  /** Counts a message started now; call inside the transaction that writes its record. */
  countStart(at: number): void {
    const day = dayOf(at, this.settings().utcOffsetMinutes);
    const sql = this.storage.sql;
    sql.exec(`INSERT INTO broadcast_days (day, started) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET started = started + 1`, day);
    sql.exec(`DELETE FROM broadcast_days WHERE day < ?`, dayOf(at - DAYS_KEPT * 86_400_000, this.settings().utcOffsetMinutes));
  }
}
