/**
 * Reads a report's counters from D1: the rows of a workspace (or one device), some metrics and a
 * range of UTC hours, summed over devices. One index range per metric (`report_counts_workspace`, or
 * `report_counts_device` for one device): the work grows with the range's hours and dimensions, not
 * with the messages behind them.
 */
import { HOUR_MS } from './report-counters';
import { hoursOf, localHour } from './time-zone';

export type Bucketing = 'hour' | 'day';

export type ReportRange = {
  workspaceId: string;
  deviceId?: string;
  /** Local dates, `YYYY-MM-DD`, both counted. */
  from: string;
  to: string;
  tz: string;
  bucket: Bucketing;
};

export type CountRow = { hour: number; metric: string; subject: string; dim: string; n: number };
/** A row of one device's counts (`readCounts` with `byDevice`). */
export type DeviceCountRow = CountRow & { deviceId: string };

/** The summed counts of `metrics` in the range; `byDevice` keeps each device's apart (the same index range, grouped by device too). */
export async function readCounts(d1: D1Database, range: ReportRange, metrics: readonly string[]): Promise<CountRow[]>;
export async function readCounts(d1: D1Database, range: ReportRange, metrics: readonly string[], byDevice: true): Promise<DeviceCountRow[]>;
export async function readCounts(d1: D1Database, range: ReportRange, metrics: readonly string[], byDevice = false): Promise<CountRow[]> {
  const { start, end } = hoursOf(range.tz, range.from, range.to);
  const device = range.deviceId === undefined ? '' : 'AND device_id = ?';
  const perDevice = byDevice ? 'device_id AS deviceId, ' : '';
  const statements = metrics.map((metric) =>
    d1
      .prepare(
        `SELECT ${perDevice}hour, metric, subject, dim, SUM(n) AS n FROM report_counts
         WHERE workspace_id = ? AND metric = ? AND hour >= ? AND hour < ? ${device} GROUP BY ${perDevice ? 'device_id, ' : ''}hour, subject, dim`,
      )
      .bind(range.workspaceId, metric, start, end, ...(range.deviceId === undefined ? [] : [range.deviceId])),
  );
  const results = await d1.batch<CountRow>(statements);
  return results.flatMap((r) => r.results);
}

export type Bucket = { start: string; label: string };

/**
 * The range's buckets in order, each with its local label (`YYYY-MM-DD` a day, `YYYY-MM-DDTHH:MM` an
 * hour) and its UTC start, and which bucket each UTC hour falls in.
 */
export function bucketsOf(range: ReportRange): { buckets: Bucket[]; indexOf: (hour: number) => number } {
  const { start, end } = hoursOf(range.tz, range.from, range.to);
  const buckets: Bucket[] = [];
  const byHour = new Map<number, number>();
  for (let hour = start; hour < end; hour += HOUR_MS) {
    const local = localHour(range.tz, hour);
    const label = range.bucket === 'day' ? local.date : local.label;
    if (buckets.at(-1)?.label !== label) buckets.push({ start: new Date(hour).toISOString(), label });
    byHour.set(hour, buckets.length - 1);
  }
  return { buckets, indexOf: (hour) => byHour.get(hour) ?? -1 };
}
