/**
 * A device's object composed of its features' parts: built here, each given what it uses, so the
 * object itself (`device-object.ts`) holds only its RPC methods and the platform's entry points.
 */
import { alertMirror } from '../alerts/alert-mirror';
import { AlertsPart } from '../alerts/alerts-part';
import { IncidentStore } from '../alerts/incident-store';
import { type Mailer, smtpMailer } from '../alerts/smtp';
import { RevokedKeys } from '../api-keys/revoked-keys';
import { workspaceActions } from '../assistant/action-tools';
import { AssistantPart } from '../assistant/assistant-part';
import { DEFAULT_TIMEOUT_MS } from '../assistant/chat-client';
import { AutoTranscribe } from '../assistant/voice-notes';
import { BroadcastsPart } from '../broadcasts/broadcasts-part';
import { CallsPart } from '../calls/calls-part';
import { ChatbotPart } from '../chatbot/chatbot-part';
import { contactInboundMirror } from '../contacts/contact-mirror';
import { EventLog } from '../events/event-log';
import { EventReports } from '../events/event-reports';
import { Outbox } from '../events/outbox';
import { GroupReports } from '../groups/group-reports';
import { groupSubjectMirror } from '../groups/group-subject-mirror';
import { GroupsPart } from '../groups/groups-part';
import { NumberChecks } from '../groups/number-checks';
import { DeskLink } from '../inbox/desk-link';
import { InboxPart } from '../inbox/inbox-part';
import { deviceMirrors } from '../kernel/device-mirror';
import { DeviceStateStore } from '../kernel/device-state';
import { LoginStore } from '../kernel/login-store';
import { SendGate } from '../kernel/send-gate';
import { Watchers } from '../kernel/watchers';
import { ChangesPart } from '../messages/changes-part';
import { ChatPart } from '../messages/chat-part';
import { DeliveryWatch } from '../messages/delivery-watch';
import { HistoryImport } from '../messages/history-import';
import { MessageReports } from '../messages/message-reports';
import { MessagesPart, SEND_HARD_LIMIT_MS } from '../messages/messages-part';
import { PollReports } from '../messages/poll-reports';
import { PollStore } from '../messages/poll-store';
import { RecordStore } from '../messages/record-store';
import { recordsMirror } from '../messages/records-mirror';
import { WaMessageStore } from '../messages/wa-message-store';
import { fleetStub } from '../nodes/fleet';
import { NodeLink } from '../nodes/node-link';
import { HealthReports } from '../number-health/health-reports';
import { NumberHealth } from '../number-health/number-health';
import { RatingPart } from '../ratings/rating-part';
import { reportMirror } from '../reports/report-mirror';
import { requestLogMirror } from '../request-log/request-log';
import { SCHEDULE_GIVE_UP_MS, ScheduledPart } from '../scheduled';
import { Alarms } from '../shared/alarms';
import { D1Mirror } from '../shared/d1-mirror';
import { getDb } from '../shared/db';
import { DomainEvents } from '../shared/domain-events';
import { FollowUp } from '../shared/follow-up';
import { countingD1 } from '../shared/io-counts';
import { type Clock, objectClock } from '../shared/time';
import { afterCommit } from '../shared/transactions';
import { teamsStub } from '../teams/desk-stub';
import type { TcpProbe } from '../webhooks/attempt-error';
import { WebhookDispatcher } from '../webhooks/dispatcher';
import { webhookMirrors } from '../webhooks/webhook-mirror';
import { WebhookStore } from '../webhooks/webhook-store';
import { WebhooksPart } from '../webhooks/webhooks-part';
import type { DeviceEvents } from './device-events';
import { DeviceLifecycle } from './device-lifecycle';
import { SessionReports } from './session-reports';

/** What the object takes from outside besides its platform: the clock it reads and waits on, and how it reaches webhooks. */
/** `probe`: a stand-in for the TCP probe that names a failed webhook attempt's cause (tests). */
/** `mailer`: how alert emails go (tests may record them instead). */
export type DeviceDeps = { clock: Clock; fetch: typeof fetch; probe?: TcpProbe; mailer?: Mailer };

