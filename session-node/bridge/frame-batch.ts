/**
 * The frames a device link writes to the worker, gathered: those written in one turn of the node's
 * event loop go as one message, an array when there are several (`parseFrames`). Each message costs
 * the device's object an event and a commit of its own, and under load the answers to its calls
 * come many to a turn (its requests reach the node together), so they cost one. Frames keep their
 * order; a message stays within `MAX_CALL_BYTES` (a larger frame goes alone).
 */
import type { Frame } from '../../protocol';
import { fittingCount, MAX_CALL_BYTES } from './report-queue';

export interface FrameLink {
  /** Writes a message; throws when the link is down. */
  send(text: string): void;
  isOpen(): boolean;
}

export class FrameBatch {
  private queued: { text: string; bytes: number }[] = [];

  constructor(private readonly link: FrameLink) {}

  /** Queues a frame for the end of this turn; throws at once when the link is down (it would not go). */
  send(frame: Frame): void {
    if (!this.link.isOpen()) throw new Error('the link to the worker is down');
    const text = JSON.stringify(frame);
    this.queued.push({ text, bytes: Buffer.byteLength(text) });
    if (this.queued.length === 1) setImmediate(() => this.flush());
  }

  private flush(): void {
    const queued = this.queued.splice(0);
    while (queued.length > 0) {
      // Each frame with its comma, and the array's brackets: within MAX_CALL_BYTES.
      const count = fittingCount(queued, Number.POSITIVE_INFINITY, MAX_CALL_BYTES - 1, (frame) => frame.bytes + 1);
      const texts = queued.splice(0, count).map((frame) => frame.text);
      try {
        this.link.send(texts.length === 1 ? (texts[0] ?? '') : `[${texts.join(',')}]`);
      } catch {
        // The link closed within the turn: its close fails the calls still waiting, and an answer
        // it loses is one the object has failed already.
        return;
      }
    }
  }
}
