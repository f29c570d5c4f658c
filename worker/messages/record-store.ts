/**
 * A device's message records, held by its Durable Object, which is their authority: a send's
 * record is written here PENDING before the message goes to the node and ends SENT or FAILED here;
 * receipts move it forward only; a received message's record is written with its event. Every
 * change queues the record's D1 copy (the inbox's rows) in the same transaction.
 */
import type { ReceiptStatus } from '../../protocol';
import type { DeviceIdentity } from '../kernel/device-state';
import { mirrorTriggers } from '../shared/d1-mirror';
import type { Emitter } from '../shared/domain-events';
import { newId } from '../shared/ids';
import { rowsWhereIn } from '../shared/sqlite';
import { joined } from '../shared/transactions';
import { INSERT, RECEIPT_OF_SENT, RECEIPT_PREDECESSORS, RECORDS_BY_CONTACT, SELECT, UPDATED } from './record-statements';
import { type MessageRow, type ObjectRecord, RECORD_COLUMNS, type ScheduledChange } from './records';

/** A record with the number (or LID) of its contact, which D1 keeps in the contact's row. */
export type StoredRecord = MessageRow & { contact: string };

/** The D1 table this store's changes are queued for (see `records-mirror.ts`). */
export const RECORDS = 'records';

/** Records kept here; older ones live on in D1 only. */
const RECORD_LIMIT = 50_000;

/**
 * Who or what sent a message: `source` with what it names: the agent's member
 * id for DASHBOARD, the campaign for BROADCAST, the rule for CHATBOT; API, CALL (the answer to a
 * rejected call) and CONTACT name nothing.
 */
export type Attribution = {
  source: 'API' | 'DASHBOARD' | 'BROADCAST' | 'CHATBOT' | 'ASSISTANT' | 'RATING' | 'CALL' | 'CONTACT' | 'PHONE';
  broadcastId?: string | null;
  memberId?: string | null;
  ruleId?: string | null;
};

export type NewRecord = {
  contact: string;
  contactId: string;
  direction: 'OUTBOUND' | 'INBOUND';
  /** DELIVERED: a message the account's phone sent, in its imported history; SCHEDULED: to go at `scheduledAt`. */
  status: 'PENDING' | 'RECEIVED' | 'DELIVERED' | 'SCHEDULED';
  scheduledAt?: number | null;
  content: string;
  mediaUrl: string | null;
  messageId: string | null;
  templateId: string | null;
  replyToId: string | null;
  at: number;
  /** The message's kind and what it carries (`record-kind.ts`); text when left out. */
  type?: string;
  detail?: string | null;
  /** A group's received message: its participant. */
  sender?: string | null;
  /** Imported from the account's history. */
  history?: boolean;
} & Attribution;

/**
 * `record.changed`: a record written (`inserted`) or changed, emitted inside the transaction that
 * did it; `record` gives it as it now is (a record just written is not read back). `rewritten`: its
 * text was edited or the message deleted for everyone (what a conversation's preview shows changed).
 */
export type RecordChange = { inserted: boolean; rewritten?: boolean; record: (device: DeviceIdentity) => StoredRecord | null };
export type RecordEvents = { 'record.changed': RecordChange };

/** The triggers that queue each record's D1 copy as it is written (see `d1-mirror.ts`). */
export const RECORD_TRIGGERS = mirrorTriggers('records', 'id', RECORDS);

