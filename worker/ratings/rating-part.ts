/**
 * The rating question's part of a device's Durable Object. When an open conversation is resolved
 * (`conversation.resolved`, inside the resolve's transaction) and the device asks ratings, the
 * conversation is marked asked, credited to its assignee (else to who resolved it), and the
 * question queued: one write. After the transaction (`changes.committed`) the queue is sent through
 * the device's messages part (the path of POST /messages), one question at a time, recorded with
 * source RATING; a question leaves the queue in the transaction that writes its record, so a
 * restart before that sends it then and one after it never sends it again. The object's alarm
 * drives what a disconnected device could not send; a question older than its answer window is
 * dropped.
 *
 * The answer: a tap on one of its buttons (`message.received`, whose record reopened nothing, see
 * `ConversationStore.recorded`) or a vote on its poll (`reported.poll.vote`), inside that report's
 * transaction: the score kept on the conversation, the per-agent counter moved and
 * `conversation.rated` written. Only the first answer of a question counts; one after the window
 * (`answerHours`), or once the conversation reopened, is ignored.
 */
import type { SessionDevice } from '../../protocol';
import type { OutboxEvents } from '../events/outbox';
import type { ConversationStore } from '../inbox/conversation-store';
import { type Conversation, presentConversation } from '../inbox/conversation-view';
import type { InboxEvents } from '../inbox/inbox-events';
import type { DeviceStateStore } from '../kernel/device-state';
import type { SendGate } from '../kernel/send-gate';
import type { SessionEvents } from '../kernel/session-events';
import type { WatchEvents } from '../kernel/watchers';
import type { MessageEvents } from '../messages/message-reports';
import type { MessagesPart } from '../messages/messages-part';
import type { OpenedVote } from '../messages/poll-reports';
import { isGroupJid } from '../messages/recipient';
import type { RecordStore } from '../messages/record-store';
import { bump, HOUR_MS, METRIC } from '../reports/report-counters';
import type { Wakeable } from '../shared/alarms';
import type { Emitter, Subscriber } from '../shared/domain-events';
import type { FollowUpEvents } from '../shared/follow-up';
import { newId } from '../shared/ids';
import type { Outcome } from '../shared/outcome';
import { type Clock, iso } from '../shared/time';
import { askRating, keepRating, ratingQuestionSent } from './conversation-ratings';
import { type RatingSettings, ratingQuestion, scoreOfButton, scoreOfOption } from './rating-settings';
import { RatingStore } from './rating-store';

/** A device that cannot send now is tried again this much later. */
const RETRY_MS = 5_000;
const MAX_ATTEMPTS = 3;

export type RatingPartDeps = {
  storage: DurableObjectStorage;
  clock: Clock;
  state: DeviceStateStore;
  conversations: ConversationStore;
  records: RecordStore;
  gate: SendGate;
  sender: MessagesPart;
  events: Subscriber<InboxEvents & MessageEvents & SessionEvents & FollowUpEvents> & Emitter<OutboxEvents & WatchEvents>;
};

