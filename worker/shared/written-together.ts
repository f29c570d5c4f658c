/**
 * Writes that come in the same moment, written as one: each `add` waits for the next timer turn,
 * when everything added by then goes to `write` in one call (one storage transaction for several,
 * where each alone opened its own). An item that `mayWait` waits up to `waitMs` instead, to be
 * written with more company; one that may not takes all that waits with it at the next turn. When
 * that write throws, nothing of it was written, and each item is written on its own: only the one
 * that fails again is refused (its `add` rejects).
 */
import { systemTimer, type Timer } from '../../protocol';

export class WrittenTogether<T> {
  private readonly waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  /** The write that is set: at the next timer turn (`soon`) or `waitMs` after the first that may wait. */
  private set: { soon: boolean; cancel: () => void } | null = null;

  constructor(
    private readonly write: (items: readonly T[]) => void,
    private readonly timer: Timer = systemTimer,
    private readonly waitMs = 0,
  ) {}

  /** Resolves once `item` is written, with those added in the same moment (or within `waitMs`, when it `mayWait`). */
  add(item: T, mayWait = false): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      const soon = !mayWait || this.waitMs === 0;
      if (this.set && (this.set.soon || !soon)) return;
      this.set?.cancel();
      this.set = { soon, cancel: this.timer(soon ? 0 : this.waitMs, () => this.flush()) };
    });
  }

  private flush(): void {
    this.set = null;
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
