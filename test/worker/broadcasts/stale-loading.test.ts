import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NewCampaign } from '../../../worker/broadcasts/broadcasts-part';
import { STALE_LOADING_MS } from '../../../worker/broadcasts/stale-loads';
import { mediaKey } from '../../../worker/media/media';
import { admin } from '../helpers';
import { csvCampaign, csvRecipients } from './campaign-fixture';
import { Driver } from './driver';

const campaign = (id: string, message?: NewCampaign['message']): NewCampaign => csvCampaign(id, csvRecipients(0, 3), message);

/** What the object still holds of a campaign: its row and its recipients. */
async function held(d: Driver, id: string): Promise<{ campaign: number; recipients: number }> {
  return runInDurableObject(d.stub, (_instance, state) => ({
    campaign: state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM broadcasts WHERE id = ?`, id).one().n,
    recipients: state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM broadcast_recipients WHERE broadcast_id = ?`, id).one().n,
  }));
}

describe('a campaign whose loading stopped midway', () => {
  it('is discarded with its recipients by the alarm once no chunk came for 15 minutes', async () => {
    const d = await Driver.start();
    expect((await d.stub.beginBroadcast(d.s.workspaceId, campaign('brd_stale'))).ok).toBe(true);
    expect(await d.alarm()).toBe(d.now() + STALE_LOADING_MS);
    await d.step(STALE_LOADING_MS - 60_000);
    expect(await held(d, 'brd_stale')).toEqual({ campaign: 1, recipients: 3 });

    await d.step();
    expect(await held(d, 'brd_stale')).toEqual({ campaign: 0, recipients: 0 });
    expect((await admin('GET', '/broadcasts/brd_stale')).status).toBe(404);
    expect(d.sent).toHaveLength(0);
  });

  it('is kept while its chunks keep coming, each one giving it another 15 minutes', async () => {
    const d = await Driver.start();
    expect((await d.stub.beginBroadcast(d.s.workspaceId, campaign('brd_slow'))).ok).toBe(true);
    await d.step(STALE_LOADING_MS - 60_000);
    expect((await d.stub.loadBroadcastRecipients(d.s.workspaceId, 'brd_slow', 3, csvRecipients(3, 2))).ok).toBe(true);
    await d.step(120_000);
    expect(await held(d, 'brd_slow')).toEqual({ campaign: 1, recipients: 5 });

    const started = await d.stub.startBroadcast(d.s.workspaceId, 'brd_slow');
    expect(started.ok).toBe(true);
    await d.step(STALE_LOADING_MS);
    expect(await held(d, 'brd_slow')).toEqual({ campaign: 1, recipients: 5 });
  });

  it('takes its media file out of storage with it', async () => {
    const d = await Driver.start();
    const file = { id: 'med_staleposter00000001', mimeType: 'image/png', sha256: 'ab', nodeUrl: '/n', mediaUrl: '/m' };
    const key = mediaKey(d.s.deviceId, file.id);
    await env.MEDIA.put(key, new Uint8Array([1, 2, 3]));
    const message: NewCampaign['message'] = { type: 'media', media: { type: 'image' }, file };
    expect((await d.stub.beginBroadcast(d.s.workspaceId, campaign('brd_poster', message))).ok).toBe(true);

    await d.step(STALE_LOADING_MS);
    expect(await held(d, 'brd_poster')).toEqual({ campaign: 0, recipients: 0 });
    expect(await env.MEDIA.head(key)).toBeNull();
  });
});
