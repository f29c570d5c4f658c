/**
 * A device's object composed of its features' parts: built here, each given what it uses, so the
 * object itself (`device-object.ts`) holds only its RPC methods and the platform's entry points.
 */
import { RevokedKeys } from '../api-keys/revoked-keys';
import { deviceBroadcasts } from '../broadcasts/device-part';
import type { BotPort } from '../chatbot/chatbot';
import { contactInboundMirror } from '../contacts/contact-mirror';
import { EventLog } from '../events/event-log';
import { Outbox } from '../events/outbox';
import { InboxDesk } from '../inbox/desk';
import { MessageReports } from '../messages/message-reports';
import { MessageStore } from '../messages/message-store';
import { RecordStore } from '../messages/record-store';
import { recordsMirror } from '../messages/records-mirror';
import { SEND_HARD_LIMIT_MS, Sender } from '../messages/sender';
import { fleetStub } from '../nodes/fleet';
import { NodeLink } from '../nodes/node-link';
import { requestLogMirror } from '../request-log/request-log';
import { Alarms } from '../shared/alarms';
import { D1Mirror } from '../shared/d1-mirror';
import { getDb } from '../shared/db';
import { FollowUp } from '../shared/follow-up';
import { countingD1 } from '../shared/io-counts';
import { type Clock, systemClock } from '../shared/time';
import type { TcpProbe } from '../webhooks/attempt-error';
import { WebhookDispatcher } from '../webhooks/dispatcher';
import { WebhookDesk } from '../webhooks/webhook-desk';
import { webhookMirrors } from '../webhooks/webhook-mirror';
import { WebhookStore } from '../webhooks/webhook-store';
import { DeviceLifecycle } from './device-lifecycle';
import { deviceMirrors } from './device-mirror';
import { DeviceStateStore } from './device-state';
import { LoginStore } from './login-store';
import { SessionReports } from './session-reports';
import { Watchers } from './watchers';

/** What the object takes from outside besides its platform: the clock it reads and waits on, and how it reaches webhooks. */
/** `probe`: a stand-in for the TCP probe that names a failed webhook attempt's cause (tests). */
export type DeviceDeps = { clock: Clock; fetch: typeof fetch; probe?: TcpProbe };

export const systemDeps: DeviceDeps = { clock: systemClock, fetch: (input, init) => fetch(input, init) };

/**
 * The parts a device's object is composed of, each given what it uses (plain constructor
 * injection). `port`: the sender the chatbot may use, when the device can send.
 */
export function deviceParts(ctx: DurableObjectState, env: Env, deps: DeviceDeps, port: () => BotPort | null) {
  const { storage } = ctx;
  const db = getDb(env);
  const state = new DeviceStateStore(storage);
  const login = new LoginStore(storage);
  const log = new EventLog(storage);
  const messages = new MessageStore(storage);
  const d1 = countingD1(env.DB);
  const mirror = new D1Mirror(storage, d1, deps.clock);
  const webhooks = new WebhookStore(storage, mirror);
  const records = new RecordStore(storage, mirror);
  const alarms = new Alarms(storage);
  const watchers = new Watchers(ctx, () => mirror.whenCopied());
  const dispatcher = new WebhookDispatcher({
    ctx,
    store: webhooks,
    log,
    mirror,
    alarms,
    clock: deps.clock,
    fetch: deps.fetch,
    probe: deps.probe,
    watchers,
    timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS) || 10_000,
  });
  mirror.own(
    ...deviceMirrors(d1, state, fleetStub(env)),
    ...webhookMirrors(d1, state, webhooks),
    recordsMirror(d1, state, records),
    contactInboundMirror(d1, () => state.get().info?.workspaceId ?? null),
    requestLogMirror(d1),
  );
  const followUp = new FollowUp([dispatcher, { pump: () => desk.pump() }, { pump: () => campaigns.pump() }], mirror, alarms);
  const outbox = new Outbox(storage, log, webhooks, watchers);
  const hookDesk = new WebhookDesk({
    storage,
    log,
    webhooks,
    watchers,
    followUp,
    clock: deps.clock,
  });
  const desk = new InboxDesk({
    storage,
    mirror,
    outbox,
    watchers,
    records,
    state,
    clock: deps.clock,
    port,
  });
  mirror.own(...desk.mirrors(d1));
  const lifecycle = new DeviceLifecycle(state, login, outbox, mirror, watchers);
  const reports = new SessionReports({
    state,
    log,
    lifecycle,
    messages: new MessageReports(messages, records, outbox, (r, context) => desk.inbound(r, context)),
    outbox,
    followUp,
    clock: deps.clock,
  });
  const link = new NodeLink(ctx, { ...login.handlers, reports: reports.handle }, deps.clock.after);
  const sender = new Sender({
    storage,
    clock: deps.clock,
    store: messages,
    records,
    node: link.node,
    followUp,
    timeoutMs: Number(env.SEND_TIMEOUT_MS) || 15_000,
    hardLimitMs: Number(env.SEND_HARD_LIMIT_MS) || SEND_HARD_LIMIT_MS,
  });
  const campaigns = deviceBroadcasts({
    ctx,
    db,
    d1,
    state,
    held: () => link.held(),
    sender,
    records,
    outbox,
    watchers,
    mirror,
    clock: deps.clock,
    changed: () => followUp.run(),
  });
  alarms.watch(dispatcher, mirror, sender, desk, campaigns);
  return {
    clock: deps.clock,
    db,
    state,
    login,
    log,
    webhooks,
    messages,
    records,
    mirror,
    alarms,
    dispatcher,
    hookDesk,
    followUp,
    lifecycle,
    link,
    sender,
    revokedKeys: new RevokedKeys(d1, deps.clock),
    watchers,
    desk,
    campaigns,
  };
}

export type DeviceParts = ReturnType<typeof deviceParts>;
