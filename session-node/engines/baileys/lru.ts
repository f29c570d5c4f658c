/**
 * Baileys' `CacheStore` on a least-recently-used map (`LruMap`, in the protocol: the worker keeps
 * its caches with it too).
 *
 * Every cache a session keeps (signal keys, messages for retries, LID↔phone pairs) is bounded:
 * a node holds hundreds of sessions, and Baileys' own default signal-key cache is unbounded
 * within its TTL. `lru-cache` is only a transitive dependency of Baileys, so it is not ours to
 * import.
 */
import type { CacheStore } from '@whiskeysockets/baileys';
import { LruMap } from '../../../protocol';

/**
 * Baileys' `CacheStore` over an `LruMap`, for `makeCacheableSignalKeyStore`. One per device:
 * Baileys keys the cache by `type.id` without a session prefix, so a shared cache would hand
 * one device's keys to another.
 */
export class LruCacheStore implements CacheStore {
  private readonly map: LruMap<string, unknown>;

  constructor(maxEntries: number) {
    this.map = new LruMap(maxEntries);
  }

  get size(): number {
    return this.map.size;
  }

  get<T>(key: string): T | undefined {
    // The store hands back what `set` was given for this key; Baileys reads it with the same type.
    return this.map.get(key) as T | undefined;
  }

  set<T>(key: string, value: T): void {
    this.map.set(key, value);
  }

  del(key: string): boolean {
    return this.map.delete(key);
  }

  flushAll(): void {
    this.map.clear();
  }
}
