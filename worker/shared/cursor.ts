import { z } from '@hono/zod-openapi';
import { type AnyColumn, and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';
import { badRequest } from './errors';

/**
 * Keyset pagination, newest first: the cursor names the last row of a page by (createdAt, id),
 * so a page never repeats or skips rows that were added in between.
 */
export function encodeCursor(row: { createdAt: number; id: string }): string {
  return btoa(`${row.createdAt}:${row.id}`).replace(/=+$/, '');
}

export function cursorCondition(cursor: string | undefined, createdAt: AnyColumn, id: AnyColumn): SQL | undefined {
  if (!cursor) return undefined;
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    throw badRequest('cursor is malformed');
  }
  const at = decoded.indexOf(':');
  const time = Number(decoded.slice(0, at));
  if (at < 1 || !Number.isInteger(time)) throw badRequest('cursor is malformed');
  const lastId = decoded.slice(at + 1);
  return or(lt(createdAt, time), and(eq(createdAt, time), lt(id, lastId)));
}

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().optional(),
});

/** Splits `limit + 1` fetched rows into a page and the cursor of the next one. */
export function toPage<T extends { createdAt: number; id: string }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** The shape of a paged list: `{items, nextCursor}`. */
export function pageOf<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

type PagedTable = SQLiteTable & { createdAt: AnyColumn; id: AnyColumn; $inferSelect: { createdAt: number; id: string } };

/** One page of `table`'s rows matching `conditions`, newest first, after the query's cursor. */
export async function pageNewestFirst<T extends PagedTable>(
  db: Db,
  table: T,
  query: { limit: number; cursor?: string | undefined },
  ...conditions: (SQL | undefined)[]
): Promise<{ rows: T['$inferSelect'][]; nextCursor: string | null }> {
  const rows = (await db
    .select()
    .from(table as SQLiteTable)
    .where(and(...conditions, cursorCondition(query.cursor, table.createdAt, table.id)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.limit + 1)) as T['$inferSelect'][];
  return toPage(rows, query.limit);
}
