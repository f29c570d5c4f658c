/** A `datetime-local` value ("2026-12-01T09:00"), which has no zone, read in the viewer's time zone. */
import { offsetAt } from '../../reports/time-zone';

/** The instant a wall-clock time means in `timeZone`, or null for a value that is not one. */
export function zonedToUtc(local: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  // Date.UTC rolls 31 February over into March and 24:00 into tomorrow: such a value is not a time.
  const read = new Date(wall);
  if (read.getUTCFullYear() !== y || read.getUTCMonth() !== mo - 1 || read.getUTCDate() !== d || read.getUTCHours() !== h) return null;
  if (read.getUTCMinutes() !== mi) return null;
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  let at = wall - offsetAt(timeZone, wall);
  at = wall - offsetAt(timeZone, at);
  return at;
}
