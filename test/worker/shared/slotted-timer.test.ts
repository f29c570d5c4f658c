import { describe, expect, it } from 'vitest';
import type { Timer } from '../../../protocol';
import { systemDeps } from '../../../worker/devices/device-parts';
import { objectClock, SLOT_MS, slottedTimer } from '../../../worker/shared/time';

/** A native timer that only counts and runs when told: `fire(at)` runs what is due by then. */
function fakeNative() {
  let nextId = 1;
  const live = new Map<number, { at: number; fn: () => void }>();
  const clock = { now: 0 };
  let set = 0;
  const native: Timer = (ms, fn) => {
    const id = nextId++;
    set++;
    live.set(id, { at: clock.now + ms, fn });
    return () => live.delete(id);
  };
  const fire = (at: number) => {
    clock.now = at;
    for (const [id, t] of [...live].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at > at) continue;
      live.delete(id);
      t.fn();
    }
  };
  return { native, clock, fire, live, sets: () => set };
}

describe('slottedTimer', () => {
  it('lets the long waits of one slot share a native timer, each run once at the slot’s end', () => {
    const f = fakeNative();
    const timer = slottedTimer(f.native, () => f.clock.now);
    const ran: string[] = [];
    f.clock.now = 1_000_010;
    timer(10_000, () => ran.push('a'));
    f.clock.now = 1_000_050;
    timer(10_000, () => ran.push('b'));
    expect(f.sets()).toBe(1);
    // Not before its time, nor more than a slot after.
    f.fire(1_010_049);
    expect(ran).toEqual([]);
    f.fire(1_010_000 + SLOT_MS);
    expect(ran).toEqual(['a', 'b']);
    f.fire(2_000_000);
    expect(ran).toEqual(['a', 'b']);
  });

  it('cancels one wait without the others, and clears the slot’s native timer with its last', () => {
    const f = fakeNative();
    const timer = slottedTimer(f.native, () => f.clock.now);
    const ran: string[] = [];
    const cancelA = timer(5_000, () => ran.push('a'));
    const cancelB = timer(5_000, () => ran.push('b'));
    cancelA();
    cancelA();
    expect(f.live.size).toBe(1);
    cancelB();
    expect(f.live.size).toBe(0);
    // A wait after that makes the slot anew.
    timer(5_000, () => ran.push('c'));
    f.fire(10_000);
    expect(ran).toEqual(['c']);
  });

  it('gives a short wait a native timer of its own, exact', () => {
    const f = fakeNative();
    const timer = slottedTimer(f.native, () => f.clock.now);
    const ran: number[] = [];
    f.clock.now = 1_234;
    timer(250, () => ran.push(1));
    timer(250, () => ran.push(2));
    expect(f.sets()).toBe(2);
    f.fire(1_483);
    expect(ran).toEqual([]);
    f.fire(1_484);
    expect(ran).toEqual([1, 2]);
  });

  it('runs the rest of a slot when one of its waits throws', () => {
    const f = fakeNative();
    const timer = slottedTimer(f.native, () => f.clock.now);
    const ran: string[] = [];
    const logged = console.error;
    console.error = () => {};
    try {
      timer(2_000, () => {
        throw new Error('boom');
      });
      timer(2_000, () => ran.push('after'));
      f.fire(3_000);
    } finally {
      console.error = logged;
    }
    expect(ran).toEqual(['after']);
  });

  it('gives each Durable Object a clock of its own: a slot never runs one object’s wait in another’s context', () => {
    expect(objectClock().after).not.toBe(objectClock().after);
    expect(systemDeps().clock.after).not.toBe(systemDeps().clock.after);
  });
});
