/** Sums of a report's counter rows (`report-query.ts`), shared by the reports and their breakdowns. */
import type { CountRow } from './report-query';

export function sumBy(rows: readonly CountRow[], key: (r: CountRow) => string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(key(r), (sums.get(key(r)) ?? 0) + r.n);
  return sums;
}

export const of = (rows: readonly CountRow[], metric: string) => rows.filter((r) => r.metric === metric);
export const histogram = (rows: readonly CountRow[]) => new Map([...sumBy(rows, (r) => r.dim)].map(([dim, n]) => [Number(dim), n]));
export const total = (rows: readonly CountRow[]) => rows.reduce((s, r) => s + r.n, 0);

export const SCORES = ['1', '2', '3', '4', '5'] as const;
export type RatingSummary = { count: number; average: number | null; distribution: Record<(typeof SCORES)[number], number> };

/**
 * The ratings of some `rating` counter rows (any grouping: all of them, one agent's, or a team's,
 * whose rows are its members' subjects): how many, their average score and how many of each.
 */
export function ratingSummary(rows: readonly CountRow[]): RatingSummary {
  const by = sumBy(rows, (r) => r.dim);
  const distribution = Object.fromEntries(SCORES.map((s) => [s, by.get(s) ?? 0])) as RatingSummary['distribution'];
  const count = SCORES.reduce((n, s) => n + distribution[s], 0);
  const sum = SCORES.reduce((n, s) => n + Number(s) * distribution[s], 0);
  return { count, average: count === 0 ? null : Math.round((sum / count) * 100) / 100, distribution };
}
