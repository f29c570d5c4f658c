/**
 * One Durable Object per device, composed of its features' parts: its state and status machine
 * (devices/), its login (devices/), the link to the one session-node that holds it (nodes/), the
 * messages it keeps and its sends (messages/), its event log and outbox (events/), its webhooks
 * and their dispatcher (webhooks/), and the D1 copies of all of it (shared/d1-mirror). Routes call
 * its RPC methods, each given the caller's workspace (null for the operator); `fetch` only accepts a
 * node's WebSocket (the worker checked NODE_TOKEN before forwarding the upgrade).
 */
import { DurableObject } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { errorMessage, RpcError, type SessionDevice } from '../../protocol';
import type { BroadcastAnswer, BroadcastRequest, DeviceBroadcasts } from '../broadcasts/device-broadcasts';
import { deviceBroadcasts } from '../broadcasts/device-part';
import { broadcasts } from '../broadcasts/tables';
import { contactInboundMirror } from '../contacts/contact-mirror';
import { EventLog } from '../events/event-log';
import { Outbox } from '../events/outbox';
import type { InboxAnswer, InboxCommand } from '../inbox/commands';
import { InboxDesk } from '../inbox/desk';
import { conversations } from '../inbox/tables';
import { deleteDeviceMedia } from '../media/media';
import { MessageReports } from '../messages/message-reports';
import { MessageStore } from '../messages/message-store';
import { RecordStore } from '../messages/record-store';
import type { MessageRow } from '../messages/records';
import { recordsMirror } from '../messages/records-mirror';
import { SEND_HARD_LIMIT_MS, Sender, type SendInput } from '../messages/sender';
import { messages } from '../messages/tables';
import { fleetStub } from '../nodes/fleet';
import { NodeLink } from '../nodes/node-link';
import { completeEntry, type PendingLogEntry, REQUEST_LOG, requestLogMirror } from '../request-log/request-log';
import { Alarms } from '../shared/alarms';
import { D1Mirror } from '../shared/d1-mirror';
import { type Db, getDb } from '../shared/db';
import { HttpError } from '../shared/errors';
import { FollowUp } from '../shared/follow-up';
import { newId } from '../shared/ids';
import { countingD1 } from '../shared/io-counts';
import { type Clock, systemClock } from '../shared/time';
import type { TcpProbe } from '../webhooks/attempt-error';
import { MAX_WEBHOOKS_PER_DEVICE, patchWebhook, type WebhookConfig, type WebhookFrom, type WebhookPatch } from '../webhooks/config';
import { WebhookDispatcher } from '../webhooks/dispatcher';
import { recordTestEvent } from '../webhooks/test-event';
import { webhookMirrors } from '../webhooks/webhook-mirror';
import { webhookStart } from '../webhooks/webhook-start';
import { WebhookStore } from '../webhooks/webhook-store';
import { deleteDeviceWebhooks } from '../webhooks/webhooks';
import { DeviceLifecycle } from './device-lifecycle';
import { deviceMirrors } from './device-mirror';
import { type DeviceIdentity, type DeviceState, DeviceStateStore, type DeviceView, viewOf } from './device-state';
import { LoginStore } from './login-store';
import { SessionReports } from './session-reports';
import type { Caller, Outcome } from './stub';
import { unknownDevice } from './stub';
import { devices } from './tables';
import { Watchers } from './watchers';

export type { DeviceView };

/** What the object takes from outside besides its platform: the clock it reads and waits on, and how it reaches webhooks. */
/** `probe`: a stand-in for the TCP probe that names a failed webhook attempt's cause (tests). */
export type DeviceDeps = { clock: Clock; fetch: typeof fetch; probe?: TcpProbe };

/** The statuses that need a node holding the device; without one the device is DISCONNECTED. */
const LINKED_STATUSES = ['CONNECTING', 'QR', 'CONNECTED'] as const;

export const systemDeps: DeviceDeps = { clock: systemClock, fetch: (input, init) => fetch(input, init) };

export class DeviceObject extends DurableObject<Env> {
  private readonly clock: Clock;
  private readonly db: Db;
  private readonly state: DeviceStateStore;
  private readonly login: LoginStore;
  private readonly log: EventLog;
  private readonly webhooks: WebhookStore;
  private readonly messages: MessageStore;
  private readonly records: RecordStore;
  private readonly mirror: D1Mirror;
  private readonly alarms: Alarms;
  private readonly dispatcher: WebhookDispatcher;
  private readonly followUp: FollowUp;
  private readonly lifecycle: DeviceLifecycle;
  private readonly link: NodeLink;
  private readonly sender: Sender;
  private readonly watchers: Watchers;
  private readonly desk: InboxDesk;
  private readonly campaigns: DeviceBroadcasts;

