/**
 * Ban protection's arithmetic: how long a device waits between two broadcast messages, and how many
 * it sends in a day. Pure: the random number and the clock are given.
 *
 * The gap is drawn anew for each message, uniformly within the device's range (4 to 9 s unless its
 * settings say otherwise): a fixed rhythm is what marks a sender as a machine. It is counted from the
 * moment the previous message was answered, so what WhatsApp sees is never closer than the range's
 * lower end. The daily cap counts the broadcast messages the device started on one calendar day of
 * the campaign's time zone (UTC+7, Western Indonesia, unless its settings say otherwise); messages
 * sent through the API or by agents are the shop's own and are not counted.
 */

export type PaceSettings = { paceMinMs: number; paceMaxMs: number; dailyCap: number; utcOffsetMinutes: number };

export const DEFAULT_PACE: PaceSettings = { paceMinMs: 4_000, paceMaxMs: 9_000, dailyCap: 500, utcOffsetMinutes: 7 * 60 };

/**
 * A shortest gap below this is a risk the dashboard asks a person to accept before saving it (and
 * keeps saying while it stands): WhatsApp flags numbers that send faster than people type. The API
 * takes any gap from 10 ms, for a test or a number the shop is willing to lose.
 */
export const RISKY_GAP_MS = 3_000;

/** The gaps a device's settings take (the API's rule, `paceSchema`). */
export const PACE_LIMITS_MS = { min: 10, max: 600_000 };

/** A gap within [min, max], from `random` in [0, 1). */
export function nextGap(settings: Pick<PaceSettings, 'paceMinMs' | 'paceMaxMs'>, random: number): number {
  const span = Math.max(0, settings.paceMaxMs - settings.paceMinMs);
  return settings.paceMinMs + Math.min(span, Math.floor(random * (span + 1)));
}

/** The calendar day `at` falls on in the zone `utcOffsetMinutes` east of UTC, as YYYY-MM-DD. */
export function dayOf(at: number, utcOffsetMinutes: number): string {
  return new Date(at + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** When the day after the one `at` falls on begins, in that zone (as a UTC instant in ms). */
export function nextDayStart(at: number, utcOffsetMinutes: number): number {
  const local = at + utcOffsetMinutes * 60_000;
  const midnight = Math.floor(local / 86_400_000) * 86_400_000 + 86_400_000;
  return midnight - utcOffsetMinutes * 60_000;
}

/**
 * When the device's next broadcast message may go: once the gap after the last one passed and,
 * while the day's cap is reached, not before the next day begins (the gap's end alone would name a
 * time already past that sends nothing).
 */
export function nextSendAt(
  settings: Pick<PaceSettings, 'dailyCap' | 'utcOffsetMinutes'>,
  startedToday: number,
  gapEndsAt: number,
  now: number,
): number {
  return startedToday >= settings.dailyCap ? Math.max(gapEndsAt, nextDayStart(now, settings.utcOffsetMinutes)) : gapEndsAt;
}
