/** Small helpers for a Durable Object's SQLite schema. */

/** Adds `column` to `table` when an older object's table lacks it. */
export function ensureColumn(sql: SqlStorage, table: string, column: string, definition: string): void {
  const columns = sql.exec<{ name: string }>(`PRAGMA table_info(${table})`).toArray();
  if (!columns.some((c) => c.name === column)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}
