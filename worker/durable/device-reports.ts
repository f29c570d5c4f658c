/**
 * What the device's object does with each report of its session: status changes, receipts,
 * stored messages, and the events of the webhook catalogue. A report is handled once per key;
 * the node repeats it until acknowledged.
 */
import { getDb } from '../db';
import { applyReceipt, findSentRecord, insertInbound } from '../records';
import type { Report } from '../wire-protocol';
import type { DeviceEvents } from './device-events';
import type { DeviceStore } from './device-store';

export type ReportDeps = {
  env: Env;
  store: DeviceStore;
  events: DeviceEvents;
  applyStatus: (report: Extract<Report, { name: 'status' }>['data'], key: string) => Promise<void>;
};

const isoOf = (ms: number) => new Date(ms).toISOString();

export async function handleReport(deps: ReportDeps, report: Report): Promise<void> {
  const { events, store } = deps;
  if (events.seen(report.key)) return;
  const info = store.state().info;
  if (!info) return;
  const db = getDb(deps.env);

  switch (report.name) {
    case 'status':
      await deps.applyStatus(report.data, report.key);
      return;
    case 'messages.stored':
      store.putMessages(report.data.messages);
      events.taken(report.key);
      return;
    case 'receipt': {
      const r = report.data;
      await applyReceipt(db, info.id, r.messageId, r.status, r.error);
      const record = await findSentRecord(db, info.id, r.messageId);
      events.emit(
        'message.receipt',
        {
          id: `${r.messageId}:${r.status}`,
          messageId: r.messageId,
          recordId: record?.id ?? null,
          status: r.status,
          phoneNumber: record?.phoneNumber ?? null,
          error: r.error ?? null,
          timestamp: isoOf(r.timestamp),
        },
        report.key,
        r.timestamp,
      );
      return;
    }
    case 'inbound': {
      const { event, stored } = report.data;
      if (stored) store.putMessages([stored]);
      // The record first: if writing it fails the report is not acknowledged and comes again.
      await insertInbound(db, {
        workspaceId: info.workspaceId,
        deviceId: info.id,
        contact: event.from ?? event.lid ?? event.chatId,
        messageId: event.id,
        content: event.text ?? '',
        mediaUrl: event.media?.url ?? null,
        at: event.timestamp,
      });
      events.emit('message.inbound', { ...event, timestamp: isoOf(event.timestamp) }, report.key, event.timestamp);
      return;
    }
    case 'reaction':
      events.emit('message.reaction', { ...report.data, timestamp: isoOf(report.data.timestamp) }, report.key, report.data.timestamp);
      return;
    case 'call':
      events.emit('call.received', { ...report.data, timestamp: isoOf(report.data.timestamp) }, report.key, report.data.timestamp);
      return;
  }
}
