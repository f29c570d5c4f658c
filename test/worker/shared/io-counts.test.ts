import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { countingD1, ioCounts } from '../../../worker/shared/io-counts';

describe('countingD1', () => {
  const db = countingD1(env.DB);

  beforeAll(async () => {
    await env.DB.prepare('CREATE TABLE io_probe (id INTEGER PRIMARY KEY, name TEXT NOT NULL)').run();
    await env.DB.prepare('CREATE INDEX io_probe_name ON io_probe (name)').run();
  });

  it('counts each round trip and the rows D1 says they wrote, index entries included', async () => {
    const before = { ...ioCounts };
    const insert = db.prepare('INSERT INTO io_probe (name) VALUES (?)');
    const results = await db.batch([insert.bind('a'), insert.bind('b')]);
    // The answer is passed on as D1 gave it.
    expect(results).toHaveLength(2);
    expect(ioCounts.d1RoundTrips - before.d1RoundTrips).toBe(1);
    const batchWritten = ioCounts.d1RowsWritten - before.d1RowsWritten;
    // Two rows, each with its entry in the index: D1 counts both.
    expect(batchWritten).toBe(results.reduce((sum, r) => sum + r.meta.rows_written, 0));
    expect(batchWritten).toBeGreaterThanOrEqual(4);

    const one = await db.prepare('UPDATE io_probe SET name = ? WHERE name = ?').bind('c', 'a').run();
    expect(ioCounts.d1RoundTrips - before.d1RoundTrips).toBe(2);
    expect(one.meta.rows_written).toBeGreaterThan(0);
    expect(ioCounts.d1RowsWritten - before.d1RowsWritten).toBe(batchWritten + one.meta.rows_written);

    // A read writes nothing.
    await db.prepare('SELECT name FROM io_probe').all();
    expect(ioCounts.d1RoundTrips - before.d1RoundTrips).toBe(3);
    expect(ioCounts.d1RowsWritten - before.d1RowsWritten).toBe(batchWritten + one.meta.rows_written);
  });

  it('passes a refused statement’s error on', async () => {
    await expect(db.prepare('INSERT INTO io_probe (id, name) VALUES (1, NULL)').run()).rejects.toThrow(/NOT NULL/);
    await expect(db.batch([db.prepare('INSERT INTO no_such_table VALUES (1)')])).rejects.toThrow(/no such table/);
  });
});
