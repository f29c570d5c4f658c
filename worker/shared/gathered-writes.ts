/**
 * Writes of a Durable Object gathered into one turn. Each call into an object is a turn of its own,
 * and each turn that writes ends in a commit of its own, which writes again every page its rows
 * and their indexes touched: 32 sends in flight made two commits a send. Writes handed to `run`
 * within `gatherMs` of the first run together in one timer turn, in the order they came, so they
 * share one commit; each caller gets its own write's result (or error) once it ran.
 */
export const GATHER_MS = 1;

export class GatheredWrites {
  private waiting: Array<() => void> = [];

  constructor(private readonly gatherMs = GATHER_MS) {}

  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        try {
          resolve(write());
        } catch (error) {
          reject(error);
        }
      });
      if (this.waiting.length === 1) setTimeout(() => this.flush(), this.gatherMs);
    });
  }

  private flush(): void {
    const writes = this.waiting;
    this.waiting = [];
    for (const write of writes) write();
  }
}
