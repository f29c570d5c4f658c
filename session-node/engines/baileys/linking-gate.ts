/**
 * Waits for the moment a socket can ask for a pairing code: Baileys' `requestPairingCode` only
 * works once the server has offered QR refs (the first `qr` update), and before registration.
 * Waiters survive reconnects (the next socket may get there) and fail on timeout or when the
 * session ends.
 */
import { EngineError } from '../engine';

type Waiter = { resolve: () => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> };

export class LinkingGate {
  private readonly waiters = new Set<Waiter>();

  /** `timeoutMs`: how long a pairing code waits for its phone (30 s unless told). */
  constructor(private readonly timeoutMs = 30_000) {}

  wait(): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          reject(new EngineError('not-connected', 'the connection did not reach the linking stage in time'));
        }, this.timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  /** The socket got its first QR: every waiter may go on. */
  release(): void {
    this.settle(null);
  }

  /** The session ended: nobody will get there. */
  fail(error: Error): void {
    this.settle(error);
  }

  private settle(error: Error | null): void {
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
    this.waiters.clear();
  }
}
