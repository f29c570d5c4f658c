/**
 * How long a campaign takes at its device's pace, for the confirmation a person reads before it
 * starts. Pure. A message goes every gap (drawn within [paceMinMs, paceMaxMs], so the mean of the
 * two on average) and at most `dailyCap` a day, the part of today's cap already used counted. An
 * estimate, never a promise: the time each send takes at WhatsApp and a disconnected device add to it.
 */
import type { PaceSettings } from './pace';

export type Estimate =
  | { kind: 'underMinute' }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'days'; days: number; perDay: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function estimateDuration(
  recipients: number,
  pace: Pick<PaceSettings, 'paceMinMs' | 'paceMaxMs' | 'dailyCap'>,
  startedToday: number,
): Estimate {
  const gap = (pace.paceMinMs + pace.paceMaxMs) / 2;
  // The first message goes at once; each later one a gap after the one before.
  const atPace = Math.max(0, recipients - 1) * gap;
  const leftToday = Math.max(0, pace.dailyCap - startedToday);
  if (recipients > leftToday) {
    // The cap, not the pace, sets the length: the days it spans, today's rest counted as one.
    const capDays = (leftToday > 0 ? 1 : 0) + Math.ceil((recipients - leftToday) / pace.dailyCap);
    const days = Math.max(capDays, Math.ceil(atPace / DAY));
    return { kind: 'days', days, perDay: pace.dailyCap };
  }
  if (atPace < MINUTE) return { kind: 'underMinute' };
  if (atPace < 90 * MINUTE) return { kind: 'minutes', minutes: Math.round(atPace / MINUTE) };
  if (atPace < 2 * DAY) return { kind: 'hours', hours: Math.round(atPace / HOUR) };
  return { kind: 'days', days: Math.ceil(atPace / DAY), perDay: pace.dailyCap };
}
