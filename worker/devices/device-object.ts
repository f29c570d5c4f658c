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
 * The object is composed, not inherited: the RPC methods of a feature's set live in their own
 * class (`device-lifecycle-rpc.ts`, `device-team-rpc.ts`, `device-groups-rpc.ts`,
 * `device-message-rpc.ts`), all standing on one `DeviceCore` (the parts and the check of who asks),
 * and the object passes each call on. The passing on is written out because the platform's RPC
 * exposes the object's own prototype methods, and the stub's types (`DeviceRpc`) are read from them.
 */
import { DurableObject } from 'cloudflare:workers';
import { DEFAULT_HISTORY_DAYS } from '../../protocol';
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
import type { DeviceDeps, DeviceParts } from './device-parts';
import { systemDeps } from './device-parts';
import { DeviceTeamRpc } from './device-team-rpc';

export type { DeviceDeps, DeviceView };
export { systemDeps };

/** The arguments of one of a feature's RPC methods, which the object's method of that name passes on. */
type Life<K extends keyof DeviceLifecycleRpc> = Parameters<DeviceLifecycleRpc[K]>;
type Team<K extends keyof DeviceTeamRpc> = Parameters<DeviceTeamRpc[K]>;
type Groups<K extends keyof DeviceGroupsRpc> = Parameters<DeviceGroupsRpc[K]>;
type Messages<K extends keyof DeviceMessageRpc> = Parameters<DeviceMessageRpc[K]>;

export class DeviceObject extends DurableObject<Env> {
  private readonly core: DeviceCore;
  private readonly p: DeviceParts;
  private readonly lifecycleRpc: DeviceLifecycleRpc;
  private readonly teamRpc: DeviceTeamRpc;
  private readonly groupsRpc: DeviceGroupsRpc;
  private readonly messageRpc: DeviceMessageRpc;

  constructor(ctx: DurableObjectState, env: Env, deps: DeviceDeps = systemDeps) {
    super(ctx, env);
    this.core = new DeviceCore(ctx, env, deps);
    this.p = this.core.p;
    this.lifecycleRpc = new DeviceLifecycleRpc(this.core);
    this.teamRpc = new DeviceTeamRpc(this.core);
    this.groupsRpc = new DeviceGroupsRpc(this.core);
    this.messageRpc = new DeviceMessageRpc(this.core);
  }

  // Lifecycle (`device-lifecycle-rpc.ts`)

