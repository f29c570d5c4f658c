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
import type { BroadcastAnswer, BroadcastRequest } from '../broadcasts/device-broadcasts';
import { broadcasts } from '../broadcasts/tables';
import type { InboxAnswer, InboxCommand } from '../inbox/commands';
import { conversations } from '../inbox/tables';
import { deleteDeviceMedia } from '../media/media';
import type { MessageRow } from '../messages/records';
import type { SendInput } from '../messages/sender';
import { messages } from '../messages/tables';
import { fleetStub } from '../nodes/fleet';
import { completeEntry, type PendingLogEntry, REQUEST_LOG } from '../request-log/request-log';
import { HttpError } from '../shared/errors';
import { newId } from '../shared/ids';
import { migrateObject } from '../shared/object-migrations';
import type { WebhookConfig, WebhookPatch } from '../webhooks/config';
import { type NewWebhook, webhookNotFound } from '../webhooks/webhook-desk';
import { deleteDeviceWebhooks } from '../webhooks/webhooks';
import { DEVICE_MIGRATIONS } from './device-migrations';
import { type DeviceDeps, type DeviceParts, deviceParts, systemDeps } from './device-parts';
import { type DeviceIdentity, type DeviceState, type DeviceView, viewOf } from './device-state';
import type { Caller, Outcome } from './stub';
import { unknownDevice } from './stub';
import { devices } from './tables';

export type { DeviceDeps, DeviceView };
export { systemDeps };

/** The statuses that need a node holding the device; without one the device is DISCONNECTED. */
const LINKED_STATUSES = ['CONNECTING', 'QR', 'CONNECTED'] as const;

export class DeviceObject extends DurableObject<Env> {
  private readonly p: DeviceParts;

  constructor(ctx: DurableObjectState, env: Env, deps: DeviceDeps = systemDeps) {
    super(ctx, env);
    this.p = deviceParts(ctx, env, deps, () => this.botPort());
    // An object reached by an id nobody created stays without tables (see DeviceStateStore.exists).
    if (this.p.state.exists()) {
      this.createTables();
      this.noticeLostNode();
      // What an earlier instance left to do (D1 copies, deliveries) is under an alarm again.
      void this.p.alarms.rearm();
    }
  }

  /**
   * A new instance (after a restart or a deploy) may find its state saying CONNECTED while no node's
   * socket survived: the node's link closed with the old instance, and no close reached this one.
   * The device is DISCONNECTED then, and that change is an event like any other.
   */
  private noticeLostNode(): void {
    const s = this.p.state.get();
    if (!s.wanted || this.p.link.held() || !(LINKED_STATUSES as readonly string[]).includes(s.status)) return;
    this.p.lifecycle.apply({ status: 'DISCONNECTED', reason: 'session-node-gone' }, newId('evt'), this.p.clock.now());
    void this.ctx.blockConcurrencyWhile(() => this.p.followUp.run());
  }

  private createTables(): void {
    // Once per object and version: a start of an object already up to date writes no schema.
    migrateObject(this.ctx.storage, DEVICE_MIGRATIONS);
    this.p.dispatcher.recover();
    // Sends an earlier instance left unanswered past the hard limit end FAILED now (younger ones wait for the alarm).
    this.p.sender.wake();
  }

  /** The device's state when it exists for `caller`, else null (another workspace's device is unknown too). */
  private guard(caller: Caller): DeviceState | null {
    if (!this.p.state.exists()) return null;
    const s = this.p.state.get();
    if (!s.info || (caller !== null && s.info.workspaceId !== caller)) return null;
    return s;
  }

  private sessionDevice(s: DeviceState & { info: DeviceIdentity }): SessionDevice {
    return { id: s.info.id, name: s.info.name, sessionId: s.sessionId };
  }

  // Lifecycle

  /** Called once, when the device is created: linking starts at once. */
  async create(info: { id: string; workspaceId: string; name: string }): Promise<DeviceView> {
    if (!this.p.state.exists()) {
      this.createTables();
      this.p.lifecycle.create({ ...info, createdAt: this.p.clock.now() }, this.p.clock.now());
      await this.p.followUp.run();
    }
    return viewOf(this.p.state.get());
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
    if (!this.p.link.held())
      return { ok: false, status: 409, message: 'no session-node holds this device yet; try again in a few seconds' };
    try {
      const { code } = await this.p.link.node.call('pairingCode', { phoneNumber }, 30_000);
      this.p.lifecycle.pairingCode(code);
      return { ok: true, value: { code } };
    } catch (error) {
      return { ok: false, status: error instanceof RpcError && error.code === 'timeout' ? 504 : 502, message: errorMessage(error) };
    }
  }

