/**
 * The eight reports, built from the summed counters of a range (`report-query.ts`): series per bucket
 * of the viewer's days or hours, totals, and the breakdowns (by agent, campaign, webhook, rule,
 * reason). Pure: what the API and the dashboard show is computed here once.
 */
import {
  ASSISTANT_EDGES_MS,
  LATENCY_EDGES_MS,
  type LatencySummary,
  percentile,
  RESPONSE_EDGES_MS,
  type Summary,
  summarize,
} from './histogram';
import { type InboxLookups, LABEL_METRICS, labelBreakdown, NO_LOOKUPS, teamBreakdown } from './inbox-breakdowns';
import { HAND_OVER_CAUSES, type HandOverCause, MEND_CAUSES, METRIC, STALL_CAUSES } from './report-counters';
import { type Bucket, bucketsOf, type CountRow, type ReportRange, readCounts } from './report-query';
import { histogram, of, type RatingSummary, ratingSummary, SCORES, sumBy, total } from './row-sums';
import { localHour } from './time-zone';
import { FAILURE_CAUSES } from './webhook-counts';

export const SOURCES = ['inbound', 'api', 'agent', 'broadcast', 'chatbot', 'assistant'] as const;
export const FUNNEL = ['sent', 'delivered', 'read', 'played', 'failed', 'undelivered'] as const;

type Series<K extends string> = (Bucket & Record<K, number>)[];

/** Counts per bucket for each of `keys`, from the rows whose `dim` is one of them. */
function series<K extends string>(range: ReportRange, rows: readonly CountRow[], keys: readonly K[]): Series<K> {
  const { buckets, indexOf } = bucketsOf(range);
  const counts = buckets.map(() => new Map<string, number>());
  for (const row of rows) {
    const bucket = counts[indexOf(row.hour)];
    if (bucket && (keys as readonly string[]).includes(row.dim)) bucket.set(row.dim, (bucket.get(row.dim) ?? 0) + row.n);
  }
  return buckets.map((b, i) => ({ ...b, ...(Object.fromEntries(keys.map((k) => [k, counts[i]?.get(k) ?? 0])) as Record<K, number>) }));
}

function totalsOf<K extends string>(rows: Series<K>, keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((sum, r) => sum + r[k], 0)])) as Record<K, number>;
}

const sortedReasons = (sums: Map<string, number>) =>
  [...sums].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));

/** Limits a report to one agent's own figures (the dashboard's agents). */
export type Viewer = { agent?: string };

export async function messagesReport(d1: D1Database, range: ReportRange, viewer: Viewer = {}) {
  let rows = await readCounts(d1, range, [METRIC.messages]);
  if (viewer.agent) rows = rows.filter((r) => r.dim === 'agent' && r.subject === viewer.agent);
  const buckets = series(range, rows, SOURCES);
  return { buckets, totals: totalsOf(buckets, SOURCES) };
}

export async function deliveryReport(d1: D1Database, range: ReportRange) {
  const rows = await readCounts(d1, range, [METRIC.receipts, METRIC.failures, METRIC.health]);
  // The watchdog's marks are counted with the number's health; the other health counts are not deliveries.
  const undelivered = of(rows, METRIC.health).filter((r) => r.dim === 'undelivered');
  const buckets = series(range, [...of(rows, METRIC.receipts), ...undelivered], FUNNEL);
  return { buckets, totals: totalsOf(buckets, FUNNEL), failures: sortedReasons(sumBy(of(rows, METRIC.failures), (r) => r.dim)) };
}

const OPENED = ['opened', 'resolved'] as const;

export { type RatingSummary, ratingSummary, SCORES };

/**
 * Conversations opened and resolved, response times and ratings, by agent; for the whole workspace
 * (not an agent's own view) by team and by label too (`inbox-breakdowns.ts`).
 */
