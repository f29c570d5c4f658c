import { describe, expect, it } from 'vitest';
import { LruMap } from '../../protocol';

describe('a least-recently-used map', () => {
  it('drops the entry used least recently, a read counting as a use', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    // Read again while it is the newest: still the newest.
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('b'), lru.get('a'), lru.get('c')]).toEqual([undefined, 1, 3]);
  });

  it('forgets a deleted or cleared newest entry', () => {
    const lru = new LruMap<string, number>(3);
    lru.set('a', 1);
    expect(lru.get('a')).toBe(1);
    lru.delete('a');
    expect(lru.get('a')).toBeUndefined();
    lru.set('b', 2);
    lru.clear();
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(0);
  });
});
