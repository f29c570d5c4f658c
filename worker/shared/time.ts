/**
 * Time, as the worker reads it: timestamps are integers in milliseconds inside and ISO 8601 UTC
 * with milliseconds outside. A Durable Object's parts read the time and wait through a `Clock`
 * given to them, so that tests can move time instead of sleeping.
 */
import { systemTimer, type Timer } from '../../protocol';

export function iso(ms: number): string;
export function iso(ms: number | null): string | null;
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

export interface Clock {
  now(): number;
  /** Runs `fn` after `ms`; returns the function that cancels it. */
  readonly after: Timer;
}

export const systemClock: Clock = { now: () => Date.now(), after: systemTimer };

/** Resolves after `ms` on `clock`, unless cancelled first. */
export function sleep(clock: Clock, ms: number): { done: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const done = new Promise<void>((resolve) => {
    cancel = clock.after(ms, resolve);
  });
  return { done, cancel: () => cancel() };
}
