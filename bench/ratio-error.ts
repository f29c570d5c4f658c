import { ratio } from './options';

/**
 * The standard error of a load's ratio (its sends' CPU in all over its floor's, turns of as many
 * requests each) from its turns' figures, by the delta method: how far a run's figure may land
 * from what the code costs through the machine's noise alone (about as far as runs of the same
 * code spread). Undefined with fewer than two turns of each.
 */
export function ratioError(send: readonly number[] | undefined, floor: readonly number[] | undefined): number | undefined {
  if (!send || !floor || send.length !== floor.length || send.length < 2) return undefined;
  const n = send.length;
  const floorSum = floor.reduce((a, b) => a + b, 0);
  const r = send.reduce((a, b) => a + b, 0) / floorSum;
  const meanFloor = floorSum / n;
  const squares = send.reduce((sum, s, i) => sum + (s - r * (floor[i] ?? 0)) ** 2, 0);
  return ratio(Math.sqrt(squares / (n * (n - 1))), meanFloor);
}

/**
 * The ratio of the sends' turns to the floor's over every other turn from `first` (0 or 1): the
 * loads put the floor before the sends in even turns and after them in odd ones.
 */
export function everyOtherRatio(send: readonly number[], floor: readonly number[], first: number): number {
  let [s, f] = [0, 0];
  for (let i = first; i < send.length; i += 2) {
    s += send[i] ?? 0;
    f += floor[i] ?? 0;
  }
  return ratio(s, f);
}
