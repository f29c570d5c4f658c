import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../../protocol';
import migrations from '../../../worker/devices/migrations/migrations.js';
import { RESEND_WINDOW_MS, WaMessageStore } from '../../../worker/messages/wa-message-store';
import { migrateJournal } from '../../../worker/shared/journal-migrations';

const NOW = Date.UTC(2031, 0, 20);
const DAY = 86_400_000;

function message(i: number, at: number): StoredMessage {
  const key = { remoteJid: '6281211110001@s.whatsapp.net', id: `3EB0KEEP${i}`, fromMe: true };
  return { key, raw: JSON.stringify({ key }), timestamp: at };
}

/** Puts `n` messages stamped `at` one by one, as sends do, and answers how many the store keeps. */
async function keptAfter(n: number, age: number): Promise<{ kept: number; first: StoredMessage | null }> {
  const stub = env.DEVICE.get(env.DEVICE.idFromName(`retention-${age}-${crypto.randomUUID()}`));
  return runInDurableObject(stub, (_instance, state) => {
    migrateJournal(state.storage, migrations);
    const store = new WaMessageStore(state.storage, () => NOW);
    for (let i = 0; i < n; i++) store.put([message(i, NOW - age)]);
    const kept = state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM messages').one().n;
    return { kept, first: store.get('3EB0KEEP0') };
  });
}

describe('the messages a device keeps to answer retries, quotes and reactions', () => {
  it('keeps every message of the last 14 days past the usual limit, so a retry request finds it after any restart', async () => {
    const young = await keptAfter(20_400, DAY);
    expect(young.kept).toBe(20_400);
    expect(young.first?.key.id).toBe('3EB0KEEP0');
  });

  it('drops the oldest beyond the limit once they are past the 14 days', async () => {
    const old = await keptAfter(20_400, RESEND_WINDOW_MS + DAY);
    expect(old.kept).toBeLessThanOrEqual(20_200);
    expect(old.first).toBeNull();
  });
});
