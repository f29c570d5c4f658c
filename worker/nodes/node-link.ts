/**
 * A device object's end of its link to the session-node holding it: accepting the node's
 * WebSocket (one holder at a time, see `node-lease.ts`), the object's calls to the node, and the
 * node's calls to the object, each parsed with the protocol's schemas before it is acted on.
 */
import {
  answerRequest,
  type DeviceToNode,
  deviceToNode,
  type Frame,
  GatheredFrames,
  type Handlers,
  NODE_CLOSE_CODES,
  type NodeToDevice,
  nodeToDevice,
  parseFrames,
  type RequestFrame,
  RpcCaller,
  type StartData,
  type Timer,
} from '../../protocol';
import { ioCounts } from '../shared/io-counts';
import { HibernatingSockets } from './hibernating-sockets';
import { NodeLease } from './node-lease';

export class NodeLink {
  private readonly sockets: HibernatingSockets;
  private readonly lease: NodeLease;
  /**
   * Each socket's frames gathered, for a node that reads messages of several (its attachment says
   * so, read once); null for one that reads a frame a message.
   */
  private readonly gathered = new WeakMap<WebSocket, GatheredFrames | null>();
  /** The object's calls to the node. */
  readonly node: RpcCaller<DeviceToNode>;

  constructor(
    ctx: DurableObjectState,
    private readonly handlers: Handlers<NodeToDevice>,
    timer: Timer,
  ) {
    this.sockets = new HibernatingSockets(ctx, 'node');
    this.lease = new NodeLease(this.sockets);
    this.node = new RpcCaller(deviceToNode, (frame) => this.send(frame), timer);
  }

  /** Whether a node holds the device now. */
  held(): boolean {
    return this.lease.holder() !== undefined;
  }

  /** Since when the node holding the device has held it (the runtime's clock), or null while none does. */
  heldSince(): number | null {
    const holder = this.lease.holder();
    return holder ? this.sockets.since(holder) : null;
  }

  /**
   * Answers a node's upgrade: refused (409) while another node holds the device, else accepted with
   * `start` as its first frame. Liveness is judged on the runtime's clock, which records the pings.
   * `batched`: the node reads messages of several frames (`BATCHED_FRAMES`).
   */
  accept(nodeId: string, start: StartData, batched = false): Response {
    const refusal = this.lease.claim(nodeId, Date.now());
    if (refusal) return new Response(refusal, { status: 409 });
    const client = this.sockets.accept(nodeId, Date.now(), batched);
    const server = this.lease.holder();
    if (server) this.sockets.send(server, JSON.stringify({ t: 'evt', name: 'start', data: start } satisfies Frame));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * A message from a socket (one frame or several): only the holder's count; responses settle the
   * object's calls, requests are answered. Each frame is taken up in its order, none waiting for
   * the answer to a request before it, as when each came in a message of its own.
   */
  async receive(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (this.lease.holder() !== ws || typeof message !== 'string') return;
    const answers: Promise<void>[] = [];
    let settled = false;
    for (const frame of parseFrames(message)) {
      if (frame.t === 'res') {
        this.node.settle(frame);
        settled = true;
      } else if (frame.t === 'req') {
        // What the answers before it set off (a send's record settled) runs first, as when each
        // came in a message of its own: a receipt right behind its send's answer finds it settled.
        if (settled) await new Promise((resolve) => setTimeout(resolve, 0));
        settled = false;
        answers.push(this.answer(ws, frame));
      }
    }
    await Promise.all(answers);
  }

  private async answer(ws: WebSocket, frame: RequestFrame): Promise<void> {
    const reply = await answerRequest(nodeToDevice, this.handlers, frame);
    // A link closed meanwhile loses the answer; the node repeats an unacknowledged report on its next link.
    try {
      this.write(ws, JSON.stringify(reply));
    } catch {
      // Closed (see above).
    }
  }

  /**
   * Writes a frame: with the others of this run of the object's microtasks to a node that reads
   * them together (a write that fails then drops them: the socket's close fails the calls that
   * wait), else at once, throwing when the socket is gone.
   */
  private write(ws: WebSocket, text: string): void {
    let gathered = this.gathered.get(ws);
    if (gathered === undefined) {
      gathered = this.sockets.batched(ws)
        ? new GatheredFrames((message) => ws.send(message), {
            later: (flush) => queueMicrotask(flush),
            // A UTF-16 unit is at most three bytes of UTF-8.
            bytesOf: (frame) => frame.length * 3,
          })
        : null;
      this.gathered.set(ws, gathered);
    }
    if (gathered) gathered.add(text);
    else ws.send(text);
  }

  /** A socket closed; true when no node holds the device any more (its calls have failed). */
  gone(ws: WebSocket): boolean {
    this.sockets.close(ws, 1000, 'closed');
    if (this.lease.holder()) return false;
    this.node.failAll('the session-node link closed');
    return true;
  }

  /** Lets the holder go (logged out, deleted). */
  release(reason: string): void {
    this.sockets.closeAll(NODE_CLOSE_CODES.released, reason);
  }

  private send(frame: Frame): void {
    const ws = this.lease.holder();
    if (!ws) throw new Error('no session-node holds this device');
    if (frame.t === 'req') ioCounts.nodeCalls++;
    this.write(ws, JSON.stringify(frame));
  }
}
