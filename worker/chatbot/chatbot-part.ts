/**
 * The chatbot's part of a device's Durable Object: its rules and settings (the object's
 * `chatbot…` RPC methods), and its answers. When a message is received (`message.received`),
 * inside its transaction, the bot decides whether to answer (loop guards, hand-over, rate limit,
 * then the first rule that fires) and queues the reply with the message, or, when no rule fires,
 * hands the message to its fallback (the AI assistant) when that takes it; after the transaction
 * (`changes.committed`) it sends what is queued through the device's messages part (the path of
 * POST /messages), recorded with source CHATBOT and the
 * rule's id. A queued reply leaves the queue in the transaction that writes its record: a restart
 * before that sends it then, a restart after it never sends it again. The object's alarm drives
 * whatever is still queued (a device that was not connected); a reply older than its TTL is
 * dropped, since an answer that comes hours later answers nothing.
 */
import type { OutgoingContent } from '../../protocol';
import type { Conversation } from '../inbox/conversation-view';
import type { DeviceStateStore } from '../kernel/device-state';
import type { SendGate } from '../kernel/send-gate';
import { nodeMediaPath } from '../media/media';
import { type InteractivePayload, toInteractiveContent } from '../messages/interactive-payload';
import type { MessageEvents, MessageReceived } from '../messages/message-reports';
import type { MessagesPart } from '../messages/messages-part';
import { isGroupJid } from '../messages/recipient';
import { scoreOfButton } from '../ratings/rating-settings';
import type { Wakeable } from '../shared/alarms';
import type { Subscriber } from '../shared/domain-events';
import type { FollowUpEvents } from '../shared/follow-up';
import { randomBase62 } from '../shared/ids';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import { ChatbotStore } from './chatbot-store';
import { firedRule, type Incoming } from './matcher';
import type { Reply, Rule, SavedRuleInput, Settings } from './rule-schema';
import { renderVariables, type Values } from './variables';

/** A bot reply not sent within this is dropped. */
export const REPLY_TTL_MS = 10 * 60_000;
/** A device that cannot send now is tried again this much later. */
const RETRY_MS = 5_000;
const MAX_ATTEMPTS = 3;
/** The bot's own words coming back within this are another bot's echo. */
const ECHO_MS = 10 * 60_000;

export type ChatbotConfig = { rules: Rule[]; settings: Settings };
/** A message to try the rules on (the rule tester), with the contact's name and number for the reply's variables. */
export type RuleTestInput = Incoming & { name: string; phone: string };
export type RuleTest = { rule: { id: string; name: string } | null; reply: string | null; reason: string | null };

export type ChatbotPartDeps = {
  storage: DurableObjectStorage;
  clock: Clock;
  state: DeviceStateStore;
  /** The inbox's conversations: the bot waits where an agent took over. */
  conversations: { byContact(contact: string): Conversation | null };
  gate: SendGate;
  sender: MessagesPart;
  events: Subscriber<MessageEvents & FollowUpEvents>;
  /** Who answers what no rule does (the AI assistant, `assistant/`); none: nobody. */
  fallback?: Fallback;
};

/** What answers a message that passed the bot's guards and that no rule answered. */
export interface Fallback {
  /** Whether it is on at all. */
  on(): boolean;
  answersGroups(): boolean;
  wants(r: MessageReceived): { yes: true } | { yes: false; reason: string };
  /** Takes the message; inside its transaction. */
  queue(r: MessageReceived): void;
}

/** Why the bot stays silent on a message, or which rule answers (and what). */
export type Decision = { rule: Rule; text: string; content: OutgoingContent } | { rule: null; reason: string; fallback?: true };

const NO_RULE = 'no rule fires';
const noRuleFires = (): Decision => ({ rule: null, reason: NO_RULE });

function fire(rules: Rule[], businessHours: Settings['businessHours'], message: Incoming, values: Values, deviceId: string): Decision {
  const rule = firedRule(rules, message, businessHours);
  if (!rule) return noRuleFires();
  return { rule, ...render(rule.reply, values, deviceId) };
}

export class ChatbotPart implements Wakeable {
  private running: Promise<void> | null = null;
  private readonly store: ChatbotStore;

  constructor(private readonly deps: ChatbotPartDeps) {
    this.store = new ChatbotStore(deps.storage);
    deps.events.on('message.received', (r) => this.received(r));
    deps.events.on('changes.committed', () => this.pump());
  }

