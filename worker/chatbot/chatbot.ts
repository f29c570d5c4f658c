/**
 * A device's chatbot, in its Durable Object. When a message is received, inside its transaction,
 * the bot decides whether to answer (loop guards, hand-over, rate limit, then the first rule that
 * fires) and queues the reply with the message; after the transaction it sends what is queued
 * through the device's sender (the path of POST /messages), recorded with source CHATBOT and the
 * rule's id. A queued reply leaves the queue in the transaction that writes its record: a restart
 * before that sends it then, a restart after it never sends it again. The object's alarm drives
 * whatever is still queued (a device that was not connected); a reply older than its TTL is
 * dropped, since an answer that comes hours later answers nothing.
 */
import type { OutgoingContent } from '../../protocol';
import type { DeviceIdentity } from '../devices/device-state';
import type { Conversation } from '../inbox/conversation-view';
import { type InteractivePayload, toInteractiveContent } from '../messages/interactive-payload';
import type { Received } from '../messages/message-reports';
import type { MessageRow } from '../messages/records';
import type { SendInput } from '../messages/sender';
import type { Wakeable } from '../shared/alarms';
import { randomBase62 } from '../shared/ids';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import type { ChatbotStore } from './chatbot-store';
import { firedRule, type Incoming } from './matcher';
import type { Reply, Rule, Settings } from './rule-schema';
import { renderVariables, type Values } from './variables';

/** A bot reply not sent within this is dropped. */
export const REPLY_TTL_MS = 10 * 60_000;
/** A device that cannot send now is tried again this much later. */
const RETRY_MS = 5_000;
const MAX_ATTEMPTS = 3;
/** The bot's own words coming back within this are another bot's echo. */
const ECHO_MS = 10 * 60_000;

/** The device's sender when it can send now (connected and held by a node), else null. */
export type BotPort = {
  info: DeviceIdentity;
  send(input: SendInput, recorded: (recordId: string) => void): Promise<Outcome<MessageRow>>;
};

export type ChatbotDeps = {
  store: ChatbotStore;
  clock: Clock;
  port: () => BotPort | null;
  /** The device's own phone number, once linked. */
  ownNumber: () => string | null;
};

/** Why the bot stays silent on a message, or which rule answers (and what). */
export type Decision = { rule: Rule; text: string; content: OutgoingContent } | { rule: null; reason: string };

const noRuleFires = (): Decision => ({ rule: null, reason: 'no rule fires' });

function fire(rules: Rule[], businessHours: Settings['businessHours'], message: Incoming, values: Values): Decision {
  const rule = firedRule(rules, message, businessHours);
  if (!rule) return noRuleFires();
  return { rule, ...render(rule.reply, values) };
}

export class Chatbot implements Wakeable {
  private running: Promise<void> | null = null;

  constructor(private readonly deps: ChatbotDeps) {}

  /** Decides on a received message and queues the answer; call inside its transaction, after its conversation moved. */
  received(r: Received, conversation: Conversation | null, now: number): Decision {
    const decision = this.decide(r, conversation, now);
    if (decision.rule) {
      this.deps.store.enqueue({
        id: `bot_${randomBase62(20)}`,
        contact: r.contact,
        ruleId: decision.rule.id,
        text: decision.text,
        content: decision.content,
        createdAt: now,
        attempts: 0,
      });
    }
    return decision;
  }

  private decide(r: Received, conversation: Conversation | null, now: number): Decision {
    const { store } = this.deps;
    const settings = store.settings();
    if (!settings.enabled) return { rule: null, reason: 'the chatbot is off' };
    // Loop guards: never answer the device itself (a message it sent from the phone) nor another bot's echo.
    if (r.stored?.key.fromMe || (r.event.from !== null && r.event.from === this.deps.ownNumber())) {
      return { rule: null, reason: 'the message came from this device itself' };
    }
    if (conversation?.handedOver) return { rule: null, reason: 'an agent replied here: the bot waits until the conversation is resolved' };
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
    );
  }

  /** The rule a message would fire, with its reply filled in (the rule tester asks this too). */
  evaluate(message: Incoming, values: Values): Decision {
    const { store } = this.deps;
    return fire(store.rules(), store.settings().businessHours, message, values);
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
    return this.deps.store.earliestDue();
  }

  async wake(): Promise<void> {
    this.pump();
    await this.running;
  }

  private async drain(): Promise<void> {
    const { store, clock } = this.deps;
    if (!store.anyQueued()) return;
    if (this.deps.port()) store.releaseWaiting(clock.now());
    for (;;) {
      const now = clock.now();
      const reply = store.nextDue(now);
      if (!reply) return;
      if (reply.createdAt + REPLY_TTL_MS < now || reply.attempts >= MAX_ATTEMPTS) {
        console.warn(`chatbot reply ${reply.id} to ${reply.contact} dropped (too old or failed ${reply.attempts} times)`);
        store.remove(reply.id);
        continue;
      }
      const port = this.deps.port();
      if (!port) {
        store.postpone(now + RETRY_MS);
        return;
      }
      // No await between reading the reply and the send's first (synchronous) step, which removes it with its record.
      const outcome = await port.send(
        { phoneNumber: reply.contact, text: reply.text, source: 'CHATBOT', ruleId: reply.ruleId, content: reply.content },
        () => store.remove(reply.id),
      );
      if (!outcome.ok && !outcome.recordId) store.postpone(clock.now() + RETRY_MS, reply.id, true);
    }
  }
}

function render(reply: Reply, values: Values): { text: string; content: OutgoingContent } {
  if (reply.type === 'text') {
    const text = renderVariables(reply.text, values);
    return { text, content: { kind: 'text', text } };
  }
  const message = { ...reply.message, body: renderVariables(String(reply.message.body ?? ''), values) };
  const payload = { ...message, deviceId: '', phoneNumber: '' } as InteractivePayload;
  return { text: message.body, content: toInteractiveContent(payload) };
}
