import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import migrations from '../../../worker/devices/migrations/migrations.js';
import { BUSY_COALESCE_MS, COALESCE_MS, D1Mirror, MIRROR_BATCH, MIRROR_ROUNDS, type MirrorEntry } from '../../../worker/shared/d1-mirror';
import { migrateJournal } from '../../../worker/shared/journal-migrations';
import { systemClock } from '../../../worker/shared/time';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mirror on the object's migrated storage whose one owner, `probe`, records the keys of each write. */
function probeMirror(state: DurableObjectState) {
  migrateJournal(state.storage, migrations);
  const writes: string[][] = [];
  const mirror = new D1Mirror(state.storage, env.DB, systemClock);
  mirror.own({
    name: 'probe',
    statements: (entries: MirrorEntry[]) => {
      writes.push(entries.map((e) => e.key));
      return [env.DB.prepare('SELECT 1')];
    },
  });
  return { mirror, writes };
}

describe('D1Mirror', () => {
  it('writes a quiet object’s changes a moment later, and lets a busy one’s (or one turning busy) gather into one write', async () => {
    // An object nobody created: its storage is this test's alone.
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, async (_instance, state) => {
      const { mirror, writes } = probeMirror(state);
      const pending = () => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM d1_mirror').one().n;

      // Quiet: one change is written a moment later, well before a busy object's delay.
      const quietly = { timeout: BUSY_COALESCE_MS * 0.8, interval: COALESCE_MS / 5 };
      mirror.mark('probe', 'a');
      mirror.flushSoon();
      await expect.poll(() => writes, quietly).toEqual([['a']]);

      // A flush of many changes makes the object busy.
      for (let i = 0; i < 30; i++) mirror.mark('probe', `k${i}`);
      await mirror.flush();
      expect(writes).toHaveLength(2);

      // Busy: what changes next waits well past the short delay, and goes out in one write.
      mirror.mark('probe', 'b');
      mirror.flushSoon();
      await sleep(COALESCE_MS * 4);
      mirror.mark('probe', 'c');
      mirror.flushSoon();
      expect(pending()).toBe(2);
      await expect.poll(pending, { timeout: BUSY_COALESCE_MS * 5 }).toBe(0);
      expect(writes.slice(2)).toEqual([['b', 'c']]);

      // That write was small: the object is quiet again.
      mirror.mark('probe', 'd');
      mirror.flushSoon();
      await expect.poll(() => writes.slice(3), quietly).toEqual([['d']]);

      // Quiet, then many changes in the moment (a burst's first messages): it waits as a busy one does.
      const burst = Array.from({ length: 30 }, (_, i) => `m${i}`);
      for (const key of burst) mirror.mark('probe', key);
      mirror.flushSoon();
      await sleep(COALESCE_MS * 4);
      expect(pending()).toBe(30);
      await expect.poll(pending, { timeout: BUSY_COALESCE_MS * 5 }).toBe(0);
      expect(writes.slice(4)).toEqual([burst]);
    });
  });

  it('writes a backlog in batches of many entries, past the 100 values a statement binds', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, async (_instance, state) => {
      const { mirror, writes } = probeMirror(state);
      const total = MIRROR_BATCH * 2 + 7;
      const keys = Array.from({ length: total }, (_, i) => `k${i}`);
      for (const key of keys) mirror.mark('probe', key);
      await mirror.flush();
      // In their order, each once, each batch as full as the backlog allows; nothing is left queued.
      expect(MIRROR_BATCH).toBeGreaterThan(100);
      expect(writes.map((w) => w.length)).toEqual([MIRROR_BATCH, MIRROR_BATCH, 7]);
      expect(writes.flat()).toEqual(keys);
      expect(state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM d1_mirror').one().n).toBe(0);
    });
  });

  it('goes on at once with a backlog longer than one flush writes, and tells those waiting once it is all copied', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, async (_instance, state) => {
      const { mirror, writes } = probeMirror(state);
      const pending = () => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM d1_mirror').one().n;
      // A burst's copies: more than one flush's rounds of full batches.
      const total = MIRROR_BATCH * MIRROR_ROUNDS * 2 + 7;
      const keys = Array.from({ length: total }, (_, i) => `k${i}`);
      for (const key of keys) mirror.mark('probe', key);
      let told = false;
      void mirror.whenCopied()?.then(() => {
        told = true;
      });
      await mirror.flush();
      // One flush wrote its rounds and stopped, with the rest left; nobody is told yet.
      expect(writes).toHaveLength(MIRROR_ROUNDS);
      expect(told).toBe(false);
      // The rest follows on its own, well before the alarm's retry (nothing here wakes it), in order.
      await expect.poll(pending, { timeout: BUSY_COALESCE_MS * 2, interval: 10 }).toBe(0);
      expect(writes.flat()).toEqual(keys);
      expect(writes.at(-1)).toHaveLength(7);
      await expect.poll(() => told, { timeout: BUSY_COALESCE_MS }).toBe(true);
    });
  });

  it('queues many keys marked at once, past the 100 values a statement binds, each once and in order', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, async (_instance, state) => {
      const { mirror, writes } = probeMirror(state);
      const keys = Array.from({ length: 120 }, (_, i) => `k${i}`);
      mirror.markAll(keys.map((key) => ['probe', key] as const));
      await mirror.flush();
      expect(writes.flat()).toEqual(keys);
    });
  });

  it('leaves a key queued again as it waits, and copies again one a flush had read', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, async (_instance, state) => {
      migrateJournal(state.storage, migrations);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // D1, answering the first batch only once the test lets it.
      let batches = 0;
      const d1 = {
        batch: async (statements: D1PreparedStatement[]) => {
          if (++batches === 1) await held;
          return env.DB.batch(statements);
        },
      } as unknown as D1Database;
      const writes: [string, unknown][][] = [];
      const mirror = new D1Mirror(state.storage, d1, systemClock);
      mirror.own({
        name: 'probe',
        statements: (entries: MirrorEntry[]) => {
          writes.push(entries.map((e) => [e.key, e.payload]));
          return [env.DB.prepare('SELECT 1')];
        },
      });
      const queue = () =>
        state.storage.sql
          .exec<{ key: string; seq: number }>('SELECT key, seq FROM d1_mirror ORDER BY seq')
          .toArray()
          .map((r) => [r.key, r.seq]);

      mirror.mark('probe', 'a');
      mirror.mark('probe', 'b');
      const before = queue();
      // Queued again while it waits: the entry keeps its place.
      mirror.mark('probe', 'a');
      mirror.mark('probe', 'b');
      expect(queue()).toEqual(before);
      // A new payload is taken.
      mirror.mark('probe', 'b', { v: 2 });

      // The flush has read a and b; a changes again before D1 answers, and c is new.
      const flushed = mirror.flush();
      await expect.poll(() => batches).toBe(1);
      mirror.mark('probe', 'a');
      mirror.mark('probe', 'c');
      release();
      await flushed;
      // a went out as it was read, then again for its newer change; nothing is left.
      expect(writes).toEqual([
        [
          ['a', null],
          ['b', { v: 2 }],
        ],
        [
          ['a', null],
          ['c', null],
        ],
      ]);
      expect(queue()).toEqual([]);
      expect(state.storage.sql.exec('SELECT COUNT(*) AS n FROM d1_mirror_reading').one().n).toBe(0);
    });
  });
});
