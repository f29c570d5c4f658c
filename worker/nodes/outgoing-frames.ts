/**
 * A device object's frames to its node, gathered: those written in one run of the object's
 * microtasks go as one message (an array when there are several) to a node that reads them so
 * (`BATCHED_FRAMES`), within `MAX_BATCH_CHARS`; a larger frame goes alone. Each message costs the
 * object's thread a write of its own, and the sends that a gathered write let go together
 * (`GatheredWrites`) each wrote one. Frames keep their order. A frame for a node that reads one a
 * message is written at once, and a failed write throws to the caller, as before; a gathered
 * message that cannot be written (the socket closed meanwhile) is dropped: the socket's close
 * fails the calls still waiting, and the node repeats the reports it did not hear back about.
 */
import { MAX_BATCH_CHARS } from '../../protocol';

type Queued = { ws: WebSocket; texts: string[]; chars: number };

export class OutgoingFrames {
  private queued: Queued | null = null;

  /** Writes `text` to `ws` now (a node that reads one frame a message) or with the others of this moment. */
  send(ws: WebSocket, text: string, batched: boolean): void {
    if (!batched) {
      this.flush();
      ws.send(text);
      return;
    }
    const queued = this.queued;
    if (queued && (queued.ws !== ws || queued.chars + text.length + 1 > MAX_BATCH_CHARS)) this.flush();
    if (!this.queued) {
      this.queued = { ws, texts: [], chars: 1 };
      queueMicrotask(() => this.flush());
    }
    this.queued.texts.push(text);
    this.queued.chars += text.length + 1;
  }

  /** Writes what waits. */
  flush(): void {
    const queued = this.queued;
    if (!queued) return;
    this.queued = null;
    try {
      queued.ws.send(queued.texts.length === 1 ? (queued.texts[0] ?? '') : `[${queued.texts.join(',')}]`);
    } catch {
      // Closed meanwhile (see above).
    }
  }
}
