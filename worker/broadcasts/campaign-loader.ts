/**
 * A campaign into its device's object in chunks: begun LOADING with its first recipients, the rest
 * appended chunk by chunk (each its own RPC and transaction, so neither a message nor a transaction
 * carries 100,000 recipients at once), then started. A campaign is sendable only once every chunk is
 * in: if any step fails it is dropped, and one left LOADING (the worker itself stopped) is never
 * sent, copied to D1, listed or found.
 */
import type { Caller, Outcome } from '../shared/outcome';
import type { NewCampaign } from './broadcasts-part';
import type { NewRecipient } from './recipient-store';
import type { BroadcastDetail } from './views';

/** Recipients per RPC: a chunk is a few hundred KB of JSON and one object transaction of a few hundred ms at most. */
export const RECIPIENTS_PER_CHUNK = 5_000;

export type LoadingRpc = {
  beginBroadcast(caller: Caller, campaign: NewCampaign): Promise<Outcome<{ id: string; loaded: number }>>;
  loadBroadcastRecipients(caller: Caller, id: string, from: number, recipients: NewRecipient[]): Promise<Outcome<{ loaded: number }>>;
  startBroadcast(caller: Caller, id: string): Promise<Outcome<BroadcastDetail>>;
  dropBroadcast(caller: Caller, id: string): Promise<Outcome<null>>;
};

/** The recipients cut in chunks of `size`, in order. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

export async function loadCampaign(
  rpc: LoadingRpc,
  caller: Caller,
  { recipients, ...campaign }: NewCampaign,
  size = RECIPIENTS_PER_CHUNK,
): Promise<Outcome<BroadcastDetail>> {
  const [first = [], ...rest] = chunksOf(recipients, size);
  let done = false;
  try {
    // Inside the try: a begin that wrote its campaign and then threw is dropped too.
    const begun = await rpc.beginBroadcast(caller, { ...campaign, recipients: first });
    if (!begun.ok) return begun;
    let from = first.length;
    for (const chunk of rest) {
      const loaded = await rpc.loadBroadcastRecipients(caller, campaign.id, from, chunk);
      if (!loaded.ok) return loaded;
      from = loaded.value.loaded;
    }
    const started = await rpc.startBroadcast(caller, campaign.id);
    done = started.ok;
    return started;
  } finally {
    // Dropped on any failure, a thrown one included: a campaign half loaded is never sent.
    if (!done) await rpc.dropBroadcast(caller, campaign.id).catch((error: unknown) => console.error('broadcasts: drop failed', error));
  }
}
