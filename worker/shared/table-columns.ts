/**
 * A drizzle table's columns as the object's hand-written statements and the D1 copies name them:
 * each field with its column, in the definition's order. Statements are made from these once, when
 * the module loads (building queries with drizzle on each change cost more than running them).
 */
import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/** A table's fields, as its rows name them. */
export type Field<T extends SQLiteTable> = keyof T['$inferSelect'] & string;

export type ColumnOf<F extends string> = { readonly field: F; readonly column: string };

export function columnsOf<T extends SQLiteTable>(table: T): readonly ColumnOf<Field<T>>[] {
  return Object.entries(getTableColumns(table)).map(([field, c]) => ({ field: field as Field<T>, column: c.name }));
}

/** Each column read as its field (`contact_id AS contactId`), for a SELECT of whole rows. */
export function selectList(columns: readonly ColumnOf<string>[]): string {
  return columns.map((c) => (c.column === c.field ? c.column : `${c.column} AS ${c.field}`)).join(', ');
}
