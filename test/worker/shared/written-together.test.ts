import { describe, expect, it } from 'vitest';
import { WrittenTogether } from '../../../worker/shared/written-together';

/** A timer the test runs by hand: `run` fires those set for `ms` (all by default), not those cancelled. */
function handTimer() {
  let due: { ms: number; fn: () => void; cancelled: boolean }[] = [];
  return {
    timer: (ms: number, fn: () => void) => {
      const entry = { ms, fn, cancelled: false };
      due.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    run: (ms?: number) => {
      const now = due.filter((d) => ms === undefined || d.ms === ms);
      due = due.filter((d) => !now.includes(d));
      for (const d of now) if (!d.cancelled) d.fn();
    },
    set: () => due.filter((d) => !d.cancelled).map((d) => d.ms),
  };
}

describe('writes that come together', () => {
  it('go in one write, in the order they came; a later one starts the next', async () => {
    const clock = handTimer();
    const writes: string[][] = [];
    const together = new WrittenTogether<string>((items) => writes.push([...items]), clock.timer);
    const first = [together.add('a'), together.add('b'), together.add('c')];
    expect(writes).toEqual([]);
    clock.run();
    await Promise.all(first);
    const later = together.add('d');
    clock.run();
    await later;
    expect(writes).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('lets an item that may wait gather those that come within the wait; one that may not takes them all at once', async () => {
    const clock = handTimer();
    const writes: string[][] = [];
    const together = new WrittenTogether<string>((items) => writes.push([...items]), clock.timer, 10);
    const waiting = [together.add('a', true), together.add('b', true)];
    // One timer, for the wait: the next timer turn writes nothing.
    expect(clock.set()).toEqual([10]);
    clock.run(0);
    expect(writes).toEqual([]);
    clock.run(10);
    await Promise.all(waiting);
    expect(writes).toEqual([['a', 'b']]);
    // One that may not wait brings the write forward, with what waits before it.
    const more = [together.add('c', true), together.add('d')];
    expect(clock.set()).toEqual([0]);
    clock.run();
    await Promise.all(more);
    expect(writes).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('when the write of several is refused, writes each alone: only the one refused again is refused', async () => {
    const clock = handTimer();
    const written: string[] = [];
    const together = new WrittenTogether<string>((items) => {
      if (items.includes('bad')) throw new Error(`refused: ${items.join(',')}`);
      written.push(...items);
    }, clock.timer);
    const outcomes = ['a', 'bad', 'c'].map((item) =>
      together.add(item).then(
        () => 'written',
        (error: Error) => error.message,
      ),
    );
    clock.run();
    expect(await Promise.all(outcomes)).toEqual(['written', 'refused: bad', 'written']);
    expect(written).toEqual(['a', 'c']);
  });

  it('a lone write refused is refused', async () => {
    const clock = handTimer();
    const together = new WrittenTogether<string>(() => {
      throw new Error('disk full');
    }, clock.timer);
    const outcome = together.add('a');
    clock.run();
    await expect(outcome).rejects.toThrow('disk full');
  });
});
