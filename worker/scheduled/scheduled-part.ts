/**
 * Scheduled messages, in a device's Durable Object. A send with `sendAt` writes its record
 * SCHEDULED and queues what to send (`scheduled_sends`) in one transaction, whatever the device's
 * status. It may be changed (text, time) or cancelled while it waits. When it falls due and the
 * device can send, it is claimed in one transaction that takes it off the queue and moves its record
 * to PENDING (so it goes once, across any restart: a claim whose send never answered ends FAILED by
 * the send's hard limit, never sent again), then sent as any send is, one at a time through the
 * device's pace (the broadcasts' gap: a scheduled message waits for a running campaign's next slot
 * and the campaign for it). One that cannot go because the device stays disconnected past
 * `giveUpMs` after its time ends FAILED (`device-disconnected`) with a `message.failed` event, in
 * one transaction. The object's alarm wakes it (`nextWake`), and so does any change that makes the
 * device able to send (`changes.committed`), so one due while Kurir was down goes as soon as it is up.
 */

import { nextGap } from '../broadcasts/pace';
import type { PaceStore } from '../broadcasts/pace-store';
import type { OutboxEvents } from '../events/outbox';
import type { DeviceIdentity, DeviceStateStore } from '../kernel/device-state';
import type { SendGate } from '../kernel/send-gate';
import { type MessagesPart, outboundRecord, outgoingMessageId, type SendInput } from '../messages/messages-part';
import type { RecordStore } from '../messages/record-store';
import type { MessageRow, ScheduledChange } from '../messages/records';
import type { WaMessageStore } from '../messages/wa-message-store';
import type { Wakeable } from '../shared/alarms';
import type { Emitter, Subscriber } from '../shared/domain-events';
import type { FollowUp, FollowUpEvents } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import { Remembered } from '../shared/remembered';
import { type Clock, iso } from '../shared/time';

/** How long after its time a scheduled message waits for a disconnected device before it fails (SCHEDULE_GIVE_UP_MS overrides). */
export const SCHEDULE_GIVE_UP_MS = 60 * 60 * 1000;
/** Why a scheduled message failed when its device stayed disconnected. */
export const DEVICE_DISCONNECTED = 'device-disconnected';
const BATCH = 100;

export type ScheduledPartDeps = {
  storage: DurableObjectStorage;
  clock: Clock;
  state: DeviceStateStore;
  gate: SendGate;
  records: RecordStore;
  quotes: Pick<WaMessageStore, 'get'>;
  sender: Pick<MessagesPart, 'deliver'>;
  pace: PaceStore;
  followUp: Pick<FollowUp, 'run'>;
  events: Subscriber<FollowUpEvents> & Emitter<OutboxEvents>;
  waitUntil: (promise: Promise<unknown>) => void;
  random: () => number;
  giveUpMs: number;
};

type Queued = { record_id: string; send_at: number; input: string };
/** What may change of a scheduled message: its text (a text, or a caption) and its time. */
export type SchedulePatch = { content?: string | undefined; sendAt?: number | undefined };

export class ScheduledPart implements Wakeable {
  private sending = false;
  /** The queue's first time as last read after a commit: every change of the device pumps, and most devices have nothing queued. */
  private readonly first = new Remembered<number | null>();

  constructor(private readonly deps: ScheduledPartDeps) {
    deps.events.on('changes.committed', () => this.pump());
  }

