/**
 * The people watching a device live (the dashboard's open pages): hibernatable WebSockets the
 * device's object accepts under their own tag, and tells of every change they show: the device's
 * status and QR, and each delivery attempt. A watcher only listens; the worker checked who it is
 * before forwarding the upgrade.
 */
const TAG = 'watch';

export type WatchMessage =
  | { type: 'device'; device: Record<string, unknown> }
  /** The team inbox: a message record written or changed (its status ticks), a conversation moved, a note added. */
  | { type: 'record'; record: Record<string, unknown> }
  | { type: 'conversation'; conversation: Record<string, unknown> }
  | { type: 'note'; note: Record<string, unknown> }
  /** A broadcast's progress (status and counts), as receipts and sends move it. */
  | { type: 'broadcast'; broadcast: Record<string, unknown> }
  | {
      type: 'delivery';
      delivery: {
        id: string;
        webhookId: string;
        status: string;
        attempts: number;
        lastStatusCode: number | null;
        lastError: string | null;
      };
    };

export class Watchers {
  constructor(private readonly ctx: DurableObjectState) {}

  accept(): Response {
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [TAG]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Whether a socket is a watcher's (not the node's). */
  owns(ws: WebSocket): boolean {
    return this.ctx.getTags(ws).includes(TAG);
  }

  count(): number {
    return this.ctx.getWebSockets(TAG).length;
  }

  tell(message: WatchMessage): void {
    const sockets = this.ctx.getWebSockets(TAG);
    if (sockets.length === 0) return;
    const text = JSON.stringify(message);
    for (const ws of sockets) {
      try {
        ws.send(text);
      } catch {
        // Gone; its close event removes it.
      }
    }
  }

  closeAll(reason: string): void {
    for (const ws of this.ctx.getWebSockets(TAG)) {
      try {
        ws.close(1000, reason);
      } catch {
        // Already closed.
      }
    }
  }
}