export async function inboxReport(d1: D1Database, range: ReportRange, viewer: Viewer = {}, lookups: InboxLookups = NO_LOOKUPS) {
  const whole = !viewer.agent;
  const [rows, teams] = await Promise.all([
    readCounts(d1, range, [METRIC.conversations, METRIC.firstResponse, METRIC.resolution, METRIC.rating, ...(whole ? LABEL_METRICS : [])]),
    whole ? lookups.teams() : [],
  ]);
  const conversations = of(rows, METRIC.conversations);
  const mine = (r: CountRow) => !viewer.agent || r.subject === viewer.agent;
  const buckets = series(
    range,
    conversations.filter((r) => r.dim !== 'resolved' || mine(r)),
    OPENED,
  );
  const first = of(rows, METRIC.firstResponse).filter(mine);
  const resolution = of(rows, METRIC.resolution).filter(mine);
  const ratings = of(rows, METRIC.rating).filter(mine);
  const agents = [...new Set([...first, ...resolution, ...ratings].map((r) => r.subject))].filter((a) => a !== '').sort();
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const r of conversations) {
    if (r.dim !== 'inbound') continue;
    const local = localHour(range.tz, r.hour);
    const row = heatmap[local.weekday];
    if (row) row[local.hourOfDay] = (row[local.hourOfDay] ?? 0) + r.n;
  }
  return {
    buckets,
    totals: {
      ...totalsOf(buckets, OPENED),
      firstResponse: summarize(RESPONSE_EDGES_MS, histogram(first)),
      resolution: summarize(RESPONSE_EDGES_MS, histogram(resolution)),
      ratings: ratingSummary(ratings),
    },
    agents: agents.map((memberId) => {
      const own = (list: CountRow[]) => list.filter((r) => r.subject === memberId);
      return {
        memberId,
        resolved: own(conversations.filter((r) => r.dim === 'resolved')).reduce((s, r) => s + r.n, 0),
        firstResponse: summarize(RESPONSE_EDGES_MS, histogram(own(first))),
        resolution: summarize(RESPONSE_EDGES_MS, histogram(own(resolution))),
        ratings: ratingSummary(own(ratings)),
      };
    }),
    teams: teamBreakdown(teams, rows),
    labels: whole ? await labelBreakdown(rows, lookups.labels) : [],
    heatmap,
  };
}

/** A campaign skipped for this reason opted out (`broadcast-runner.ts`). */
const OPTED_OUT = 'opted out';

