/**
 * Waiting for a device to acknowledge a stanza (a receipt or ack for a message, an ack for a
 * notification or a call): the control API answers once Kurir's session has taken what a phone
 * sent it, as the simulator answers once the event is written.
 */
import type { Device } from '../directory/accounts';

const REMEMBERED = 2_000;
const DEFAULT_TIMEOUT_MS = 20_000;

export class Acknowledgements {
  private readonly seen = new Map<string, true>();
  private readonly waiting = new Map<string, Array<() => void>>();

  private key(device: Device, kind: string, id: string): string {
    return `${device.pnJid}|${kind}|${id}`;
  }

  acknowledged(device: Device, kind: string, id: string): void {
    const key = this.key(device, kind, id);
    this.seen.set(key, true);
    if (this.seen.size > REMEMBERED) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    for (const wake of this.waiting.get(key) ?? []) wake();
    this.waiting.delete(key);
  }

  /** Resolves once `device` acknowledged `kind` `id`; rejects after `timeoutMs`. */
  wait(device: Device, kind: string, id: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    const key = this.key(device, kind, id);
    if (this.seen.has(key)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const list = this.waiting.get(key) ?? [];
        this.waiting.set(
          key,
          list.filter((w) => w !== done),
        );
        reject(new Error(`the device did not take ${kind} ${id} in ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const list = this.waiting.get(key) ?? [];
      list.push(done);
      this.waiting.set(key, list);
    });
  }
}
