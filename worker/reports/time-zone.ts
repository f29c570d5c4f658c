/**
 * The viewer's time zone over UTC hour buckets. Counters are kept per UTC hour; a report's range
 * and buckets are the viewer's local days and hours, each made of the UTC hours whose start falls
 * in it. For a zone a whole number of hours from UTC (Asia/Jakarta, Europe/Berlin…) that is exact.
 * For a zone 30 or 45 minutes off (Asia/Kolkata, Asia/Kathmandu) an hour bucket is the UTC hour
 * shown at its local start (05:30–06:30), and a local day runs from 00:30 (00:45) to the same time
 * the next day: figures within that half hour land in the neighbouring day.
 */
import { HOUR_MS } from './report-counters';

const DAY_MS = 24 * HOUR_MS;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(tz, f);
  }
  return f;
}

/** Whether the runtime knows `tz` as an IANA zone. */
export function isTimeZone(tz: string): boolean {
  try {
    format(tz);
    return true;
  } catch {
    return false;
  }
}

/** How far `tz` is ahead of UTC at `utc`, ms. */
export function offsetAt(tz: string, utc: number): number {
  const parts = Object.fromEntries(
    format(tz)
      .formatToParts(new Date(utc))
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return local - Math.floor(utc / 1000) * 1000;
}

/** A `YYYY-MM-DD` date's midnight in `tz`, as UTC ms. */
export function localMidnight(tz: string, date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const first = guess - offsetAt(tz, guess);
  return guess - offsetAt(tz, first);
}

/** The date after `date` (`YYYY-MM-DD`). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const hourUp = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;

/** The UTC hours `[start, end)` of the local days `from`…`to` in `tz` (hours whose start falls in them). */
export function hoursOf(tz: string, from: string, to: string): { start: number; end: number } {
  return { start: hourUp(localMidnight(tz, from)), end: hourUp(localMidnight(tz, nextDate(to))) };
}

/** A UTC hour's local start in `tz`: `YYYY-MM-DDTHH:MM`, and its weekday (0 Monday … 6 Sunday) and hour. */
export function localHour(tz: string, hour: number): { label: string; date: string; weekday: number; hourOfDay: number } {
  const local = new Date(hour + offsetAt(tz, hour));
  const label = local.toISOString().slice(0, 16);
  return { label, date: label.slice(0, 10), weekday: (local.getUTCDay() + 6) % 7, hourOfDay: local.getUTCHours() };
}
