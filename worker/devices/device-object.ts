/**
 * One Durable Object per device, composed of its features' parts (`device-parts.ts`): its state
 * and status machine (devices/), its login (devices/), the link to the one session-node that holds
 * it (nodes/), the messages it keeps and its sends (messages/), its event log and outbox (events/),
 * its webhooks and their dispatcher (webhooks/), its team's tools (inbox/, chatbot/, broadcasts/;
 * their methods in `device-team-rpc.ts`), and the D1 copies of all of it (shared/d1-mirror). Routes
 * call its RPC methods, one per action, each given the caller's workspace (null for the operator);
 * `fetch` only accepts a node's WebSocket (the worker checked NODE_TOKEN before forwarding the
 * upgrade) or a dashboard page watching the device.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_HISTORY_DAYS, errorMessage, RpcError } from '../../protocol';
import { messageTranscripts } from '../assistant/tables';
import { broadcasts } from '../broadcasts/tables';
import { conversations } from '../inbox/tables';
import { type DeviceView, viewOf } from '../kernel/device-state';
import { devices } from '../kernel/tables';
import { deleteDeviceMedia } from '../media/media';
import type { SendInput } from '../messages/messages-part';
import type { MessageRow } from '../messages/records';
import { messages } from '../messages/tables';
import { fleetStub } from '../nodes/fleet';
import { completeEntry, type PendingLogEntry, REQUEST_LOG } from '../request-log/request-log';
import { HttpError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { Caller, Outcome } from '../shared/outcome';
import { unknownDevice } from '../shared/outcome';
import type { WebhookConfig, WebhookPatch } from '../webhooks/config';
import type { WebhookHealth } from '../webhooks/webhook-health';
import { deleteDeviceWebhooks } from '../webhooks/webhooks';
import { type NewWebhook, type Reader, webhookNotFound } from '../webhooks/webhooks-part';
import { DeviceMessageRpc } from './device-message-rpc';
import type { DeviceDeps } from './device-parts';
import { systemDeps } from './device-parts';

export type { DeviceDeps, DeviceView };
export { systemDeps };

export class DeviceObject extends DeviceMessageRpc {
  // Lifecycle

  /** Called once, when the device is created: linking starts at once. */
  async create(info: { id: string; workspaceId: string; name: string }): Promise<DeviceView> {
    if (!this.p.state.exists()) {
      this.resume();
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

  /** Asks the session to try connecting now rather than at the end of its wait (the dashboard's "Try again now"). */
  async reconnectNow(caller: Caller): Promise<Outcome<DeviceView>> {
    const s = this.guard(caller);
    if (!s) return unknownDevice(this.ctx.id.name ?? '');
    if (s.status === 'CONNECTED') return { ok: false, status: 409, message: 'device is already connected' };
    if (!s.wanted) return { ok: false, status: 409, message: 'device is logged out; call connect first' };
    if (!this.p.link.held())
      return { ok: false, status: 409, message: 'no session-node holds this device yet; try again in a few seconds' };
    try {
      await this.p.link.node.call('reconnect', {}, 10_000);
    } catch (error) {
      return { ok: false, status: error instanceof RpcError && error.code === 'timeout' ? 504 : 502, message: errorMessage(error) };
    }
    return { ok: true, value: viewOf(this.p.state.get()) };
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
        db.delete(messageTranscripts).where(eq(messageTranscripts.deviceId, id)),
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
    const { sendAt } = input;
    // A scheduled message is taken whatever the device's status: it goes when the device can send.
    const outcome =
      refused ??
      (sendAt !== undefined
        ? await this.p.scheduled.schedule(s.info, { ...input, sendAt })
        : (this.p.gate.refusal(s) ?? (await this.p.messages.send(s.info, input))));
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
    const outcome = refused ?? this.p.gate.refusal(s) ?? (await this.p.messages.react(messageId, emoji));
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

  // Events and webhooks

  /** Events after `after`, oldest first, as the webhook bodies (for receivers catching up). */
  async eventsAfter(caller: Caller, after: number, limit: number): Promise<Outcome<{ seq: number; body: string }[]>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    return { ok: true, value: this.p.log.after(after, limit).map((e) => ({ seq: e.seq, body: e.body })) };
  }

  async listWebhooks(caller: Caller): Promise<Outcome<WebhookConfig[]>> {
    return this.guard(caller) ? this.p.webhooks.list() : unknownDevice(this.ctx.id.name ?? '');
  }

  async webhookHealth(caller: Caller): Promise<Outcome<Record<string, WebhookHealth>>> {
    return this.guard(caller) ? this.p.webhooks.health() : unknownDevice(this.ctx.id.name ?? '');
  }

  /** `reader`: the scopes of the API key asking, which must let it read the webhook's events (`Reader`). */
  async createWebhook(caller: Caller, hook: NewWebhook, reader: Reader = null): Promise<Outcome<WebhookConfig>> {
    return this.guard(caller) ? this.p.webhooks.create(hook, reader) : unknownDevice(this.ctx.id.name ?? '');
  }

  async changeWebhook(caller: Caller, id: string, patch: WebhookPatch, reader: Reader = null): Promise<Outcome<WebhookConfig>> {
    return this.guard(caller) ? this.p.webhooks.change(id, patch, reader) : webhookNotFound(id);
  }

  async removeWebhook(caller: Caller, id: string, reader: Reader = null): Promise<Outcome<null>> {
    return this.guard(caller) ? this.p.webhooks.remove(id, reader) : webhookNotFound(id);
  }

  async sendTestEvent(caller: Caller, webhookId: string): Promise<Outcome<{ eventId: string; deliveryId: string }>> {
    const s = this.guard(caller);
    return s?.info ? this.p.webhooks.sendTestEvent(this.sessionDevice({ ...s, info: s.info }), webhookId) : webhookNotFound(webhookId);
  }

  async resend(caller: Caller, deliveryId: string, reader: Reader = null): Promise<Outcome<{ id: string }>> {
    return this.guard(caller)
      ? this.p.webhooks.resend(deliveryId, reader)
      : { ok: false, status: 404, message: `delivery ${deliveryId} not found` };
  }

  // Alerts

  /** The workspace's wait before a disconnected device is an alert changed (its alert settings were saved). */
  async alertWaitChanged(caller: Caller, afterMs: number): Promise<Outcome<null>> {
    if (!this.guard(caller)) return unknownDevice(this.ctx.id.name ?? '');
    this.p.alerts.changeWait(afterMs);
    await this.p.alarms.rearm();
    return { ok: true, value: null };
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
    // The session learns how much of the account's history the device brings when it links.
    const device = { ...this.sessionDevice({ ...s, info: s.info }), historyDays: s.historyDays ?? DEFAULT_HISTORY_DAYS };
    const response = this.p.link.accept(nodeId, { device, creds: this.p.login.creds() });
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