  /** Writes a send with `sendAt` as a SCHEDULED record and its queue entry; an Idempotency-Key's record answers a repeat. */
  async schedule(device: DeviceIdentity, input: SendInput & { sendAt: number }): Promise<Outcome<MessageRow>> {
    const { records, storage, clock } = this.deps;
    const contact = input.groupId ?? input.phoneNumber;
    if (!contact) return { ok: false, status: 400, message: 'a send needs a phoneNumber or a groupId' };
    if (input.replyToId && !this.deps.quotes.get(input.replyToId)) {
      return { ok: false, status: 404, message: `replyToId ${input.replyToId} is not a message this device sent or received` };
    }
    const earlier = input.recordId ? records.get(input.recordId, device) : null;
    if (earlier) return { ok: true, value: earlier };
    const { sendAt, recordId: asked, ...send } = input;
    const recordId = storage.transactionSync(() => {
      const record = { ...outboundRecord(device, contact, input, clock.now()), status: 'SCHEDULED' as const, messageId: null };
      const id = records.insert({ ...record, scheduledAt: sendAt }, asked);
      this.first.forget();
      storage.sql.exec(`INSERT INTO scheduled_sends (record_id, send_at, input) VALUES (?, ?, ?)`, id, sendAt, JSON.stringify(send));
      return id;
    });
    await this.deps.followUp.run();
    return this.current(recordId, device);
  }

  /** Changes a message's text or time while it waits; 409 once it went (or was cancelled), 404 for no such record. */
  async change(device: DeviceIdentity, id: string, patch: SchedulePatch): Promise<Outcome<MessageRow>> {
    const queued = this.queued(id);
    if (!queued) return this.notWaiting(id, device);
    const input = JSON.parse(queued.input) as SendInput;
    if (patch.content !== undefined) {
      const { content } = input;
      if (content.kind === 'text') input.content = { ...content, text: patch.content };
      else if (content.kind === 'media' && content.caption !== undefined) input.content = { ...content, caption: patch.content };
      else {
        return {
          ok: false,
          status: 400,
          message: 'only a text message’s text or a media message’s caption can be changed; cancel it and schedule anew',
        };
      }
      input.text = patch.content;
    }
    const change: ScheduledChange = {
      ...(patch.content !== undefined ? { content: patch.content } : {}),
      ...(patch.sendAt !== undefined ? { scheduledAt: patch.sendAt } : {}),
    };
    this.first.forget();
    this.deps.storage.transactionSync(() => {
      this.deps.storage.sql.exec(
        `UPDATE scheduled_sends SET send_at = ?, input = ? WHERE record_id = ?`,
        patch.sendAt ?? queued.send_at,
        JSON.stringify(input),
        id,
      );
      this.deps.records.changeScheduled(id, change, this.deps.clock.now(), device);
    });
    await this.deps.followUp.run();
    return this.current(id, device);
  }

  /** Cancels a message while it waits: its record ends CANCELLED; 409 once it went. */
  async cancel(device: DeviceIdentity, id: string): Promise<Outcome<MessageRow>> {
    const cancelled = this.deps.storage.transactionSync(() => {
      if (!this.take(id)) return false;
      this.deps.records.changeScheduled(id, { status: 'CANCELLED' }, this.deps.clock.now(), device);
      return true;
    });
    if (!cancelled) return this.notWaiting(id, device);
    await this.deps.followUp.run();
    return this.current(id, device);
  }

  /** While the device can send: the first message's time (not before the pace's next slot); else when the first would fail. */
  nextWake(): number | null {
    if (!this.deps.state.exists()) return null;
    const first = this.deps.storage.sql.exec<{ at: number | null }>(`SELECT MIN(send_at) AS at FROM scheduled_sends`).one().at;
    if (first === null) return null;
    return this.deps.gate.ready() ? Math.max(first, this.deps.pace.nextSendAt()) : first + this.deps.giveUpMs;
  }

  async wake(): Promise<void> {
    if (!this.deps.state.exists()) return;
    if (!this.deps.gate.ready()) await this.failOverdue();
    await this.sendDue();
  }

  /** Starts sending what is due when a change made the device able to (it connected, a node took it). */
  private pump(): void {
    if (this.sending || !this.deps.state.exists()) return;
    const first = this.first.get(
      () => this.deps.storage.sql.exec<{ at: number | null }>(`SELECT MIN(send_at) AS at FROM scheduled_sends`).one().at,
    );
    const now = this.deps.clock.now();
    if (first === null || first > now || !this.deps.gate.ready() || now < this.deps.pace.nextSendAt()) return;
    this.deps.waitUntil(this.sendDue());
  }

