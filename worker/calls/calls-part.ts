/**
 * The calls' part of a device's Durable Object. A call's report (`reported.call`) becomes its
 * `call.received` event in the report's transaction; its offer also becomes a record in the inbox
 * (kind `call`), and when the device's settings reject it (`call-policy.ts`) the rejection is
 * written there too, with what is left to do: tell the session to reject the call, then send the
 * caller the text through the device's messages part (the path of POST /messages, recorded with
 * source CALL). The object decides, once per call, as it takes each report once: a repeat of the
 * report or a restart neither rejects twice nor sends the text twice (the text leaves the queue in
 * the transaction that writes its record, as the chatbot's replies do). Every later status of a
 * rejected call says `rejected: true` too.
 */
import { type DeviceToNode, errorMessage, type ReportData, type RpcCaller } from '../../protocol';
import type { BusinessHours } from '../chatbot/business-hours';
import { contactIdFor } from '../contacts/contacts';
import type { OutboxEvents } from '../events/outbox';
import type { SendGate } from '../kernel/send-gate';
import type { ReportContext, SessionEvents } from '../kernel/session-events';
import { withinItsSecond } from '../messages/message-reports';
import type { MessagesPart } from '../messages/messages-part';
import type { RecordStore } from '../messages/record-store';
import type { Wakeable } from '../shared/alarms';
import type { Emitter, Subscriber } from '../shared/domain-events';
import type { FollowUpEvents } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import { type Clock, iso } from '../shared/time';
import { rejectsCall } from './call-policy';
import type { CallSettings } from './call-settings';
import { CallStore } from './call-store';

/** A call rings about this long: a reject later than this declines nothing. */
const RINGS_MS = 60_000;
/** A text not sent within this is dropped: an answer that comes much later answers nothing. */
export const CALL_TEXT_TTL_MS = 10 * 60_000;
/** A device that cannot act now is tried again this much later. */
const RETRY_MS = 5_000;
const MAX_ATTEMPTS = 3;
/** How long the session may take to reject a call. */
const REJECT_TIMEOUT_MS = 10_000;

export type CallsPartDeps = {
  storage: DurableObjectStorage;
  clock: Clock;
  gate: SendGate;
  node: RpcCaller<DeviceToNode>;
  sender: MessagesPart;
  records: RecordStore;
  /** The device's business hours (the chatbot's settings), null when none are set. */
  hours: () => BusinessHours | null;
  events: Subscriber<SessionEvents & FollowUpEvents> & Emitter<OutboxEvents>;
};

export class CallsPart implements Wakeable {
  private running: Promise<void> | null = null;
  private readonly store: CallStore;

  constructor(private readonly deps: CallsPartDeps) {
    this.store = new CallStore(deps.storage);
    deps.events.on('reported.call', ({ data, context }) => this.reported(data, context));
    deps.events.on('changes.committed', () => this.pump());
  }

  settings(): Outcome<CallSettings> {
    return { ok: true, value: this.store.settings() };
  }

  setSettings(settings: CallSettings): Outcome<CallSettings> {
    this.store.setSettings(settings, this.deps.clock.now());
    return this.settings();
  }

  /** Inside the report's transaction: the decision (on the offer), the event, and the inbox's record. */
  private reported(report: ReportData<'call'>, { info, device, key, now }: ReportContext): void {
    const { callerJid, ...call } = report;
    const caller = call.from;
    let rejected = this.store.rejected(call.id);
    // A report without the caller's address (a node from before it carried one) cannot be rejected.
    if (!rejected && call.status === 'offer' && callerJid !== undefined) {
      rejected = rejectsCall(
        this.store.settings(),
        { isVideo: call.isVideo, isGroup: call.isGroup, at: call.timestamp },
        this.deps.hours(),
      );
      if (rejected) {
        const text = this.store.settings().message;
        this.store.add({ callId: call.id, caller, callerJid, message: text === '' || caller === null ? null : text }, now);
      }
    }
    const data = { ...call, rejected, timestamp: iso(call.timestamp) };
    this.deps.events.emit('call.received', { device, data, key, at: call.timestamp, now });
    const contact = caller ?? callerJid?.split('@')[0] ?? null;
    if (call.status !== 'offer' || !contact) return;
    this.deps.records.insert({
      contact,
      contactId: contactIdFor(info.workspaceId, contact),
      direction: 'INBOUND',
      status: 'RECEIVED',
      content: '',
      mediaUrl: null,
      messageId: null,
      templateId: null,
      replyToId: null,
      source: 'CONTACT',
      at: withinItsSecond(call.timestamp, now),
      type: 'call',
      detail: JSON.stringify({ isVideo: call.isVideo, isGroup: call.isGroup, rejected }),
    });
  }

  /** Runs what is due, one call at a time; a call while it runs joins it. */
  pump(): void {
    if (this.running || !this.store.anyPending()) return;
    this.running = this.drain()
      .catch((error: unknown) => console.error('rejecting calls failed', error))
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
    const { clock, gate, node, sender } = this.deps;
    if (gate.ready()) store.releaseWaiting(clock.now());
    for (;;) {
      const now = clock.now();
      const due = store.nextDue(now);
      if (!due) return;
      if (due.createdAt + CALL_TEXT_TTL_MS < now || due.attempts >= MAX_ATTEMPTS) {
        console.warn(`call ${due.callId}: its reject and text given up (too old or failed ${due.attempts} times)`);
        store.finish(due.callId);
        continue;
      }
      const device = gate.ready();
      if (!device) {
        store.postpone(now + RETRY_MS);
        return;
      }
      if (due.rejectPending) {
        if (now - due.createdAt < RINGS_MS) {
          try {
            await node.call('calls.reject', { callId: due.callId, callerJid: due.callerJid }, REJECT_TIMEOUT_MS);
          } catch (error) {
            console.warn(`call ${due.callId} could not be rejected: ${errorMessage(error)}`);
            store.postpone(clock.now() + RETRY_MS, due.callId, true);
            continue;
          }
        }
        store.rejectDone(due.callId);
      }
      if (due.message === null || due.caller === null) {
        store.messageDone(due.callId);
        continue;
      }
      // No await between reading the text and the send's first (synchronous) step, which marks it sent with its record.
      const outcome = await sender.send(
        device,
        { phoneNumber: due.caller, text: due.message, source: 'CALL', content: { kind: 'text', text: due.message } },
        () => store.messageDone(due.callId),
      );
      if (!outcome.ok && !outcome.recordId) store.postpone(clock.now() + RETRY_MS, due.callId, true);
    }
  }
}