export class RecordStore {
  private inserts = 0;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly events: Emitter<RecordEvents>,
  ) {}

  /**
   * Tells the parts that follow the records (the inbox's conversations, the pages watching); the D1
   * copy of the record is queued by the statement that wrote it (see `createRecordTables`).
   */
  private changed(id: string, written?: ObjectRecord, rewritten = false): void {
    const record = (device: DeviceIdentity) => (written ? toRecord(written, device) : this.get(id, device));
    this.events.emit('record.changed', { inserted: written !== undefined, rewritten, record });
  }

  /** One of `UPDATED`'s statements, and the record it changed as it now is (undefined: none). */
  private updated(statement: string, ...values: SqlStorageValue[]): ObjectRecord | undefined {
    return this.storage.sql.exec<ObjectRecord>(statement, ...values).toArray()[0];
  }

  /** Writes a new record; call inside the transaction of what it records. */
  insert(record: NewRecord, id = newId('msg')): string {
    const row: ObjectRecord = {
      id,
      contact: record.contact,
      contactId: record.contactId,
      broadcastId: record.broadcastId ?? null,
      direction: record.direction,
      status: record.status,
      content: record.content,
      mediaUrl: record.mediaUrl,
      messageId: record.messageId,
      source: record.source,
      templateId: record.templateId,
      replyToId: record.replyToId,
      error: null,
      memberId: record.memberId ?? null,
      ruleId: record.ruleId ?? null,
      editedAt: null,
      deletedAt: null,
      type: record.type ?? 'text',
      sender: record.sender ?? null,
      detail: record.detail ?? null,
      undeliveredAt: null,
      undeliveredReason: null,
      resentAt: null,
      scheduledAt: record.scheduledAt ?? null,
      history: record.history ? 1 : 0,
      createdAt: record.at,
      updatedAt: record.at,
    };
    this.storage.sql.exec(INSERT, ...RECORD_COLUMNS.map((c) => row[c.field]));
    this.changed(id, row);
    if (++this.inserts % 1000 === 0) this.prune();
    return id;
  }

  private prune(): void {
    const excess = this.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM records`).one().n - RECORD_LIMIT;
    if (excess > 0) {
      this.storage.sql.exec(
        `DELETE FROM records WHERE id IN (SELECT id FROM records WHERE status NOT IN ('PENDING', 'SCHEDULED') ORDER BY created_at LIMIT ?)`,
        excess,
      );
    }
  }

  /**
   * Ends a PENDING record SENT or FAILED (a receipt may have moved it on first: then only its message
   * id is filled in), and returns it as it now is: the statement that changes it also reads it
   * (`RETURNING`), so a send's answer costs no read of its own. Null when nothing changed (FAILED
   * for a record no longer PENDING, or no such record). In the caller's transaction when it has one.
   */
  settle(
    id: string,
    outcome: { status: 'SENT'; messageId: string } | { status: 'FAILED'; error: string },
    now: number,
    device: DeviceIdentity,
  ): StoredRecord | null {
    return joined(this.storage, () => {
      const row =
        outcome.status === 'FAILED'
          ? this.updated(UPDATED.failed, outcome.error, now, id)
          : (this.updated(UPDATED.sent, outcome.messageId, now, id) ?? this.updated(UPDATED.sentAfterReceipt, outcome.messageId, now, id));
      this.changed(id);
      return row ? toRecord(row, device) : null;
    });
  }

  /**
   * A sent message WhatsApp did not deliver (`reason`: `no-receipt`, or its code); call inside the
   * transaction of what found it. Null when it is no record, or one marked already.
   */
  undelivered(id: string, reason: string, now: number): { messageId: string | null; contact: string } | null {
    const row = this.storage.sql
      .exec<{ message_id: string | null; contact: string }>(
        `UPDATE records SET undelivered_at = ?1, undelivered_reason = ?2, updated_at = ?1
         WHERE id = ?3 AND undelivered_at IS NULL RETURNING message_id, contact`,
        now,
        reason,
        id,
      )
      .toArray()[0];
    if (!row) return null;
    this.changed(id);
    return { messageId: row.message_id, contact: row.contact };
  }

  /** The undelivered message went once more, as `messageId`: its receipts are this record's from now on. */
  resent(id: string, messageId: string, now: number, device: DeviceIdentity): StoredRecord | null {
    const row = this.updated(UPDATED.resent, messageId, now, now, id);
    this.changed(id);
    return row ? toRecord(row, device) : null;
  }

  /** A sent or received message's new text (an edit); call inside the transaction of what it reports. */
  edit(id: string, content: string, now: number): void {
    this.storage.sql.exec(`UPDATE records SET content = ?, edited_at = ?, updated_at = ? WHERE id = ?`, content, now, now, id);
    this.changed(id, undefined, true);
  }

  /** A message deleted for everyone; call inside the transaction of what it reports. */
  revoke(id: string, now: number): void {
    this.storage.sql.exec(`UPDATE records SET deleted_at = ?, updated_at = ? WHERE id = ?`, now, now, id);
    this.changed(id, undefined, true);
  }

  /**
   * Tells those following the records that what a record shows changed without the record itself (a
   * vote on its poll moves the tally an open page shows); call inside the transaction of that change.
   */
  touched(id: string): void {
    this.changed(id);
  }

  /**
   * Changes a SCHEDULED record, in one statement that holds only while it is SCHEDULED: its text or
   * time, or its end (PENDING as it goes, with the id it goes with; CANCELLED; FAILED with why). Call
   * inside the transaction of that change. A record that goes is new from then on: its time is the
   * send's, and its conversation moves as for any send. Null when it was not SCHEDULED (any more).
   */
  changeScheduled(id: string, change: ScheduledChange, now: number, device: DeviceIdentity): StoredRecord | null {
    const row = this.updated(
      UPDATED.scheduled,
      change.status ?? null,
      change.content ?? null,
      change.scheduledAt ?? null,
      change.messageId ?? null,
      change.error ?? null,
      now,
      id,
    );
    if (!row) return null;
    this.changed(id, change.status === 'PENDING' ? row : undefined);
    return toRecord(row, device);
  }

  /** The record of a message by its messaging-app id (the newest, should an id repeat). */
  byMessageId(messageId: string): { id: string; direction: string } | null {
    const sql = `SELECT id, direction FROM records WHERE message_id = ? ORDER BY created_at DESC LIMIT 1`;
    return this.storage.sql.exec<{ id: string; direction: string }>(sql, messageId).toArray()[0] ?? null;
  }

  /** A send still PENDING under the message id it went out with (its answer was lost: a receipt settles it). */
  pendingByMessageId(messageId: string): { id: string; contact: string } | null {
    return (
      this.storage.sql
        .exec<{ id: string; contact: string }>(`SELECT id, contact FROM records WHERE message_id = ? AND status = 'PENDING'`, messageId)
        .toArray()[0] ?? null
    );
  }

  /**
   * Moves the record of a message this device sent (by the message's id, as the sent copy keeps it)
   * forward by a receipt, in one statement; never backwards. Returns the record moved, or null when
   * none moved (no such sent message, a record without that message id yet, or the status would not
   * move forward: `receipt` is for those). Call inside the receipt's transaction.
   */
  receiptOfSent(messageId: string, status: ReceiptStatus, error: string | null, now: number): { id: string; contact: string } | null {
    const from = RECEIPT_PREDECESSORS[status];
    const moved = this.storage.sql
      .exec<{ id: string; contact: string }>(RECEIPT_OF_SENT[status], status, messageId, error ?? 'rejected', now, ...from)
      .toArray()[0];
    if (moved) this.changed(moved.id);
    return moved ?? null;
  }

  /** Moves a record forward by a receipt; never backwards. Call inside the receipt's transaction. */
  receipt(id: string, messageId: string, status: ReceiptStatus, error: string | null, now: number): void {
    const from = RECEIPT_PREDECESSORS[status];
    this.storage.sql.exec(
      `UPDATE records SET status = ?, message_id = COALESCE(message_id, ?), error = CASE WHEN ? = 'FAILED' THEN ? ELSE error END,
         updated_at = ? WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
      status,
      messageId,
      status,
      error ?? 'rejected',
      now,
      id,
      ...from,
    );
    this.changed(id);
  }

  /**
   * Records a send left PENDING for longer than `before` allows: their object stopped while the
   * node had them, or the node's link closed mid-send, and no receipt came since. They end FAILED,
   * as unknown; none stays PENDING.
   */
  expirePending(before: number, now: number): number {
    return this.storage.transactionSync(() => {
      const stale = this.storage.sql
        .exec<{ id: string }>(`SELECT id FROM records WHERE status = 'PENDING' AND created_at < ?`, before)
        .toArray();
      for (const { id } of stale) {
        this.storage.sql.exec(
          `UPDATE records SET status = 'FAILED', error = 'the outcome is unknown: the session never answered the send and no receipt came', updated_at = ? WHERE id = ?`,
          now,
          id,
        );
        this.changed(id);
      }
      return stale.length;
    });
  }

  /** The messaging-app ids of a contact's oldest records, oldest first (where to ask the phone for older history). */
  oldestMessageIds(contact: string, limit: number): string[] {
    return this.storage.sql
      .exec<{ message_id: string }>(
        `SELECT message_id FROM records WHERE contact = ? AND message_id IS NOT NULL ORDER BY created_at, id LIMIT ?`,
        contact,
        limit,
      )
      .toArray()
      .map((r) => r.message_id);
  }

  /** The oldest PENDING record's creation time, for the alarm that expires it. */
  oldestPending(): number | null {
    return this.storage.sql.exec<{ t: number | null }>(`SELECT MIN(created_at) AS t FROM records WHERE status = 'PENDING'`).one().t;
  }

  /** A contact's records, newest first, before `before` (a page's last record). */
  byContact(contact: string, device: DeviceIdentity, limit: number, before?: { createdAt: number; id: string }): StoredRecord[] {
    const rows = before
      ? this.storage.sql.exec<ObjectRecord>(`${SELECT} ${RECORDS_BY_CONTACT.after}`, contact, limit, before.createdAt, before.id)
      : this.storage.sql.exec<ObjectRecord>(`${SELECT} ${RECORDS_BY_CONTACT.first}`, contact, limit);
    return rows.toArray().map((row) => toRecord(row, device));
  }

  get(id: string, device: DeviceIdentity): StoredRecord | null {
    const row = this.storage.sql.exec<ObjectRecord>(`${SELECT} WHERE id = ?`, id).toArray()[0];
    return row ? toRecord(row, device) : null;
  }

  /** Records by id, read a batch at a time (their D1 copy). */
  getMany(ids: readonly string[], device: DeviceIdentity): Map<string, StoredRecord> {
    return new Map(rowsWhereIn<ObjectRecord>(this.storage.sql, SELECT, 'id', ids).map((row) => [row.id, toRecord(row, device)]));
  }
}

function toRecord(row: ObjectRecord, device: DeviceIdentity): StoredRecord {
  return { ...row, workspaceId: device.workspaceId, deviceId: device.id };
}
