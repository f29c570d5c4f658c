/**
 * A campaign into its device's object in chunks: begun LOADING with its first recipients, the rest
 * appended chunk by chunk (each its own RPC and transaction, so neither a message nor a transaction
 * carries 100,000 recipients at once), then started. A campaign is sendable only once every chunk is
 * in: if any step fails it is dropped, and one left LOADING (the worker itself stopped) is never
 * sent, copied to D1, listed or found.
 */
import type { Caller, Outcome } from '../shared/outcome';
import type { Fill } from './audience';
import type { NewCampaign } from './broadcasts-part';
import type { NewRecipient } from './recipient-store';
import type { BroadcastDetail } from './views';

/** Recipients per RPC: a chunk is a few hundred KB of JSON and one object transaction of a few hundred ms at most. */
export const RECIPIENTS_PER_CHUNK = 5_000;

/** The next recipients of a campaign being loaded, and what later rows of their numbers add to earlier ones. */
export type RecipientChunk = { recipients: NewRecipient[]; fills: Fill[] };

/**
 * A campaign as the loader takes it: its recipients listed, or read chunk by chunk as they are
 * loaded (a CSV, read again from its upload: `new-campaign.ts`), never all in memory at once.
 */
export type CampaignToLoad = Omit<NewCampaign, 'recipients'> & {
  recipients: NewRecipient[] | (() => AsyncIterable<RecipientChunk>);
};

export type LoadingRpc = {
  beginBroadcast(caller: Caller, campaign: NewCampaign): Promise<Outcome<{ id: string; loaded: number }>>;
  loadBroadcastRecipients(
    caller: Caller,
    id: string,
    from: number,
    recipients: NewRecipient[],
    fills?: Fill[],
  ): Promise<Outcome<{ loaded: number }>>;
  startBroadcast(caller: Caller, id: string): Promise<Outcome<BroadcastDetail>>;
  dropBroadcast(caller: Caller, id: string): Promise<Outcome<null>>;
};

/** The recipients cut in chunks of `size`, in order. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

async function* listed(recipients: NewRecipient[], size: number): AsyncGenerator<RecipientChunk> {
  for (const chunk of chunksOf(recipients, size)) yield { recipients: chunk, fills: [] };
}

export async function loadCampaign(
  rpc: LoadingRpc,
  caller: Caller,
  { recipients, ...campaign }: CampaignToLoad,
  size = RECIPIENTS_PER_CHUNK,
): Promise<Outcome<BroadcastDetail>> {
  const chunks = typeof recipients === 'function' ? recipients() : listed(recipients, size);
  let begun = false;
  let done = false;
  try {
    // Inside the try: a begin that wrote its campaign and then threw is dropped too.
    let from = 0;
    for await (const chunk of chunks) {
      const first = !begun;
      begun = true;
      const loaded = first
        ? await rpc.beginBroadcast(caller, { ...campaign, recipients: chunk.recipients })
        : await rpc.loadBroadcastRecipients(caller, campaign.id, from, chunk.recipients, chunk.fills);
      if (!loaded.ok) return loaded;
      from = loaded.value.loaded;
    }
    if (!begun) {
      begun = true;
      const empty = await rpc.beginBroadcast(caller, { ...campaign, recipients: [] });
      if (!empty.ok) return empty;
    }
    const started = await rpc.startBroadcast(caller, campaign.id);
    done = started.ok;
    return started;
  } finally {
    // Dropped on any failure (a CSV found bad midway, a chunk refused, a thrown call): a campaign half loaded is never sent.
    if (begun && !done)
      await rpc.dropBroadcast(caller, campaign.id).catch((error: unknown) => console.error('broadcasts: drop failed', error));
  }
}
