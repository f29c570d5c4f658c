/**
 * Writes of a Durable Object gathered into one transaction. Each call into an object is a turn of
 * its own, and each turn that writes ends in a commit of its own, which writes again every page its
 * rows and their indexes touched: 32 sends in flight made two commits a send. Writes handed to `run`
 * within `gatherMs` of the first run together, in the order they came, in one storage transaction of
 * their own (`ownTransaction`): one commit, and no savepoint each (a savepoint copies every page it
 * changes first, for its rollback, so writes of the same rows each copied them again). A write that
 * must be one with what it writes itself `joined`s it. When one of them throws, nothing of them was
 * written, and each is written again on its own, in a transaction of its own: only the one that
 * fails again is refused. Each caller gets its own result or error.
 */
import { systemTimer, type Timer } from '../../protocol';
import { ownTransaction, transaction } from './transactions';

export const GATHER_MS = 1;

type Waiting = { write: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };

export class GatheredWrites {
  private waiting: Waiting[] = [];

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly timer: Timer = systemTimer,
    private readonly gatherMs = GATHER_MS,
  ) {}

  /** Resolves with what `write` returned, once it is written with those of the same moment. */
  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (this.waiting.length === 1) this.timer(this.gatherMs, () => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    let results: unknown[];
    try {
      results = await ownTransaction(this.storage, () => batch.map((w) => w.write()));
    } catch {
      for (const w of batch) {
        try {
          w.resolve(transaction(this.storage, w.write));
        } catch (error) {
          w.reject(error);
        }
      }
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(results[i]);
  }
}
