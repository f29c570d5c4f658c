/**
 * A device's number health, read from its report counters (`report_hours`, one index range of
 * hours): the last days' sends, failures, undelivered messages, conversations started and
 * answered, mended sessions and stalled sockets; the figure they make (`figure.ts`) and the
 * warm-up's cap for today (`warmup.ts`).
 */
import type { DeviceStateStore } from '../kernel/device-state';
import { HOUR_MS, MEND_CAUSES, METRIC, STALL_CAUSES } from '../reports/report-counters';
import { type HealthCounts, type HealthFigure, healthFigure } from './figure';
import { ageInDays, DAY_MS, DEFAULT_WARMUP, type Warmup, warmupCap } from './warmup';

/** The device page's window. */
export const HEALTH_DAYS = 7;

const MENDS: readonly string[] = MEND_CAUSES;
const STALLS: readonly string[] = STALL_CAUSES;

export type NumberHealthView = HealthFigure & {
  ageDays: number;
  window: HealthCounts & { days: number };
  perDay: Array<HealthCounts & { day: string }>;
  warmup: Warmup & { capToday: number | null };
};

const empty = (): HealthCounts => ({ sent: 0, delivered: 0, failed: 0, undelivered: 0, started: 0, replied: 0, mended: 0, stalled: 0 });

function add(counts: HealthCounts, metric: string, dim: string, n: number): void {
  if (metric === METRIC.receipts) {
    if (dim === 'sent') counts.sent += n;
    else if (dim === 'delivered') counts.delivered += n;
    else if (dim === 'failed') counts.failed += n;
  } else if (metric === METRIC.health) {
    if (dim === 'undelivered') counts.undelivered += n;
    else if (MENDS.includes(dim)) counts.mended += n;
    else if (STALLS.includes(dim)) counts.stalled += n;
  } else if (metric === METRIC.started) {
    if (dim === 'opened') counts.started += n;
    else if (dim === 'replied') counts.replied += n;
  }
}

export class NumberHealth {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly state: DeviceStateStore,
  ) {}

  /** The counts of the hours from `since` on (ms). */
  countsSince(since: number): HealthCounts {
    const counts = empty();
    for (const row of this.rows(since)) add(counts, row.metric, row.dim, row.n);
    return counts;
  }

  private rows(since: number) {
    return this.storage.sql
      .exec<{ hour: number; metric: string; dim: string; n: number }>(
        `SELECT hour, metric, dim, SUM(n) AS n FROM report_hours WHERE hour >= ? AND metric IN (?, ?, ?) GROUP BY hour, metric, dim`,
        Math.floor(since / HOUR_MS) * HOUR_MS,
        METRIC.receipts,
        METRIC.health,
        METRIC.started,
      )
      .toArray();
  }

  warmup(): Warmup {
    return this.state.get().warmup ?? DEFAULT_WARMUP;
  }

  /** How old the device's number is, in days: since it linked (since the device was made, for one linked before Kurir kept it). */
  ageDays(now: number): number {
    const s = this.state.get();
    return ageInDays(s.linkedAt ?? s.info?.createdAt ?? now, now);
  }

  /** The warm-up's cap on today's broadcast messages; null when none. */
  capToday(now: number): number | null {
    return warmupCap(this.warmup(), this.ageDays(now));
  }

  /** The health as the device page and `GET /devices/{id}/health` show it; days begin at `utcOffsetMinutes`. */
  view(now: number, utcOffsetMinutes: number): NumberHealthView {
    const offset = utcOffsetMinutes * 60_000;
    const today = Math.floor((now + offset) / DAY_MS) * DAY_MS - offset;
    const since = today - (HEALTH_DAYS - 1) * DAY_MS;
    const perDay = Array.from({ length: HEALTH_DAYS }, (_, i) => ({
      day: new Date(since + i * DAY_MS + offset).toISOString().slice(0, 10),
      ...empty(),
    }));
    const window = empty();
    for (const row of this.rows(since)) {
      const index = Math.floor((row.hour - since) / DAY_MS);
      const day = perDay[index];
      if (day) add(day, row.metric, row.dim, row.n);
      add(window, row.metric, row.dim, row.n);
    }
    const ageDays = this.ageDays(now);
    const capToday = this.capToday(now);
    return {
      ...healthFigure(window, HEALTH_DAYS, ageDays, capToday),
      ageDays,
      window: { days: HEALTH_DAYS, ...window },
      perDay,
      warmup: { ...this.warmup(), capToday },
    };
  }
}
