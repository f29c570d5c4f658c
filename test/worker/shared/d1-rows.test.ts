import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { rowsStatements } from '../../../worker/shared/d1-rows';

const ROWS = {
  head: 'INSERT INTO rows_helper (id, name, n, label) VALUES',
  // ?2 and ?1 twice: each row's own values, wherever its placeholders sit.
  row: `(?1, ?2, ?3, ?2 || '-' || ?1)`,
  tail: 'ON CONFLICT (id) DO UPDATE SET n = excluded.n',
  width: 3,
};

describe('rowsStatements', () => {
  it('writes every row with its own values, in as few statements as the 100 values D1 binds allow', async () => {
    await env.DB.prepare(
      'CREATE TABLE rows_helper (id TEXT PRIMARY KEY, name TEXT NOT NULL, n INTEGER NOT NULL, label TEXT NOT NULL)',
    ).run();
    const rows = Array.from({ length: 70 }, (_, i) => [`r${i}`, `name${i}`, i]);

    const statements = rowsStatements(env.DB, ROWS, rows);
    // 33 rows of 3 values to a statement: 33 + 33 + 4.
    expect(statements).toHaveLength(3);
    await env.DB.batch(statements);

    const written = await env.DB.prepare('SELECT id, name, n, label FROM rows_helper ORDER BY n').all<{
      id: string;
      name: string;
      n: number;
      label: string;
    }>();
    expect(written.results).toHaveLength(70);
    expect(written.results.every((r, i) => r.id === `r${i}` && r.name === `name${i}` && r.n === i && r.label === `name${i}-r${i}`)).toBe(
      true,
    );

    // Written again: the tail applies to each row that is there already.
    await env.DB.batch(
      rowsStatements(
        env.DB,
        ROWS,
        rows.slice(0, 40).map(([id, name, n]) => [id, name, Number(n) + 1000]),
      ),
    );
    const changed = await env.DB.prepare('SELECT COUNT(*) AS c FROM rows_helper WHERE n >= 1000').first<{ c: number }>();
    expect(changed?.c).toBe(40);

    expect(rowsStatements(env.DB, ROWS, [])).toEqual([]);
    expect(() => rowsStatements(env.DB, ROWS, [['r1', 'short']])).toThrow('a row of 2 values for a statement of 3');
  });
});
