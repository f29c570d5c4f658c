/** A seeded random source for the fuzz test: the same seed makes the same requests. */

/** mulberry32: small, fast, and good enough to pick among cases. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A source for request `index` of a run: each request can be made again from the seed and its index alone. */
  static forRequest(seed: number, index: number): Random {
    return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of `choices`, each drawn in proportion to its weight. */
  weighted<T>(choices: readonly (readonly [number, () => T])[]): T {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let at = this.next() * total;
    for (const [weight, make] of choices) {
      at -= weight;
      if (at < 0) return make();
    }
    const last = choices.at(-1);
    if (!last) throw new Error('weighted choice from an empty list');
    return last[1]();
  }

  base62(length: number): string {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[this.int(0, 61)];
    return out;
  }
}