  config(): Outcome<ChatbotConfig> {
    return { ok: true, value: { rules: this.store.rules(), settings: this.store.settings() } };
  }

  /**
   * Replaces the rules; a rule keeps its id when it names one of the current rules, else gets a new
   * one. A media reply's file is stored already (`reply-media.ts`).
   */
  setRules(input: SavedRuleInput[]): Outcome<ChatbotConfig> {
    const known = new Set(this.store.rules().map((r) => r.id));
    const rules: Rule[] = input.map((r) => ({ ...r, id: r.id && known.has(r.id) ? r.id : `rul_${randomBase62(20)}` }));
    this.store.setRules(rules);
    return this.config();
  }

  setSettings(settings: Settings): Outcome<ChatbotConfig> {
    this.store.setSettings(settings);
    return this.config();
  }

  /** The device's business hours (its settings'), which the calls' "outside hours" reads too; null when none are set. */
  businessHours(): Settings['businessHours'] {
    return this.store.settings().businessHours;
  }

  /** The rule a message would fire, and its reply (the dashboard's rule tester). */
  test(input: RuleTestInput): Outcome<RuleTest> {
    const d = this.evaluate(input, { name: input.name, phone: input.phone, message: input.text ?? '' });
    return {
      ok: true,
      value: d.rule
        ? { rule: { id: d.rule.id, name: d.rule.name }, reply: d.text, reason: null }
        : { rule: null, reply: null, reason: d.reason },
    };
  }

  /** On `message.received`, inside its transaction, after its conversation moved: decides, and queues the answer. */
  private received(r: MessageReceived): Decision {
    const { now } = r;
    // The conversation is read only when the bot may answer: most devices have no bot on.
    const decision = this.decide(r, () => this.deps.conversations.byContact(r.contact), now);
    if (decision.rule) {
      this.store.enqueue({
        id: `bot_${randomBase62(20)}`,
        contact: r.contact,
        ruleId: decision.rule.id,
        text: decision.text,
        content: decision.content,
        createdAt: now,
        attempts: 0,
      });
    } else if (decision.fallback) {
      this.deps.fallback?.queue(r);
    }
    return decision;
  }

  private decide(r: MessageReceived, conversationOf: () => Conversation | null, now: number): Decision {
    const settings = this.store.settings();
    const fallback = this.deps.fallback?.on() ? this.deps.fallback : null;
    if (!settings.enabled && !fallback) return { rule: null, reason: 'the chatbot is off' };
    const group = isGroupJid(r.contact);
    if (group && !fallback?.answersGroups()) return { rule: null, reason: 'the chatbot answers people, not groups' };
    // Loop guards: never answer the device itself (a message it sent from the phone) nor another bot's echo.
    if (r.stored?.key.fromMe || (r.event.from !== null && r.event.from === this.deps.state.get().phoneNumber)) {
      return { rule: null, reason: 'the message came from this device itself' };
    }
    if (r.event.type === 'button-reply' && scoreOfButton(r.event.selectedId) !== null) {
      return { rule: null, reason: 'the message answers the rating question' };
    }
    // Without rules nothing can fire, and with no fallback nothing else answers: the conversation
    // (a read for every message in) need not be asked whether an agent holds it.
    if (!fallback && this.store.rules().length === 0) return noRuleFires();
    const conversation = conversationOf();
    if (conversation?.handedOver) return { rule: null, reason: 'an agent replied here: the bot waits until the conversation is resolved' };
    // Rules first; what they leave unanswered goes to the fallback (the assistant) when it takes it.
    const byRules = settings.enabled && !group ? this.byRules(r, conversation, now) : noRuleFires();
    if (byRules.rule || byRules.reason !== NO_RULE || !fallback) return byRules;
    const wanted = fallback.wants(r);
    return wanted.yes
      ? { rule: null, reason: 'no rule fires: the assistant answers', fallback: true }
      : { rule: null, reason: wanted.reason };
  }

