/**
 * Frames written in one moment, gathered: they go as one message, an array when there are several
 * (`parseFrames` reads both), in their order, each message within `MAX_CALL_BYTES` as the writer
 * counts it (a larger frame goes alone). Each message costs its reader an event of its own, and
 * both ends of a device link write many frames at once under load: the node the answers to calls
 * that reached it together (its moment, a turn of its event loop), the device's object the sends
 * of one gathered write (its moment, a run of its microtasks).
 */

/**
 * What one message may carry at most: a Worker closes a WebSocket that receives a message over
 * 1 MiB, and the object's messages to its node keep to the same bound.
 */
export const MAX_CALL_BYTES = 512 * 1024;

/** How many of `items`, from the first, fit in `maxCount` and `maxBytes`; at least one. */
export function fittingCount<T>(items: readonly T[], maxCount: number, maxBytes: number, bytesOf: (item: T) => number): number {
  let count = 0;
  let bytes = 0;
  for (const item of items) {
    bytes += bytesOf(item);
    if (count === maxCount || (count > 0 && bytes > maxBytes)) break;
    count++;
  }
  return count;
}

export type FrameMoment = {
  /** Runs `flush` once the moment is over. */
  later: (flush: () => void) => void;
  /** A frame's size in bytes, or a bound of it. */
  bytesOf: (text: string) => number;
};

export class GatheredFrames {
  private queued: { text: string; bytes: number }[] = [];

  /** `write` sends a message; when it throws (the link closed within the moment) the rest is dropped. */
  constructor(
    private readonly write: (message: string) => void,
    private readonly moment: FrameMoment,
  ) {}

  /** Queues a frame's text for the end of this moment. */
  add(text: string): void {
    this.queued.push({ text, bytes: this.moment.bytesOf(text) });
    if (this.queued.length === 1) this.moment.later(() => this.flush());
  }

  private flush(): void {
    const queued = this.queued.splice(0);
    while (queued.length > 0) {
      // Each frame with its comma, and the array's brackets: within MAX_CALL_BYTES.
      const count = fittingCount(queued, Number.POSITIVE_INFINITY, MAX_CALL_BYTES - 1, (frame) => frame.bytes + 1);
      const texts = queued.splice(0, count).map((frame) => frame.text);
      try {
        this.write(texts.length === 1 ? (texts[0] ?? '') : `[${texts.join(',')}]`);
      } catch {
        // The link closed within the moment: its close fails the calls still waiting on either
        // side, and the node repeats the reports it did not hear back about.
        return;
      }
    }
  }
}
