/** Schemas as SQLite reports them, for the tests that hold a stored record's definitions together. */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { setup } from '../helpers';

export type Info = { name: string; type: string; notnull: number; pk: number; dflt_value: string | null };
export type Shape = Pick<Info, 'name' | 'type' | 'notnull' | 'pk'>;

export const byName = <T extends { name: string }>(rows: T[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));
/** SQLite lets a primary key other than an INTEGER one be null unless it says NOT NULL: neither side ever stores one. */
export const shapeOf = ({ name, type, notnull, pk }: Info): Shape => ({
  name,
  type: type.toLowerCase(),
  notnull: notnull || pk ? 1 : 0,
  pk,
});

export async function d1Columns(table: string): Promise<Info[]> {
  return (await env.DB.prepare(`PRAGMA table_info(${table})`).all<Info>()).results;
}

export async function objectColumns(tables: string[]): Promise<Record<string, Info[]>> {
  const { deviceId } = await setup();
  const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
  return runInDurableObject(stub, (_instance, state) =>
    Object.fromEntries(tables.map((t) => [t, state.storage.sql.exec<Info>(`PRAGMA table_info(${t})`).toArray()])),
  );
}

/** The columns an INSERT statement names. */
export function insertColumns(statement: string): { table: string; columns: string[] } {
  const match = /INSERT INTO (\w+) \(([^)]*)\)/.exec(statement);
  if (!match?.[1] || match[2] === undefined) throw new Error(`not an INSERT: ${statement}`);
  return { table: match[1], columns: match[2].split(',').map((c) => c.trim()) };
}
