/**
 * Campaigns left LOADING: the worker loading one in chunks (`campaign-loader.ts`) stopped mid-upload
 * (its own drop never ran), and such a campaign can never be started. The device object's alarm
 * discards one once no chunk came for `STALE_LOADING_MS`: its recipients and counters, and its media
 * file in R2 (stored before the loading began).
 */
import { mediaKey } from '../media/media';
import type { BroadcastStore } from './broadcast-store';

/** A chunk takes well under a second: a load silent this long has no loader left. */
export const STALE_LOADING_MS = 15 * 60_000;

/** When the oldest LOADING campaign turns stale, or null when none is loading. */
export function staleLoadAt(store: Pick<BroadcastStore, 'oldestLoading'>): number | null {
  const oldest = store.oldestLoading();
  return oldest ? oldest.updatedAt + STALE_LOADING_MS : null;
}

/** Discards every campaign stale at `now` with `drop`, and the media file of each that has one. */
export async function sweepStaleLoads(
  store: Pick<BroadcastStore, 'oldestLoading' | 'get'>,
  drop: (id: string) => void,
  media: Pick<R2Bucket, 'delete'>,
  deviceId: string,
  now: number,
): Promise<void> {
  for (let stale = store.oldestLoading(); stale && stale.updatedAt + STALE_LOADING_MS <= now; stale = store.oldestLoading()) {
    const c = store.get(stale.id);
    drop(stale.id);
    if (c?.message.type !== 'media') continue;
    await media
      .delete(mediaKey(deviceId, c.message.file.id))
      .catch((error: unknown) => console.error('broadcasts: could not delete a stale load’s file', error));
  }
}
