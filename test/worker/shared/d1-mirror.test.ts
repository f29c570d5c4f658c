import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import migrations from '../../../worker/devices/migrations/migrations.js';
import { BUSY_COALESCE_MS, COALESCE_MS, D1Mirror, type MirrorEntry } from '../../../worker/shared/d1-mirror';
import { migrateJournal } from '../../../worker/shared/journal-migrations';
import { systemClock } from '../../../worker/shared/time';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('D1Mirror', () => {
  it('writes a quiet object’s changes a moment later, and lets a busy one’s gather into one write', async () => {
    // An object nobody created: its storage is this test's alone.
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, async (_instance, state) => {
      const writes: string[][] = [];
      const mirror = new D1Mirror(state.storage, env.DB, systemClock);
      migrateJournal(state.storage, migrations);
      mirror.own({
        name: 'probe',
        statements: (entries: MirrorEntry[]) => {
          writes.push(entries.map((e) => e.key));
          return [env.DB.prepare('SELECT 1')];
        },
      });
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
    });
  });
});