  /** Unlinks the device: the session logs out, the login is erased, no node holds it any more. */
  async logout(caller: Caller): Promise<Outcome<DeviceView>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    if (this.p.link.held()) {
      await this.p.link.node.call('logout', {}, 10_000).catch(() => {
        // Best effort: the login is erased below whatever the messaging server said.
      });
    }
    this.p.lifecycle.loggedOut('logout', newId('evt'), this.p.clock.now());
    this.p.link.release('logged out');
    await this.p.followUp.run();
    return { ok: true, value: viewOf(this.p.state.get()) };
  }

  /** Starts linking again after a logout; a new sessionId is issued. */
  async relink(caller: Caller): Promise<Outcome<DeviceView>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    if (this.p.lifecycle.relink(this.p.clock.now())) await this.p.followUp.run();
    return { ok: true, value: viewOf(this.p.state.get()) };
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
    this.p.link.release('device deleted');
    this.p.watchers.closeAll('device deleted');
    const db = this.p.db;
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
    this.p.state.forget();
    await fleetStub(this.env).refresh();
    return { ok: true, value: null };
  }

  // Messages

  /** `log`: the request's entry, written here with the status answered (`201` when sent). */
  async send(caller: Caller, input: SendInput, log: PendingLogEntry | null = null): Promise<Outcome<MessageRow>> {
    const refused = await this.keyRefused(log);
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const outcome = refused ?? this.notConnected(s) ?? (await this.p.sender.send(s.info, input));
    return this.withLog(outcome, log, s.info.id);
  }

  /** A revocation of one of the workspace's API keys, told before the revocation answers. */
  async keyRevoked(keyId: string): Promise<void> {
    this.p.revokedKeys.tell(keyId);
  }

  /** The request's API key was revoked (the worker took it without reading D1: it is checked here). */
  private async keyRefused(log: PendingLogEntry | null): Promise<Outcome<never> | null> {
    if (!log || !(await this.p.revokedKeys.revoked(log.workspaceId, log.keyId))) return null;
    return { ok: false, status: 401, message: 'the API key is invalid or has been revoked' };
  }

  /** A record of this device, for the caller's workspace. */
  async record(caller: Caller, id: string): Promise<Outcome<MessageRow>> {
    const s = this.guard(caller);
    const row = s?.info ? this.p.records.get(id, s.info) : null;
    return row ? { ok: true, value: row } : { ok: false, status: 404, message: `record ${id} not found` };
  }

  async react(caller: Caller, messageId: string, emoji: string, log: PendingLogEntry | null = null): Promise<Outcome<{ id: string }>> {
    const refused = await this.keyRefused(log);
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const outcome = refused ?? this.notConnected(s) ?? (await this.p.sender.react(messageId, emoji));
    return this.withLog(outcome, log, s.info.id);
  }

  /** Writes the request's log entry with this answer among the object's D1 copies (one write for many requests). */
  private withLog<T>(outcome: Outcome<T>, log: PendingLogEntry | null, deviceId: string): Outcome<T> {
    if (!log) return outcome;
    const id = newId('req');
    this.p.mirror.mark(REQUEST_LOG, id, { id, ...completeEntry(log, outcome.ok ? 201 : outcome.status, deviceId) });
    this.p.followUp.soon();
    return { ...outcome, logged: true };
  }

  // The team inbox and the chatbot (inbox/, chatbot/)

  async inbox(caller: Caller, command: InboxCommand): Promise<Outcome<InboxAnswer>> {
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const info = s.info;
    const outcome = await this.p.desk.run(command, {
      info,
      device: this.sessionDevice({ ...s, info }),
      send: async (input) => this.notConnected(this.p.state.get()) ?? this.p.sender.send(info, input),
      react: async (messageId, emoji) => this.notConnected(this.p.state.get()) ?? this.p.sender.react(messageId, emoji),
    });
    await this.p.followUp.run();
    return outcome;
  }

  /** The sender, for the chatbot, while the device can send. */
  private botPort() {
    const s = this.guard(null);
    if (!s?.info || this.notConnected(s)) return null;
    const info = s.info;
    return { info, send: (input: SendInput, recorded: (recordId: string) => void) => this.p.sender.send(info, input, recorded) };
  }

  // Broadcasts (broadcasts/)

  async broadcasts(caller: Caller, request: BroadcastRequest): Promise<Outcome<BroadcastAnswer>> {
    const s = this.guard(caller);
    if (!s?.info) return unknownDevice(this.ctx.id.name ?? '');
    const outcome = this.p.campaigns.handle(s.info, request);
    await this.p.followUp.run();
    return outcome;
  }

  private notConnected(s: DeviceState): Outcome<never> | null {
    if (s.status === 'CONNECTED' && this.p.link.held()) return null;
    return { ok: false, status: 409, message: `device is not connected (status ${s.status})` };
  }

  // Events and webhooks

  /** Events after `after`, oldest first, as the webhook bodies (for receivers catching up). */
  async eventsAfter(caller: Caller, after: number, limit: number): Promise<Outcome<{ seq: number; body: string }[]>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    return { ok: true, value: this.p.log.after(after, limit).map((e) => ({ seq: e.seq, body: e.body })) };
  }

  async listWebhooks(caller: Caller): Promise<Outcome<WebhookConfig[]>> {
    return this.guard(caller) ? this.p.hookDesk.list() : unknownDevice(this.ctx.id.name ?? '');
  }

  async createWebhook(caller: Caller, hook: NewWebhook): Promise<Outcome<WebhookConfig>> {
    return this.guard(caller) ? this.p.hookDesk.create(hook) : unknownDevice(this.ctx.id.name ?? '');
  }

  async changeWebhook(caller: Caller, id: string, patch: WebhookPatch): Promise<Outcome<WebhookConfig>> {
    return this.guard(caller) ? this.p.hookDesk.change(id, patch) : webhookNotFound(id);
  }

  async removeWebhook(caller: Caller, id: string): Promise<Outcome<null>> {
    return this.guard(caller) ? this.p.hookDesk.remove(id) : webhookNotFound(id);
  }

  async sendTestEvent(caller: Caller, webhookId: string): Promise<Outcome<{ eventId: string; deliveryId: string }>> {
    const s = this.guard(caller);
    return s?.info ? this.p.hookDesk.sendTestEvent(this.sessionDevice({ ...s, info: s.info }), webhookId) : webhookNotFound(webhookId);
  }

  async resend(caller: Caller, deliveryId: string): Promise<Outcome<{ id: string }>> {
    return this.guard(caller)
      ? this.p.hookDesk.resend(deliveryId)
      : { ok: false, status: 404, message: `delivery ${deliveryId} not found` };
  }

  // The platform's entry points

  async alarm(): Promise<void> {
    if (this.p.state.exists()) await this.p.alarms.run();
  }

  /**
   * A WebSocket upgrade: a session-node's link (`/node/devices/:id/ws?nodeId=`), or a dashboard page
   * watching the device (`…/live`, forwarded by the dashboard with the viewer's workspace).
   */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/live')) {
      const watcher = this.guard(request.headers.get('X-Kurir-Workspace'));
      return watcher ? this.p.watchers.accept() : refusal(404, 'unknown device');
    }
    const nodeId = url.searchParams.get('nodeId') ?? '';
    const s = this.guard(null);
    if (!s?.info) return refusal(404, 'unknown device');
    if (!s.wanted) return refusal(409, 'device is logged out');
    const response = this.p.link.accept(nodeId, { device: this.sessionDevice({ ...s, info: s.info }), creds: this.p.login.creds() });
    if (response.status !== 101) return refusal(response.status as 409, await response.text());
    // A node (re)linking is also a good moment to send what fell due while the object slept.
    this.ctx.waitUntil(this.p.followUp.run());
    return response;
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // A watcher only listens (its pings are answered by the runtime).
    if (this.p.watchers.owns(ws)) return;
    await this.p.link.receive(ws, message);
    if (this.p.state.exists() && !this.p.state.get().wanted) this.p.link.release('logged out');
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    await this.onSocketGone(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.onSocketGone(ws);
  }

  private async onSocketGone(ws: WebSocket): Promise<void> {
    if (this.p.watchers.owns(ws)) return;
    // A newer link (the same node reconnecting, or a takeover) may already hold the device.
    if (!this.p.link.gone(ws)) return;
    const s = this.guard(null);
    if (!s?.wanted || s.status === 'LOGGED_OUT') return;
    this.p.lifecycle.apply({ status: 'DISCONNECTED', reason: 'session-node-gone' }, newId('evt'), this.p.clock.now());
    await this.p.followUp.run();
  }
}

function refusal(status: 404 | 409, message: string): Response {
  return Response.json(new HttpError(status, message).body(), { status });
}