  private byRules(r: MessageReceived, conversation: Conversation | null, now: number): Decision {
    const { store } = this;
    const settings = store.settings();
    // Without rules nothing can fire: the guards below would read the bot's recent replies for nothing.
    const rules = store.rules();
    if (rules.length === 0) return noRuleFires();
    const text = r.event.text ?? '';
    if (text.length > 0 && store.saidLately(r.contact, text, now - ECHO_MS)) {
      return { rule: null, reason: 'the message repeats the bot’s own reply (another bot’s echo)' };
    }
    if (store.repliesSince(r.contact, now - 60_000) >= settings.maxRepliesPerMinute) {
      return { rule: null, reason: `the bot already answered this contact ${settings.maxRepliesPerMinute} times this minute` };
    }
    return fire(
      rules,
      settings.businessHours,
      { text: r.event.text, selectedId: r.event.selectedId, firstMessage: (conversation?.messageCount ?? 1) <= 1, at: r.event.timestamp },
      { name: r.event.pushName ?? '', phone: r.event.from ?? r.contact, message: text },
      this.deviceId(),
    );
  }

  /** The rule a message would fire, with its reply filled in (the rule tester asks this too). */
  evaluate(message: Incoming, values: Values): Decision {
    const { store } = this;
    return fire(store.rules(), store.settings().businessHours, message, values, this.deviceId());
  }

  private deviceId(): string {
    return this.deps.state.get().info?.id ?? '';
  }

  /** A media reply's stored copy and digest, read from its rule: every reply with it reuses one upload. */
  private fileOf(ruleId: string): { mediaUrl: string; mediaSha256: string } | Record<string, never> {
    const reply = this.store.rules().find((r) => r.id === ruleId)?.reply;
    return reply?.type === 'media' ? { mediaUrl: reply.file.mediaUrl, mediaSha256: reply.file.sha256 } : {};
  }

  /** Sends what is queued and due, one reply at a time; a call while it runs joins it. */
  pump(): void {
    if (this.running) return;
    this.running = this.drain()
      .catch((error: unknown) => console.error('chatbot replies failed', error))
      .finally(() => {
        this.running = null;
      });
  }

  nextWake(): number | null {
    return this.store.earliestDue();
  }

  async wake(): Promise<void> {
    this.pump();
    await this.running;
  }

  private async drain(): Promise<void> {
    const { store } = this;
    const { clock, gate, sender } = this.deps;
    if (!store.anyQueued()) return;
    if (gate.ready()) store.releaseWaiting(clock.now());
    for (;;) {
      const now = clock.now();
      const reply = store.nextDue(now);
      if (!reply) return;
      if (reply.createdAt + REPLY_TTL_MS < now || reply.attempts >= MAX_ATTEMPTS) {
        console.warn(`chatbot reply ${reply.id} to ${reply.contact} dropped (too old or failed ${reply.attempts} times)`);
        store.remove(reply.id);
        continue;
      }
      const device = gate.ready();
      if (!device) {
        store.postpone(now + RETRY_MS);
        return;
      }
      // No await between reading the reply and the send's first (synchronous) step, which removes it with its record.
      const outcome = await sender.send(
        device,
        {
          phoneNumber: reply.contact,
          text: reply.text,
          source: 'CHATBOT',
          ruleId: reply.ruleId,
          content: reply.content,
          ...(reply.content.kind === 'media' ? this.fileOf(reply.ruleId) : {}),
        },
        () => store.remove(reply.id),
      );
      if (!outcome.ok && !outcome.recordId) store.postpone(clock.now() + RETRY_MS, reply.id, true);
    }
  }
}

function render(reply: Reply, values: Values, deviceId: string): { text: string; content: OutgoingContent } {
  if (reply.type === 'text') {
    const text = renderVariables(reply.text, values);
    return { text, content: { kind: 'text', text } };
  }
  if (reply.type === 'media') {
    const { media, file } = reply;
    const caption = media.caption === undefined ? undefined : renderVariables(media.caption, values);
    const content: OutgoingContent = {
      kind: 'media',
      type: media.type,
      mimeType: file.mimeType,
      url: nodeMediaPath(deviceId, file.id),
      ...(caption !== undefined ? { caption } : {}),
      ...(media.fileName !== undefined ? { fileName: media.fileName } : {}),
    };
    return { text: caption ?? '', content };
  }
  const message = { ...reply.message, body: renderVariables(String(reply.message.body ?? ''), values) };
  const payload = { ...message, deviceId: '', phoneNumber: '' } as InteractivePayload;
  return { text: message.body, content: toInteractiveContent(payload) };
}