/** The platform's own, for one object (each object waits on a clock of its own, see `objectClock`). */
export function systemDeps(): DeviceDeps {
  return { clock: objectClock(), fetch: (input, init) => fetch(input, init), mailer: smtpMailer };
}

/**
 * The parts a device's object is composed of, made in the order they depend on each other, each
 * given the parts it uses (plain constructor injection). Parts react to each other through the
 * object's domain events (`events`, see `device-events.ts`); a part subscribes when it is made,
 * so what follows an event runs in the order the parts are made here.
 */
export function deviceParts(ctx: DurableObjectState, env: Env, deps: DeviceDeps) {
  const { storage } = ctx;
  const db = getDb(env);
  const events = new DomainEvents<DeviceEvents>();
  const state = new DeviceStateStore(storage);
  const login = new LoginStore(storage);
  const log = new EventLog(storage);
  const waMessages = new WaMessageStore(storage, () => deps.clock.now());
  const d1 = countingD1(env.DB);
  const mirror = new D1Mirror(storage, d1, deps.clock);
  const webhookStore = new WebhookStore(storage, mirror);
  const records = new RecordStore(storage, events);
  const polls = new PollStore(storage);
  const alarms = new Alarms(storage);
  const watchers = new Watchers(ctx, () => mirror.whenCopied());
  const dispatcher = new WebhookDispatcher({
    store: webhookStore,
    mirror,
    alarms,
    clock: deps.clock,
    fetch: deps.fetch,
    probe: deps.probe,
    timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS) || 10_000,
    events,
  });
  mirror.own(
    ...deviceMirrors(d1, state, fleetStub(env)),
    ...webhookMirrors(d1, state, webhookStore),
    recordsMirror(d1, state, records),
    contactInboundMirror(d1, () => state.get().info?.workspaceId ?? null),
    groupSubjectMirror(d1, () => state.get().info?.workspaceId ?? null),
    requestLogMirror(d1),
    reportMirror(d1, storage, state, deps.clock),
  );
  const followUp = new FollowUp(events, mirror, alarms);
  // Webhook events and live page pushes are listeners of the events the parts emit (`device-events.ts`).
  new Outbox(storage, log, webhookStore, events);
  watchers.follow(events);
  const webhooks = new WebhooksPart({ storage, log, webhooks: webhookStore, events, followUp, clock: deps.clock });
  const lifecycle = new DeviceLifecycle(state, login, mirror, events);
  const incidents = new IncidentStore(storage);
  mirror.own(alertMirror(d1, state, incidents));
  const alerts = new AlertsPart({
    store: incidents,
    state,
    mirror,
    clock: deps.clock,
    events,
    waitUntil: (promise) => ctx.waitUntil(promise),
    db,
    d1,
    env,
    mailer: deps.mailer ?? smtpMailer,
  });
  // The parts that take the session's reports subscribe as they are made (`kernel/session-events.ts`).
  new MessageReports(waMessages, records, events);
  new EventReports(events);
  new GroupReports(events);
  new HealthReports(storage, events);
  new HistoryImport({ storage, records, store: waMessages, mirror, events });
  new AutoTranscribe({
    events,
    identity: () => {
      const info = state.get().info;
      return info ? { deviceId: info.id, workspaceId: info.workspaceId } : null;
    },
    env,
    db,
    waitUntil: (promise) => ctx.waitUntil(promise),
    afterCommit: (then) => afterCommit(storage, then),
  });
  const reports = new SessionReports({
    state,
    log,
    polls: new PollReports(polls, records, events),
    events,
    followUp,
    clock: deps.clock,
  });
  const link = new NodeLink(ctx, { ...login.handlers, ...waMessages.handlers, reports: reports.handle }, deps.clock.after);
  const gate = new SendGate(state, link);
  const sending = {
    storage,
    clock: deps.clock,
    store: waMessages,
    records,
    polls,
    node: link.node,
    followUp,
    timeoutMs: Number(env.SEND_TIMEOUT_MS) || 15_000,
    hardLimitMs: Number(env.SEND_HARD_LIMIT_MS) || SEND_HARD_LIMIT_MS,
    // A device logged out has no session to wait for: its sends are given up from the record on.
    heldSince: () => (state.get().wanted ? link.heldSince() : 0),
  };
  const messages = new MessagesPart(sending);
  const changes = new ChangesPart(sending);
  const chat = new ChatPart({ ...sending, state, events });
  const numberChecks = new NumberChecks({ storage, clock: deps.clock, node: link.node, gate });
  const inbox = new InboxPart({
    storage,
    mirror,
    watched: () => watchers.watched(),
    records,
    state,
    clock: deps.clock,
    gate,
    sender: messages,
    changes,
    polls,
    events,
  });
  mirror.own(...inbox.mirrors(d1));
  const desk = new DeskLink({
    conversations: inbox.conversations,
    state,
    clock: deps.clock,
    desk: (workspaceId) => teamsStub(env, workspaceId),
    followUp: () => followUp,
    events,
  });
  const assistant = new AssistantPart({
    storage,
    clock: deps.clock,
    state,
    conversations: inbox.conversations,
    inbox,
    records,
    gate,
    sender: messages,
    followUp,
    db,
    adminToken: env.ADMIN_TOKEN,
    fetch: deps.fetch,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    hours: () => chatbot.businessHours(),
    actions: workspaceActions({
      db,
      adminToken: env.ADMIN_TOKEN,
      fetch: deps.fetch,
      deviceId: () => state.get().info?.id ?? '',
      conversations: inbox.conversations,
      note: (conversationId, text) => {
        inbox.addNote(conversationId, null, text);
      },
    }),
    events,
  });
  const chatbot = new ChatbotPart({
    storage,
    clock: deps.clock,
    state,
    conversations: inbox.conversations,
    gate,
    sender: messages,
    events,
    fallback: assistant,
  });
  const ratings = new RatingPart({
    storage,
    clock: deps.clock,
    state,
    conversations: inbox.conversations,
    records,
    gate,
    sender: messages,
    events,
  });
  const calls = new CallsPart({
    storage,
    clock: deps.clock,
    gate,
    node: link.node,
    sender: messages,
    records,
    hours: () => chatbot.businessHours(),
    events,
  });
  const numberHealth = new NumberHealth(storage, state);
  const broadcasts = new BroadcastsPart({
    ctx,
    db,
    d1,
    state,
    gate,
    sender: messages,
    records,
    mirror,
    clock: deps.clock,
    followUp,
    events,
    numbers: numberChecks,
    media: env.MEDIA,
    health: numberHealth,
  });
  const deliveryWatch = new DeliveryWatch({
    storage,
    state,
    records,
    store: waMessages,
    node: link.node,
    followUp,
    clock: deps.clock,
    events,
    timeoutMs: sending.timeoutMs,
  });
  const scheduled = new ScheduledPart({
    storage,
    clock: deps.clock,
    state,
    gate,
    records,
    quotes: waMessages,
    sender: messages,
    pace: broadcasts.pace,
    followUp,
    events,
    waitUntil: (promise) => ctx.waitUntil(promise),
    random: Math.random,
    giveUpMs: Number(env.SCHEDULE_GIVE_UP_MS) || SCHEDULE_GIVE_UP_MS,
  });
  alarms.watch(dispatcher, mirror, messages, chatbot, assistant, ratings, calls, broadcasts, deliveryWatch, alerts, desk, scheduled);
  return {
    clock: deps.clock,
    db,
    state,
    login,
    log,
    webhookStore,
    waMessages,
    records,
    mirror,
    alarms,
    dispatcher,
    webhooks,
    followUp,
    lifecycle,
    link,
    gate,
    messages,
    changes,
    chat,
    polls,
    revokedKeys: new RevokedKeys(d1, deps.clock),
    watchers,
    inbox,
    desk,
    chatbot,
    assistant,
    ratings,
    calls,
    broadcasts,
    numberChecks,
    numberHealth,
    deliveryWatch,
    alerts,
    scheduled,
    groups: new GroupsPart({
      node: link.node,
      gate,
      storage,
      clock: deps.clock,
      waitUntil: (promise) => ctx.waitUntil(promise),
      mirror,
      followUp,
      events,
    }),
  };
}

export type DeviceParts = ReturnType<typeof deviceParts>;
