/**
 * The `--scale` bench's lists (issue 26): on shops of N/100 and N conversations seeded side by side
 * (`scale-seed.ts`), the inbox's first page, its `status=open` filter, a search by number, by a word
 * of a message and a contacts search, and the 1,000th page against the first, each a series of
 * requests one at a time, timed by the client, reported as p50/p95 and as ratios of the big shop
 * to the small one. The label filter (`labelId`, on a third of the shop), the team's (`teamId`, a
 * third), its queue (`assignee=queued`, a ninth) and the scheduled messages are measured beside
 * them. A measure stops after its samples or after its time budget (at least 3 samples): code that
 * scans answers in seconds at these sizes.
 */

import type { Stack } from '../test/e2e/stack';
import {
  contactIdOf,
  conversationIdOf,
  invoiceOf,
  labelIdOf,
  lastActivityOf,
  nameOf,
  numberOf,
  type SeededShop,
  seedShops,
} from './scale-seed';

export type Latency = { p50: number; p95: number; samples: number };
export type ScaleListsResult = {
  sizes: { small: number; big: number };
  seedSeconds: { small: number; big: number };
  measures: Record<string, { small: Latency; big: Latency; p50Ratio: number; p95Ratio: number }>;
};

/** A page's size when the 1,000th page is read: 1,000 pages of 10 fit in a shop of 10,000. */
const PAGE = 10;
/** A page's cursor as the worker makes it (`worker/shared/cursor.ts`, which needs the worker's types). */
const encodeCursor = (row: { createdAt: number; id: string }) => btoa(`${row.createdAt}:${row.id}`).replace(/=+$/, '');
const DEEP = 1000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function timed(stack: Stack, path: string, samples: number, budgetMs: number): Promise<Latency> {
  const took: number[] = [];
  const started = performance.now();
  // One unmeasured request: the statements are prepared and the pages warm, as in a shop at work.
  await stack.admin('GET', path);
  while (took.length < samples && (took.length < 3 || performance.now() - started < budgetMs)) {
    const t0 = performance.now();
    const res = await stack.admin<{ items: unknown[] }>('GET', path);
    took.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  }
  took.sort((a, b) => a - b);
  return { p50: round(percentile(took, 50)), p95: round(percentile(took, 95)), samples: took.length };
}

/**
 * Two requests timed in turns (a, b, a, b, …), so the machine's load, which drifts over a run,
 * weighs on both alike: a ratio of their latencies then says what the two shops' sizes do.
 */
export async function timedInTurns(
  stack: Stack,
  paths: readonly [string, string],
  samples: number,
  budgetMs: number,
): Promise<[Latency, Latency]> {
  const took: [number[], number[]] = [[], []];
  const started = performance.now();
  for (const path of paths) await stack.admin('GET', path);
  while (took[0].length < samples && (took[0].length < 3 || performance.now() - started < budgetMs)) {
    for (const [i, path] of paths.entries()) {
      const t0 = performance.now();
      const res = await stack.admin('GET', path);
      took[i]?.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    }
  }
  return [latencyOf(took[0]), latencyOf(took[1])];
}

function latencyOf(took: number[]): Latency {
  const sorted = [...took].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), samples: sorted.length };
}

/** The cursor after the `page`-th page (1-based) of `PAGE` rows, newest first, from the seed's order. */
function conversationCursor(shop: SeededShop, page: number): string {
  const i = shop.conversations - page * PAGE;
  return encodeCursor({ createdAt: lastActivityOf(i), id: conversationIdOf(shop.tag, i) });
}

function contactCursor(shop: SeededShop, page: number): string {
  const i = shop.conversations - page * PAGE;
  // Contacts were made ten minutes before their conversation's last activity (see the seed).
  return encodeCursor({ createdAt: lastActivityOf(i) - 600_000, id: contactIdOf(shop.tag, i) });
}

