import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { systemTimer } from '../../../protocol';
import { GatheredWrites } from '../../../worker/shared/gathered-writes';
import { joined } from '../../../worker/shared/transactions';

describe('writes gathered into one transaction', () => {
  it('runs the writes of the same moment together, in their order, each answered with its own result', async () => {
    const stub = env.DEVICE.get(env.DEVICE.idFromName('gathered-writes'));
    await runInDurableObject(stub, async (_instance, { storage }) => {
      storage.sql.exec(`CREATE TABLE helper_rows (id TEXT PRIMARY KEY)`);
      let opened = 0;
      const counting = Object.assign(Object.create(storage) as DurableObjectStorage, {
        transaction: <T>(fn: (txn: DurableObjectTransaction) => Promise<T>) => {
          opened++;
          return storage.transaction(fn);
        },
      });
      const gathered = new GatheredWrites(counting, systemTimer, 5);
      const ran: string[] = [];
      const write = (id: string) => () => {
        ran.push(id);
        // What a write joins is the gathered transaction, not a savepoint of its own.
        joined(counting, () => storage.sql.exec(`INSERT INTO helper_rows (id) VALUES (?)`, id));
        return id.toUpperCase();
      };
      const all = Promise.all([gathered.run(write('a')), gathered.run(write('b')), gathered.run(write('c'))]);
      // Nothing is written before the moment that gathers them.
      expect(ran).toEqual([]);
      expect(await all).toEqual(['A', 'B', 'C']);
      expect(ran).toEqual(['a', 'b', 'c']);
      expect(opened).toBe(1);
      // A write after that moment starts a gathering of its own.
      expect(await gathered.run(write('d'))).toBe('D');
      expect(opened).toBe(2);
      const ids = storage.sql.exec<{ id: string }>(`SELECT id FROM helper_rows ORDER BY id`).toArray();
      expect(ids.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    });
  });

  it('writes nothing of a moment one write of which throws, then each on its own: only that one is refused', async () => {
    const stub = env.DEVICE.get(env.DEVICE.idFromName('gathered-writes-refused'));
    await runInDurableObject(stub, async (_instance, { storage }) => {
      storage.sql.exec(`CREATE TABLE helper_rows (id TEXT PRIMARY KEY)`);
      storage.sql.exec(`INSERT INTO helper_rows (id) VALUES ('taken')`);
      const gathered = new GatheredWrites(storage, systemTimer, 5);
      const ran: string[] = [];
      const write = (id: string) => () => {
        ran.push(id);
        storage.sql.exec(`INSERT INTO helper_rows (id) VALUES (?)`, id);
        // Written with its row, in the same transaction: refused, neither stays.
        storage.sql.exec(`INSERT INTO helper_rows (id) VALUES (?)`, `${id}-too`);
        return id;
      };
      const results = await Promise.all([
        gathered.run(write('a')),
        gathered.run(write('taken')).catch((error: Error) => error.message),
        gathered.run(write('b')),
      ]);
      expect(results[0]).toBe('a');
      expect(results[1]).toMatch(/UNIQUE/);
      expect(results[2]).toBe('b');
      // Together first (rolled back at the refused one), then each on its own.
      expect(ran).toEqual(['a', 'taken', 'a', 'taken', 'b']);
      const ids = storage.sql.exec<{ id: string }>(`SELECT id FROM helper_rows ORDER BY id`).toArray();
      expect(ids.map((r) => r.id)).toEqual(['a', 'a-too', 'b', 'b-too', 'taken']);
    });
  });
});
