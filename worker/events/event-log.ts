/**
 * A device's events, in its Durable Object's SQLite: each with its `seq` (1, 2, 3… in the order they
 * happened) and its body fixed byte for byte when it was written, kept for catching up
 * (`GET /events`) and for every delivery and resend. Also the keys of the session's reports
 * already taken, so a repeated report is dropped here, in one place.
 */
import type { EventName } from '../webhooks/config';
import type { TestEventName } from '../webhooks/test-event';

/** `webhook.test` is the dashboard's test event, delivered only to the webhook it tests. */
export type EventRow = { seq: number; id: string; key: string; name: EventName | TestEventName; at: number; body: string };

/** Events kept for catching up; older ones go once no delivery needs them. */
const EVENT_LIMIT = 50_000;
const REPORT_KEY_LIMIT = 20_000;

export class EventLog {
  constructor(private readonly storage: DurableObjectStorage) {}

  createTables(): void {
    const sql = this.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, key TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL, at INTEGER NOT NULL, body TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS report_keys (key TEXT PRIMARY KEY, n INTEGER NOT NULL)`);
    sql.exec(`CREATE INDEX IF NOT EXISTS report_keys_n ON report_keys (n)`);
  }

  /** True when a report with this key was taken before (the node repeats a report until acknowledged). */
  seen(key: string): boolean {
    return this.storage.sql.exec(`SELECT 1 FROM report_keys WHERE key = ?`, key).toArray().length > 0;
  }

  /** Marks a report taken (also when it made no event, e.g. a status that did not change). */
  taken(key: string): void {
    const sql = this.storage.sql;
    const n = sql
      .exec<{ n: number }>(
        `INSERT OR IGNORE INTO report_keys (key, n) VALUES (?, (SELECT COALESCE(MAX(n), 0) + 1 FROM report_keys)) RETURNING n`,
        key,
      )
      .toArray()[0]?.n;
    if (n !== undefined && n % 1000 === 0) sql.exec(`DELETE FROM report_keys WHERE n <= ?`, n - REPORT_KEY_LIMIT);
  }

  nextSeq(): number {
    return this.storage.sql.exec<{ s: number }>(`SELECT COALESCE(MAX(seq), 0) AS s FROM events`).one().s + 1;
  }

  /** Writes an event and marks its report taken; call inside the transaction of the change it reports. */
  append(event: EventRow): void {
    this.storage.sql.exec(
      `INSERT INTO events (seq, id, key, name, at, body) VALUES (?, ?, ?, ?, ?, ?)`,
      event.seq,
      event.id,
      event.key,
      event.name,
      event.at,
      event.body,
    );
    this.taken(event.key);
    if (event.seq % 1000 === 0) this.prune();
  }

  /** Drops the oldest events beyond the limit, unless a pending delivery still needs them. */
  private prune(): void {
    this.storage.sql.exec(
      `DELETE FROM events WHERE seq <= (SELECT MAX(seq) FROM events) - ?
         AND seq NOT IN (SELECT event_seq FROM deliveries WHERE status = 'PENDING')`,
      EVENT_LIMIT,
    );
  }

  /** The oldest seq still kept, or null while the log is empty. */
  oldestSeq(): number | null {
    return this.storage.sql.exec<{ s: number | null }>(`SELECT MIN(seq) AS s FROM events`).one().s;
  }

  /** The seqs of kept events of these kinds from `from` on, oldest first, at most `limit` (a new webhook's replay). */
  seqsFrom(from: number, names: readonly string[], limit: number): number[] {
    if (names.length === 0) return [];
    return this.storage.sql
      .exec<{ seq: number }>(
        `SELECT seq FROM events WHERE seq >= ? AND name IN (${names.map(() => '?').join(',')}) ORDER BY seq LIMIT ?`,
        from,
        ...names,
        limit,
      )
      .toArray()
      .map((r) => r.seq);
  }

  /** The seq of the `count`th newest kept event of these kinds, or null when fewer are kept. */
  nthNewestSeq(names: readonly string[], count: number): number | null {
    if (names.length === 0 || count < 1) return null;
    return (
      this.storage.sql
        .exec<{ seq: number }>(
          `SELECT seq FROM events WHERE name IN (${names.map(() => '?').join(',')}) ORDER BY seq DESC LIMIT 1 OFFSET ?`,
          ...names,
          count - 1,
        )
        .toArray()[0]?.seq ?? null
    );
  }

  get(seq: number): EventRow | null {
    return this.storage.sql.exec<EventRow>(`SELECT * FROM events WHERE seq = ?`, seq).toArray()[0] ?? null;
  }

  after(after: number, limit: number): EventRow[] {
    return this.storage.sql.exec<EventRow>(`SELECT * FROM events WHERE seq > ? ORDER BY seq LIMIT ?`, after, limit).toArray();
  }
}