export class RatingPart implements Wakeable {
  private readonly store: RatingStore;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: RatingPartDeps) {
    this.store = new RatingStore(deps.storage);
    deps.events.on('conversation.resolved', ({ conversation, memberId, now }) => this.ask(conversation, memberId, now));
    deps.events.on('message.received', ({ event, contact, now }) => {
      const score = event.type === 'button-reply' ? scoreOfButton(event.selectedId) : null;
      if (score !== null) this.answered(contact, score, event.timestamp, now, this.device());
    });
    deps.events.on('reported.poll.vote', ({ prepared, context }) => this.voted(prepared as OpenedVote, context.device, context.now));
    deps.events.on('changes.committed', () => this.pump());
  }

  settings(): Outcome<RatingSettings> {
    return { ok: true, value: this.store.settings() };
  }

  setSettings(settings: RatingSettings): Outcome<RatingSettings> {
    this.store.setSettings(settings);
    return this.settings();
  }

  /** Inside the resolve's transaction: the conversation marked asked and the question queued, when the device asks. */
  private ask(conversation: Conversation, memberId: string | null, now: number): void {
    const settings = this.store.settings();
    if (!settings.enabled || isGroupJid(conversation.contact)) return;
    askRating(this.deps.storage.sql, conversation.contact, conversation.assigneeId ?? memberId, now);
    this.store.enqueue({ contact: conversation.contact, askedAt: now, ...ratingQuestion(settings) });
  }

  /** A vote on one of the device's polls (already opened): a rating when the poll is a conversation's question. */
  private voted(vote: OpenedVote, device: SessionDevice, now: number): void {
    if (!vote) return;
    // One option: the poll takes one answer, and an empty vote withdraws one (an answer is kept once, so nothing changes).
    const score = vote.selected.length === 1 ? scoreOfOption(vote.selected[0]) : null;
    const info = this.deps.state.get().info;
    const poll = info && score !== null ? this.deps.records.get(vote.recordId, info) : null;
    if (!poll || score === null || poll.source !== 'RATING') return;
    const conversation = this.deps.conversations.byContact(poll.contact);
    if (conversation?.ratingQuestionId !== vote.recordId) return;
    this.answered(poll.contact, score, now, now, device);
  }

  /** Inside the answer's transaction: kept once, counted for the agent credited, and `conversation.rated`. */
  private answered(contact: string, score: number, at: number, now: number, device: SessionDevice | null): void {
    const { conversations, storage, events } = this.deps;
    const c = conversations.byContact(contact);
    if (!device || !c || c.status !== 'RESOLVED' || c.ratingAskedAt === null || c.rating !== null) return;
    if (at > c.ratingAskedAt + this.store.settings().answerHours * HOUR_MS) return;
    const rated = keepRating(storage.sql, contact, score, at, now) ? conversations.byContact(contact) : null;
    if (!rated) return;
    bump(storage.sql, at, METRIC.rating, rated.ratingMemberId ?? '', String(score));
    const data = {
      conversationId: rated.id,
      contactId: rated.contactId,
      memberId: rated.ratingMemberId,
      score,
      askedAt: iso(c.ratingAskedAt),
      ratedAt: iso(at),
    };
    events.emit('conversation.rated', { device, data, key: newId('evt'), at, now });
    events.emit('conversation.changed', { conversation: presentConversation(rated) });
  }

  private device(): SessionDevice | null {
    const s = this.deps.state.get();
    return s.info ? { id: s.info.id, name: s.info.name, sessionId: s.sessionId } : null;
  }

  /** Sends what is queued and due, one question at a time; a call while it runs joins it. */
  pump(): void {
    if (this.running || !this.store.anyQueued()) return;
    this.running = this.drain()
      .catch((error: unknown) => console.error('rating questions failed', error))
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
    if (gate.ready()) store.releaseWaiting(clock.now());
    for (;;) {
      const now = clock.now();
      const question = store.nextDue(now);
      if (!question) return;
      const window = store.settings().answerHours * HOUR_MS;
      if (question.askedAt + window < now || question.attempts >= MAX_ATTEMPTS) {
        console.warn(`rating question to ${question.contact} dropped (too old or failed ${question.attempts} times)`);
        store.remove(question.contact, question.askedAt);
        continue;
      }
      const device = gate.ready();
      if (!device) {
        store.postpone(now + RETRY_MS);
        return;
      }
      // No await between reading the question and the send's first (synchronous) step, which removes it with its record.
      const { contact, askedAt } = question;
      const outcome = await sender.send(
        device,
        { phoneNumber: contact, text: question.text, source: 'RATING', content: question.content },
        (recordId) => {
          store.remove(contact, askedAt);
          ratingQuestionSent(this.deps.storage.sql, contact, askedAt, recordId);
        },
      );
      if (!outcome.ok && !outcome.recordId) store.postpone(clock.now() + RETRY_MS, contact, true);
    }
  }
}