  /** Sends the due messages one at a time, each claimed before it goes, while the device can send and the pace allows. */
  private async sendDue(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    const { clock, pace, sender } = this.deps;
    try {
      for (let n = 0; n < BATCH; n++) {
        const device = this.deps.gate.ready();
        if (!device || clock.now() < pace.nextSendAt()) break;
        const claimed = this.claim(device, clock.now());
        if (!claimed) break;
        await sender.deliver(device, claimed.send, claimed.input);
        pace.setNextSendAt(clock.now() + nextGap(pace.settings(), this.deps.random()));
      }
    } finally {
      this.sending = false;
    }
    await this.deps.followUp.run();
  }

  /** Takes the first due message off the queue and moves its record to PENDING, in one transaction. */
  private claim(device: DeviceIdentity, now: number) {
    return this.deps.storage.transactionSync(() => {
      const first = this.deps.storage.sql
        .exec<Queued>(`SELECT * FROM scheduled_sends WHERE send_at <= ? ORDER BY send_at, record_id LIMIT 1`, now)
        .toArray()[0];
      if (!first || !this.take(first.record_id)) return null;
      const messageId = outgoingMessageId();
      const record = this.deps.records.changeScheduled(first.record_id, { status: 'PENDING', messageId }, now, device);
      if (!record) return null;
      return { send: { recordId: record.id, messageId, contact: record.contact }, input: JSON.parse(first.input) as SendInput };
    });
  }

  /** Fails the messages past their time by more than `giveUpMs` while the device cannot send, each with its event. */
  private async failOverdue(): Promise<void> {
    const { storage, clock, records, state, events } = this.deps;
    const now = clock.now();
    const s = state.get();
    const info = s.info;
    if (!info) return;
    const overdue = storage.sql
      .exec<Queued>(`SELECT * FROM scheduled_sends WHERE send_at <= ? ORDER BY send_at LIMIT ${BATCH}`, now - this.deps.giveUpMs)
      .toArray();
    for (const queued of overdue) {
      storage.transactionSync(() => {
        if (!this.take(queued.record_id)) return;
        const record = records.changeScheduled(queued.record_id, { status: 'FAILED', error: DEVICE_DISCONNECTED }, now, info);
        if (!record) return;
        const device = { id: info.id, name: info.name, sessionId: s.sessionId };
        const data = {
          recordId: record.id,
          phoneNumber: record.contact,
          reason: DEVICE_DISCONNECTED,
          scheduledAt: iso(queued.send_at),
          timestamp: iso(now),
        };
        events.emit('message.failed', { device, data, key: `failed:${record.id}`, at: now, now });
      });
    }
    if (overdue.length > 0) await this.deps.followUp.run();
  }

  /** Takes a message off the queue; whether it was there. Call inside the transaction of its record's change. */
  private take(id: string): boolean {
    this.first.forget();
    return this.deps.storage.sql.exec(`DELETE FROM scheduled_sends WHERE record_id = ? RETURNING record_id`, id).toArray().length > 0;
  }

  private queued(id: string): Queued | null {
    return this.deps.storage.sql.exec<Queued>(`SELECT * FROM scheduled_sends WHERE record_id = ?`, id).toArray()[0] ?? null;
  }

  private current(id: string, device: DeviceIdentity): Outcome<MessageRow> {
    const row = this.deps.records.get(id, device);
    return row ? { ok: true, value: row } : { ok: false, status: 404, message: `scheduled message ${id} not found` };
  }

  private notWaiting(id: string, device: DeviceIdentity): Outcome<MessageRow> {
    const row = this.deps.records.get(id, device);
    if (!row || row.scheduledAt === null) return { ok: false, status: 404, message: `scheduled message ${id} not found` };
    return { ok: false, status: 409, message: `message ${id} is not waiting to be sent any more (status ${row.status})` };
  }
}
