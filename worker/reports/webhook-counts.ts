/**
 * A webhook's report counters, moved as each attempt ends (in the transaction that records it,
 * `WebhookStore.recordAttempts`): attempts, successes, the latency histogram, failures by cause, and
 * deliveries as they finish (so attempts per delivery is attempts over finished deliveries).
 */
import { bucketOf, LATENCY_EDGES_MS } from './histogram';
import { addAll, HOUR_MS, METRIC } from './report-counters';

export const FAILURE_CAUSES = ['timeout', 'refused', 'tls', 'dns', 'status', 'other'] as const;
export type FailureCause = (typeof FAILURE_CAUSES)[number];

/**
 * The named cause of a failed attempt, from what `attempt-error.ts` and `deliver.ts` wrote: the
 * words they begin with, or the answer's status (Cloudflare's 525/526 are TLS, 530 with 1016 DNS).
 */
export function failureCause(statusCode: number | null, error: string | null): FailureCause {
  const said = error ?? '';
  if (/^timeout\b/.test(said)) return 'timeout';
  if (/^connection refused\b/.test(said)) return 'refused';
  if (/^TLS failed\b/.test(said) || statusCode === 525 || statusCode === 526) return 'tls';
  if (/^DNS name not resolved\b/.test(said) || /error 1016/.test(said)) return 'dns';
  if (statusCode !== null && (statusCode < 200 || statusCode >= 300)) return 'status';
  return 'other';
}

export type EndedAttempt = {
  webhookId: string;
  endedAt: number;
  durationMs: number;
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** The delivery ended with it (succeeded, or failed for good). */
  finished: boolean;
};

/**
 * Counts attempts that end together (one statement for each hour they end in, as long as their
 * counters fit one; an attempt moves up to five).
 */
export function countWebhookAttempts(sql: SqlStorage, ended: readonly EndedAttempt[]): void {
  const byHour = new Map<number, Map<string, [string, string, string, number]>>();
  for (const a of ended) {
    const hour = Math.floor(a.endedAt / HOUR_MS) * HOUR_MS;
    const counters = byHour.get(hour) ?? new Map<string, [string, string, string, number]>();
    byHour.set(hour, counters);
    for (const [metric, subject, dim] of countersOf(a)) {
      const key = `${metric}|${subject}|${dim}`;
      const counter = counters.get(key) ?? [metric, subject, dim, 0];
      counter[3]++;
      counters.set(key, counter);
    }
  }
  for (const [hour, counters] of byHour) addAll(sql, hour, [...counters.values()]);
}

function countersOf(a: EndedAttempt): [string, string, string][] {
  const { webhookId } = a;
  const counters: [string, string, string][] = [
    [METRIC.webhook, webhookId, 'attempts'],
    [METRIC.webhookLatency, webhookId, String(bucketOf(LATENCY_EDGES_MS, a.durationMs))],
    a.ok ? [METRIC.webhook, webhookId, 'succeeded'] : [METRIC.webhookFailures, webhookId, failureCause(a.statusCode, a.error)],
  ];
  if (a.finished) {
    counters.push([METRIC.webhook, webhookId, 'deliveries']);
    if (a.ok) counters.push([METRIC.webhook, webhookId, 'delivered']);
  }
  return counters;
}
