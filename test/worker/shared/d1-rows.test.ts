import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { manyRowsSql, oneRowSql, type RowsStatement, rowsStatements } from '../../../worker/shared/d1-rows';

const ROWS: RowsStatement = {
  into: 'INSERT INTO rows_helper (id, name, n, label, note)',
  // ?2 and ?1 twice: each row's own values, wherever its placeholders sit.
  values: `?1, ?2, ?3, ?2 || '-' || ?1, ?4`,
  tail: 'ON CONFLICT (id) DO UPDATE SET n = excluded.n, note = excluded.note',
  width: 4,
};

type Written = { id: string; name: string; n: number | null; label: string; note: unknown };

const written = async (where = 'true') =>
  (await env.DB.prepare(`SELECT id, name, n, label, note FROM rows_helper WHERE ${where} ORDER BY rowid`).all<Written>()).results;

describe('rowsStatements', () => {
  beforeAll(async () => {
    await env.DB.prepare(
      'CREATE TABLE rows_helper (id TEXT PRIMARY KEY, name TEXT NOT NULL, n INTEGER, label TEXT NOT NULL, note ANY) STRICT',
    ).run();
    await env.DB.prepare('CREATE TABLE rows_owners (id TEXT PRIMARY KEY)').run();
  });

  it('writes every row with its own values in one statement, however many rows', async () => {
    const rows = Array.from({ length: 70 }, (_, i) => [`r${i}`, `name${i}`, i, null]);
    const statements = rowsStatements(env.DB, ROWS, rows);
    // 70 rows of 4 values: 280 values, where D1 binds 100 to a statement.
    expect(statements).toHaveLength(1);
    await env.DB.batch(statements);
    const all = await written(`id LIKE 'r%'`);
    expect(all).toHaveLength(70);
    expect(all.every((r, i) => r.id === `r${i}` && r.name === `name${i}` && r.n === i && r.label === `name${i}-r${i}`)).toBe(true);

    // Written again: the tail applies to each row that is there already.
    await env.DB.batch(
      rowsStatements(
        env.DB,
        ROWS,
        rows.slice(0, 40).map(([id, name, n]) => [id, name, Number(n) + 1000, 'again']),
      ),
    );
    expect(await written(`n >= 1000 AND note = 'again'`)).toHaveLength(40);
    expect(rowsStatements(env.DB, ROWS, [])).toEqual([]);
  });

  it('keeps each value as it was bound: text, whole and fractional numbers, null, booleans as 1 or 0', async () => {
    const values = [
      ['t-text', 'Halo 👋 "kak", {"not": "json"}', 7, '[1, 2]'],
      ['t-real', 'n', -3, 2.5],
      ['t-null', 'n', null, null],
      ['t-true', 'n', 1, true],
      ['t-false', 'n', 1, false],
      ['t-big', 'n', 2 ** 53 - 1, 'x'.repeat(5_000)],
    ];
    await env.DB.batch(rowsStatements(env.DB, ROWS, values));
    const got = await env.DB.prepare(
      `SELECT id, name, n, note, typeof(n) AS tn, typeof(note) AS tnote FROM rows_helper WHERE id LIKE 't-%' ORDER BY rowid`,
    ).all();
    expect(got.results).toEqual([
      { id: 't-text', name: 'Halo 👋 "kak", {"not": "json"}', n: 7, note: '[1, 2]', tn: 'integer', tnote: 'text' },
      { id: 't-real', name: 'n', n: -3, note: 2.5, tn: 'integer', tnote: 'real' },
      { id: 't-null', name: 'n', n: null, note: null, tn: 'null', tnote: 'null' },
      { id: 't-true', name: 'n', n: 1, note: 1, tn: 'integer', tnote: 'integer' },
      { id: 't-false', name: 'n', n: 1, note: 0, tn: 'integer', tnote: 'integer' },
      { id: 't-big', name: 'n', n: 2 ** 53 - 1, note: 'x'.repeat(5_000), tn: 'integer', tnote: 'text' },
    ]);
  });

  it('writes only the rows its condition holds for', async () => {
    await env.DB.prepare(`INSERT INTO rows_owners (id) VALUES ('owner-1')`).run();
    const owned: RowsStatement = { ...ROWS, where: 'EXISTS (SELECT 1 FROM rows_owners WHERE id = ?2)' };
    await env.DB.batch(
      rowsStatements(env.DB, owned, [
        ['o-1', 'owner-1', 1, null],
        ['o-2', 'owner-gone', 2, null],
        ['o-3', 'owner-1', 3, null],
      ]),
    );
    expect((await written(`id LIKE 'o-%'`)).map((r) => r.id)).toEqual(['o-1', 'o-3']);
    // One row alone, bound as its placeholders name them.
    await env.DB.prepare(oneRowSql(owned)).bind('o-4', 'owner-gone', 4, null).run();
    await env.DB.prepare(oneRowSql(owned)).bind('o-5', 'owner-1', 5, null).run();
    expect((await written(`id LIKE 'o-%'`)).map((r) => r.id)).toEqual(['o-1', 'o-3', 'o-5']);
  });

  it('splits rows whose bytes a statement cannot carry over more statements, and writes them all', async () => {
    // 100,000 characters a row, up to 3 bytes each: three rows to a statement of 1,000,000 bytes.
    const rows = Array.from({ length: 7 }, (_, i) => [`b${i}`, 'n', i, 'é'.repeat(100_000)]);
    const statements = rowsStatements(env.DB, ROWS, rows);
    expect(statements).toHaveLength(3);
    await env.DB.batch(statements);
    expect((await written(`id LIKE 'b%' AND length(note) = 100000`)).map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses a row of the wrong width, and a value the rows cannot carry', () => {
    expect(() => rowsStatements(env.DB, ROWS, [['r1', 'short']])).toThrow('a row of 2 values for a statement of 4');
    expect(() => rowsStatements(env.DB, ROWS, [['r1', 'n', 1, new Uint8Array(2)]])).toThrow(/a row's value must be text.*\(object\)/);
    expect(() => rowsStatements(env.DB, ROWS, [['r1', 'n', Number.NaN, null]])).toThrow(/not NaN \(number\)/);
  });

  it('reads each placeholder from its row, one statement made once per definition', () => {
    expect(manyRowsSql(ROWS)).toBe(
      'INSERT INTO rows_helper (id, name, n, label, note) SELECT (copied.value ->> 0), (copied.value ->> 1), (copied.value ->> 2), ' +
        `(copied.value ->> 1) || '-' || (copied.value ->> 0), (copied.value ->> 3) FROM json_each(?1) AS copied WHERE true ${ROWS.tail}`,
    );
    expect(manyRowsSql(ROWS)).toBe(manyRowsSql(ROWS));
  });
});
