/**
 * The fleet: one object that knows every connected session-node and hands each wanted device to
 * exactly one of them. Nodes connect over a WebSocket (`/node/ws`) and receive their full device
 * list as an `assign` event whenever it changes. A node that leaves has its devices handed to the
 * others at once; the devices' own objects refuse a second holder until the first is gone.
 */
import { DurableObject } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import type { AssignEvent, Frame } from '../wire-protocol';

const TAG = 'node';

export class FleetObject extends DurableObject<Env> {
  /** Rebalances run one after another: each reads D1 and must see the previous one's writes. */
  private queue: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS assignment (device_id TEXT PRIMARY KEY, node_id TEXT NOT NULL)`);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Called whenever the set of wanted devices changes. */
  async refresh(): Promise<void> {
    await this.rebalance();
  }

  /** The current assignment, device id → node id (for operators and tests). */
  assignments(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const row of this.ctx.storage.sql.exec<{ device_id: string; node_id: string }>(`SELECT device_id, node_id FROM assignment`)) {
      out[row.device_id] = row.node_id;
    }
    return out;
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('expected a WebSocket upgrade', { status: 426 });
    }
    const nodeId = new URL(request.url).searchParams.get('nodeId');
    if (!nodeId) return new Response('nodeId is required', { status: 400 });
    for (const ws of this.ctx.getWebSockets(nodeId)) ws.close(4002, 'replaced by a newer link from the same node');
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [TAG, nodeId]);
    pair[1].serializeAttachment({ nodeId });
    this.ctx.waitUntil(this.rebalance());
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  async webSocketMessage(): Promise<void> {
    // Nodes only listen on this link (their pings are auto-answered).
  }

  async webSocketClose(): Promise<void> {
    await this.rebalance();
  }

  async webSocketError(): Promise<void> {
    await this.rebalance();
  }

  private rebalance(): Promise<void> {
    const run = this.queue.then(() => this.doRebalance());
    this.queue = run.catch((error: unknown) => console.error('fleet rebalance failed', error));
    return run;
  }

  private liveNodes(): Map<string, WebSocket> {
    const nodes = new Map<string, WebSocket>();
    for (const ws of this.ctx.getWebSockets(TAG)) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const att = ws.deserializeAttachment() as { nodeId: string } | null;
      if (att) nodes.set(att.nodeId, ws);
    }
    return nodes;
  }

  private async doRebalance(): Promise<void> {
    const wanted = await getDb(this.env).select({ id: schema.devices.id }).from(schema.devices).where(eq(schema.devices.wanted, true));
    const nodes = this.liveNodes();
    const current = this.assignments();
    const next = new Map<string, string>();
    const load = new Map<string, number>([...nodes.keys()].map((n) => [n, 0]));

    // Keep every device where it is while its node lives: moving a session costs a reconnect.
    for (const { id } of wanted) {
      const node = current[id];
      if (node && nodes.has(node)) {
        next.set(id, node);
        load.set(node, (load.get(node) ?? 0) + 1);
      }
    }
    for (const { id } of wanted) {
      if (next.has(id)) continue;
      const leastLoaded = [...load.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0];
      if (!leastLoaded) break;
      next.set(id, leastLoaded[0]);
      load.set(leastLoaded[0], leastLoaded[1] + 1);
    }

    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.sql.exec(`DELETE FROM assignment`);
      for (const [device, node] of next) {
        this.ctx.storage.sql.exec(`INSERT INTO assignment (device_id, node_id) VALUES (?, ?)`, device, node);
      }
    });
    for (const [nodeId, ws] of nodes) {
      const data: AssignEvent = { deviceIds: [...next].filter(([, n]) => n === nodeId).map(([d]) => d) };
      const frame: Frame = { t: 'evt', name: 'assign', data };
      try {
        ws.send(JSON.stringify(frame));
      } catch (error) {
        console.error(`could not send the assignment to node ${nodeId}`, error);
      }
    }
  }
}
