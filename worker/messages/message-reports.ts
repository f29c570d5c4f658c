/**
 * What a device's object does with the session's message reports: receipts and received messages
 * become events (`message.receipt`, `message.inbound`) and record changes, in one transaction per
 * report; stored messages are kept for later quotes and reactions.
 */
import type { ReportData, SessionDevice } from '../../protocol';
import type { DeviceIdentity } from '../devices/device-state';
import type { EventLog } from '../events/event-log';
import type { Outbox } from '../events/outbox';
import type { D1Mirror } from '../shared/d1-mirror';
import { newId } from '../shared/ids';
import { iso } from '../shared/time';
import type { MessageStore } from './message-store';
import { RECORDS, type RecordChange, recordChangeKey } from './records-mirror';

export type ReportContext = { info: DeviceIdentity; device: SessionDevice; key: string; now: number };

export class MessageReports {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly store: MessageStore,
    private readonly outbox: Outbox,
    private readonly log: EventLog,
    private readonly mirror: D1Mirror,
  ) {}

  receipt(r: ReportData<'receipt'>, { device, key, now }: ReportContext): void {
    this.storage.transactionSync(() => {
      const sent = this.store.sentRef(r.messageId);
      const data = {
        id: `${r.messageId}:${r.status}`,
        messageId: r.messageId,
        recordId: sent.recordId,
        status: r.status,
        phoneNumber: sent.phoneNumber,
        error: r.error ?? null,
        timestamp: iso(r.timestamp),
      };
      if (!this.outbox.record(device, 'message.receipt', data, key, r.timestamp, now) || !sent.recordId) return;
      this.queue({ kind: 'receipt', recordId: sent.recordId, messageId: r.messageId, status: r.status, error: r.error ?? null, at: now });
    });
  }

  inbound({ event, stored }: ReportData<'inbound'>, { info, device, key, now }: ReportContext): void {
    this.storage.transactionSync(() => {
      const data = { ...event, timestamp: iso(event.timestamp) };
      if (!this.outbox.record(device, 'message.inbound', data, key, event.timestamp, now)) return;
      if (stored) this.store.put([stored]);
      this.queue({
        kind: 'inbound',
        recordId: newId('msg'),
        workspaceId: info.workspaceId,
        deviceId: info.id,
        contact: event.from ?? event.lid ?? event.chatId,
        messageId: event.id,
        content: event.text ?? '',
        mediaUrl: event.media?.url ?? null,
        at: event.timestamp,
      });
    });
  }

  stored({ messages }: ReportData<'messages.stored'>, { key }: ReportContext): void {
    this.storage.transactionSync(() => {
      this.store.put(messages);
      this.log.taken(key);
    });
  }

  private queue(change: RecordChange): void {
    this.mirror.mark(RECORDS, recordChangeKey(change), change);
  }
}
