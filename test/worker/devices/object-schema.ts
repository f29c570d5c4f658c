/**
 * A device object's schema as SQLite holds it, in a form two objects can be compared by whatever
 * SQL text made them: each table's columns, its indexes (a unique one by its columns, whether an
 * inline `UNIQUE` or a named index made it), and the triggers' statements, with case, quotes and
 * spacing left out.
 */

type Column = { name: string; type: string; notnull: number; pk: number; dflt_value: string | null };
type IndexEntry = { name: string; unique: number; origin: string; partial: number };

export type SchemaShape = {
  tables: Record<string, { columns: Omit<Column, never>[]; indexes: string[] }>;
  triggers: Record<string, string>;
};

/** SQL as text to compare: lower case, no quotes, spaces only between words. */
export function normalized(sql: string): string {
  return sql
    .toLowerCase()
    .replace(/["`]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),;=<>+*/-])\s*/g, '$1')
    .replace(/;$/, '')
    .trim();
}

/** The tables the object's own bookkeeping keeps (its migrations' record, the platform's). */
const BOOKKEEPING = /^(_cf_|sqlite_|__drizzle_migrations$|_migrations$)/;

export function schemaShape(sql: SqlStorage): SchemaShape {
  const master = sql
    .exec<{ type: string; name: string; tbl_name: string; sql: string | null }>(`SELECT type, name, tbl_name, sql FROM sqlite_master`)
    .toArray();
  const tables: SchemaShape['tables'] = {};
  for (const t of master.filter((e) => e.type === 'table' && !BOOKKEEPING.test(e.name))) {
    const columns = sql
      .exec<Column>(`PRAGMA table_info(${t.name})`)
      .toArray()
      .map((c) => ({ name: c.name, type: c.type.toLowerCase(), notnull: c.notnull || c.pk ? 1 : 0, pk: c.pk, dflt_value: c.dflt_value }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const indexes = sql
      .exec<IndexEntry>(`PRAGMA index_list(${t.name})`)
      .toArray()
      .flatMap((index) => {
        const on = sql
          .exec<{ name: string }>(`PRAGMA index_info(${index.name})`)
          .toArray()
          .map((c) => c.name)
          .join(',');
        // The primary key's own index is the table's columns' business.
        if (index.origin === 'pk') return [];
        if (index.unique) return [`unique(${on})`];
        const made = master.find((e) => e.type === 'index' && e.name === index.name)?.sql ?? '';
        return [normalized(made)];
      })
      .sort();
    tables[t.name] = { columns, indexes };
  }
  const triggers = Object.fromEntries(master.filter((e) => e.type === 'trigger').map((e) => [e.name, normalized(e.sql ?? '')] as const));
  return { tables, triggers };
}
