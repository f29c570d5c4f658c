import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { afterCommit, joined, ownTransaction, transaction } from '../../../worker/shared/transactions';

/** A storage stand-in that counts the transactions (savepoints) opened, and how deep. */
function countingStorage() {
  let depth = 0;
  const opened: number[] = [];
  const storage = {
    transactionSync<T>(fn: () => T): T {
      opened.push(++depth);
      try {
        return fn();
      } finally {
        depth--;
      }
    },
  } as unknown as DurableObjectStorage;
  return { storage, opened };
}

describe('storage transactions that know when one is open', () => {
  it('a joined write opens its own transaction when none is open', () => {
    const { storage, opened } = countingStorage();
    expect(joined(storage, () => 'done')).toBe('done');
    expect(opened).toEqual([1]);
  });

  it('inside a transaction, joins it: no savepoint of its own', () => {
    const { storage, opened } = countingStorage();
    transaction(storage, () => {
      joined(storage, () => undefined);
      joined(storage, () => undefined);
    });
    expect(opened).toEqual([1]);
    // Once it is over, a joined write opens its own again.
    joined(storage, () => undefined);
    expect(opened).toEqual([1, 1]);
  });

  it('a throw inside leaves the transaction (which rolls it back) and is not remembered as still open', () => {
    const { storage, opened } = countingStorage();
    expect(() =>
      transaction(storage, () => {
        joined(storage, () => {
          throw new Error('refused');
        });
      }),
    ).toThrow('refused');
    joined(storage, () => undefined);
    expect(opened).toEqual([1, 1]);
  });

  it('is per storage: another object’s transaction is not this one’s', () => {
    const a = countingStorage();
    const b = countingStorage();
    transaction(a.storage, () => joined(b.storage, () => undefined));
    expect(b.opened).toEqual([1]);
  });

  it('runs what waits for a commit once the outermost transaction returns, and at once outside one', () => {
    const { storage } = countingStorage();
    const ran: string[] = [];
    afterCommit(storage, () => ran.push('alone'));
    expect(ran).toEqual(['alone']);
    transaction(storage, () => {
      afterCommit(storage, () => ran.push('outer'));
      transaction(storage, () => afterCommit(storage, () => ran.push('inner')));
      // The inner one returned, but the outer one is still open: nothing ran yet.
      expect(ran).toEqual(['alone']);
    });
    expect(ran).toEqual(['alone', 'outer', 'inner']);
  });

  it('never runs what a rolled-back transaction queued: the whole of it, or an inner one the outer survives', () => {
    const { storage } = countingStorage();
    const ran: string[] = [];
    expect(() =>
      transaction(storage, () => {
        afterCommit(storage, () => ran.push('rolled back'));
        throw new Error('refused');
      }),
    ).toThrow('refused');
    transaction(storage, () => {
      afterCommit(storage, () => ran.push('kept'));
      try {
        transaction(storage, () => {
          afterCommit(storage, () => ran.push('inner, rolled back'));
          throw new Error('refused');
        });
      } catch {
        // The outer one goes on without it.
      }
    });
    expect(ran).toEqual(['kept']);
  });

  it('runs the rest when one of them throws', () => {
    const { storage } = countingStorage();
    const ran: string[] = [];
    transaction(storage, () => {
      afterCommit(storage, () => {
        throw new Error('broken');
      });
      afterCommit(storage, () => ran.push('next'));
    });
    expect(ran).toEqual(['next']);
  });
});

describe('a storage transaction of its own', () => {
  it('writes all of what it runs, or, when it throws, nothing of it', async () => {
    const stub = env.DEVICE.get(env.DEVICE.idFromName('own-transaction'));
    await runInDurableObject(stub, async (_instance, state) => {
      const { storage } = state;
      storage.sql.exec(`CREATE TABLE helper_rows (id TEXT PRIMARY KEY)`);
      const insert = (id: string) => storage.sql.exec(`INSERT INTO helper_rows (id) VALUES (?)`, id);
      const ran: string[] = [];
      expect(
        await ownTransaction(storage, () => {
          insert('a');
          joined(storage, () => insert('b'));
          afterCommit(storage, () => ran.push('after a and b'));
          // Nothing runs after the commit before the transaction is over.
          expect(ran).toEqual([]);
          return 'done';
        }),
      ).toBe('done');
      expect(ran).toEqual(['after a and b']);
      await expect(
        ownTransaction(storage, () => {
          insert('c');
          afterCommit(storage, () => ran.push('rolled back'));
          insert('a');
        }),
      ).rejects.toThrow(/UNIQUE/);
      const ids = storage.sql
        .exec<{ id: string }>(`SELECT id FROM helper_rows ORDER BY id`)
        .toArray()
        .map((r) => r.id);
      expect(ids).toEqual(['a', 'b']);
      expect(ran).toEqual(['after a and b']);
      // Once it is over, a joined write opens its own again.
      joined(storage, () => insert('d'));
      expect(storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM helper_rows`).one().n).toBe(3);
    });
  });

  it('is known to writes joined inside it, which open no savepoint of their own', async () => {
    const { storage, opened } = countingStorage();
    const own = Object.assign(storage, { transaction: async <T>(fn: () => Promise<T>) => fn() });
    await ownTransaction(own, () => {
      joined(own, () => undefined);
      joined(own, () => undefined);
    });
    expect(opened).toEqual([]);
    // Once it is over, a joined write opens its own again.
    joined(own, () => undefined);
    expect(opened).toEqual([1]);
  });
});
