/**
 * Message records in D1: the inbox's rows. A record is written PENDING before a send, ends SENT
 * or FAILED, and receipts move it forward only (a late DELIVERED after READ leaves READ).
 */
import { z } from '@hono/zod-openapi';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReceiptStatus } from '../../protocol';
import { contactIdOf, ensureContact } from '../contacts/contacts';
import type { Db } from '../shared/db';
import { newId } from '../shared/ids';
import { iso } from '../shared/time';
import { messages } from './tables';

export type MessageRow = typeof messages.$inferSelect;
export type RecordStatus = 'PENDING' | 'SENT' | 'FAILED' | ReceiptStatus;

/** The statuses a receipt may move a record from. */
export const RECEIPT_PREDECESSORS: Record<ReceiptStatus, RecordStatus[]> = {
  DELIVERED: ['PENDING', 'SENT'],
  READ: ['PENDING', 'SENT', 'DELIVERED'],
  PLAYED: ['PENDING', 'SENT', 'DELIVERED', 'READ'],
  FAILED: ['PENDING', 'SENT'],
};

export const messageRecordSchema = z
  .object({
    id: z.string().meta({ example: 'msg_Jx3kQ9mZr7LbT0pWc1dA' }),
    workspaceId: z.string(),
    deviceId: z.string(),
    contactId: z.string(),
    broadcastId: z.string().nullable(),
    direction: z.enum(['OUTBOUND', 'INBOUND']),
    status: z.enum(['PENDING', 'SENT', 'FAILED', 'DELIVERED', 'READ', 'PLAYED', 'RECEIVED']),
    content: z.string(),
    mediaUrl: z.string().nullable(),
    messageId: z.string().nullable().meta({ description: 'The messaging-app id: what replyToId and reactions name' }),
    source: z.enum(['API', 'DASHBOARD', 'BROADCAST', 'CHATBOT', 'CONTACT']),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'MessageRecord' });
export type MessageRecord = z.infer<typeof messageRecordSchema>;

/** The record as the interface shows it: spec 2.1 plus `messageId` and `source`. */
export function presentRecord(row: MessageRow): MessageRecord {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    deviceId: row.deviceId,
    contactId: row.contactId,
    broadcastId: row.broadcastId,
    direction: row.direction,
    status: row.status as MessageRecord['status'],
    content: row.content,
    mediaUrl: row.mediaUrl,
    messageId: row.messageId,
    source: row.source as MessageRecord['source'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
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

/** Writes the PENDING record of a send (and its contact, on first use) in one round trip. */
export async function insertPending(db: Db, input: NewOutbound, now: number): Promise<MessageRow> {
  const [, inserted] = await db.batch([
    ensureContact(db, input.workspaceId, input.phoneNumber, now),
    db
      .insert(messages)
      .values({
        id: newId('msg'),
        workspaceId: input.workspaceId,
        deviceId: input.deviceId,
        contactId: contactIdOf(input.workspaceId, input.phoneNumber),
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
      })
      .returning(),
  ]);
  const [row] = inserted;
  if (!row) throw new Error('the record of a send was not written');
  return row;
}

/** Ends a PENDING record; returns the row as it now is (undefined when a receipt moved it on first). */
export async function settleRecord(
  db: Db,
  recordId: string,
  outcome: { status: 'SENT'; messageId: string } | { status: 'FAILED'; error: string },
  now: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      status: outcome.status,
      messageId: outcome.status === 'SENT' ? outcome.messageId : null,
      error: outcome.status === 'FAILED' ? outcome.error : null,
      updatedAt: now,
    })
    .where(and(eq(messages.id, recordId), eq(messages.status, 'PENDING')))
    .returning();
  return row;
}

export async function findRecord(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** Moves a record forward by a receipt; never backwards. */
export function applyReceipt(
  db: Db,
  receipt: { recordId: string; messageId: string; status: ReceiptStatus; error: string | null; at: number },
) {
  return db
    .update(messages)
    .set({
      status: receipt.status,
      // A receipt may land before the send's own settling does.
      messageId: sql`COALESCE(${messages.messageId}, ${receipt.messageId})`,
      updatedAt: receipt.at,
      ...(receipt.status === 'FAILED' ? { error: receipt.error ?? 'rejected' } : {}),
    })
    .where(and(eq(messages.id, receipt.recordId), inArray(messages.status, RECEIPT_PREDECESSORS[receipt.status])));
}

export type NewInbound = {
  recordId: string;
  workspaceId: string;
  deviceId: string;
  contact: string;
  messageId: string;
  content: string;
  mediaUrl: string | null;
  at: number;
};

/** The statements that write a received message's record (and its contact); the record id makes a repeat harmless. */
export function insertInbound(db: Db, input: NewInbound) {
  return [
    ensureContact(db, input.workspaceId, input.contact, input.at),
    db
      .insert(messages)
      .values({
        id: input.recordId,
        workspaceId: input.workspaceId,
        deviceId: input.deviceId,
        contactId: contactIdOf(input.workspaceId, input.contact),
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
      })
      .onConflictDoNothing({ target: messages.id }),
  ] as const;
}
