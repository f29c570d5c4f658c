/**
 * The `--scale` bench's reports (issue 28): the six reports of a 30-day range, on a shop of 10
 * conversations (100 messages) and one of N (10 N messages: 1,000,000 at the default N of
 * 100,000), seeded side by side (`scale-seed.ts`, which writes the hourly counters the messages
 * would have moved). Each report is a series of requests one at a time, timed by the client;
 * the big shop's p50 over the small one's should stay under 2: a report reads counters by hour,
 * never the messages.
 */
import type { Stack } from '../test/e2e/stack';
import { type Latency, timedInTurns } from './scale-lists';
import { type SeededShop, seedShops } from './scale-seed';

export type ScaleReportsResult = {
  messages: { small: number; big: number };
  measures: Record<string, { small: Latency; big: Latency; p50Ratio: number }>;
};

const KINDS = ['messages', 'delivery', 'inbox', 'campaigns', 'webhooks', 'chatbot'] as const;
/** 30 days around the seeded activity (from 2026-01-01), in Jakarta's days. */
const RANGE = 'from=2025-12-20&to=2026-01-18&tz=Asia/Jakarta&bucket=day';

const path = (shop: SeededShop, kind: string) => `/workspaces/${shop.workspaceId}/reports/${kind}?${RANGE}`;

export async function measureScaleReports(
  stack: Stack,
  n: number,
  opts: { samples: number; budgetMs: number },
): Promise<ScaleReportsResult> {
  const [small, big] = await seedShops(stack, [10, n]);
  if (!small || !big) throw new Error('the shops were not seeded');
  const measures: ScaleReportsResult['measures'] = {};
  for (const kind of KINDS) {
    // In turns: the machine's load drifts over a run, and a ratio of two sizes should not measure it.
    const [a, b] = await timedInTurns(stack, [path(small, kind), path(big, kind)], opts.samples, opts.budgetMs);
    measures[kind] = { small: a, big: b, p50Ratio: Math.round((b.p50 / Math.max(a.p50, 0.1)) * 100) / 100 };
  }
  return { messages: { small: small.conversations * 10, big: big.conversations * 10 }, measures };
}

export function printScaleReports(r: ScaleReportsResult): void {
  console.log(`\nReports API, p50 / p95 ms at ${r.messages.small} and ${r.messages.big} messages (ratio of p50s; under 2 expected):`);
  for (const [kind, m] of Object.entries(r.measures)) {
    const flag = m.p50Ratio >= 2 ? '  <-- 2x OR MORE' : '';
    console.log(`  ${kind.padEnd(10)} ${m.small.p50} / ${m.small.p95}   ${m.big.p50} / ${m.big.p95}   ×${m.p50Ratio}${flag}`);
  }
}
