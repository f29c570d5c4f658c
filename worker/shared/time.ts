/**
 * Time, as the worker reads it: timestamps are integers in milliseconds inside and ISO 8601 UTC
 * with milliseconds outside. A Durable Object's parts read the time and wait through a `Clock`
 * given to them, so that tests can move time instead of sleeping.
 */
import { systemTimer, type Timer } from '../../protocol';

const DAY_MS = 86_400_000;
/** The furthest time from 1970 a `Date` holds, either way. */
const MAX_TIME = 8.64e15;
/** The day `iso` wrote last, and its date part (`2026-12-02T`): nearly every time written is today's. */
let day = { n: Number.NaN, date: '' };
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * `new Date(ms).toISOString()`, with the date part of the day it wrote last kept: a send writes a
 * dozen times (its record's, its events', the log's), and V8's formatting of each, with its `Date`,
 * was about 1 % of a send's isolate time.
 */
export function iso(ms: number): string;
export function iso(ms: number | null): string | null;
export function iso(ms: number | null): string | null {
  if (ms === null) return null;
  const n = Math.floor(ms / DAY_MS);
  if (n !== day.n || !Number.isInteger(ms) || Math.abs(ms) > MAX_TIME) {
    // Another day, or what is no whole millisecond of Date's range (which Date writes, or refuses).
    const written = new Date(ms).toISOString();
    if (!Number.isInteger(ms)) return written;
    day = { n, date: written.slice(0, written.indexOf('T') + 1) };
  }
  const t = ms - n * DAY_MS;
  return `${day.date}${pad(Math.floor(t / 3_600_000), 2)}:${pad(Math.floor(t / 60_000) % 60, 2)}:${pad(Math.floor(t / 1000) % 60, 2)}.${pad(t % 1000, 3)}Z`;
}

export interface Clock {
  now(): number;
  /** Runs `fn` after `ms`; returns the function that cancels it. */
  readonly after: Timer;
}

/** The slots waits of a second or more share (see `slottedTimer`), in milliseconds. */
export const SLOT_MS = 100;
const SLOTTED_FROM_MS = 1_000;

/**
 * `native`, with the waits of a second or more sharing timers: each runs at the end of its
 * `SLOT_MS` slot, at most that much late, with the others that end there. Such waits are a node
 * call's hard limit and an answer's timeout, two a send, nearly all cancelled by the answer: a
 * native timer each, set then cleared, was about 2 % of the worker's thread under sends. A
 * shorter wait keeps a timer of its own; a slot's timer is cleared with its last wait. Give each
 * Durable Object its own (`objectClock`).
 */
export function slottedTimer(native: Timer, now: () => number = Date.now): Timer {
  const slots = new Map<number, { waiting: Set<() => void>; cancel: () => void }>();
  return (ms, fn) => {
    if (ms < SLOTTED_FROM_MS) return native(ms, fn);
    const at = now();
    const end = Math.ceil((at + ms) / SLOT_MS) * SLOT_MS;
    let slot = slots.get(end);
    if (!slot) {
      const waiting = new Set<() => void>();
      const cancel = native(end - at, () => {
        slots.delete(end);
        for (const run of waiting) {
          try {
            run();
          } catch (error) {
            console.error('a timer', error);
          }
        }
      });
      slot = { waiting, cancel };
      slots.set(end, slot);
    }
    const mine = slot;
    const run = () => fn();
    mine.waiting.add(run);
    return () => {
      if (!mine.waiting.delete(run) || mine.waiting.size > 0 || slots.get(end) !== mine) return;
      slots.delete(end);
      mine.cancel();
    };
  };
}

export const systemClock: Clock = { now: () => Date.now(), after: systemTimer };

/**
 * The system's clock for one Durable Object, its long waits slotted (`slottedTimer`). One for each
 * object, never shared: a slot's timer runs its waits in the I/O context of the object that set
 * it, and an object may not act in another's (the objects of an isolate share its modules).
 */
export function objectClock(): Clock {
  return { now: () => Date.now(), after: slottedTimer(systemTimer) };
}

/** Resolves after `ms` on `clock`, unless cancelled first. */
export function sleep(clock: Clock, ms: number): { done: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const done = new Promise<void>((resolve) => {
    cancel = clock.after(ms, resolve);
  });
  return { done, cancel: () => cancel() };
}
