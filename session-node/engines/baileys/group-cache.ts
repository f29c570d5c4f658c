/**
 * The session's group metadata, for `relayMessage`'s `cachedGroupMetadata` and for the object's
 * `groups.get`. Without it Baileys asks WhatsApp for a group's metadata on every send to the group,
 * and a broadcast to groups soon meets "rate-overlimit" (Baileys issue #1261); `groups.get` did the
 * same on every ask. The participant list is also whom the sender keys go to, so it must stay
 * complete: an entry is dropped when the group's participants or settings change, and lives at
 * most `ttlMs` in any case. Asks for a group at the same time share one fetch.
 */
import type { GroupMetadata } from '@whiskeysockets/baileys';
import { LruMap } from '../../../protocol';

const DEFAULT_GROUPS = 500;
const DEFAULT_TTL_MS = 5 * 60_000;

export class GroupCache {
  private readonly entries: LruMap<string, { metadata: GroupMetadata; at: number }>;
  private readonly fetching = new Map<string, Promise<GroupMetadata>>();

  constructor(
    size = DEFAULT_GROUPS,
    private readonly ttlMs = DEFAULT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LruMap(size);
  }

  set(metadata: GroupMetadata): void {
    this.entries.set(metadata.id, { metadata, at: this.now() });
  }

  forget(jid: string): void {
    this.entries.delete(jid);
    // A fetch under way may have started before the change: its answer must not be kept.
    this.fetching.delete(jid);
  }

  /** The group's metadata: cached while fresh, else fetched (and kept); a failed fetch throws its error. */
  async read(jid: string, fetch: (jid: string) => Promise<GroupMetadata>): Promise<GroupMetadata> {
    const cached = this.fresh(jid);
    if (cached) return cached;
    const under = this.fetching.get(jid);
    if (under) return under;
    const fetched = fetch(jid).then(
      (metadata) => {
        if (this.fetching.get(jid) === fetched) {
          this.fetching.delete(jid);
          this.set(metadata);
        }
        return metadata;
      },
      (error: unknown) => {
        if (this.fetching.get(jid) === fetched) this.fetching.delete(jid);
        throw error;
      },
    );
    this.fetching.set(jid, fetched);
    return fetched;
  }

  /**
   * The group's metadata: cached while fresh, else fetched (and kept). A failed fetch answers
   * undefined, so Baileys asks once more itself and fails the send with WhatsApp's own error.
   */
  async get(jid: string, fetch: ((jid: string) => Promise<GroupMetadata>) | null): Promise<GroupMetadata | undefined> {
    if (!fetch) return this.fresh(jid);
    try {
      return await this.read(jid, fetch);
    } catch {
      return undefined;
    }
  }

  private fresh(jid: string): GroupMetadata | undefined {
    const entry = this.entries.get(jid);
    return entry && this.now() - entry.at < this.ttlMs ? entry.metadata : undefined;
  }
}
