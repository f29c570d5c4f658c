import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { rowsWhereIn } from '../../../worker/shared/sqlite';

describe('rowsWhereIn', () => {
  it('reads the rows of more keys than one statement may bind, and only those', async () => {
    const stub = env.DEVICE.get(env.DEVICE.idFromName('rows-where-in'));
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      sql.exec(`CREATE TABLE helper_rows (id TEXT PRIMARY KEY, n INTEGER NOT NULL)`);
      for (let n = 0; n < 300; n++) sql.exec(`INSERT INTO helper_rows (id, n) VALUES (?, ?)`, `r${n}`, n);

      // Every other row, beyond the 100 values SQLite in an object binds to one statement.
      const wanted = Array.from({ length: 250 }, (_, i) => `r${i * 2}`);
      const rows = rowsWhereIn<{ id: string; n: number }>(sql, `SELECT * FROM helper_rows`, 'id', wanted);
      const found = rows.map((row) => row.id).sort();
      // r300 … r498 do not exist: 150 of the 250 are found.
      expect(found).toEqual(Array.from({ length: 150 }, (_, i) => `r${i * 2}`).sort());
      expect(rows.every((row) => row.n % 2 === 0)).toBe(true);

      expect(rowsWhereIn(sql, `SELECT * FROM helper_rows`, 'id', [])).toEqual([]);

      // Keys go as one JSON array: quotes and other characters are keys like any other; a repeat finds its row once.
      sql.exec(`INSERT INTO helper_rows (id, n) VALUES (?, 1000), (?, 1001)`, `it's "quoted"`, 'grup ✓ 6281');
      const odd = rowsWhereIn<{ id: string; n: number }>(sql, `SELECT * FROM helper_rows`, 'id', [
        `it's "quoted"`,
        'grup ✓ 6281',
        'r0',
        'r0',
      ]);
      expect(odd.map((row) => row.n).sort()).toEqual([0, 1000, 1001]);
    });
  });
});
