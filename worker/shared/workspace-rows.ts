/**
 * The reads and writes of a table whose rows a workspace owns by id (its templates, its canned
 * replies): each one within the workspace, so another workspace's id is unknown here, as it is a
 * 404 at the door. What differs between such tables (their order, their unique fields, the
 * stamps a change leaves) stays with each table's module.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';

type OwnedTable = SQLiteTable & { id: SQLiteColumn; workspaceId: SQLiteColumn };

/** Only the fields a patch gives: one left out (or given as undefined) is no change. */
export function givenFields<P extends Record<string, unknown>>(patch: P): Partial<P> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<P>;
}

export function workspaceRows<T extends OwnedTable>(table: T) {
  type Row = T['$inferSelect'];
  // drizzle's builders do not resolve a generic table's row type; the casts say what it is.
  const owned = table as SQLiteTable;
  const ofWorkspace = (workspaceId: string, id: string): SQL | undefined => and(eq(table.id, id), eq(table.workspaceId, workspaceId));

  async function get(db: Db, workspaceId: string, id: string): Promise<Row | null> {
    const [row] = (await db.select().from(owned).where(ofWorkspace(workspaceId, id)).limit(1)) as Row[];
    return row ?? null;
  }

  return {
    ofWorkspace,
    get,
    /**
     * The row with `changes` (and `stamps`, such as the time of the change) written, or null when
     * the workspace has none of this id. A change of nothing answers the row as it is, stamps
     * untouched: an UPDATE without a column is not SQL.
     */
    async update(db: Db, workspaceId: string, id: string, changes: Partial<Row>, stamps: Partial<Row> = {}): Promise<Row | null> {
      if (Object.keys(changes).length === 0) return get(db, workspaceId, id);
      const [row] = (await db
        .update(owned)
        .set({ ...changes, ...stamps })
        .where(ofWorkspace(workspaceId, id))
        .returning()) as Row[];
      return row ?? null;
    },
    /** Deletes the row; false when the workspace has none of this id. */
    async remove(db: Db, workspaceId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(owned).where(ofWorkspace(workspaceId, id)).returning({ id: table.id });
      return deleted.length > 0;
    },
  };
}
