/**
 * A small least-recently-used map: a Map keeps insertion order, which is all an LRU needs. Every
 * cache kept in memory is bounded with it: a node's sessions' signal keys, messages and LID pairs
 * (`session-node/engines/baileys/lru.ts`), a worker's webhook keys and checked URLs.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();
  /** The key set or read last, which is the map's last already: read again, it stays where it is. */
  private newest: { key: K } | null = null;

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
    if (this.newest && this.newest.key === key) return this.entries.get(key);
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = { key };
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = { key };
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): boolean {
    if (this.newest && this.newest.key === key) this.newest = null;
    return this.entries.delete(key);
  }

  clear(): void {
    this.newest = null;
    this.entries.clear();
  }
}
