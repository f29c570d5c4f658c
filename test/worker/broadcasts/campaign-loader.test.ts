import { describe, expect, it } from 'vitest';
import type { NewCampaign } from '../../../worker/broadcasts/broadcasts-part';
import { chunksOf, type LoadingRpc, loadCampaign } from '../../../worker/broadcasts/campaign-loader';
import type { BroadcastDetail } from '../../../worker/broadcasts/views';
import type { Outcome } from '../../../worker/shared/outcome';
import { admin } from '../helpers';
import { csvCampaign, csvRecipients } from './campaign-fixture';
import { Driver } from './driver';

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

const campaign = (n: number): NewCampaign => csvCampaign('brd_test', csvRecipients(0, n));

/** An object that keeps what it was sent, and refuses the chunk at `failAt` (a position) if asked. */
function fakeObject(failAt: number | null = null) {
  const calls: string[] = [];
  let positions: number[] = [];
  const rpc: LoadingRpc = {
    beginBroadcast: async (_caller, c) => {
      calls.push(`begin ${c.recipients.length}`);
      positions = c.recipients.map((_, i) => i);
      return ok({ id: c.id, loaded: c.recipients.length });
    },
    loadBroadcastRecipients: async (_caller, _id, from, chunk) => {
      calls.push(`load ${from} ${chunk.length}`);
      if (from === failAt) throw new Error('the object was reset');
      positions.push(...chunk.map((_, i) => from + i));
      return ok({ loaded: from + chunk.length });
    },
    startBroadcast: async () => {
      calls.push('start');
      return ok({ id: 'brd_test' } as BroadcastDetail);
    },
    dropBroadcast: async () => {
      calls.push('drop');
      positions = [];
      return ok(null);
    },
  };
  return { rpc, calls, positions: () => positions };
}

describe('loading a campaign into its object in chunks', () => {
  it('cuts the recipients in order into chunks of the given size, the last one shorter', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 2)).toEqual([]);
  });

  it('begins with the first chunk, appends each next one at its position, and starts the campaign only then', async () => {
    const o = fakeObject();
    const out: Outcome<BroadcastDetail> = await loadCampaign(o.rpc, 'ws', campaign(100_000));
    expect(out.ok).toBe(true);
    expect(o.calls[0]).toBe('begin 5000');
    expect(o.calls.slice(1, -1)).toEqual(Array.from({ length: 19 }, (_, i) => `load ${(i + 1) * 5_000} 5000`));
    expect(o.calls.at(-1)).toBe('start');
    expect(o.positions()).toEqual(Array.from({ length: 100_000 }, (_, i) => i));
  });

  it('drops the campaign and never starts it when a chunk fails', async () => {
    const o = fakeObject(10);
    await expect(loadCampaign(o.rpc, 'ws', campaign(25), 5)).rejects.toThrow('the object was reset');
    expect(o.calls).toEqual(['begin 5', 'load 5 5', 'load 10 5', 'drop']);
    expect(o.positions()).toEqual([]);
  });
});

describe('a campaign over the old 10,000-recipient cap', () => {
  it('is accepted from a CSV, loaded whole in order, and sends its first message', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    const rows = Array.from({ length: 12_345 }, (_, i) => `0812${String(i).padStart(8, '0')},Orang ${i}`);
    const created = await d.csv(['phone,name', ...rows].join('\n'), 'Halo {{name}}');
    expect(created.counts).toMatchObject({ total: 12_345 });
    await d.until(1);
    expect(d.sent[0]).toMatchObject({ to: '6281200000000', text: 'Halo Orang 0' });
    const last = await admin<{ items: { position: number; phone: string }[] }>('GET', `/broadcasts/${created.id}/recipients?cursor=12343`);
    expect(last.body.items).toEqual([expect.objectContaining({ position: 12_344, phone: '6281200012344' })]);
  }, 60_000);

  it('refuses a campaign whose loading was never finished: it is not found, listed nor sent', async () => {
    const d = await Driver.start();
    const begun = await d.stub.beginBroadcast(d.s.workspaceId, { ...campaign(3), id: 'brd_half' });
    expect(begun.ok).toBe(true);
    await d.step(60_000);
    expect(d.sent).toHaveLength(0);
    expect((await admin('GET', '/broadcasts/brd_half')).status).toBe(404);
    const list = await admin<{ items: { id: string }[] }>('GET', `/workspaces/${d.s.workspaceId}/broadcasts`);
    expect(list.body.items.map((b) => b.id)).not.toContain('brd_half');
  });
});
