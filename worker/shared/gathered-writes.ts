/**
 * Writes of a Durable Object gathered into one turn. Each call into an object is a turn of its own,
 * and each turn that writes ends in a commit of its own, which writes again every page its rows
 * and their indexes touched: 32 sends in flight made two commits a send. Writes handed to `run`
 * within `gatherMs` of the first run together in one timer turn (`WrittenTogether`'s), in the order
 * they came, so they share one commit; each runs on its own (its own transaction, if it opens one)
 * and its caller gets its own result or error.
 */
import { systemTimer } from '../../protocol';
import { WrittenTogether } from './written-together';

export const GATHER_MS = 1;

export class GatheredWrites {
  // Each write catches its own error, so the batch never throws and none is run a second time.
  private readonly together: WrittenTogether<() => void>;

  constructor(gatherMs = GATHER_MS) {
    this.together = new WrittenTogether(
      (writes) => {
        for (const write of writes) write();
      },
      systemTimer,
      gatherMs,
    );
  }

  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      void this.together.add(() => {
        try {
          resolve(write());
        } catch (error) {
          reject(error);
        }
      }, true);
    });
  }
}
