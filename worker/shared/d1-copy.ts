/**
 * The statement that writes a D1 table's copies of a Durable Object's rows, made from the table's
 * drizzle definition: every column in the definition's order, each bound to the row's field of the
 * same name, and on a conflict on the primary key every other column set to the row's value but
 * those kept as first written. A field added to the definition is written with no other change;
 * no statement here names a column or counts placeholders by hand.
 */
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { d1Value, oneRowSql, type RowsStatement } from './d1-rows';
import type { Field } from './table-columns';

/** A row of `T` as a copy writes it (its fields, and any extra values the statement's expressions read). */
export type CopyRow<T extends SQLiteTable, X extends string> = { [F in Field<T>]: unknown } & { [K in X]: unknown };

export type D1Copy<T extends SQLiteTable, X extends string = never> = {
  /** Many rows to a statement (`rowsStatements`). */
  readonly statement: RowsStatement;
  /** The statement of one row. */
  readonly sql: string;
  /** The D1 columns it writes, in order. */
  readonly columns: readonly string[];
  /** One row's values, in the statement's order (booleans as 1 or 0, as D1 stores them). */
  values(row: CopyRow<T, X>): unknown[];
};

export type CopyOptions<T extends SQLiteTable, X extends string> = {
  /** Fields written once: a conflict leaves them as the first copy wrote them. */
  keep?: readonly Field<T>[];
  /** A conflict changes nothing (rows that never change once written). */
  onConflict?: 'update' | 'nothing';
  /** Values bound after the columns, for the expressions to read (e.g. a contact's number). */
  extra?: readonly X[];
  /** A column written as an SQL expression instead of its value; `at` names a field's or an extra's placeholder. */
  expressions?: Partial<Record<Field<T>, (at: (name: Field<T> | X) => string) => string>>;
  /**
   * Rows written only where this holds (SQL; `at` names a field's placeholder, as in `expressions`),
   * e.g. only beside their device's row, which a removal may have taken away meanwhile.
   */
  onlyIf?: (at: (name: Field<T> | X) => string) => string;
};

export function d1Copy<T extends SQLiteTable, X extends string = never>(table: T, options: CopyOptions<T, X> = {}): D1Copy<T, X> {
  const { name, primaryKeys } = getTableConfig(table);
  const entries = Object.entries(getTableColumns(table)) as [Field<T>, { name: string; primary: boolean }][];
  const fields = entries.map(([field]) => field);
  const columns = entries.map(([, c]) => c.name);
  const extra = options.extra ?? [];
  const at = (n: Field<T> | X) => {
    const i = fields.indexOf(n as Field<T>);
    if (i >= 0) return `?${i + 1}`;
    const j = extra.indexOf(n as X);
    if (j >= 0) return `?${fields.length + j + 1}`;
    throw new Error(`${name} has no field or extra value ${n}`);
  };
  const key = primaryKeys[0]?.columns.map((c) => c.name) ?? entries.filter(([, c]) => c.primary).map(([, c]) => c.name);
  if (key.length === 0) throw new Error(`${name} has no primary key to copy rows by`);
  const kept = new Set((options.keep ?? []).map((f) => columns[fields.indexOf(f)]));
  const changing = columns.filter((c) => !key.includes(c) && !kept.has(c));
  const tail =
    options.onConflict === 'nothing' || changing.length === 0
      ? `ON CONFLICT (${key.join(', ')}) DO NOTHING`
      : `ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${changing.map((c) => `${c} = excluded.${c}`).join(', ')}`;
  const expressions: NonNullable<CopyOptions<T, X>['expressions']> = options.expressions ?? {};
  const statement: RowsStatement = {
    into: `INSERT INTO ${name} (${columns.join(', ')})`,
    values: fields.map((f) => expressions[f]?.(at) ?? at(f)).join(', '),
    ...(options.onlyIf ? { where: options.onlyIf(at) } : {}),
    tail,
    width: fields.length + extra.length,
  };
  return {
    columns,
    statement,
    sql: oneRowSql(statement),
    values: (row) => [...fields, ...extra].map((f) => d1Value((row as Record<string, unknown>)[f])),
  };
}
