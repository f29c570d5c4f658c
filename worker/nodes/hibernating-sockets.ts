/**
 * The bookkeeping of a Durable Object's hibernatable WebSockets, in one place (as partyserver's
 * connection manager): accepting under tags with an attachment, the open ones, when each last
 * showed a sign of life (pings answered by the runtime's auto-response, without waking the object),
 * and closing them. Used by the fleet (one socket per node) and by each device (its holder).
 */
/** `batched`: the node reads messages of several frames (`BATCHED_FRAMES`). */
type Attachment = { nodeId: string; since: number; batched?: boolean };

const PING = 'ping';
const PONG = 'pong';

export class HibernatingSockets {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly tag: string,
  ) {
    // Nodes ping every 10 s; the runtime answers without waking the object and records the time.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  /** Accepts the server end of a new socket of `nodeId`; returns the client end for the 101 response. */
  accept(nodeId: string, now: number, batched = false): WebSocket {
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [this.tag, `node:${nodeId}`]);
    pair[1].serializeAttachment({ nodeId, since: now, ...(batched ? { batched } : {}) } satisfies Attachment);
    return pair[0];
  }

  /** Whether the socket's node reads messages of several frames. */
  batched(ws: WebSocket): boolean {
    return (ws.deserializeAttachment() as Attachment | null)?.batched === true;
  }

  /** Every open socket, oldest first. */
  open(): WebSocket[] {
    return this.ctx.getWebSockets(this.tag).filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  ofNode(nodeId: string): WebSocket[] {
    return this.ctx.getWebSockets(`node:${nodeId}`).filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  nodeOf(ws: WebSocket): string | null {
    return (ws.deserializeAttachment() as Attachment | null)?.nodeId ?? null;
  }

  /** When the socket was accepted. */
  since(ws: WebSocket): number {
    return (ws.deserializeAttachment() as Attachment | null)?.since ?? 0;
  }

  /** When the socket last showed it is alive: its last ping, or its opening. */
  lastSign(ws: WebSocket): number {
    const pinged = this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0;
    return Math.max(pinged, this.since(ws));
  }

  close(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  closeAll(code: number, reason: string): void {
    for (const ws of this.open()) this.close(ws, code, reason);
  }

  /** Writes a text frame; false when the socket is gone. */
  send(ws: WebSocket, text: string): boolean {
    try {
      ws.send(text);
      return true;
    } catch {
      return false;
    }
  }
}
