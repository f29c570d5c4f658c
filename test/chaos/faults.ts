/** When the chaos run strikes, and a seeded random source so that a run can be repeated. */

export type Fault = { at: number } & ({ kind: 'node'; node: 'node-a' | 'node-b' } | { kind: 'worker' } | { kind: 'session' });

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The faults at random moments of the load (as fractions of the work done, between 5 % and 90 %),
 * in order: node kills alternate between the two nodes, worker restarts and broken sessions fall among them.
 */
export function plannedFaults(nodeKills: number, workerRestarts: number, random: () => number, sessionBreaks = 0): Fault[] {
  const faults: Fault[] = [];
  for (let i = 0; i < nodeKills; i++) faults.push({ at: 0, kind: 'node', node: i % 2 === 0 ? 'node-a' : 'node-b' });
  for (let i = 0; i < workerRestarts; i++) faults.push({ at: 0, kind: 'worker' });
  for (let i = 0; i < sessionBreaks; i++) faults.push({ at: 0, kind: 'session' });
  const moments = faults.map(() => 0.05 + random() * 0.85).sort((a, b) => a - b);
  // Shuffled kinds over sorted moments.
  for (let i = faults.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = faults[i];
    const other = faults[j];
    if (swap && other) {
      faults[i] = other;
      faults[j] = swap;
    }
  }
  return faults.map((fault, i) => ({ ...fault, at: moments[i] ?? 0.5 }));
}
