/**
 * Many rows in one D1 statement. The D1 copies write a row per changed record, delivery or attempt,
 * and D1 binds 100 values to a statement at most (3 rows of a message record). So the rows go as one
 * value, a JSON array of rows, which the statement reads with `json_each`: one statement per table
 * and flush, whatever the rows' width. A row is written with placeholders `?1`…`?width`, as a
 * one-row statement would bind them; in the many-rows statement each reads its value from the row's
 * array instead.
 */

export type RowsStatement = {
  /** Up to the values, e.g. `INSERT INTO messages (id, …)`. */
  into: string;
  /** One row's values as SQL, with placeholders `?1`…`?width`, each used once or more, e.g. `?1, ?2, (SELECT … ?2 …)`. */
  values: string;
  /** Rows written only where this holds (SQL over the same placeholders); absent: every row. */
  where?: string;
  /** After the rows, e.g. `ON CONFLICT (id) DO UPDATE SET …`; may be empty. */
  tail: string;
  /** Values per row. */
  width: number;
};

/** The bytes of rows one statement carries at most: D1 refuses a value over 2,000,000 bytes. */
const ROWS_BYTES_PER_STATEMENT = 1_000_000;

/** The rows' array, as `json_each` names each of its items. */
const ROW = 'copied.value';

/** The statement writing one row, its values bound to `?1`…`?width`. */
export function oneRowSql({ into, values, where, tail }: RowsStatement): string {
  // A SELECT followed by ON CONFLICT needs a WHERE, or SQLite reads the conflict clause as a join's.
  return where === undefined ? `${into} VALUES (${values}) ${tail}` : `${into} SELECT ${values} WHERE ${where} ${tail}`;
}

/** Each statement's SQL for many rows, made once: the D1 copies write rows all the time. */
const manyRows = new WeakMap<RowsStatement, string>();

/** The statement writing the rows bound as `?1`, a JSON array of arrays: placeholder `?n` reads item n-1 of its row. */
export function manyRowsSql(statement: RowsStatement): string {
  const known = manyRows.get(statement);
  if (known !== undefined) return known;
  const { into, values, where, tail } = statement;
  const read = (sql: string) => sql.replace(/\?(\d+)/g, (_match, n: string) => `(${ROW} ->> ${Number(n) - 1})`);
  const sql = `${into} SELECT ${read(values)} FROM json_each(?1) AS copied WHERE ${where === undefined ? 'true' : read(where)} ${tail}`;
  manyRows.set(statement, sql);
  return sql;
}

/**
 * A value as D1 stores it, bound alone or carried in the rows' JSON: booleans as 1 or 0, a missing
 * value as null; what neither can carry is refused.
 */
export function d1Value(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new Error(`a row's value must be text, a finite number, a boolean or null, not ${String(value)} (${typeof value})`);
}

/** The statements writing `rows` (each `width` values, in placeholder order): one, unless the rows' bytes need more. */
export function rowsStatements(d1: D1Database, statement: RowsStatement, rows: readonly unknown[][]): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const close = () => {
    if (chunk.length > 0) out.push(d1.prepare(manyRowsSql(statement)).bind(`[${chunk.join(',')}]`));
    chunk = [];
    bytes = 0;
  };
  for (const row of rows) {
    if (row.length !== statement.width) throw new Error(`a row of ${row.length} values for a statement of ${statement.width}`);
    const json = JSON.stringify(row.map(d1Value));
    // UTF-8 takes 3 bytes a UTF-16 unit at most: counted so, not encoded (that would cost an encode per row).
    const size = json.length * 3 + 1;
    if (bytes + size > ROWS_BYTES_PER_STATEMENT) close();
    chunk.push(json);
    bytes += size;
  }
  close();
  return out;
}
