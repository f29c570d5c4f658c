/**
 * D1 copies of a Durable Object's state (the device row, webhook and delivery history, message
 * records) follow the state; they never gate it. A change marks what it changed in this queue in
 * the same storage transaction as the change itself; `flush` then brings D1 in line, in batches,
 * one flush at a time, and a failed flush is retried by the object's alarm. Each D1 table has one
 * owner, which turns queued entries into statements.
 */
import { systemTimer } from '../../protocol';
import type { Wakeable } from './alarms';
import type { Clock } from './time';

export type MirrorEntry = { key: string; payload: unknown };

export interface MirrorOwner {
  /** The name its entries are queued under. */
  readonly name: string;
  /**
   * Statements that bring D1 in line with these entries (oldest first); read the object's current
   * state as needed. Plain prepared statements, not drizzle's builders: this runs for every change
   * of every device, and building queries cost more than running them (measured with the profiler).
   */
  statements(entries: MirrorEntry[]): D1PreparedStatement[];
  /** Runs once the statements landed (e.g. the fleet re-reads which devices are wanted). */
  afterFlush?(entries: MirrorEntry[]): Promise<void>;
}

/**
 * Entries per D1 batch, and batches per flush before yielding (a flush that stopped so, with
 * entries left, is followed by another at once: see `flush`). Each batch is one D1
 * transaction and two of the object's (the read mark, the deletes): a busy object gathers a second
 * of changes (`BUSY_COALESCE_MS`), which went in batches of 50, five times as many as now
 * (measured: a sustained send's worker-thread CPU about 5 % lower). The rows are bound as JSON
 * (`d1-rows.ts`), so a batch's size is not bounded by D1's 100 values a statement.
 */
export const MIRROR_BATCH = 250;
export const MIRROR_ROUNDS = 4;
/** A failed flush is tried again after this; pending entries also arm the alarm this far ahead, in case the object dies mid-flush. */
const RETRY_MS = 5_000;
/**
 * How long `flushSoon` lets changes gather before their copies go out together: a moment while the
 * object is quiet; up to a second while it is busy (its last flush carried `BUSY_ENTRIES` or more,
 * or as many wait when the moment is over: a burst's start, which took a D1 write of its own),
 * so that the changes of a send and its receipts go out as one D1 write, not three, and a D1 batch
 * carries many sends. Measured with 32 sends in flight: the worker's thread spent 10 % less per send.
 */
export const COALESCE_MS = 50;
export const BUSY_COALESCE_MS = 1_000;
const BUSY_ENTRIES = 25;

type Row = { owner: string; key: string; payload: string | null; seq: number };

/**
 * What queueing a key already queued does. A flush reads what it copies when it runs, so the entry
 * as it is stands for the new change too, and is left unwritten: most changes (a send's receipts,
 * a report counter's every step) come while their key waits, and each used to rewrite the entry
 * and its index. It moves to the end only when a flush has read it (`d1_mirror_reading`): that
 * flush deletes what it read by seq, so the newer change waits for the next round. A new payload
 * is always taken.
 */
const REQUEUE = `ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq
   WHERE d1_mirror.payload IS NOT excluded.payload OR d1_mirror.seq <= (SELECT upto FROM d1_mirror_reading)`;

/** The statement that queues an entry. */
const queueEntry = (owner: string, key: string, payload: string) =>
  `INSERT INTO d1_mirror (owner, key, payload, seq) VALUES (${owner}, ${key}, ${payload}, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ${REQUEUE}`;

/** `mark`'s statement, made once (a statement's text is looked up by its characters on every run). */
const MARK = queueEntry('?', '?', '?');

/** `markAll`'s statement: `[owner, key]` pairs bound as `?1`. `WHERE true`: an upsert after a bare SELECT's FROM reads as a join's ON. */
const MARK_ALL = `INSERT INTO d1_mirror (owner, key, payload, seq)
  SELECT marked.value ->> 0, marked.value ->> 1, NULL, (SELECT COALESCE(MAX(seq), 0) FROM d1_mirror) + marked.key + 1
  FROM json_each(?1) AS marked WHERE true
  ${REQUEUE}`;

