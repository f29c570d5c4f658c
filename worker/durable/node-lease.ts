/**
 * Which session-node holds a device: the one whose WebSocket the object accepted. A second node is
 * refused while the holder is alive; the holder counts as alive while its pings (answered by the
 * runtime's auto-response, without waking the object) are recent. A node that reconnects under
 * the same id replaces its own older link.
 */
import type { Frame } from '../wire-protocol';
import { NODE_CLOSE_CODES } from '../wire-protocol';

type Attachment = { nodeId: string; since: number };

/** A holder that has not pinged for this long is presumed dead and may be replaced. */
export const LEASE_STALE_MS = 30_000;
const TAG = 'node';

export class NodeLease {
  constructor(private readonly ctx: DurableObjectState) {
    // Nodes ping every 10 s; the runtime answers without waking the object and records the time.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  private open(): WebSocket[] {
    return this.ctx.getWebSockets(TAG).filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  private attachment(ws: WebSocket): Attachment | null {
    return (ws.deserializeAttachment() as Attachment | null) ?? null;
  }

  private lastSign(ws: WebSocket): number {
    const pinged = this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0;
    return Math.max(pinged, this.attachment(ws)?.since ?? 0);
  }

  /** The socket of the node holding the device, if any. */
  holder(): WebSocket | undefined {
    return this.open()[0];
  }

  isHolder(ws: WebSocket): boolean {
    return this.holder() === ws;
  }

  /** Returns why `nodeId` may not hold the device, or null (closing what it replaces). */
  claim(nodeId: string): string | null {
    if (!nodeId) return 'nodeId is required';
    for (const ws of this.open()) {
      const att = this.attachment(ws);
      if (att?.nodeId === nodeId) {
        ws.close(NODE_CLOSE_CODES.replaced, 'replaced by a newer link from the same node');
      } else if (Date.now() - this.lastSign(ws) < LEASE_STALE_MS) {
        return `device is held by session-node ${att?.nodeId ?? 'unknown'}`;
      } else {
        ws.close(NODE_CLOSE_CODES.released, 'lease expired');
      }
    }
    return null;
  }

  accept(ws: WebSocket, nodeId: string): void {
    this.ctx.acceptWebSocket(ws, [TAG]);
    ws.serializeAttachment({ nodeId, since: Date.now() } satisfies Attachment);
  }

  release(ws: WebSocket): void {
    try {
      ws.close(1000, 'closed');
    } catch {
      // Already closed.
    }
  }

  closeAll(code: number, reason: string): void {
    for (const ws of this.open()) ws.close(code, reason);
  }

  /** Writes a frame to the holder; throws when no node holds the device. */
  send(frame: Frame): void {
    const ws = this.holder();
    if (!ws) throw new Error('no session-node holds this device');
    ws.send(JSON.stringify(frame));
  }
}
