/**
 * One Durable Object per device: its status, its login and the link to the one session-node that
 * holds it. Routes call its RPC methods; `fetch` only accepts a node's WebSocket (the worker has
 * checked NODE_TOKEN before forwarding the upgrade).
 */
import { DurableObject } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { fleetStub } from '../devices';
import { newId } from '../lib/ids';
import type { MessageRow } from '../records';
import type { WebhookConfig } from '../webhooks/config';
import {
  authGetParamsSchema,
  authSetParamsSchema,
  credsSetParamsSchema,
  type DeviceToNode,
  type Frame,
  NODE_CLOSE_CODES,
  parseFrame,
  reportSchema,
  RpcCaller,
  RpcError,
  type StatusEvent,
} from '../wire-protocol';
import { DeviceEvents } from './device-events';
import { handleReport } from './device-reports';
import { type DeviceInfo, type DeviceState, DeviceStore } from './device-store';
import { NodeLease } from './node-lease';
import { DeviceSender, type SendInput } from './device-sender';
import { OutboxStore } from './outbox-store';
import { WebhookDispatcher } from './webhook-dispatcher';

/** What a route gets back from the object: a value, or the HTTP status and message to answer. */
export type Outcome<T> =
  | { ok: true; value: T }
  /** `recordId`: the record the attempt left behind (FAILED, or PENDING after a 504), if it wrote one. */
  | { ok: false; status: 400 | 404 | 409 | 502 | 504; message: string; recordId?: string };

export type DeviceView = Pick<DeviceState, 'status' | 'qr' | 'sessionId' | 'phoneNumber' | 'reason'>;

export type { SendInput };