  constructor(ctx: DurableObjectState, env: Env, deps: DeviceDeps = systemDeps) {
    super(ctx, env);
    const { storage } = ctx;
    const db = getDb(env);
    this.db = db;
    this.clock = deps.clock;
    this.state = new DeviceStateStore(storage);
    this.login = new LoginStore(storage);
    this.log = new EventLog(storage);
    this.messages = new MessageStore(storage);
    const d1 = countingD1(env.DB);
    this.mirror = new D1Mirror(storage, d1, deps.clock);
    this.webhooks = new WebhookStore(storage, this.mirror);
    this.records = new RecordStore(storage, this.mirror);
    this.alarms = new Alarms(storage);
    this.watchers = new Watchers(ctx);
    this.dispatcher = new WebhookDispatcher({
      ctx,
      store: this.webhooks,
      log: this.log,
      mirror: this.mirror,
      alarms: this.alarms,
      clock: deps.clock,
      fetch: deps.fetch,
      probe: deps.probe,
      watchers: this.watchers,
      timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS) || 10_000,
    });
    this.mirror.own(
      ...deviceMirrors(d1, this.state, fleetStub(env)),
      ...webhookMirrors(d1, this.state, this.webhooks, this.log),
      recordsMirror(d1, this.state, this.records),
      contactInboundMirror(d1, () => this.state.get().info?.workspaceId ?? null),
      requestLogMirror(d1),
    );
    this.followUp = new FollowUp(
      [this.dispatcher, { pump: () => this.desk.pump() }, { pump: () => this.campaigns.pump() }],
      this.mirror,
      this.alarms,
    );
    const outbox = new Outbox(storage, this.log, this.webhooks, this.watchers);
    this.desk = new InboxDesk({
      storage,
      mirror: this.mirror,
      outbox,
      watchers: this.watchers,
      records: this.records,
      state: this.state,
      clock: deps.clock,
      port: () => this.botPort(),
    });
    this.mirror.own(...this.desk.mirrors(d1));
    this.lifecycle = new DeviceLifecycle(this.state, this.login, outbox, this.log, this.mirror, this.watchers);
    const reports = new SessionReports({
      state: this.state,
      log: this.log,
      lifecycle: this.lifecycle,
      messages: new MessageReports(storage, this.messages, this.records, outbox, this.log, (r, context) => this.desk.inbound(r, context)),
      outbox,
      followUp: this.followUp,
      clock: deps.clock,
    });
    this.link = new NodeLink(ctx, { ...this.login.handlers, reports: reports.handle }, deps.clock.after);
    this.sender = new Sender({
      storage,
      clock: deps.clock,
      store: this.messages,
      records: this.records,
      node: this.link.node,
      followUp: this.followUp,
      timeoutMs: Number(env.SEND_TIMEOUT_MS) || 15_000,
      hardLimitMs: Number(env.SEND_HARD_LIMIT_MS) || SEND_HARD_LIMIT_MS,
    });
    this.campaigns = deviceBroadcasts({
      ctx,
      db,
      d1,
      state: this.state,
      held: () => this.link.held(),
      sender: this.sender,
      records: this.records,
      outbox,
      watchers: this.watchers,
      mirror: this.mirror,
      clock: deps.clock,
      changed: () => this.followUp.run(),
    });
    this.alarms.watch(this.dispatcher, this.mirror, this.sender, this.desk, this.campaigns);
    // An object reached by an id nobody created stays without tables (see DeviceStateStore.exists).
    if (this.state.exists()) {
      this.createTables();
      this.noticeLostNode();
      // What an earlier instance left to do (D1 copies, deliveries) is under an alarm again.
      void this.alarms.rearm();
    }
  }

  /**
   * A new instance (after a restart or a deploy) may find its state saying CONNECTED while no node's
   * socket survived: the node's link closed with the old instance, and no close reached this one.
   * The device is DISCONNECTED then, and that change is an event like any other.
   */
  private noticeLostNode(): void {
    const s = this.state.get();
    if (!s.wanted || this.link.held() || !(LINKED_STATUSES as readonly string[]).includes(s.status)) return;
    this.lifecycle.apply({ status: 'DISCONNECTED', reason: 'session-node-gone' }, newId('evt'), this.clock.now());
    void this.ctx.blockConcurrencyWhile(() => this.followUp.run());
  }

  private createTables(): void {
    for (const part of [
      this.state,
      this.login,
      this.log,
      this.messages,
      this.records,
      this.webhooks,
      this.mirror,
      this.desk,
      this.campaigns,
    ])
      part.createTables();
    this.dispatcher.recover();
    // Sends an earlier instance left unanswered past the hard limit end FAILED now (younger ones wait for the alarm).
    this.sender.wake();
  }

  /** The device's state when it exists for `caller`, else null (another workspace's device is unknown too). */
  private guard(caller: Caller): DeviceState | null {
    if (!this.state.exists()) return null;
    const s = this.state.get();
    if (!s.info || (caller !== null && s.info.workspaceId !== caller)) return null;
    return s;
  }

  private sessionDevice(s: DeviceState & { info: DeviceIdentity }): SessionDevice {
    return { id: s.info.id, name: s.info.name, sessionId: s.sessionId };
  }

  // Lifecycle

  /** Called once, when the device is created: linking starts at once. */
  async create(info: { id: string; workspaceId: string; name: string }): Promise<DeviceView> {
    if (!this.state.exists()) {
      this.createTables();
      this.lifecycle.create({ ...info, createdAt: this.clock.now() }, this.clock.now());
      await this.followUp.run();
    }
    return viewOf(this.state.get());
  }

  async view(caller: Caller): Promise<Outcome<DeviceView>> {
    const s = this.guard(caller);
    if (!s) return unknownDevice(this.ctx.id.name ?? '');
    return { ok: true, value: viewOf(s) };
  }

  async requestPairingCode(caller: Caller, phoneNumber: string): Promise<Outcome<{ code: string }>> {
    const s = this.guard(caller);
    if (!s) return unknownDevice(this.ctx.id.name ?? '');
    if (s.status === 'CONNECTED') return { ok: false, status: 409, message: 'device is already linked' };
    if (!s.wanted) return { ok: false, status: 409, message: 'device is logged out; call connect first' };
    if (!this.link.held()) return { ok: false, status: 409, message: 'no session-node holds this device yet; try again in a few seconds' };
    try {
      const { code } = await this.link.node.call('pairingCode', { phoneNumber }, 30_000);
      this.lifecycle.pairingCode(code);
      return { ok: true, value: { code } };
    } catch (error) {
      return { ok: false, status: error instanceof RpcError && error.code === 'timeout' ? 504 : 502, message: errorMessage(error) };
    }
  }

  /** Unlinks the device: the session logs out, the login is erased, no node holds it any more. */
  async logout(caller: Caller): Promise<Outcome<DeviceView>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    if (this.link.held()) {
      await this.link.node.call('logout', {}, 10_000).catch(() => {
        // Best effort: the login is erased below whatever the messaging server said.
      });
    }
    this.lifecycle.loggedOut('logout', newId('evt'), this.clock.now());
    this.link.release('logged out');
    await this.followUp.run();
    return { ok: true, value: viewOf(this.state.get()) };
  }

  /** Starts linking again after a logout; a new sessionId is issued. */
  async relink(caller: Caller): Promise<Outcome<DeviceView>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    if (this.lifecycle.relink(this.clock.now())) await this.followUp.run();
    return { ok: true, value: viewOf(this.state.get()) };
  }

  /**
   * Removes the device and all it owned: its session, its D1 rows (device, webhooks, delivery
   * history, message records, conversations, broadcasts), its media, and then itself with its
   * events. The request log keeps its entries: they are the API keys' history.
   */
  async destroy(caller: Caller): Promise<Outcome<null>> {
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const { id } = s.info;
    this.link.release('device deleted');
    this.watchers.closeAll('device deleted');
    const db = this.db;
    try {
      await db.batch([
        db.delete(devices).where(eq(devices.id, id)),
        ...deleteDeviceWebhooks(db, id),
        db.delete(broadcasts).where(eq(broadcasts.deviceId, id)),
        db.delete(messages).where(eq(messages.deviceId, id)),
        db.delete(conversations).where(eq(conversations.deviceId, id)),
      ]);
      await deleteDeviceMedia(this.env.MEDIA, id);
    } catch (error) {
      console.error(`deleting device ${id} failed`, error);
      return { ok: false, status: 503, message: 'the device could not be deleted completely; try again' };
    }
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.state.forget();
    await fleetStub(this.env).refresh();
    return { ok: true, value: null };
  }

  // Messages

  /** `log`: the request's entry, written here with the status answered (`201` when sent). */
  async send(caller: Caller, input: SendInput, log: PendingLogEntry | null = null): Promise<Outcome<MessageRow>> {
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const outcome = this.notConnected(s) ?? (await this.sender.send(s.info, input));
    return this.withLog(outcome, log, s.info.id);
  }

  /** A record of this device, for the caller's workspace. */
  async record(caller: Caller, id: string): Promise<Outcome<MessageRow>> {
    const s = this.guard(caller);
    const row = s?.info ? this.records.get(id, s.info) : null;
    return row ? { ok: true, value: row } : { ok: false, status: 404, message: `record ${id} not found` };
  }

  async react(caller: Caller, messageId: string, emoji: string, log: PendingLogEntry | null = null): Promise<Outcome<{ id: string }>> {
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const outcome = this.notConnected(s) ?? (await this.sender.react(messageId, emoji));
    return this.withLog(outcome, log, s.info.id);
  }

  /** Writes the request's log entry with this answer among the object's D1 copies (one write for many requests). */
  private withLog<T>(outcome: Outcome<T>, log: PendingLogEntry | null, deviceId: string): Outcome<T> {
    if (!log) return outcome;
    const id = newId('req');
    this.mirror.mark(REQUEST_LOG, id, { id, ...completeEntry(log, outcome.ok ? 201 : outcome.status, deviceId) });
    this.followUp.soon();
    return { ...outcome, logged: true };
  }

  // The team inbox and the chatbot (inbox/, chatbot/)

  async inbox(caller: Caller, command: InboxCommand): Promise<Outcome<InboxAnswer>> {
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const info = s.info;
    const outcome = await this.desk.run(command, {
      info,
      device: this.sessionDevice({ ...s, info }),
      send: async (input) => this.notConnected(this.state.get()) ?? this.sender.send(info, input),
      react: async (messageId, emoji) => this.notConnected(this.state.get()) ?? this.sender.react(messageId, emoji),
    });
    await this.followUp.run();
    return outcome;
  }

  /** The sender, for the chatbot, while the device can send. */
  private botPort() {
    const s = this.guard(null);
    if (!s?.info || this.notConnected(s)) return null;
    const info = s.info;
    return { info, send: (input: SendInput, recorded: (recordId: string) => void) => this.sender.send(info, input, recorded) };
  }

  // Broadcasts (broadcasts/)

  async broadcasts(caller: Caller, request: BroadcastRequest): Promise<Outcome<BroadcastAnswer>> {
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const outcome = this.campaigns.handle(s.info, request);
    await this.followUp.run();
    return outcome;
  }

  private notConnected(s: DeviceState): Outcome<never> | null {
    if (s.status === 'CONNECTED' && this.link.held()) return null;
    return { ok: false, status: 409, message: `device is not connected (status ${s.status})` };
  }

  // Events and webhooks

  /** Events after `after`, oldest first, as the webhook bodies (for receivers catching up). */
  async eventsAfter(caller: Caller, after: number, limit: number): Promise<Outcome<{ seq: number; body: string }[]>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    return { ok: true, value: this.log.after(after, limit).map((e) => ({ seq: e.seq, body: e.body })) };
  }

  async listWebhooks(caller: Caller): Promise<Outcome<WebhookConfig[]>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    return { ok: true, value: this.webhooks.listWebhooks() };
  }

  /**
   * A new webhook, starting at the device's next event (`from: "now"`), or replaying the kept
   * events of its kinds from a past `seq` first, queued in order with it.
   */
  async createWebhook(
    caller: Caller,
    { from = 'now', ...hook }: Omit<WebhookConfig, 'id' | 'fromSeq' | 'createdAt' | 'updatedAt'> & { from?: WebhookFrom },
  ): Promise<Outcome<WebhookConfig>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    if (this.webhooks.listWebhooks().length >= MAX_WEBHOOKS_PER_DEVICE) {
      return { ok: false, status: 409, message: `a device has at most ${MAX_WEBHOOKS_PER_DEVICE} webhooks; remove one first` };
    }
    const start = webhookStart(this.log, from, hook);
    if (!start.ok) return start;
    const now = this.clock.now();
    const created: WebhookConfig = { ...hook, id: newId('whk'), fromSeq: start.value.fromSeq, createdAt: now, updatedAt: now };
    this.webhooks.putWebhook(created, start.value.replay, now);
    await this.followUp.run();
    return { ok: true, value: created };
  }

  async changeWebhook(caller: Caller, id: string, patch: WebhookPatch): Promise<Outcome<WebhookConfig>> {
    const current = this.guard(caller) ? this.webhooks.getWebhook(id) : null;
    if (!current) return { ok: false, status: 404, message: `webhook ${id} not found` };
    const next = patchWebhook(current, patch, this.clock.now());
    this.webhooks.putWebhook(next);
    await this.followUp.run();
    return { ok: true, value: next };
  }

  async removeWebhook(caller: Caller, id: string): Promise<Outcome<null>> {
    if (!this.guard(caller) || !this.webhooks.getWebhook(id)) return { ok: false, status: 404, message: `webhook ${id} not found` };
    this.webhooks.deleteWebhook(id, this.clock.now());
    await this.followUp.run();
    return { ok: true, value: null };
  }

  /** A `webhook.test` event delivered to this one webhook only (the dashboard's "Send test event"). */
  async sendTestEvent(caller: Caller, webhookId: string): Promise<Outcome<{ eventId: string; deliveryId: string }>> {
    const s = this.guard(caller);
    if (!s?.info || !this.webhooks.getWebhook(webhookId)) return { ok: false, status: 404, message: `webhook ${webhookId} not found` };
    const parts = { storage: this.ctx.storage, log: this.log, webhooks: this.webhooks, watchers: this.watchers };
    const made = recordTestEvent(parts, this.sessionDevice({ ...s, info: s.info }), webhookId, this.clock.now());
    await this.followUp.run();
    return { ok: true, value: made };
  }

  /** Sends a delivery's event again, to the same webhook, as a new delivery. */
  async resend(caller: Caller, deliveryId: string): Promise<Outcome<{ id: string }>> {
    const original = this.guard(caller) ? this.webhooks.delivery(deliveryId) : null;
    if (!original) return { ok: false, status: 404, message: `delivery ${deliveryId} not found` };
    if (!this.webhooks.getWebhook(original.webhook_id))
      return { ok: false, status: 409, message: 'the webhook of this delivery was removed' };
    if (!this.log.get(original.event_seq)) return { ok: false, status: 409, message: 'the event of this delivery is no longer kept' };
    const id = this.webhooks.resend(original, this.clock.now());
    await this.followUp.run();
    return { ok: true, value: { id } };
  }

  // The platform's entry points

  async alarm(): Promise<void> {
    if (this.state.exists()) await this.alarms.run();
  }

  /**
   * A WebSocket upgrade: a session-node's link (`/node/devices/:id/ws?nodeId=`), or a dashboard page
   * watching the device (`…/live`, forwarded by the dashboard with the viewer's workspace).
   */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/live')) {
      const watcher = this.guard(request.headers.get('X-Kurir-Workspace'));
      return watcher ? this.watchers.accept() : refusal(404, 'unknown device');
    }
    const nodeId = url.searchParams.get('nodeId') ?? '';
    const s = this.guard(null);
    if (!s?.info) return refusal(404, 'unknown device');
    if (!s.wanted) return refusal(409, 'device is logged out');
    const response = this.link.accept(nodeId, { device: this.sessionDevice({ ...s, info: s.info }), creds: this.login.creds() });
    if (response.status !== 101) return refusal(response.status as 409, await response.text());
    // A node (re)linking is also a good moment to send what fell due while the object slept.
    this.ctx.waitUntil(this.followUp.run());
    return response;
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // A watcher only listens (its pings are answered by the runtime).
    if (this.watchers.owns(ws)) return;
    await this.link.receive(ws, message);
    if (this.state.exists() && !this.state.get().wanted) this.link.release('logged out');
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    await this.onSocketGone(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.onSocketGone(ws);
  }

  private async onSocketGone(ws: WebSocket): Promise<void> {
    if (this.watchers.owns(ws)) return;
    // A newer link (the same node reconnecting, or a takeover) may already hold the device.
    if (!this.link.gone(ws)) return;
    const s = this.guard(null);
    if (!s?.wanted || s.status === 'LOGGED_OUT') return;
    this.lifecycle.apply({ status: 'DISCONNECTED', reason: 'session-node-gone' }, newId('evt'), this.clock.now());
    await this.followUp.run();
  }
}

function refusal(status: 404 | 409, message: string): Response {
  return Response.json(new HttpError(status, message).body(), { status });
}
