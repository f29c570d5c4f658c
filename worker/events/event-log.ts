/**
 * A device's events, in its Durable Object's SQLite: each with its `seq` (1, 2, 3… in the order they
 * happened) and its body fixed byte for byte when it was written, kept for catching up
 * (`GET /events`) and for every delivery and resend. Also the keys of the session's reports
 * already taken, so a repeated report is dropped here, in one place (`takeOnce`).
 */
import type { SessionDevice } from '../../protocol';
import { iso } from '../shared/time';
import { ownTransaction, transaction } from '../shared/transactions';
import type { EventName, TestEventName } from '../webhooks/config';

/** `webhook.test` is the dashboard's test event, delivered only to the webhook it tests. */
export type EventRow = { seq: number; id: string; key: string; name: EventName | TestEventName; at: number; body: string };

/** An event to write: what its envelope carries (its `data` gets the event's id first). */
export type NewEvent = Pick<EventRow, 'id' | 'key' | 'name' | 'at'> & { device: SessionDevice; data: object };

/** Events kept for catching up; older ones go once no delivery needs them. */
const EVENT_LIMIT = 50_000;
const REPORT_KEY_LIMIT = 20_000;

/** An event's key is taken already: the report it comes from was taken before (see `takeOnceByEvent`). */
export class ReportTaken extends Error {
  constructor(key: string) {
    super(`an event with key ${key} is written already`);
  }
}

/** `append`'s statement; `?5` and `?6` are its body before and after its seq. */
const NEXT_SEQ = `(SELECT COALESCE(MAX(seq), 0) + 1 FROM events)`;
const EVENT_INSERT = `INSERT INTO events (seq, id, key, name, at, body) VALUES (${NEXT_SEQ}, ?, ?, ?, ?, ? || ${NEXT_SEQ} || ?)
  ON CONFLICT (key) DO NOTHING RETURNING seq`;

export class EventLog {
  constructor(private readonly storage: DurableObjectStorage) {}

  /**
   * Runs `take` for a report not taken before (the node repeats a report until acknowledged), in one
   * transaction with the mark that it was taken: a report `take` throws on stays untaken. The mark is
   * made also when the report changes nothing (e.g. a status that did not change).
   */
  takeOnce(key: string, take: () => void): void {
    transaction(this.storage, () => {
      if (this.claim(key)) take();
    });
  }

  /**
   * `takeOnce` for a report that writes its event under its own key whatever it changes (a
   * receipt): that event is its mark, and no mark of its own is written. A repeat finds its event
   * there: `append` throws `ReportTaken`, and what the repeat did before is rolled back with it.
   */
  takeOnceByEvent(take: () => void): void {
    try {
      transaction(this.storage, take);
    } catch (error) {
      if (!(error instanceof ReportTaken)) throw error;
    }
  }

  /**
   * Takes several reports in one transaction of its own (`ownTransaction`: no savepoint, which
   * copies every page it changes first), in their order, each as `takeOnce` would (or, with no
   * key, as `takeOnceByEvent`). False, with nothing of them written, when one of them throws (a
   * repeat whose event is its mark among them): the caller then takes each on its own.
   */
  async takeAllOnce(takes: readonly { key: string | null; take: () => void }[]): Promise<boolean> {
    try {
      await ownTransaction(this.storage, () => {
        for (const { key, take } of takes) if (key === null || this.claim(key)) take();
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Marks a report taken; false when it was already. */
  private claim(key: string): boolean {
    const sql = this.storage.sql;
    const n = sql
      .exec<{ n: number }>(
        `INSERT OR IGNORE INTO report_keys (key, n) VALUES (?, (SELECT COALESCE(MAX(n), 0) + 1 FROM report_keys)) RETURNING n`,
        key,
      )
      .toArray()[0]?.n;
    if (n === undefined) return false;
    if (n % 1000 === 0) sql.exec(`DELETE FROM report_keys WHERE n <= ?`, n - REPORT_KEY_LIMIT);
    return true;
  }

  nextSeq(): number {
    return this.storage.sql.exec<{ s: number }>(`SELECT COALESCE(MAX(seq), 0) AS s FROM events`).one().s + 1;
  }

  /**
   * Writes an event under the next seq and returns that seq; call inside the transaction of the
   * change it reports (and of its report's `takeOnce`, when a report of the session made it). Its
   * body, fixed byte for byte here, is the envelope every receiver gets:
   * `{id, seq, event, at, device, data: {id, ...data}}`.
   */
  append(event: NewEvent): number {
    const { id, key, name, at, device, data } = event;
    const body = JSON.stringify({ id, seq: 0, event: name, at: iso(at), device, data: { id, ...data } });
    // The body is cut where its seq goes, and the insert puts the next seq there: one statement
    // takes the seq and writes the event (this runs for every receipt and received message).
    const head = `{"id":${JSON.stringify(id)},"seq":`;
    if (!body.startsWith(`${head}0,`)) throw new Error(`the body of event ${id} does not start with its id and seq`);
    // The next seq is a scalar subquery (SQLite's min/max lookup on the key), written twice in a row
    // of VALUES: each is evaluated once, before the row is written, so both say the same seq. A row
    // selected from a subquery cost a co-routine for every event (about a sixth of the insert, on a
    // copy of the tables).
    const seq = this.storage.sql
      .exec<{ seq: number }>(EVENT_INSERT, id, key, name, at, head, body.slice(head.length + 1))
      .toArray()[0]?.seq;
    if (seq === undefined) throw new ReportTaken(key);
    if (seq % 1000 === 0) this.prune();
    return seq;
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
