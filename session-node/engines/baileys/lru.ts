/**
 * A small least-recently-used map, and Baileys' `CacheStore` on top of it.
 *
 * Every cache a session keeps (signal keys, messages for retries, LID↔phone pairs) is bounded:
 * a node holds hundreds of sessions, and Baileys' own default signal-key cache is unbounded
 * within its TTL. `lru-cache` is only a transitive dependency of Baileys, so it is not ours to
 * import; a Map keeps insertion order, which is all an LRU needs.
 */
import type { CacheStore } from '@whiskeysockets/baileys';

export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError('an LRU needs room for at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Reads a value and marks it as the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

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