/** The requests measured in a shop: each picks rows in the middle of its shop, so neither end is favoured. */
function requests(shop: SeededShop): Record<string, string> {
  const n = shop.conversations;
  const middle = Math.floor(n / 2);
  const ws = `/workspaces/${shop.workspaceId}`;
  const deep = Math.min(DEEP, Math.floor(n / PAGE)) - 1;
  return {
    'inbox first page': `${ws}/conversations`,
    'inbox status=open': `${ws}/conversations?status=open`,
    // A number's first 11 digits: the 10 or so conversations it starts.
    'inbox search by number': `${ws}/conversations?q=${numberOf(middle).slice(0, 12)}`,
    'inbox search by a word of a message': `${ws}/conversations?q=${invoiceOf(middle, 3)}`,
    'contacts search by name': `${ws}/contacts?q=${encodeURIComponent(nameOf(middle))}`,
    [`inbox page 1 of ${PAGE}`]: `${ws}/conversations?limit=${PAGE}`,
    [`inbox page ${DEEP} of ${PAGE} (or the last)`]: `${ws}/conversations?limit=${PAGE}&cursor=${conversationCursor(shop, deep)}`,
    // A third of the shop carries the label: its pages are ranges of `conversation_labels` / `contact_labels`.
    'inbox labelId (a third of the shop)': `${ws}/conversations?labelId=${labelIdOf(shop.tag)}`,
    [`inbox labelId page ${DEEP} of ${PAGE} (or the last)`]: `${ws}/conversations?labelId=${labelIdOf(shop.tag)}&limit=${PAGE}&cursor=${conversationCursor(shop, deep)}`,
    'contacts labelId': `${ws}/contacts?labelId=${labelIdOf(shop.tag)}`,
    // The team's conversations (a third of the shop) and those waiting in its queue (a ninth).
    'inbox teamId (a third of the shop)': `${ws}/conversations?teamId=${shop.teamId}`,
    'inbox assignee=queued (a ninth of the shop)': `${ws}/conversations?assignee=queued`,
    // None of the shop's messages is scheduled: the list is an empty range of a partial index.
    'scheduled messages': `${ws}/scheduled-messages`,
    [`contacts page 1 of ${PAGE}`]: `${ws}/contacts?limit=${PAGE}`,
    [`contacts page ${DEEP} of ${PAGE} (or the last)`]: `${ws}/contacts?limit=${PAGE}&cursor=${contactCursor(shop, deep)}`,
  };
}

export async function measureScaleLists(
  stack: Stack,
  sizes: { small: number; big: number },
  options: { samples: number; budgetMs: number },
): Promise<ScaleListsResult> {
  const [small, big] = await seedShops(stack, [sizes.small, sizes.big]);
  if (!small || !big) throw new Error('the shops were not seeded');
  const measures: ScaleListsResult['measures'] = {};
  const bigRequests = requests(big);
  for (const [name, path] of Object.entries(requests(small))) {
    const bigPath = bigRequests[name];
    if (!bigPath) continue;
    const s = await timed(stack, path, options.samples, options.budgetMs);
    const b = await timed(stack, bigPath, options.samples, options.budgetMs);
    measures[name] = { small: s, big: b, p50Ratio: round(b.p50 / Math.max(s.p50, 0.1)), p95Ratio: round(b.p95 / Math.max(s.p95, 0.1)) };
    console.log(`  ${name}: ${s.p50}/${s.p95} ms → ${b.p50}/${b.p95} ms`);
  }
  return { sizes, seedSeconds: { small: small.seedSeconds, big: big.seedSeconds }, measures };
}

export function printScaleLists(r: ScaleListsResult): void {
  console.log(
    `\nLists at a shop's size: ${r.sizes.small} and ${r.sizes.big} conversations (10 messages each, a contact each), seeded in ${r.seedSeconds.small} s and ${r.seedSeconds.big} s\n`,
  );
  console.log(`| measure | ${r.sizes.small}: p50 / p95 ms | ${r.sizes.big}: p50 / p95 ms | ratio p50 / p95 |\n|---|---|---|---|`);
  for (const [name, m] of Object.entries(r.measures)) {
    console.log(`| ${name} | ${m.small.p50} / ${m.small.p95} | ${m.big.p50} / ${m.big.p95} | ${m.p50Ratio} / ${m.p95Ratio} |`);
  }
}
