/**
 * The frames a device link writes to the worker, gathered (`GatheredFrames`): those written in one
 * turn of the node's event loop go as one message. Under load the answers to the object's calls
 * come many to a turn (its requests reach the node together), so they cost it one event and one
 * commit, not one each.
 */
import { type Frame, GatheredFrames } from '../../protocol';

export interface FrameLink {
  /** Writes a message; throws when the link is down. */
  send(text: string): void;
  isOpen(): boolean;
}

export class FrameBatch {
  private readonly frames: GatheredFrames;

  constructor(private readonly link: FrameLink) {
    this.frames = new GatheredFrames((message) => link.send(message), {
      later: (flush) => setImmediate(flush),
      bytesOf: (text) => Buffer.byteLength(text),
    });
  }

  /** Queues a frame for the end of this turn; throws at once when the link is down (it would not go). */
  send(frame: Frame): void {
    if (!this.link.isOpen()) throw new Error('the link to the worker is down');
    this.frames.add(JSON.stringify(frame));
  }
}
