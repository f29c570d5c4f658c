import { describe, expect, it } from 'vitest';
import { GatheredWrites } from '../../../worker/shared/gathered-writes';

describe('writes gathered into one turn', () => {
  it('runs the writes of the same moment together, in their order, each answered with its own result or error', async () => {
    const gathered = new GatheredWrites(5);
    const ran: string[] = [];
    const turns: number[] = [];
    let turn = 0;
    const write = (name: string) => () => {
      ran.push(name);
      turns.push(turn);
      if (name === 'bad') throw new Error('refused');
      return name.toUpperCase();
    };
    const first = gathered.run(write('a'));
    const bad = gathered.run(write('bad')).catch((error: Error) => error.message);
    const last = gathered.run(write('b'));
    // Nothing is written before the turn that gathers them.
    expect(ran).toEqual([]);
    expect(await Promise.all([first, bad, last])).toEqual(['A', 'refused', 'B']);
    expect(ran).toEqual(['a', 'bad', 'b']);
    turn++;
    // A write after that turn starts a gathering of its own.
    expect(await gathered.run(write('c'))).toBe('C');
    expect(turns).toEqual([0, 0, 0, 1]);
  });
});
