/**
 * The fleet: one object that knows every connected session-node and hands each wanted device to
 * exactly one of them. Nodes connect over a WebSocket (`/node/ws`) and receive their full device
 * list as an `assign` event whenever it changes. A node that leaves has its devices handed to the
 * others at once; the devices' own objects refuse a second holder until the first is gone.
 */
import { DurableObject } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { type AssignData, type Frame, NODE_CLOSE_CODES } from '../../protocol';
import { devices } from '../kernel/tables';
import { getDb } from '../shared/db';
import { migrateObject, type ObjectMigration } from '../shared/object-migrations';
import { HibernatingSockets } from './hibernating-sockets';

/** The fleet's SQLite (see `shared/object-migrations.ts`): the baseline is the table as earlier code made it. */
const FLEET_MIGRATIONS: readonly ObjectMigration[] = [
  {
    name: '0001_baseline',
    up: (sql) => sql.exec(`CREATE TABLE IF NOT EXISTS assignment (device_id TEXT PRIMARY KEY, node_id TEXT NOT NULL)`),
  },
];

export class FleetObject extends DurableObject<Env> {
  private readonly sockets: HibernatingSockets;
  /** Rebalances run one after another: each reads D1 and must see the previous one's writes. */
  private queue: Promise<void> = Promise.resolve();
  /** A rebalance that has not started yet takes every request made meanwhile (creating 2,000 devices makes one, not 2,000). */
  private next: Promise<void> | null = null;
  /** What each node was last told, so that a rebalance tells only the nodes whose list changed. */
  private readonly told = new Map<WebSocket, string>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrateObject(ctx.storage, FLEET_MIGRATIONS);
    this.sockets = new HibernatingSockets(ctx, 'node');
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

  /** How many session-nodes are linked now. */
  nodeCount(): number {
    return this.liveNodes().size;
  }

  async fetch(request: Request): Promise<Response> {
    const nodeId = new URL(request.url).searchParams.get('nodeId');
    if (!nodeId) return new Response('nodeId is required', { status: 400 });
    for (const ws of this.sockets.ofNode(nodeId))
      this.sockets.close(ws, NODE_CLOSE_CODES.replaced, 'replaced by a newer link from the same node');
    const client = this.sockets.accept(nodeId, Date.now());
    this.ctx.waitUntil(this.rebalance());
    return new Response(null, { status: 101, webSocket: client });
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
    if (this.next) return this.next;
    const run = this.queue.then(() => {
      this.next = null;
      return this.doRebalance();
    });
    this.next = run;
    this.queue = run.catch((error: unknown) => console.error('fleet rebalance failed', error));
    return run;
  }

  private liveNodes(): Map<string, WebSocket> {
    const nodes = new Map<string, WebSocket>();
    for (const ws of this.sockets.open()) {
      const nodeId = this.sockets.nodeOf(ws);
      if (nodeId) nodes.set(nodeId, ws);
    }
    return nodes;
  }

  private async doRebalance(): Promise<void> {
    const wanted = await getDb(this.env).select({ id: devices.id }).from(devices).where(eq(devices.wanted, true));
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

    // Only what changed is written.
    this.ctx.storage.transactionSync(() => {
      for (const device of Object.keys(current)) {
        if (!next.has(device)) this.ctx.storage.sql.exec(`DELETE FROM assignment WHERE device_id = ?`, device);
      }
      for (const [device, node] of next) {
        if (current[device] !== node)
          this.ctx.storage.sql.exec(`INSERT OR REPLACE INTO assignment (device_id, node_id) VALUES (?, ?)`, device, node);
      }
    });
    const lists = new Map<string, string[]>([...nodes.keys()].map((n) => [n, []]));
    for (const [device, node] of next) lists.get(node)?.push(device);
    for (const [nodeId, ws] of nodes) {
      const data: AssignData = { deviceIds: lists.get(nodeId) ?? [] };
      const text = JSON.stringify({ t: 'evt', name: 'assign', data } satisfies Frame);
      // A node that reconnected (a new socket) is told its list even when it did not change.
      if (this.told.get(ws) === text) continue;
      if (this.sockets.send(ws, text)) this.told.set(ws, text);
      else console.error(`could not send the assignment to node ${nodeId}`);
    }
    const live = new Set(nodes.values());
    for (const ws of this.told.keys()) if (!live.has(ws)) this.told.delete(ws);
  }
}
