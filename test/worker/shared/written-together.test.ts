import { describe, expect, it } from 'vitest';
import { WrittenTogether } from '../../../worker/shared/written-together';

/** A timer the test runs by hand. */
function handTimer() {
  const due: (() => void)[] = [];
  return {
    timer: (_ms: number, fn: () => void) => {
      due.push(fn);
      return () => undefined;
    },
    run: () => {
      for (const fn of due.splice(0)) fn();
    },
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
