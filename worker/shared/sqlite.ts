/** Small helpers for a Durable Object's SQLite schema. */

/** Adds `column` to `table` when an older object's table lacks it (the baseline migration's: later migrations add columns plainly). */
export function ensureColumn(sql: SqlStorage, table: string, column: string, definition: string): void {
  const columns = sql.exec<{ name: string }>(`PRAGMA table_info(${table})`).toArray();
  if (!columns.some((c) => c.name === column)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

/**
 * The `SET` clause of an UPDATE from a patch: each field of `patch` given a value, written to its
 * column in `columns` (fields without a column are not written), then `updated_at`.
 */
export function setClause<K extends string>(
  columns: Record<K, string>,
  patch: Partial<Record<K, string | number | null | undefined>>,
): { sql: string; values: (string | number | null)[] } {
  const sets: string[] = [];
  const values: (string | number | null)[] = [];
  for (const key of Object.keys(columns) as K[]) {
    const value = patch[key];
    if (value === undefined) continue;
    sets.push(`${columns[key]} = ?`);
    values.push(value);
  }
  return { sql: [...sets, 'updated_at = ?'].join(', '), values };
}

/**
 * The rows of `select` (a query up to its WHERE, e.g. `SELECT * FROM records`) whose `column` is one
 * of `keys`, in no particular order: one statement for them all, the keys bound as one JSON array.
 * Its text is the same whatever their number, so an object prepares it once: a list of one
 * placeholder a key was a statement of its own for every number of keys (up to 90 of them each),
 * which a device's object, woken with its statements unprepared, prepared again as it copied.
 */
export function rowsWhereIn<Row extends Record<string, SqlStorageValue>>(
  sql: SqlStorage,
  select: string,
  column: string,
  keys: readonly string[],
): Row[] {
  if (keys.length === 0) return [];
  return sql.exec<Row>(`${select} WHERE ${column} IN (SELECT value FROM json_each(?))`, JSON.stringify(keys)).toArray();
}

/** `paused_reason` → `pausedReason`. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
export type CamelRow<R> = { [K in keyof R & string as Camel<K>]: R[K] };

/**
 * A row as the object's code names it: each column under its camelCase name, its value as stored
 * (a store parses its JSON columns after, e.g. `{ ...camelRow(row), vars: JSON.parse(row.vars) }`).
 * Every column read is kept: read the columns the row's type names (`SELECT *` where they are all).
 */
export function camelRow<R extends Record<string, unknown>>(row: R): CamelRow<R> {
  const entries = Object.entries(row).map(([column, value]) => [column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]);
  return Object.fromEntries(entries) as CamelRow<R>;
}
