/**
 * D1 through drizzle. Each feature declares its own tables (`<feature>/tables.ts`, read by
 * drizzle-kit) and owns its reads and writes; this is only the handle.
 */
import { drizzle } from 'drizzle-orm/d1';
import type { MiddlewareHandler } from 'hono';
import { countingD1 } from './io-counts';

export function getDb(env: Pick<Env, 'DB'>) {
  return drizzle(countingD1(env.DB));
}
export type Db = ReturnType<typeof getDb>;
/** One statement of a `db.batch` (all of a batch run in one transaction). */
export type BatchItem = Parameters<Db['batch']>[0][number];

/**
 * Puts D1 where every handler and middleware reads it: `c.var.db` (drizzle), and `c.var.d1` (plain
 * prepared statements, for the few statements of the hot paths, where building a query with drizzle
 * costs more than running it).
 */
export function provideDb(): MiddlewareHandler<{ Bindings: Env; Variables: { db: Db; d1: D1Database } }> {
  return async function provideDbMiddleware(c, next) {
    const { d1, db } = handlesOf(c.env.DB);
    c.set('d1', d1);
    c.set('db', db);
    await next();
  };
}

/**
 * Both handles of a D1 binding, made once per binding the instance is given (they keep no state of
 * a request's): made for every request, drizzle's instance took about 1 % of a send's CPU.
 */
const handles = new WeakMap<D1Database, { d1: D1Database; db: Db }>();
function handlesOf(binding: D1Database): { d1: D1Database; db: Db } {
  let made = handles.get(binding);
  if (!made) {
    const d1 = countingD1(binding);
    made = { d1, db: drizzle(d1) };
    handles.set(binding, made);
  }
  return made;
}
