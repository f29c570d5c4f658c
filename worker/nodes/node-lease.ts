/**
 * Which session-node holds a device: the one whose WebSocket the object accepted. A second node is
 * refused while the holder is alive; the holder counts as alive while its pings are recent. A node
 * that reconnects under the same id replaces its own older link.
 */
import { NODE_CLOSE_CODES } from '../../protocol';
import type { HibernatingSockets } from './hibernating-sockets';

/** A holder that has not pinged for this long is presumed dead and may be replaced. */
export const LEASE_STALE_MS = 30_000;

export class NodeLease {
  constructor(private readonly sockets: HibernatingSockets) {}

  /** The socket of the node holding the device, if any. */
  holder(): WebSocket | undefined {
    return this.sockets.open()[0];
  }

  /** Returns why `nodeId` may not hold the device, or null (closing what it replaces). */
  claim(nodeId: string, now: number): string | null {
    if (!nodeId) return 'nodeId is required';
    for (const ws of this.sockets.open()) {
      const holder = this.sockets.nodeOf(ws);
      if (holder === nodeId) {
        this.sockets.close(ws, NODE_CLOSE_CODES.replaced, 'replaced by a newer link from the same node');
      } else if (now - this.sockets.lastSign(ws) < LEASE_STALE_MS) {
        return `device is held by session-node ${holder ?? 'unknown'}`;
      } else {
        this.sockets.close(ws, NODE_CLOSE_CODES.released, 'lease expired');
      }
    }
    return null;
  }
}
