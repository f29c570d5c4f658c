/**
 * What a device's object does with the session's message reports: receipts and received messages
 * become events (`message.receipt`, `message.inbound`) and record changes, in the one transaction
 * of their report (`EventLog.takeOnce`); stored messages are kept for later quotes and reactions.
 */
import type { InboundEvent, ReportData, StoredMessage } from '../../protocol';
import { contactIdFor } from '../contacts/contacts';
import type { OutboxEvents } from '../events/outbox';
import type { ReportContext, SessionEvents } from '../kernel/session-events';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { iso } from '../shared/time';
import { isGroupJid } from './recipient';
import { inboundKind } from './record-kind';
import type { RecordStore } from './record-store';
import type { SentRef, WaMessageStore } from './wa-message-store';

/**
 * `message.received`: a received message as written (its event, its stored copy, its record and
 * contact, and the object's time then), emitted inside its report's transaction, after its record
 * (and so its `record.changed`): what follows it (the contact's D1 copy, the chatbot's answer) is
 * written with it.
 */
export type MessageReceived = {
  event: InboundEvent;
  stored: StoredMessage | null;
  recordId: string;
  contact: string;
  contactId: string;
  now: number;
};
/** A sent message WhatsApp took and then refused (an error ack): its record, and WhatsApp's code. */
export type MessageRefused = { recordId: string; messageId: string; code: string; now: number };
export type MessageEvents = { 'message.received': MessageReceived; 'message.refused': MessageRefused };

export class MessageReports {
  constructor(
    private readonly store: WaMessageStore,
    private readonly records: RecordStore,
    private readonly events: Emitter<MessageEvents & OutboxEvents> & Subscriber<SessionEvents>,
  ) {
    events.on('reported.receipt', ({ data, context }) => this.receipt(data, context));
    events.on('reported.inbound', ({ data, context }) => this.inbound(data, context));
    events.on('reported.message.edited', ({ data, context }) => this.edited(data, context));
    events.on('reported.message.revoked', ({ data, context }) => this.revoked(data, context));
    events.on('reported.messages.stored', ({ data }) => this.stored(data));
  }

  /**
   * Call inside the report's `takeOnceByEvent`: the receipt's event (its mark) and its record's
   * change are that one transaction. Most receipts move their record on in the statement that finds
   * it by the message's id; one that moves nothing (a repeat, or one out of order), or whose message
   * lost its send's answer, finds its record apart.
   */
  receipt(r: ReportData<'receipt'>, { device, key, now }: ReportContext): void {
    const error = r.error ?? null;
    const moved = this.records.receiptOfSent(r.messageId, r.status, error, now);
    let sent: SentRef;
    if (moved) sent = { recordId: moved.id, phoneNumber: moved.contact };
    else {
      const known = this.store.sentRef(r.messageId);
      // A send whose answer was lost with the node's link is known by the id it went out with.
      const pending = known.recordId ? null : this.records.pendingByMessageId(r.messageId);
      sent = pending ? { recordId: pending.id, phoneNumber: pending.contact } : known;
      if (sent.recordId) this.records.receipt(sent.recordId, r.messageId, r.status, error, now);
    }
    const data = {
      id: `${r.messageId}:${r.status}`,
      messageId: r.messageId,
      recordId: sent.recordId,
      status: r.status,
      phoneNumber: sent.phoneNumber,
      error,
      timestamp: iso(r.timestamp),
    };
    this.events.emit('message.receipt', { device, data, key, at: r.timestamp, now });
    if (r.status === 'FAILED' && error && sent.recordId) {
      this.events.emit('message.refused', { recordId: sent.recordId, messageId: r.messageId, code: error, now });
    }
  }

  /**
   * Call inside the report's `takeOnceByEvent` (or a run's): the message's event comes first, under
   * the report's key, and is its mark; its stored copy, record and what follows are that one transaction.
   */
  inbound({ event, stored }: ReportData<'inbound'>, { info, device, key, now }: ReportContext): void {
    // A group's messages have the group as their contact (one conversation); `event.from` names the sender.
    const contact = isGroupJid(event.chatId) ? event.chatId : (event.from ?? event.lid ?? event.chatId);
    const contactId = contactIdFor(info.workspaceId, contact);
    this.events.emit('message.inbound', { device, data: { ...event, timestamp: iso(event.timestamp) }, key, at: event.timestamp, now });
    if (stored) this.store.put([stored]);
    const recordId = this.records.insert({
      contact,
      contactId,
      direction: 'INBOUND',
      status: 'RECEIVED',
      content: event.text ?? '',
      mediaUrl: event.media?.url ?? null,
      messageId: event.id,
      source: 'CONTACT',
      templateId: null,
      replyToId: null,
      at: withinItsSecond(event.timestamp, now),
      ...inboundKind(event, stored),
    });
    this.events.emit('message.received', { event, stored, recordId, contact, contactId, now });
  }

  /**
   * A contact edited a message: its record (when this device has it) takes the new text, and the
   * event tells it, in the report's one transaction.
   */
  edited(r: ReportData<'message.edited'>, { device, key, now }: ReportContext): void {
    const record = this.records.byMessageId(r.messageId);
    if (record) this.records.edit(record.id, r.text, now);
    const data = { ...r, recordId: record?.id ?? null, timestamp: iso(r.timestamp) };
    this.events.emit('message.edited', { device, data, key, at: r.timestamp, now });
  }

  /** A contact deleted a message for everyone: its record says so, and the event tells it, in one transaction. */
  revoked(r: ReportData<'message.revoked'>, { device, key, now }: ReportContext): void {
    const record = this.records.byMessageId(r.messageId);
    if (record) this.records.revoke(record.id, now);
    const data = { ...r, recordId: record?.id ?? null, timestamp: iso(r.timestamp) };
    this.events.emit('message.revoked', { device, data, key, at: r.timestamp, now });
  }

  stored({ messages }: ReportData<'messages.stored'>): void {
    this.store.put(messages);
  }
}

/**
 * Where a received message sits among the records: WhatsApp stamps it to the second, while what
 * this device sends is stamped to the millisecond, so a reply that came in the second a campaign
 * message went out would sort before it. A message that arrives within its second takes the time it
 * arrived; one that arrives later (a backlog, a clock ahead) keeps WhatsApp's second.
 */
export function withinItsSecond(stamped: number, arrived: number): number {
  return arrived >= stamped && arrived < stamped + 1000 ? arrived : stamped;
}
