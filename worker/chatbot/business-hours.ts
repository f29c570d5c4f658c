/**
 * Business hours: a time zone (IANA, e.g. Asia/Jakarta) and, per weekday, the intervals the shop
 * is open. A day without intervals is closed all day. Read with Intl, which knows each zone's
 * offsets and daylight saving.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type Interval = { from: string; to: string };
export type BusinessHours = { timezone: string; days: Partial<Record<Weekday, Interval[]>> };

const SHORT: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The weekday and minute of the day at `at` in `timezone`. */
export function localTime(at: number, timezone: string): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: SHORT[part('weekday')] ?? 'mon', minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

export const minuteOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls outside every open interval of its local weekday (`to` is exclusive; "24:00" ends the day). */
export function isOutsideHours(hours: BusinessHours, at: number): boolean {
  const { day, minute } = localTime(at, hours.timezone);
  return !(hours.days[day] ?? []).some((i) => minute >= minuteOf(i.from) && minute < minuteOf(i.to));
}
