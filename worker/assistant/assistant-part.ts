/**
 * The AI assistant's part of a device's Durable Object. The chatbot decides first (its guards, then
 * its rules); when no rule fires it asks `wants` here and, if so, `queue`s a turn for the contact
 * inside the received message's transaction: due `debounceSeconds` after the customer's LAST
 * message (each new message pushes it back), so a burst gets one answer. Due turns run after a
 * change is committed or when the object's alarm wakes it (`assistant-turn.ts` runs one). A
 * conversation handed to a person is left alone until it is resolved (`conversation.resolved`).
 */

import { isOutsideHours } from '../chatbot/business-hours';
import type { ConversationResolved, InboxEvents } from '../inbox/inbox-events';
import type { MessageReceived } from '../messages/message-reports';
import type { Wakeable } from '../shared/alarms';
import type { Subscriber } from '../shared/domain-events';
import type { FollowUpEvents } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import { AssistantStore, type CallRecord } from './assistant-store';
import { AssistantTurn, type AssistantTurnDeps } from './assistant-turn';
import type { AssistantSettings } from './settings-schema';

/** A turn that threw (not a provider's failure, which the turn handles) is tried again this much later. */
const FAILED_TURN_WAIT_MS = 30_000;

export type AssistantPartDeps = AssistantTurnDeps & {
  events: Subscriber<FollowUpEvents & InboxEvents>;
};

export type AssistantView = { settings: AssistantSettings };

export class AssistantPart implements Wakeable {
  private running: Promise<void> | null = null;
  readonly store: AssistantStore;
  private readonly turn: AssistantTurn;

  constructor(private readonly deps: AssistantPartDeps) {
    this.store = new AssistantStore(deps.storage);
    this.turn = new AssistantTurn(deps, this.store);
    deps.events.on('changes.committed', () => this.pump());
    deps.events.on('conversation.resolved', (r) => this.resolved(r));
  }

  view(): Outcome<AssistantView> {
    return { ok: true, value: { settings: this.store.settings() } };
  }

  setSettings(settings: AssistantSettings): Outcome<AssistantView> {
    this.store.setSettings(settings);
    return this.view();
  }

  /** The last calls to the model (newest first): tokens, time, outcome. */
  calls(limit: number): Outcome<{ items: CallRecord[] }> {
    return { ok: true, value: { items: this.store.calls(limit) } };
  }

  /** Whether the assistant is on at all (the chatbot reads the conversation only when someone may answer). */
  on(): boolean {
    return this.store.settings().enabled;
  }

  answersGroups(): boolean {
    const s = this.store.settings();
    return s.enabled && s.answerGroups;
  }

  /**
   * Whether the assistant takes a message no rule answered (the chatbot's guards already passed):
   * on, its mode allows it now, the conversation not handed over, and not its own answer echoed back.
   */
  wants(r: MessageReceived): { yes: true } | { yes: false; reason: string } {
    const s = this.store.settings();
    if (!s.enabled) return { yes: false, reason: 'the assistant is off' };
    if (s.when === 'outside-hours') {
      const hours = this.deps.hours();
      if (!hours || !isOutsideHours(hours, r.event.timestamp))
        return { yes: false, reason: 'the assistant answers only outside business hours' };
    }
    const thread = this.store.thread(r.contact, r.now);
    if (thread.handedOverAt !== null) return { yes: false, reason: 'the assistant handed this conversation to a person' };
    const text = r.event.text ?? '';
    if (text.length > 0 && thread.lastAnswer === text)
      return { yes: false, reason: 'the message repeats the assistant’s answer (another bot’s echo)' };
    return { yes: true };
  }

  /** Queues (or pushes back) the contact's turn; inside the received message's transaction. */
  queue(r: MessageReceived): void {
    this.store.queue(r.contact, r.now + this.store.settings().debounceSeconds * 1000, r.now, r.event.pushName);
  }

  /** Resolved: the assistant may answer here again, its turns counted afresh. */
  private resolved({ conversation }: ConversationResolved): void {
    this.store.resolved(conversation.contact);
  }

  nextWake(): number | null {
    // A turn being run is due again only if it failed; the run itself re-arms when it ends.
    return this.store.earliestDue();
  }

  async wake(): Promise<void> {
    this.pump();
    await this.running;
  }

  /** Runs the due turns one at a time; a call while it runs joins it. */
  pump(): void {
    if (this.running || !this.store.anyQueued()) return;
    this.running = this.drain()
      .catch((error: unknown) => console.error('assistant turns failed', error))
      .finally(() => {
        this.running = null;
      });
  }

  private async drain(): Promise<void> {
    // Bounded: each turn leaves the due set (answered, retried later, handed over or dropped).
    let ran = 0;
    for (; ran < 50; ran++) {
      const due = this.store.nextDue(this.deps.clock.now());
      if (!due) break;
      try {
        await this.turn.run(due);
      } catch (error) {
        // D1 or storage failing: tried again later, not in a loop of alarms.
        console.error(`assistant turn for ${due.contact} failed`, error);
        this.store.retry(due, this.deps.clock.now() + FAILED_TURN_WAIT_MS);
      }
    }
    // What the turns wrote (notes, assignments) copied to D1, and the alarm set for what waits; only
    // after a turn ran (an await), so that the follow-up's own `changes.committed` finds this run.
    if (ran > 0) void this.deps.followUp.run();
  }
}
