/**
 * Versioned, named migrations of a Durable Object's SQLite (as cloudflare/agents keeps its own): an
 * ordered list, each applied once, in order, and recorded in `_migrations` in the transaction that
 * applied it. A start whose stored version is the list's length reads one small table and writes
 * nothing: no DDL runs on a wake. Never edit or reorder a migration an object may have applied; add
 * one at the end.
 *
 * The version lives in a table, not in `PRAGMA user_version`: an object's SQL refuses that pragma.
 */

export type ObjectMigration = {
  /** `NNNN_verb_noun`, unique in its list; recorded with the version it brings the object to. */
  readonly name: string;
  readonly up: (sql: SqlStorage) => void;
};

/** The table the applied migrations are recorded in. */
export const MIGRATIONS_TABLE = '_migrations';

type Applied = { version: number; name: string };

function applied(sql: SqlStorage): Applied[] {
  const exists = sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${MIGRATIONS_TABLE}'`).toArray().length > 0;
  if (!exists) return [];
  return sql.exec<Applied>(`SELECT version, name FROM ${MIGRATIONS_TABLE} ORDER BY version`).toArray();
}

/**
 * Brings the object's schema up to `migrations`: those past its stored version run in one
 * transaction with their records (a migration that throws leaves the object as it was). Returns
 * the names of those it ran. Call once per instance, before anything reads the tables: from the
 * constructor, whose synchronous work ends before any request is delivered.
 */
export function migrateObject(storage: DurableObjectStorage, migrations: readonly ObjectMigration[]): string[] {
  const done = applied(storage.sql);
  for (const [i, row] of done.entries()) {
    const expected = migrations[i];
    // Only code newer than the object's can tell what a version past its list means: left as it is.
    if (!expected) return [];
    if (row.version !== i + 1 || row.name !== expected.name) {
      throw new Error(`object migration ${row.version} is ${row.name}, the code's is ${expected.name}: the list was edited`);
    }
  }
  const pending = migrations.slice(done.length);
  if (pending.length === 0) return [];
  return storage.transactionSync(() => {
    const sql = storage.sql;
    sql.exec(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`,
    );
    for (const [i, migration] of pending.entries()) {
      migration.up(sql);
      sql.exec(
        `INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES (?, ?, ?)`,
        done.length + i + 1,
        migration.name,
        Date.now(),
      );
    }
    return pending.map((m) => m.name);
  });
}