export class DeviceObject extends DurableObject<Env> {
  private readonly store: DeviceStore;
  private readonly outbox: OutboxStore;
  private readonly lease: NodeLease;
  private readonly rpc: RpcCaller<DeviceToNode>;
  /** Public so that tests can step its clock and play the receiving end (`runInDurableObject`). */
  readonly dispatcher: WebhookDispatcher;
  private readonly events: DeviceEvents;
  private readonly sender: DeviceSender;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new DeviceStore(ctx.storage);
    this.outbox = new OutboxStore(ctx.storage);
    this.lease = new NodeLease(ctx);
    this.rpc = new RpcCaller<DeviceToNode>((frame) => this.lease.send(frame));
    this.dispatcher = new WebhookDispatcher(ctx, env, this.outbox, () => this.store.state().info?.id ?? null);
    this.events = new DeviceEvents(ctx, this.outbox, this.dispatcher, () => this.store.state());
    this.sender = new DeviceSender(ctx, env, this.store, this.lease, this.rpc);
  }

  async alarm(): Promise<void> {
    await this.dispatcher.alarm();
  }

  // Webhooks: the object holds the authoritative configuration, HMAC keys included.

  webhooks(): WebhookConfig[] {
    return this.outbox.listWebhooks();
  }

  putWebhook(hook: WebhookConfig): void {
    this.outbox.putWebhook(hook);
  }

  removeWebhook(id: string): void {
    this.outbox.deleteWebhook(id, this.dispatcher.clock.now());
    this.ctx.waitUntil(this.dispatcher.alarm());
  }

  /** Sends a delivery's event again, to the same webhook, as a new delivery. */
  async resend(deliveryId: string): Promise<Outcome<{ id: string }>> {
    const original = this.outbox.delivery(deliveryId);
    if (!original) return { ok: false, status: 404, message: `delivery ${deliveryId} not found` };
    if (!this.outbox.getWebhook(original.webhook_id)) return { ok: false, status: 409, message: 'the webhook of this delivery was removed' };
    if (!this.outbox.event(original.event_seq)) return { ok: false, status: 409, message: 'the event of this delivery is no longer kept' };
    const id = this.dispatcher.newDeliveryId();
    this.outbox.resend(original, id, this.dispatcher.clock.now());
    await this.dispatcher.alarm();
    return { ok: true, value: { id } };
  }

  /** Events after `seq`, oldest first, as the webhook bodies (for receivers catching up). */
  eventsAfter(after: number, limit: number): { seq: number; body: string }[] {
    return this.events.after(after, limit);
  }

  /** Called once when the device is created: linking starts at once. */
  async init(info: DeviceInfo): Promise<DeviceView> {
    this.store.update({ info, status: 'CONNECTING', wanted: true, sessionId: newId('ses') });
    return this.view();
  }

  view(): DeviceView {
    const { status, qr, sessionId, phoneNumber, reason } = this.store.state();
    return { status, qr: status === 'QR' ? qr : null, sessionId, phoneNumber, reason };
  }

  async send(input: SendInput): Promise<Outcome<MessageRow>> {
    return this.sender.send(input);
  }

  /** Reacts to a message the device sent or received, with its full key; "" removes the reaction. */
  async react(messageId: string, emoji: string): Promise<Outcome<{ id: string }>> {
    return this.sender.react(messageId, emoji);
  }

  async requestPairingCode(phoneNumber: string): Promise<Outcome<{ code: string }>> {
    const state = this.store.state();
    if (state.status === 'CONNECTED') return { ok: false, status: 409, message: 'device is already linked' };
    if (!state.wanted) return { ok: false, status: 409, message: 'device is logged out; call connect first' };
    if (!this.lease.holder()) {
      return { ok: false, status: 409, message: 'no session-node holds this device yet; try again in a few seconds' };
    }
    try {
      const { code } = await this.rpc.call('pairingCode', { phoneNumber }, 30_000);
      this.store.update({ pairingCode: code });
      return { ok: true, value: { code } };
    } catch (error) {
      return { ok: false, status: error instanceof RpcError && error.code === 'timeout' ? 504 : 502, message: describe(error) };
    }
  }

  /** Unlinks the device: the session logs out, the login is erased, no node holds it any more. */
  async logout(): Promise<DeviceView> {
    if (this.lease.holder()) {
      await this.rpc.call('logout', {}, 10_000).catch(() => {
        // Best effort: the login is erased below whatever the messaging server said.
      });
    }
    await this.loggedOut('logout');
    return this.view();
  }

  /** Starts linking again after a logout; a new sessionId is issued. */
  async relink(): Promise<DeviceView> {
    const state = this.store.state();
    if (state.wanted && state.status !== 'LOGGED_OUT') return this.view();
    this.store.update({ wanted: true, status: 'CONNECTING', reason: null, qr: null, sessionId: newId('ses') });
    await this.mirror({ wanted: true });
    await this.refreshFleet();
    return this.view();
  }

  /** Forgets the device entirely (its row in D1 is removed by the route). */
  async destroy(): Promise<void> {
    this.lease.closeAll(NODE_CLOSE_CODES.released, 'device deleted');
    await this.ctx.storage.deleteAll();
    this.store.createTables();
    this.outbox.createTables();
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('expected a WebSocket upgrade', { status: 426 });
    }
    const nodeId = new URL(request.url).searchParams.get('nodeId') ?? '';
    const state = this.store.state();
    if (!state.info) return new Response('unknown device', { status: 404 });
    if (!state.wanted) return new Response('device is logged out', { status: 409 });
    const refusal = this.lease.claim(nodeId);
    if (refusal) return new Response(refusal, { status: 409 });

    const pair = new WebSocketPair();
    this.lease.accept(pair[1], nodeId);
    const start: Frame = {
      t: 'evt',
      name: 'start',
      data: { device: { id: state.info.id, name: state.info.name, sessionId: state.sessionId }, creds: this.store.creds() },
    };
    pair[1].send(JSON.stringify(start));
    // A node (re)linking is also a good moment to send what fell due while the object slept.
    this.ctx.waitUntil(this.dispatcher.alarm());
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (!this.lease.isHolder(ws) || typeof message !== 'string') return;
    const frame = parseFrame(message);
    if (!frame) return;
    if (frame.t === 'res') this.rpc.settle(frame);
    else if (frame.t === 'req') {
      const reply = JSON.stringify(await this.answer(frame));
      try {
        ws.send(reply);
      } catch {
        // The link closed meanwhile; the node repeats an unacknowledged report on its next link.
      }
      if (!this.store.state().wanted) this.lease.closeAll(NODE_CLOSE_CODES.released, 'logged out');
    }
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    await this.onSocketGone(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.onSocketGone(ws);
  }

  private async onSocketGone(ws: WebSocket): Promise<void> {
    this.lease.release(ws);
    // A newer link (the same node reconnecting, or a takeover) already holds the device.
    if (this.lease.holder()) return;
    this.rpc.failAll('the session-node link closed');
    const state = this.store.state();
    if (state.wanted && state.status !== 'LOGGED_OUT') {
      await this.applyStatus({ status: 'DISCONNECTED', reason: 'session-node-gone' });
    }
  }

  private async answer(frame: Extract<Frame, { t: 'req' }>): Promise<Frame> {
    try {
      switch (frame.method) {
        case 'report':
          await handleReport(
            { env: this.env, store: this.store, events: this.events, applyStatus: (data, key) => this.applyStatus(data, key) },
            reportSchema.parse(frame.params),
          );
          return { t: 'res', id: frame.id, ok: true, result: null };
        case 'auth.get': {
          const p = authGetParamsSchema.parse(frame.params);
          return { t: 'res', id: frame.id, ok: true, result: this.store.getKeys(p.type, p.ids) };
        }
        case 'auth.set':
          this.store.setKeys(authSetParamsSchema.parse(frame.params).data);
          return { t: 'res', id: frame.id, ok: true, result: null };
        case 'creds.set':
          this.store.saveCreds(credsSetParamsSchema.parse(frame.params).creds);
          return { t: 'res', id: frame.id, ok: true, result: null };
        default:
          return { t: 'res', id: frame.id, ok: false, error: { code: 'bad-request', message: `unknown method ${frame.method}` } };
      }
    } catch (error) {
      return { t: 'res', id: frame.id, ok: false, error: { code: 'bad-request', message: describe(error) } };
    }
  }

  /** Takes a status from the session (or the link's loss) and emits `device.status` when it changed. */
  private async applyStatus(event: StatusEvent, key: string = newId('evt')): Promise<void> {
    const before = this.store.state();
    if ((!before.wanted && event.status !== 'LOGGED_OUT') || (before.status === 'LOGGED_OUT' && event.status === 'LOGGED_OUT')) {
      this.events.taken(key);
      return;
    }
    if (event.status === 'LOGGED_OUT') {
      await this.loggedOut(event.reason ?? 'logged-out', key, true);
      return;
    }
    const after = this.store.update({
      status: event.status,
      qr: event.status === 'QR' ? (event.qr ?? before.qr) : null,
      pairingCode: event.status === 'CONNECTED' ? null : before.pairingCode,
      phoneNumber: event.phoneNumber ?? before.phoneNumber,
      reason: event.reason ?? null,
    });
    if (after.status !== before.status || after.phoneNumber !== before.phoneNumber) {
      await this.mirror({ status: after.status, phoneNumber: after.phoneNumber });
    }
    this.statusEvent(before, after, key);
  }

  private statusEvent(before: DeviceState, after: DeviceState, key: string): void {
    if (after.status === before.status) {
      this.events.taken(key);
      return;
    }
    this.events.emit(
      'device.status',
      { status: after.status, previousStatus: before.status, reason: after.reason, phoneNumber: after.phoneNumber },
      key,
      Date.now(),
    );
  }

  private async loggedOut(reason: string, key: string = newId('evt'), fromNode = false): Promise<void> {
    const before = this.store.state();
    this.store.eraseAuth();
    const after = this.store.update({ status: 'LOGGED_OUT', wanted: false, qr: null, pairingCode: null, reason });
    this.statusEvent(before, after, key);
    // A node reporting LOGGED_OUT is released after its report's answer (webSocketMessage).
    if (!fromNode) this.lease.closeAll(NODE_CLOSE_CODES.released, 'logged out');
    await this.mirror({ status: 'LOGGED_OUT', wanted: false });
    await this.refreshFleet();
  }

  /** Keeps the D1 row (used by lists and by the fleet) in step with the object. */
  private async mirror(patch: Partial<typeof schema.devices.$inferInsert>): Promise<void> {
    const info = this.store.state().info;
    if (!info) return;
    await getDb(this.env)
      .update(schema.devices)
      .set({ ...patch, updatedAt: Date.now() })
      .where(eq(schema.devices.id, info.id));
  }

  private async refreshFleet(): Promise<void> {
    await fleetStub(this.env).refresh();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