/**
 * The triggers that queue every row of `table` that a statement inserts or updates, by its
 * `keyColumn`, for `owner` (with no payload): the change and its queue entry are one write without
 * a statement of their own (records and conversations change with every send and receipt). They
 * are made by the object's migrations (the queue's table first); a change of `queueEntry` needs a
 * custom migration that makes every one again.
 */
export function mirrorTriggers(table: string, keyColumn: string, owner: string): string[] {
  if (![table, keyColumn, owner].every((name) => /^\w+$/.test(name))) {
    throw new Error(`not names to put in a trigger: ${table}, ${keyColumn}, ${owner}`);
  }
  return (['INSERT', 'UPDATE'] as const).map(
    (event) =>
      `CREATE TRIGGER ${table}_mirror_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${queueEntry(`'${owner}'`, `NEW.${keyColumn}`, 'NULL')}; END`,
  );
}

export class D1Mirror implements Wakeable {
  private running: Promise<void> | null = null;
  private soon = false;
  private again = false;
  private retryAt: number | null = null;
  /** Entries the last flush wrote (how busy the object is). */
  private lastFlushed = 0;
  /** When the queue last went from empty to not empty (for a wake that stays put while entries wait). */
  private waitingSince: number | null = null;
  private readonly owners: MirrorOwner[] = [];
  /** Waiting for what is queued now to be written (`whenCopied`). */
  private copiedWaiters: (() => void)[] = [];

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly d1: D1Database,
    private readonly clock: Clock,
  ) {}

  /** The owners of the mirrored tables (each feature's writer). */
  own(...owners: MirrorOwner[]): void {
    this.owners.push(...owners);
  }

  /** Queues `key` of `owner` for the next flush (a key queued again is flushed once, at its latest: see `REQUEUE`). */
  mark(owner: string, key: string, payload: unknown = null): void {
    this.storage.sql.exec(MARK, owner, key, payload === null ? null : JSON.stringify(payload));
  }

  /**
   * Queues several keys (each `[owner, key]`, no payload) in one statement, in their order: an
   * attempt's delivery and attempt rows (one statement each cost more than their writes). The keys
   * are bound as one JSON array, so the statement's text is the same whatever their number (one
   * prepared statement). Each row takes its own next seq (the newest plus its place), however
   * SQLite evaluates the subquery.
   */
  markAll(entries: readonly (readonly [string, string])[]): void {
    if (entries.length === 0) return;
    this.storage.sql.exec(MARK_ALL, JSON.stringify(entries));
  }

  /** Whether anything waits to be copied (asked on every re-arming: it stops at the first entry, a count would read a backlog whole). */
  queued(): boolean {
    return this.storage.sql.exec<{ any: number }>(`SELECT EXISTS (SELECT 1 FROM d1_mirror) AS any`).one().any === 1;
  }

  /**
   * Writes what is queued to D1, `MIRROR_ROUNDS` batches at most; resolves when done or when a failure
   * scheduled a retry. Never throws. A backlog longer than that (a burst's copies, three or so an
   * event) goes on in a flush of its own at once: left to the alarm, which waits `RETRY_MS` from
   * when the queue last filled, a burst's copies came seconds late, in the next burst's time.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    // Not even when the object's storage is gone under a timer's flush (the device was deleted).
    this.running = this.drain()
      .catch((error: unknown) => {
        console.error('D1 mirror flush failed', error);
        return false;
      })
      .then((more) => {
        this.running = null;
        if (more) {
          systemTimer(0, () => void this.flush());
          return;
        }
        // A failed flush lets them go too: they would rather show what D1 has than wait for the retry.
        for (const resolve of this.copiedWaiters.splice(0)) resolve();
      });
    return this.running;
  }

  /**
   * Writes what is queued a moment from now, with whatever else is queued by then: a busy object
   * makes one D1 write for many changes. Real time, not the object's clock: this only groups
   * writes; the alarm (which pending entries keep set) is what guarantees they are written.
   */
  flushSoon(then?: () => Promise<void>): void {
    if (this.soon) return;
    this.soon = true;
    const after = (ms: number) =>
      systemTimer(ms, () => {
        // An object that turned busy in the moment (a burst's first messages) waits on as a busy one does.
        if (ms === COALESCE_MS && this.queuedAtLeast(BUSY_ENTRIES)) {
          after(BUSY_COALESCE_MS - COALESCE_MS);
          return;
        }
        this.soon = false;
        void this.flush().then(then);
      });
    after(this.lastFlushed >= BUSY_ENTRIES ? BUSY_COALESCE_MS : COALESCE_MS);
  }

  /** Whether `n` entries or more wait (counting no further than `n`); false when the storage is gone (the flush says why). */
  private queuedAtLeast(n: number): boolean {
    try {
      return this.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM d1_mirror LIMIT ?)`, n).one().n >= n;
    } catch {
      return false;
    }
  }

  /**
   * Resolves once what is queued now has gone to D1 (null when nothing is queued): what the
   * device's object tells its watchers waits for it, so a page that reads a list from D1 shows it.
   * It starts no flush of its own: the change's follow-up does (`flushSoon` keeps the first caller's
   * `then`, which re-arms the alarm), and pending entries keep the alarm set in any case.
   */
  whenCopied(): Promise<void> | null {
    if (!this.running && !this.queued()) return null;
    return new Promise((resolve) => this.copiedWaiters.push(resolve));
  }

  nextWake(): number | null {
    if (this.retryAt !== null) return this.retryAt;
    if (!this.queued()) {
      this.waitingSince = null;
      return null;
    }
    this.waitingSince ??= this.clock.now();
    return this.waitingSince + RETRY_MS;
  }

  wake(): Promise<void> {
    return this.flush();
  }

  /** Whether entries may be left: it stopped after its rounds, the last one a full batch. */
  private async drain(): Promise<boolean> {
    let written = 0;
    let full = false;
    do {
      this.again = false;
      for (let round = 0; round < MIRROR_ROUNDS; round++) {
        const rows = this.storage.sql
          .exec<Row>(`SELECT owner, key, payload, seq FROM d1_mirror ORDER BY seq LIMIT ?`, MIRROR_BATCH)
          .toArray();
        full = rows.length === MIRROR_BATCH;
        const last = rows.at(-1);
        if (!last) break;
        // Read, in seq order: a key marked again from now on moves past them (see `REQUEUE`).
        this.storage.sql.exec(`INSERT OR REPLACE INTO d1_mirror_reading (id, upto) VALUES (1, ?)`, last.seq);
        const groups = this.group(rows);
        try {
          const statements = groups.flatMap(([owner, entries]) => owner.statements(entries));
          if (statements.length > 0) await this.d1.batch(statements);
        } catch (error) {
          this.retryAt = this.clock.now() + RETRY_MS;
          console.error('D1 mirror failed; will retry', error);
          return false;
        } finally {
          // With the delete below, in the same implicit transaction: no await between them.
          this.storage.sql.exec(`DELETE FROM d1_mirror_reading`);
        }
        this.retryAt = null;
        written += rows.length;
        // What was read is every entry up to the last one read: a key marked again meanwhile has a
        // newer seq, and stays for the next round. (By range: the object binds 100 values at most.)
        this.storage.sql.exec(`DELETE FROM d1_mirror WHERE seq <= ?`, last.seq);
        for (const [owner, entries] of groups) {
          await owner.afterFlush?.(entries).catch((error: unknown) => console.error(`after mirroring ${owner.name}`, error));
        }
      }
    } while (this.again);
    this.lastFlushed = written;
    return full;
  }

  private group(rows: Row[]): [MirrorOwner, MirrorEntry[]][] {
    const groups = new Map<MirrorOwner, MirrorEntry[]>();
    for (const row of rows) {
      const owner = this.owners.find((o) => o.name === row.owner);
      if (!owner) {
        // Left by an older version of the object: nothing here writes it any more.
        console.error(`dropping mirror entries of unknown owner ${row.owner}`);
        continue;
      }
      const entries = groups.get(owner) ?? [];
      entries.push({ key: row.key, payload: row.payload === null ? null : JSON.parse(row.payload) });
      groups.set(owner, entries);
    }
    return [...groups];
  }
}