  create(...a: Life<'create'>) {
    return this.lifecycleRpc.create(...a);
  }
  view(...a: Life<'view'>) {
    return this.lifecycleRpc.view(...a);
  }
  requestPairingCode(...a: Life<'requestPairingCode'>) {
    return this.lifecycleRpc.requestPairingCode(...a);
  }
  reconnectNow(...a: Life<'reconnectNow'>) {
    return this.lifecycleRpc.reconnectNow(...a);
  }
  logout(...a: Life<'logout'>) {
    return this.lifecycleRpc.logout(...a);
  }
  relink(...a: Life<'relink'>) {
    return this.lifecycleRpc.relink(...a);
  }
  destroy(...a: Life<'destroy'>) {
    return this.lifecycleRpc.destroy(...a);
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
    this.p.followUp.soon();
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

  // The team's tools: the inbox, the chatbot, ratings, calls, broadcasts, the number's health (`device-team-rpc.ts`)

  conversation(...a: Team<'conversation'>) {
    return this.teamRpc.conversation(...a);
  }
  conversationMessages(...a: Team<'conversationMessages'>) {
    return this.teamRpc.conversationMessages(...a);
  }
  assignConversation(...a: Team<'assignConversation'>) {
    return this.teamRpc.assignConversation(...a);
  }
  applyDeskDecisions(...a: Team<'applyDeskDecisions'>) {
    return this.teamRpc.applyDeskDecisions(...a);
  }
  resolveConversation(...a: Team<'resolveConversation'>) {
    return this.teamRpc.resolveConversation(...a);
  }
  reopenConversation(...a: Team<'reopenConversation'>) {
    return this.teamRpc.reopenConversation(...a);
  }
  readConversation(...a: Team<'readConversation'>) {
    return this.teamRpc.readConversation(...a);
  }
  addNote(...a: Team<'addNote'>) {
    return this.teamRpc.addNote(...a);
  }
  replyInConversation(...a: Team<'replyInConversation'>) {
    return this.teamRpc.replyInConversation(...a);
  }
  cancelScheduledInConversation(...a: Team<'cancelScheduledInConversation'>) {
    return this.teamRpc.cancelScheduledInConversation(...a);
  }
  sendInConversation(...a: Team<'sendInConversation'>) {
    return this.teamRpc.sendInConversation(...a);
  }
  changeInConversation(...a: Team<'changeInConversation'>) {
    return this.teamRpc.changeInConversation(...a);
  }
  labelConversations(...a: Team<'labelConversations'>) {
    return this.teamRpc.labelConversations(...a);
  }
  contactLabelled(...a: Team<'contactLabelled'>) {
    return this.teamRpc.contactLabelled(...a);
  }
  reactInConversation(...a: Team<'reactInConversation'>) {
    return this.teamRpc.reactInConversation(...a);
  }
  chatbot(...a: Team<'chatbot'>) {
    return this.teamRpc.chatbot(...a);
  }
  setChatbotRules(...a: Team<'setChatbotRules'>) {
    return this.teamRpc.setChatbotRules(...a);
  }
  setChatbotSettings(...a: Team<'setChatbotSettings'>) {
    return this.teamRpc.setChatbotSettings(...a);
  }
  testChatbotRule(...a: Team<'testChatbotRule'>) {
    return this.teamRpc.testChatbotRule(...a);
  }
  assistant(...a: Team<'assistant'>) {
    return this.teamRpc.assistant(...a);
  }
  setAssistantSettings(...a: Team<'setAssistantSettings'>) {
    return this.teamRpc.setAssistantSettings(...a);
  }
  assistantCalls(...a: Team<'assistantCalls'>) {
    return this.teamRpc.assistantCalls(...a);
  }
  ratingSettings(...a: Team<'ratingSettings'>) {
    return this.teamRpc.ratingSettings(...a);
  }
  setRatingSettings(...a: Team<'setRatingSettings'>) {
    return this.teamRpc.setRatingSettings(...a);
  }
  callSettings(...a: Team<'callSettings'>) {
    return this.teamRpc.callSettings(...a);
  }
  setCallSettings(...a: Team<'setCallSettings'>) {
    return this.teamRpc.setCallSettings(...a);
  }
  beginBroadcast(...a: Team<'beginBroadcast'>) {
    return this.teamRpc.beginBroadcast(...a);
  }
  loadBroadcastRecipients(...a: Team<'loadBroadcastRecipients'>) {
    return this.teamRpc.loadBroadcastRecipients(...a);
  }
  startBroadcast(...a: Team<'startBroadcast'>) {
    return this.teamRpc.startBroadcast(...a);
  }
  dropBroadcast(...a: Team<'dropBroadcast'>) {
    return this.teamRpc.dropBroadcast(...a);
  }
  broadcast(...a: Team<'broadcast'>) {
    return this.teamRpc.broadcast(...a);
  }
  controlBroadcast(...a: Team<'controlBroadcast'>) {
    return this.teamRpc.controlBroadcast(...a);
  }
  broadcastRecipients(...a: Team<'broadcastRecipients'>) {
    return this.teamRpc.broadcastRecipients(...a);
  }
  broadcastPace(...a: Team<'broadcastPace'>) {
    return this.teamRpc.broadcastPace(...a);
  }
  setBroadcastPace(...a: Team<'setBroadcastPace'>) {
    return this.teamRpc.setBroadcastPace(...a);
  }
  fetchConversationHistory(...a: Team<'fetchConversationHistory'>) {
    return this.teamRpc.fetchConversationHistory(...a);
  }
  numberHealth(...a: Team<'numberHealth'>) {
    return this.teamRpc.numberHealth(...a);
  }
  setWarmup(...a: Team<'setWarmup'>) {
    return this.teamRpc.setWarmup(...a);
  }

  // Contacts and groups on WhatsApp (`device-groups-rpc.ts`)

  checkNumbers(...a: Groups<'checkNumbers'>) {
    return this.groupsRpc.checkNumbers(...a);
  }
  groups(...a: Groups<'groups'>) {
    return this.groupsRpc.groups(...a);
  }
  group(...a: Groups<'group'>) {
    return this.groupsRpc.group(...a);
  }
  groupSubject(...a: Groups<'groupSubject'>) {
    return this.groupsRpc.groupSubject(...a);
  }
  createGroup(...a: Groups<'createGroup'>) {
    return this.groupsRpc.createGroup(...a);
  }
  changeGroupParticipants(...a: Groups<'changeGroupParticipants'>) {
    return this.groupsRpc.changeGroupParticipants(...a);
  }
  setGroupSubject(...a: Groups<'setGroupSubject'>) {
    return this.groupsRpc.setGroupSubject(...a);
  }
  setGroupDescription(...a: Groups<'setGroupDescription'>) {
    return this.groupsRpc.setGroupDescription(...a);
  }
  setGroupSettings(...a: Groups<'setGroupSettings'>) {
    return this.groupsRpc.setGroupSettings(...a);
  }
  setGroupPicture(...a: Groups<'setGroupPicture'>) {
    return this.groupsRpc.setGroupPicture(...a);
  }
  removeGroupPicture(...a: Groups<'removeGroupPicture'>) {
    return this.groupsRpc.removeGroupPicture(...a);
  }
  groupPicture(...a: Groups<'groupPicture'>) {
    return this.groupsRpc.groupPicture(...a);
  }
  groupInvite(...a: Groups<'groupInvite'>) {
    return this.groupsRpc.groupInvite(...a);
  }
  leaveGroup(...a: Groups<'leaveGroup'>) {
    return this.groupsRpc.leaveGroup(...a);
  }

  // What it does with messages besides sending them (`device-message-rpc.ts`)

  editMessage(...a: Messages<'editMessage'>) {
    return this.messageRpc.editMessage(...a);
  }
  deleteMessage(...a: Messages<'deleteMessage'>) {
    return this.messageRpc.deleteMessage(...a);
  }
  changeScheduled(...a: Messages<'changeScheduled'>) {
    return this.messageRpc.changeScheduled(...a);
  }
  cancelScheduled(...a: Messages<'cancelScheduled'>) {
    return this.messageRpc.cancelScheduled(...a);
  }
  keepsMessage(...a: Messages<'keepsMessage'>) {
    return this.messageRpc.keepsMessage(...a);
  }
  readChat(...a: Messages<'readChat'>) {
    return this.messageRpc.readChat(...a);
  }
  showPresence(...a: Messages<'showPresence'>) {
    return this.messageRpc.showPresence(...a);
  }
  pollTally(...a: Messages<'pollTally'>) {
    return this.messageRpc.pollTally(...a);
  }
  downloadHistoryMedia(...a: Messages<'downloadHistoryMedia'>) {
    return this.messageRpc.downloadHistoryMedia(...a);
  }
  setOptions(...a: Messages<'setOptions'>) {
    return this.messageRpc.setOptions(...a);
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
    const s = this.core.guard(null);
    if (!s?.wanted || s.status === 'LOGGED_OUT') return;
    this.p.lifecycle.apply({ status: 'DISCONNECTED', reason: 'session-node-gone' }, newId('evt'), this.p.clock.now());
    await this.p.followUp.run();
  }
}

function refusal(status: 404 | 409, message: string): Response {
  return Response.json(new HttpError(status, message).body(), { status });
}
