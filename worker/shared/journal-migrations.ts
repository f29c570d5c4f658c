/**
 * A Durable Object's SQLite brought to the migrations drizzle-kit generated for it (with
 * `driver: 'durable-sqlite'`: numbered SQL files, their journal, and a `migrations.js` that bundles
 * them), as wrangler brings D1 to its own. Each start applies, in one transaction, the entries the
 * object has not applied yet, in the journal's order, and records each in `__drizzle_migrations`
 * as drizzle-orm's own migrator does (its tag as `hash`, its journal time as `created_at`), so that
 * either reads the other's record. A start with nothing to apply reads one small table and writes
 * nothing: no DDL runs on a wake. Never edit or reorder a migration an object may have applied.
 */

/** What drizzle-kit's `migrations.js` exports. */
export type MigrationBundle = {
  journal: { entries: readonly { idx: number; when: number; tag: string }[] };
  /** Each entry's SQL by `m` and its index on four digits (`m0000`). */
  migrations: Record<string, string>;
};

export const JOURNAL_TABLE = '__drizzle_migrations';

/**
 * Called, inside the migration's transaction, when the object has no record of applied migrations
 * yet: answers how many of the journal's first entries its schema already holds by other means (an
 * object made by older code brought to the journal's baseline; 0 for a new one).
 */
export type Adopt = (sql: SqlStorage) => number;

type Applied = { hash: string; created_at: number };

/** The statements of an entry: drizzle-kit separates them with a breakpoint comment. */
export function statementsOf(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('--')));
}

function sqlOf(bundle: MigrationBundle, idx: number): string {
  const text = bundle.migrations[`m${String(idx).padStart(4, '0')}`];
  if (text === undefined) throw new Error(`migration ${idx} is in the journal but not in the bundle`);
  return text;
}

function recorded(sql: SqlStorage): Applied[] | null {
  const exists = sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${JOURNAL_TABLE}'`).toArray().length > 0;
  if (!exists) return null;
  return sql.exec<Applied>(`SELECT hash, created_at FROM ${JOURNAL_TABLE} ORDER BY created_at`).toArray();
}

/**
 * Brings the object's schema to the bundle's journal; returns the tags of the entries it applied.
 * A migration that throws leaves the object as it was (the next start tries again). Call once per
 * instance, before anything reads the tables: from the constructor, whose synchronous work ends
 * before any request is delivered.
 */
export function migrateJournal(storage: DurableObjectStorage, bundle: MigrationBundle, adopt: Adopt = () => 0): string[] {
  const entries = bundle.journal.entries;
  const done = recorded(storage.sql);
  if (done) {
    for (const [i, row] of done.entries()) {
      const expected = entries[i];
      // Only code newer than the object's can tell what an entry past its journal means: left as it is.
      if (!expected) return [];
      if (row.hash !== expected.tag) {
        throw new Error(`object migration ${i} is ${row.hash}, the code's is ${expected.tag}: the journal was edited`);
      }
    }
    if (done.length === entries.length) return [];
  }
  return storage.transactionSync(() => {
    const sql = storage.sql;
    let from = done?.length ?? 0;
    const record = (i: number) => {
      const entry = entries[i];
      if (entry) sql.exec(`INSERT INTO ${JOURNAL_TABLE} (hash, created_at) VALUES (?, ?)`, entry.tag, entry.when);
    };
    if (!done) {
      sql.exec(`CREATE TABLE ${JOURNAL_TABLE} (id INTEGER PRIMARY KEY, hash TEXT NOT NULL, created_at NUMERIC)`);
      from = adopt(sql);
      for (let i = 0; i < from; i++) record(i);
    }
    const applied: string[] = [];
    for (let i = from; i < entries.length; i++) {
      const entry = entries[i];
      if (!entry) continue;
      for (const statement of statementsOf(sqlOf(bundle, entry.idx))) sql.exec(statement);
      record(i);
      applied.push(entry.tag);
    }
    return applied;
  });
}
