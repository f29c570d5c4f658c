/** SQLite's query plans, for the tests that hold reads to their indexes: D1's and a device object's. */
import { env } from 'cloudflare:workers';

/** A statement as it was prepared, with the parameters it ran with. */
export type Statement = { sql: string; params: unknown[] };
type PlanRow = { detail: string };

/** D1's plan of `statement`, a step a line. */
export async function planOf({ sql, params }: Statement): Promise<string[]> {
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanRow>();
  return rows.results.map((r) => r.detail);
}

/** A Durable Object's plan of `statement` (run inside the object, on its `state.storage.sql`), a step a line. */
export function objectPlanOf(sql: SqlStorage, { sql: query, params }: Statement): string[] {
  return sql
    .exec<PlanRow>(`EXPLAIN QUERY PLAN ${query}`, ...params)
    .toArray()
    .map((r) => r.detail);
}
