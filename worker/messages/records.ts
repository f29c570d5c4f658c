/**
 * Message records as the interface shows them, and as D1 holds them (the inbox's rows, copies of
 * each device's object, which is their authority: see `record-store.ts`).
 */
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { ReceiptStatus } from '../../protocol';
import type { Db } from '../shared/db';
import { iso } from '../shared/time';
import { messages } from './tables';

export type MessageRow = typeof messages.$inferSelect;
export type RecordStatus = 'PENDING' | 'SENT' | 'FAILED' | 'RECEIVED' | ReceiptStatus;

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
    source: z.enum(['API', 'DASHBOARD', 'BROADCAST', 'CHATBOT', 'CONTACT']).meta({
      description:
        'Who sent it: API (an API key), DASHBOARD (an agent: memberId), BROADCAST (a campaign: broadcastId), CHATBOT (a rule: ruleId), CONTACT (received)',
    }),
    memberId: z.string().nullable().meta({ description: 'The agent who sent it (source DASHBOARD), else null' }),
    ruleId: z.string().nullable().meta({ description: 'The chatbot rule that answered (source CHATBOT), else null' }),
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
    memberId: row.memberId,
    ruleId: row.ruleId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A record as D1 has it (the copy, which may trail its object by a flush). */
export async function findRecord(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}
