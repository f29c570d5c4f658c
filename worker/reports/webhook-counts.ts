/**
 * A webhook's report counters, moved as each attempt ends (in the transaction that records it,
 * `WebhookStore.recordAttempt`): attempts, successes, the latency histogram, failures by cause, and
 * deliveries as they finish (so attempts per delivery is attempts over finished deliveries).
 */
import { bucketOf, LATENCY_EDGES_MS } from './histogram';
import { bumpAll, METRIC } from './report-counters';

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

export function countWebhookAttempt(sql: SqlStorage, a: EndedAttempt): void {
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
  // One statement for all of them: this runs for every attempt.
  bumpAll(sql, a.endedAt, counters);
}
