/**
 * Many rows in one D1 statement. The D1 copies write a row per changed record, delivery or attempt;
 * one statement each costs D1 a statement's overhead per row (locally, in wrangler's D1, most of
 * what a copy costs). A row's placeholders are numbered (`?1`…`?width`) as in a one-row statement;
 * each further row of a statement gets them shifted past the rows before it.
 */

/** Values D1 binds to one statement at most. */
const D1_VALUES_PER_STATEMENT = 100;

export type RowsStatement = {
  /** Up to the rows, e.g. `INSERT INTO messages (id, …) VALUES`. */
  head: string;
  /** One row with placeholders `?1`…`?width`, each used once or more, e.g. `(?1, ?2, (SELECT … ?2 …))`. */
  row: string;
  /** After the rows, e.g. `ON CONFLICT (id) DO UPDATE SET …`; may be empty. */
  tail: string;
  /** Values per row. */
  width: number;
};

/** Each statement's SQL by its number of rows, made once: the D1 copies write rows all the time. */
const sqlByRows = new WeakMap<RowsStatement, string[]>();

function sqlFor(statement: RowsStatement, rows: number): string {
  let made = sqlByRows.get(statement);
  if (!made) {
    made = [];
    sqlByRows.set(statement, made);
  }
  const known = made[rows];
  if (known !== undefined) return known;
  const { head, row, tail, width } = statement;
  const placeholders = Array.from({ length: rows }, (_, i) => row.replace(/\?(\d+)/g, (_match, n: string) => `?${Number(n) + i * width}`));
  const sql = `${head} ${placeholders.join(', ')} ${tail}`;
  made[rows] = sql;
  return sql;
}

/** The statements writing `rows` (each `width` values, in placeholder order), as few as D1's limit allows. */
export function rowsStatements(d1: D1Database, statement: RowsStatement, rows: readonly unknown[][]): D1PreparedStatement[] {
  const { width } = statement;
  const perStatement = Math.max(1, Math.floor(D1_VALUES_PER_STATEMENT / width));
  const out: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    for (const row of chunk) {
      if (row.length !== width) throw new Error(`a row of ${row.length} values for a statement of ${width}`);
      values.push(...row);
    }
    out.push(d1.prepare(sqlFor(statement, chunk.length)).bind(...values));
  }
  return out;
}
