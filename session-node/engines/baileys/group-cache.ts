/**
 * The session's group metadata, for `relayMessage`'s `cachedGroupMetadata`. Without it Baileys
 * asks WhatsApp for a group's metadata on every send to the group, and a broadcast to groups soon
 * meets "rate-overlimit" (Baileys issue #1261). The participant list is also whom the sender keys
 * go to, so it must stay complete: an entry is dropped when the group's participants or settings
 * change, and lives at most `ttlMs` in any case.
 */
import type { GroupMetadata } from '@whiskeysockets/baileys';
import { LruMap } from './lru';

const DEFAULT_GROUPS = 500;
const DEFAULT_TTL_MS = 5 * 60_000;

export class GroupCache {
  private readonly entries: LruMap<string, { metadata: GroupMetadata; at: number }>;

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
  }

  /**
   * The group's metadata: cached while fresh, else fetched (and kept). A failed fetch answers
   * undefined, so Baileys asks once more itself and fails the send with WhatsApp's own error.
   */
  async get(jid: string, fetch: ((jid: string) => Promise<GroupMetadata>) | null): Promise<GroupMetadata | undefined> {
    const entry = this.entries.get(jid);
    if (entry && this.now() - entry.at < this.ttlMs) return entry.metadata;
    if (!fetch) return undefined;
    try {
      const metadata = await fetch(jid);
      this.set(metadata);
      return metadata;
    } catch {
      return undefined;
    }
  }
}