export async function campaignsReport(d1: D1Database, range: ReportRange, names: (ids: string[]) => Promise<Map<string, string>>) {
  const rows = await readCounts(d1, range, [METRIC.receipts, METRIC.campaign, METRIC.campaignSkipped]);
  // In the order they ran: by the first hour the range counts anything of theirs (then by id).
  const firstHour = new Map<string, number>();
  for (const r of rows) if (r.subject !== '') firstHour.set(r.subject, Math.min(firstHour.get(r.subject) ?? r.hour, r.hour));
  const ids = [...firstHour.keys()].sort((a, b) => (firstHour.get(a) ?? 0) - (firstHour.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
  const named = await names(ids);
  const campaigns = ids.map((broadcastId) => {
    const own = rows.filter((r) => r.subject === broadcastId);
    const count = (metric: string, dim: string) => own.filter((r) => r.metric === metric && r.dim === dim).reduce((s, r) => s + r.n, 0);
    const skipped = sortedReasons(sumBy(of(own, METRIC.campaignSkipped), (r) => r.dim));
    return {
      broadcastId,
      name: named.get(broadcastId) ?? null,
      sent: count(METRIC.receipts, 'sent'),
      delivered: count(METRIC.receipts, 'delivered'),
      read: count(METRIC.receipts, 'read'),
      replied: count(METRIC.campaign, 'replied'),
      failed: count(METRIC.receipts, 'failed'),
      optedOut: count(METRIC.campaignSkipped, OPTED_OUT),
      skipped,
    };
  });
  return { campaigns };
}

const OUTCOMES = ['succeeded', ...FAILURE_CAUSES] as const;

export async function webhooksReport(d1: D1Database, range: ReportRange, urls: (ids: string[]) => Promise<Map<string, string>>) {
  const rows = await readCounts(d1, range, [METRIC.webhook, METRIC.webhookFailures, METRIC.webhookLatency]);
  const ids = [...new Set(rows.map((r) => r.subject))].sort();
  const known = await urls(ids);
  const webhooks = ids.map((webhookId) => {
    const own = rows.filter((r) => r.subject === webhookId);
    const count = (dim: string) =>
      of(own, METRIC.webhook)
        .filter((r) => r.dim === dim)
        .reduce((s, r) => s + r.n, 0);
    const failures = sumBy(of(own, METRIC.webhookFailures), (r) => r.dim);
    const attempts = count('attempts');
    const deliveries = count('deliveries');
    const latency = histogram(of(own, METRIC.webhookLatency));
    const summary: LatencySummary = {
      count: attempts,
      p50: percentile(LATENCY_EDGES_MS, latency, 0.5),
      p95: percentile(LATENCY_EDGES_MS, latency, 0.95),
    };
    return {
      webhookId,
      url: known.get(webhookId) ?? null,
      deliveries,
      delivered: count('delivered'),
      attempts,
      succeeded: count('succeeded'),
      successRate: attempts === 0 ? null : count('succeeded') / attempts,
      attemptsPerDelivery: deliveries === 0 ? null : attempts / deliveries,
      latency: summary,
      failures: Object.fromEntries(FAILURE_CAUSES.map((c) => [c, failures.get(c) ?? 0])) as Record<(typeof FAILURE_CAUSES)[number], number>,
    };
  });
  const outcomes = [...of(rows, METRIC.webhook).filter((r) => r.dim === 'succeeded'), ...of(rows, METRIC.webhookFailures)];
  return { buckets: series(range, outcomes, OUTCOMES), webhooks };
}

const BOT = ['fired', 'handover'] as const;

export async function chatbotReport(d1: D1Database, range: ReportRange) {
  const rows = await readCounts(d1, range, [METRIC.chatbot]);
  const buckets = series(range, rows, BOT);
  const rules = [
    ...sumBy(
      rows.filter((r) => r.dim === 'fired'),
      (r) => r.subject,
    ),
  ]
    .map(([ruleId, fired]) => ({ ruleId, fired }))
    .sort((a, b) => b.fired - a.fired || a.ruleId.localeCompare(b.ruleId));
  return { buckets, totals: totalsOf(buckets, BOT), rules };
}

const ASSISTANT_SERIES = ['calls', 'answers', 'handovers', 'tokens'] as const;
/** A call's outcomes that are no failure of the provider. */
const CALL_OUTCOMES = ['answer', 'tool', 'summary'];

/**
 * The AI assistant: calls to the model, answers sent, conversations handed over and tokens used
 * per bucket; the calls' time (from a histogram) and outcomes, and the hand-overs by cause.
 */
export async function assistantReport(d1: D1Database, range: ReportRange) {
  const rows = await readCounts(d1, range, [
    METRIC.assistant,
    METRIC.assistantUsage,
    METRIC.assistantTime,
    METRIC.assistantHandover,
    METRIC.messages,
  ]);
  const as = (list: CountRow[], dim: string) => list.map((r) => ({ ...r, dim }));
  const usage = of(rows, METRIC.assistantUsage);
  const tokens = usage.filter((r) => r.dim === 'prompt' || r.dim === 'completion');
  const buckets = series(
    range,
    [
      ...as(of(rows, METRIC.assistant), 'calls'),
      ...as(
        of(rows, METRIC.messages).filter((r) => r.dim === 'assistant'),
        'answers',
      ),
      ...as(of(rows, METRIC.assistantHandover), 'handovers'),
      ...as(tokens, 'tokens'),
    ],
    ASSISTANT_SERIES,
  );
  const calls = of(rows, METRIC.assistant);
  const time = histogram(of(rows, METRIC.assistantTime));
  const sum = (dim: string) => total(usage.filter((r) => r.dim === dim));
  const handovers = sumBy(of(rows, METRIC.assistantHandover), (r) => r.dim);
  const callCount = total(calls);
  return {
    buckets,
    totals: {
      ...totalsOf(buckets, ASSISTANT_SERIES),
      promptTokens: sum('prompt'),
      completionTokens: sum('completion'),
      failures: total(calls.filter((r) => !CALL_OUTCOMES.includes(r.dim))),
      time: {
        count: callCount,
        average: callCount === 0 ? null : Math.round(sum('ms') / callCount),
        p50: percentile(ASSISTANT_EDGES_MS, time, 0.5),
        p95: percentile(ASSISTANT_EDGES_MS, time, 0.95),
      },
    },
    outcomes: sortedReasons(sumBy(calls, (r) => r.dim)).map(({ reason, count }) => ({ outcome: reason, count })),
    handovers: Object.fromEntries(HAND_OVER_CAUSES.map((c) => [c, handovers.get(c) ?? 0])) as Record<HandOverCause, number>,
  };
}

const KEPT = ['mended', 'stalled'] as const;
const CAUSES = [...MEND_CAUSES, ...STALL_CAUSES] as const;
type Cause = (typeof CAUSES)[number];
const keptBy = (cause: string) =>
  (MEND_CAUSES as readonly string[]).includes(cause) ? 'mended' : (STALL_CAUSES as readonly string[]).includes(cause) ? 'stalled' : null;

/**
 * What kept the numbers working: contacts' Signal sessions mended and stalled sockets replaced, per
 * bucket and per device with their causes (`health` counters; the watchdog's are the delivery report's).
 */
export async function healthReport(d1: D1Database, range: ReportRange, names: (ids: string[]) => Promise<Map<string, string>>) {
  const rows = (await readCounts(d1, range, [METRIC.health], true)).filter((r) => keptBy(r.dim) !== null);
  const buckets = series(
    range,
    rows.map((r) => ({ ...r, dim: keptBy(r.dim) ?? r.dim })),
    KEPT,
  );
  const ids = [...new Set(rows.map((r) => r.deviceId))];
  const named = await names(ids);
  const devices = ids
    .map((deviceId) => {
      const causes = sumBy(
        rows.filter((r) => r.deviceId === deviceId),
        (r) => r.dim,
      );
      const count = (list: readonly string[]) => list.reduce((s, c) => s + (causes.get(c) ?? 0), 0);
      return {
        deviceId,
        name: named.get(deviceId) ?? null,
        mended: count(MEND_CAUSES),
        stalled: count(STALL_CAUSES),
        causes: Object.fromEntries(CAUSES.map((c) => [c, causes.get(c) ?? 0])) as Record<Cause, number>,
      };
    })
    .sort((a, b) => b.mended + b.stalled - (a.mended + a.stalled) || a.deviceId.localeCompare(b.deviceId));
  return { buckets, totals: totalsOf(buckets, KEPT), devices };
}

export type { Summary };

export type MessagesReport = Awaited<ReturnType<typeof messagesReport>>;
export type DeliveryReport = Awaited<ReturnType<typeof deliveryReport>>;
export type InboxReport = Awaited<ReturnType<typeof inboxReport>>;
export type CampaignsReport = Awaited<ReturnType<typeof campaignsReport>>;
export type WebhooksReport = Awaited<ReturnType<typeof webhooksReport>>;
export type ChatbotReport = Awaited<ReturnType<typeof chatbotReport>>;
export type HealthReport = Awaited<ReturnType<typeof healthReport>>;
export type AssistantReport = Awaited<ReturnType<typeof assistantReport>>;
