/**
 * Fixed log-scale histograms: a duration is counted in the bucket whose upper edge it stays under,
 * so the histograms of many hours, agents and devices add up bucket by bucket, and a median or p90
 * of any range is read from the summed buckets. A percentile is given as its bucket's upper edge
 * ("at most"), exact to within one bucket (the edges grow by about 2× each).
 */

/** Upper edges (ms) for time to first response and to resolution: 15 s … 7 days, then the rest. */
export const RESPONSE_EDGES_MS = [
  15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 43_200_000,
  86_400_000, 172_800_000, 345_600_000, 604_800_000,
] as const;

/** Upper edges (ms) for a webhook attempt's latency: 10 ms … 10 s (the attempt's limit), then the rest. */
export const LATENCY_EDGES_MS = [10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000] as const;

/** Upper edges (ms) for a call to the assistant's model: 250 ms … 60 s, then the rest. */
export const ASSISTANT_EDGES_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000] as const;

/** The bucket of `ms` (0 for under the first edge; `edges.length` for past the last). */
export function bucketOf(edges: readonly number[], ms: number): number {
  const i = edges.findIndex((edge) => ms < edge);
  return i === -1 ? edges.length : i;
}

/** The same as `bucketOf`, as an SQL expression of `ms` (an SQL expression), for the counting triggers. */
export function bucketSql(edges: readonly number[], ms: string): string {
  return `(CASE ${edges.map((edge, i) => `WHEN ${ms} < ${edge} THEN ${i}`).join(' ')} ELSE ${edges.length} END)`;
}

export type Summary = { count: number; median: number | null; p90: number | null };
export type LatencySummary = { count: number; p50: number | null; p95: number | null };

/** Counts by bucket (index → count); the percentile `p` (0..1) as its bucket's upper edge, null for the open last bucket or no counts. */
export function percentile(edges: readonly number[], counts: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (let i = 0; i <= edges.length; i++) {
    seen += counts.get(i) ?? 0;
    if (seen >= rank) return edges[i] ?? null;
  }
  return null;
}

export function summarize(edges: readonly number[], counts: ReadonlyMap<number, number>): Summary {
  const count = [...counts.values()].reduce((a, b) => a + b, 0);
  return { count, median: percentile(edges, counts, 0.5), p90: percentile(edges, counts, 0.9) };
}
