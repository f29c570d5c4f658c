/**
 * One Durable Object per device, composed of its features' parts (`device-parts.ts`): its state
 * and status machine (devices/), its login (devices/), the link to the one session-node that holds
 * it (nodes/), the messages it keeps and its sends (messages/), its event log and outbox (events/),
 * its webhooks and their dispatcher (webhooks/), its team's tools (inbox/, chatbot/, broadcasts/),
 * and the D1 copies of all of it (shared/d1-mirror). Routes call its RPC methods, one per action,
 * each given the caller's workspace (null for the operator); `fetch` only accepts a node's
 * WebSocket (the worker checked NODE_TOKEN before forwarding the upgrade) or a dashboard page
 * watching the device.
 *
 * What the object does is composed, not inherited: the RPC methods of a feature's set live in
 * their own class (`device-lifecycle-rpc.ts`, `device-team-rpc.ts`, `device-groups-rpc.ts`,
 * `device-message-rpc.ts`), all standing on one `DeviceCore` (the parts and the check of who asks).
 * The object makes one of each and passes their methods' calls on (`passed-on.ts`); it extends only
 * `DurableObject`, and its interface below says the methods passed on, for the stub's types
 * (`DeviceRpc`).
 */
import { DurableObject } from 'cloudflare:workers';
import { BATCHED_FRAMES, DEFAULT_HISTORY_DAYS } from '../../protocol';
import type { DeviceView } from '../kernel/device-state';
import type { SendInput } from '../messages/messages-part';
import type { MessageRow } from '../messages/records';
import { completeEntry, type PendingLogEntry, REQUEST_LOG } from '../request-log/request-log';
import { HttpError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { Caller, Outcome } from '../shared/outcome';
import type { WebhookConfig, WebhookPatch } from '../webhooks/config';
import type { WebhookHealth } from '../webhooks/webhook-health';
import { type NewWebhook, type Reader, webhookNotFound } from '../webhooks/webhooks-part';
import { DeviceCore } from './device-core';
import { DeviceGroupsRpc } from './device-groups-rpc';
import { DeviceLifecycleRpc } from './device-lifecycle-rpc';
import { DeviceMessageRpc } from './device-message-rpc';
import { type DeviceDeps, type DeviceParts, systemDeps } from './device-parts';
import { DeviceTeamRpc } from './device-team-rpc';
import { passOn } from './passed-on';

export type { DeviceDeps, DeviceView };
export { systemDeps };

/** A class's public members: the methods the object passes on to it. */
type Methods<T> = Pick<T, keyof T>;

/**
 * The methods the object passes on to its features' classes (`passOn`, at the end of this file):
 * the class gets them there, and `test/worker/devices/passed-on.test.ts` checks that each is.
 */
export interface DeviceObject
  extends Methods<DeviceLifecycleRpc>,
    Methods<DeviceTeamRpc>,
    Methods<DeviceGroupsRpc>,
    Methods<DeviceMessageRpc> {}

export class DeviceObject extends DurableObject<Env> {
  protected readonly core: DeviceCore;
  protected readonly p: DeviceParts;
  protected readonly lifecycleRpc: DeviceLifecycleRpc;
  protected readonly teamRpc: DeviceTeamRpc;
  protected readonly groupsRpc: DeviceGroupsRpc;
  protected readonly messageRpc: DeviceMessageRpc;

  /** With `systemDeps` unless given others (the worker tests give theirs). */
  constructor(ctx: DurableObjectState, env: Env, deps: DeviceDeps = systemDeps()) {
    super(ctx, env);
    this.core = new DeviceCore(ctx, env, deps);
    this.p = this.core.p;
    this.lifecycleRpc = new DeviceLifecycleRpc(this.core);
    this.teamRpc = new DeviceTeamRpc(this.core);
    this.groupsRpc = new DeviceGroupsRpc(this.core);
    this.messageRpc = new DeviceMessageRpc(this.core);
  }

  // Messages

  /** `log`: the request's entry, written here with the status answered (`201` when sent). */
  async send(caller: Caller, input: SendInput, log: PendingLogEntry | null = null): Promise<Outcome<MessageRow>> {
    const refused = await this.keyRefused(log);
    const s = this.core.guard(caller);
    if (!s?.info) return this.core.unknown();
    const { sendAt } = input;
    // A scheduled message is taken whatever the device's status: it goes when the device can send.
    const outcome =
      refused ??
      (sendAt !== undefined
        ? await this.p.scheduled.schedule(s.info, { ...input, sendAt })
        : (this.p.gate.refusal(s) ?? (await this.p.messages.sendGathered(s.info, input))));
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
    const s = this.core.guard(caller);
    const row = s?.info ? this.p.records.get(id, s.info) : null;
    return row ? { ok: true, value: row } : { ok: false, status: 404, message: `record ${id} not found` };
  }

  async react(caller: Caller, messageId: string, emoji: string, log: PendingLogEntry | null = null): Promise<Outcome<{ id: string }>> {
    const refused = await this.keyRefused(log);
    const s = this.core.guard(caller);
    if (!s?.info) return this.core.unknown();
    const outcome = refused ?? this.p.gate.refusal(s) ?? (await this.p.messages.react(messageId, emoji));
    return this.withLog(outcome, log, s.info.id);
  }

  /** Writes the request's log entry with this answer among the object's D1 copies (one write for many requests). */
  private withLog<T>(outcome: Outcome<T>, log: PendingLogEntry | null, deviceId: string): Outcome<T> {
    if (!log) return outcome;
    const id = newId('req');
    this.p.mirror.mark(REQUEST_LOG, id, { id, ...completeEntry(log, outcome.ok ? 201 : outcome.status, deviceId) });
    this.p.followUp.copySoon();
    return { ...outcome, logged: true };
  }

  // Events and webhooks

  /** Events after `after`, oldest first, as the webhook bodies (for receivers catching up). */
  async eventsAfter(caller: Caller, after: number, limit: number): Promise<Outcome<{ seq: number; body: string }[]>> {
    if (!this.core.guard(caller)) return this.core.unknown();
    return { ok: true, value: this.p.log.after(after, limit).map((e) => ({ seq: e.seq, body: e.body })) };
  }

  async listWebhooks(caller: Caller): Promise<Outcome<WebhookConfig[]>> {
    return this.core.guard(caller) ? this.p.webhooks.list() : this.core.unknown();
  }

  async webhookHealth(caller: Caller): Promise<Outcome<Record<string, WebhookHealth>>> {
    return this.core.guard(caller) ? this.p.webhooks.health() : this.core.unknown();
  }

  /** `reader`: the scopes of the API key asking, which must let it read the webhook's events (`Reader`). */
  async createWebhook(caller: Caller, hook: NewWebhook, reader: Reader = null): Promise<Outcome<WebhookConfig>> {
    return this.core.guard(caller) ? this.p.webhooks.create(hook, reader) : this.core.unknown();
  }

  async changeWebhook(caller: Caller, id: string, patch: WebhookPatch, reader: Reader = null): Promise<Outcome<WebhookConfig>> {
    return this.core.guard(caller) ? this.p.webhooks.change(id, patch, reader) : webhookNotFound(id);
  }

  async removeWebhook(caller: Caller, id: string, reader: Reader = null): Promise<Outcome<null>> {
    return this.core.guard(caller) ? this.p.webhooks.remove(id, reader) : webhookNotFound(id);
  }

  async sendTestEvent(caller: Caller, webhookId: string): Promise<Outcome<{ eventId: string; deliveryId: string }>> {
    const s = this.core.guard(caller);
    return s?.info ? this.p.webhooks.sendTestEvent(this.core.sessionDevice({ ...s, info: s.info }), webhookId) : webhookNotFound(webhookId);
  }

  async resend(caller: Caller, deliveryId: string, reader: Reader = null): Promise<Outcome<{ id: string }>> {
    return this.core.guard(caller)
      ? this.p.webhooks.resend(deliveryId, reader)
      : { ok: false, status: 404, message: `delivery ${deliveryId} not found` };
  }

  // Alerts

  /** The workspace's wait before a disconnected device is an alert changed (its alert settings were saved). */
  async alertWaitChanged(caller: Caller, afterMs: number): Promise<Outcome<null>> {
    if (!this.core.guard(caller)) return this.core.unknown();
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
      const watcher = this.core.guard(request.headers.get('X-Kurir-Workspace'));
      return watcher ? this.p.watchers.accept() : refusal(404, 'unknown device');
    }
    const nodeId = url.searchParams.get('nodeId') ?? '';
    const s = this.core.guard(null);
    if (!s?.info) return refusal(404, 'unknown device');
    if (!s.wanted) return refusal(409, 'device is logged out');
    // The session learns how much of the account's history the device brings when it links.
    const device = { ...this.core.sessionDevice({ ...s, info: s.info }), historyDays: s.historyDays ?? DEFAULT_HISTORY_DAYS };
    const batched = url.searchParams.get(BATCHED_FRAMES.param) === BATCHED_FRAMES.value;
    const response = this.p.link.accept(nodeId, { device, creds: this.p.login.creds() }, batched);
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
    if (this.p.watchers.owns(ws)) {
      this.p.watchers.gone();
      return;
    }
    // A newer link (the same node reconnecting, or a takeover) may already hold the device.
    if (!this.p.link.gone(ws)) return;
    const s = this.core.guard(null);
    if (!s?.wanted || s.status === 'LOGGED_OUT') return;
    this.p.lifecycle.apply({ status: 'DISCONNECTED', reason: 'session-node-gone' }, newId('evt'), this.p.clock.now());
    await this.p.followUp.run();
  }
}

function refusal(status: 404 | 409, message: string): Response {
  return Response.json(new HttpError(status, message).body(), { status });
}

/** The feature classes' methods, each by the field that holds the class's instance. */
export const PASSED_ON = [
  ['lifecycleRpc', DeviceLifecycleRpc],
  ['teamRpc', DeviceTeamRpc],
  ['groupsRpc', DeviceGroupsRpc],
  ['messageRpc', DeviceMessageRpc],
] as const;
for (const [field, feature] of PASSED_ON) passOn(DeviceObject, field, feature);
