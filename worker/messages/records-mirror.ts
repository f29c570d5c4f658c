/**
 * What the device's object writes to message records after the fact: the record of each received
 * message, and each receipt's move of a sent one. Queued in the same transaction as the event that
 * reports it (so neither is lost, nor waits for D1), and written by the object's D1 mirror.
 */
import type { ReceiptStatus } from '../../protocol';
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import type { BatchItem, Db } from '../shared/db';
import { applyReceipt, insertInbound, type NewInbound } from './records';

export const RECORDS = 'records';

export type RecordChange =
  | ({ kind: 'inbound' } & NewInbound)
  | { kind: 'receipt'; recordId: string; messageId: string; status: ReceiptStatus; error: string | null; at: number };

/** The queue key of a change: one per received message, one per receipt status of a record. */
export function recordChangeKey(change: RecordChange): string {
  return change.kind === 'inbound' ? `in:${change.messageId}` : `rc:${change.recordId}:${change.status}`;
}

export function recordsMirror(db: Db): MirrorOwner {
  return {
    name: RECORDS,
    statements: (entries: MirrorEntry[]): BatchItem[] =>
      entries.flatMap(({ payload }): BatchItem[] => {
        const change = payload as RecordChange;
        return change.kind === 'inbound' ? [...insertInbound(db, change)] : [applyReceipt(db, change)];
      }),
  };
}
