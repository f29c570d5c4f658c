import { z } from '@hono/zod-openapi';
import { type AnyColumn, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';
import { decimalQuery } from './fields';
import { ruleIssue, said } from './said';

/**
 * Keyset pagination, newest first: the cursor names the last row of a page by (createdAt, id),
 * so a page never repeats or skips rows that were added in between.
 */
export function encodeCursor(row: { createdAt: number; id: string }): string {
  return btoa(`${row.createdAt}:${row.id}`).replace(/=+$/, '');
}

type Position = { createdAt: number; id: string };
/** What a paged list reads: how many, and after which row (a decoded `cursor`). */
export type PageQuery = { limit: number; cursor?: Position | undefined };

/** What `encodeCursor` makes, and nothing else: base64 of `<ms>:<prefix>_<20 base62>`. */
const CURSOR = /^[A-Za-z0-9+/]{1,96}$/;
const DECODED = /^(\d{1,16}):([a-z]{2,3}_[0-9A-Za-z]{20})$/;

function decodeCursor(cursor: string): Position | null {
  if (!CURSOR.test(cursor)) return null;
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    return null;
  }
  const match = DECODED.exec(decoded);
  return match?.[1] && match[2] ? { createdAt: Number(match[1]), id: match[2] } : null;
}

export const cursorSchema = z
  .string()
  .transform((value, ctx) => {
    const position = decodeCursor(value);
    if (!position) {
      ctx.addIssue(ruleIssue(said('cursor.unknown')));
      return z.NEVER;
    }
    return position;
  })
  .meta({ type: 'string', description: 'nextCursor of the previous page' });

/**
 * Rows after the cursor, as a row value: SQLite seeks an index on (…, at, id) straight to it, where
 * `at < ? OR (at = ? AND id < ?)` walks every row before it (the 1,000th page read 1,000 pages).
 */
export function afterCursor(cursor: Position | undefined, at: AnyColumn, id: AnyColumn): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) < (${cursor.createdAt}, ${cursor.id})`;
}

export const pageQuerySchema = z.object({
  limit: decimalQuery(1, 200).optional().default(50).meta({ example: 20 }),
  cursor: cursorSchema.optional(),
});

/** Splits `limit + 1` fetched rows into a page and the cursor of the next one. */
function toPage<T extends { createdAt: number; id: string }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** The shape of a paged list: `{items, nextCursor}`. */
export function pageOf<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** `column = value` where a list's filter gives a value; no condition where it leaves it out (or empty). */
export function equalsGiven(column: AnyColumn, value: string | number | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

type PagedTable = SQLiteTable & { createdAt: AnyColumn; id: AnyColumn; $inferSelect: { createdAt: number; id: string } };

/** One page of `table`'s rows matching `conditions`, newest first, after the query's cursor. */
export async function pageNewestFirst<T extends PagedTable>(
  db: Db,
  table: T,
  query: PageQuery,
  ...conditions: (SQL | undefined)[]
): Promise<{ rows: T['$inferSelect'][]; nextCursor: string | null }> {
  const rows = (await db
    .select()
    .from(table as SQLiteTable)
    .where(and(...conditions, afterCursor(query.cursor, table.createdAt, table.id)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.limit + 1)) as T['$inferSelect'][];
  return toPage(rows, query.limit);
}
