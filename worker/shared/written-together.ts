/**
 * Writes that come in the same moment, written as one: each `add` waits for the next timer turn,
 * when everything added by then goes to `write` in one call (one storage transaction for several,
 * where each alone opened its own). When that write throws, nothing of it was written, and each
 * item is written on its own: only the one that fails again is refused (its `add` rejects).
 */
import { systemTimer, type Timer } from '../../protocol';

export class WrittenTogether<T> {
  private readonly waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly write: (items: readonly T[]) => void,
    private readonly timer: Timer = systemTimer,
  ) {}

  /** Resolves once `item` is written (with those added in the same moment). */
  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.waiting.length === 1) this.timer(0, () => this.flush());
    });
  }

  private flush(): void {
    const batch = this.waiting.splice(0);
    try {
      this.write(batch.map((w) => w.item));
      for (const w of batch) w.resolve();
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
    }
    for (const w of batch) {
      try {
        this.write([w.item]);
        w.resolve();
      } catch (error) {
        w.reject(error);
      }
    }
  }
}
