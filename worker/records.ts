/**
 * Message records in D1: the inbox's rows. A record is written PENDING before a send, ends SENT
 * or FAILED, and receipts move it forward only (a late DELIVERED after READ leaves READ).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ReceiptStatus } from './wire-protocol';
import { type Db, schema } from './db';
import { newId } from './lib/ids';
import { iso } from './lib/time';

export type MessageRow = typeof schema.messages.$inferSelect;
export type RecordStatus = 'PENDING' | 'SENT' | 'FAILED' | ReceiptStatus;

/** The statuses a receipt may move a record from. */
const RECEIPT_PREDECESSORS: Record<ReceiptStatus, RecordStatus[]> = {
  DELIVERED: ['PENDING', 'SENT'],
  READ: ['PENDING', 'SENT', 'DELIVERED'],
  PLAYED: ['PENDING', 'SENT', 'DELIVERED', 'READ'],
  FAILED: ['PENDING', 'SENT'],
};

/** The record as the public interface shows it: spec 2.1 plus `messageId` and `source`. */
export function presentRecord(row: MessageRow) {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    deviceId: row.deviceId,
    contactId: row.contactId,
    broadcastId: row.broadcastId,
    direction: row.direction,
    status: row.status,
    content: row.content,
    mediaUrl: row.mediaUrl,
    messageId: row.messageId,
    source: row.source,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The workspace's contact for a phone number, created on first use. */
export async function contactFor(db: Db, workspaceId: string, phoneNumber: string): Promise<string> {
  const now = Date.now();
  await db
    .insert(schema.contacts)
    .values({ id: newId('ctc'), workspaceId, phoneNumber, createdAt: now })
    .onConflictDoNothing({ target: [schema.contacts.workspaceId, schema.contacts.phoneNumber] });
  const [row] = await db
    .select({ id: schema.contacts.id })
    .from(schema.contacts)
    .where(and(eq(schema.contacts.workspaceId, workspaceId), eq(schema.contacts.phoneNumber, phoneNumber)))
    .limit(1);
  if (!row) throw new Error(`contact for ${phoneNumber} vanished right after it was written`);
  return row.id;
}

export type NewOutbound = {
  workspaceId: string;
  deviceId: string;
  phoneNumber: string;
  content: string;
  mediaUrl?: string | null;
  templateId?: string | null;
  replyToId?: string | null;
  source: 'API';
};

export async function insertPending(db: Db, input: NewOutbound): Promise<MessageRow> {
  const now = Date.now();
  const row: MessageRow = {
    id: newId('msg'),
    workspaceId: input.workspaceId,
    deviceId: input.deviceId,
    contactId: await contactFor(db, input.workspaceId, input.phoneNumber),
    broadcastId: null,
    direction: 'OUTBOUND',
    status: 'PENDING',
    content: input.content,
    mediaUrl: input.mediaUrl ?? null,
    messageId: null,
    source: input.source,
    templateId: input.templateId ?? null,
    replyToId: input.replyToId ?? null,
    error: null,
    createdAt: now,
    updatedAt: now,
  };
  await db.insert(schema.messages).values(row);
  return row;
}

/** Ends a PENDING record; returns the row as it now is. */
export async function settleRecord(
  db: Db,
  recordId: string,
  outcome: { status: 'SENT'; messageId: string } | { status: 'FAILED'; error: string },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(schema.messages)
    .set({
      status: outcome.status,
      messageId: outcome.status === 'SENT' ? outcome.messageId : null,
      error: outcome.status === 'FAILED' ? outcome.error : null,
      updatedAt: Date.now(),
    })
    .where(and(eq(schema.messages.id, recordId), eq(schema.messages.status, 'PENDING')))
    .returning();
  return row;
}

/** Moves the record of a sent message forward; never backwards. Returns the moved row, if any. */
export async function applyReceipt(
  db: Db,
  deviceId: string,
  messageId: string,
  status: ReceiptStatus,
  error?: string | null,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(schema.messages)
    .set({ status, updatedAt: Date.now(), ...(status === 'FAILED' ? { error: error ?? 'rejected' } : {}) })
    .where(
      and(
        eq(schema.messages.deviceId, deviceId),
        eq(schema.messages.messageId, messageId),
        inArray(schema.messages.status, RECEIPT_PREDECESSORS[status]),
      ),
    )
    .returning();
  return row;
}

/** The record of a message the device sent, with its contact's number, for receipts. */
export async function findSentRecord(db: Db, deviceId: string, messageId: string): Promise<{ id: string; phoneNumber: string | null } | undefined> {
  const [row] = await db
    .select({ id: schema.messages.id, phoneNumber: schema.contacts.phoneNumber })
    .from(schema.messages)
    .leftJoin(schema.contacts, eq(schema.contacts.id, schema.messages.contactId))
    .where(and(eq(schema.messages.deviceId, deviceId), eq(schema.messages.messageId, messageId), eq(schema.messages.direction, 'OUTBOUND')))
    .limit(1);
  return row;
}

export type NewInbound = {
  workspaceId: string;
  deviceId: string;
  contact: string;
  messageId: string;
  content: string;
  mediaUrl: string | null;
  at: number;
};

/** Writes the record of a received message once, however often the report comes. */
export async function insertInbound(db: Db, input: NewInbound): Promise<void> {
  const [existing] = await db
    .select({ id: schema.messages.id })
    .from(schema.messages)
    .where(and(eq(schema.messages.deviceId, input.deviceId), eq(schema.messages.messageId, input.messageId), eq(schema.messages.direction, 'INBOUND')))
    .limit(1);
  if (existing) return;
  await db.insert(schema.messages).values({
    id: newId('msg'),
    workspaceId: input.workspaceId,
    deviceId: input.deviceId,
    contactId: await contactFor(db, input.workspaceId, input.contact),
    broadcastId: null,
    direction: 'INBOUND',
    status: 'RECEIVED',
    content: input.content,
    mediaUrl: input.mediaUrl,
    messageId: input.messageId,
    source: 'CONTACT',
    templateId: null,
    replyToId: null,
    error: null,
    createdAt: input.at,
    updatedAt: input.at,
  });
}
