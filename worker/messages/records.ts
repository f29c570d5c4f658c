/**
 * Message records as the interface shows them, and as D1 holds them (the inbox's rows, copies of
 * each device's object, which is their authority: see `record-store.ts`).
 *
 * A record has one definition, D1's `messages` table (`tables.ts`), and the rest follows from it:
 * the object's `records` table holds the same columns under the same names (less the two naming
 * the device, which the object is, and with the contact's number, which D1 keeps in the contact's
 * row); `record-store.ts` reads and writes those, `records-mirror.ts` writes D1's from them, and
 * the zod shape names every field but those in `UNSHOWN_FIELDS` (the compiler holds it to that).
 * `test/worker/shared/stored-records.test.ts` holds the object's table and D1's to this too.
 */
import { z } from '@hono/zod-openapi';
import { eq, getTableColumns } from 'drizzle-orm';
import type { ReceiptStatus } from '../../protocol';
import type { Db } from '../shared/db';
import { iso } from '../shared/time';
import { messages } from './tables';

export type MessageRow = typeof messages.$inferSelect;
export type MessageField = keyof MessageRow;
export type RecordStatus = 'SCHEDULED' | 'CANCELLED' | 'PENDING' | 'SENT' | 'FAILED' | 'RECEIVED' | ReceiptStatus;

/** What a SCHEDULED record may become, or change (`RecordStore.changeScheduled`). */
export type ScheduledChange = {
  status?: 'PENDING' | 'CANCELLED' | 'FAILED';
  content?: string;
  scheduledAt?: number;
  messageId?: string;
  error?: string;
};

type Column<F> = { readonly field: F; readonly column: string };

/** D1's columns in their order, each with the field it holds. */
export const MESSAGE_COLUMNS: readonly Column<MessageField>[] = Object.entries(getTableColumns(messages)).map(([field, c]) => ({
  field: field as MessageField,
  column: c.name,
}));

/** The fields D1 has and the object's table has not: the object is the device. */
export const DEVICE_FIELDS = ['workspaceId', 'deviceId'] as const satisfies readonly MessageField[];

/** A record as the device's object stores it. */
export type ObjectRecord = Omit<MessageRow, (typeof DEVICE_FIELDS)[number]> & { contact: string };

const isObjectField = (c: Column<MessageField>): c is Column<Exclude<MessageField, (typeof DEVICE_FIELDS)[number]>> =>
  !(DEVICE_FIELDS as readonly MessageField[]).includes(c.field);

/** The columns of the object's `records` table, each with the field it holds. */
export const RECORD_COLUMNS: readonly Column<keyof ObjectRecord>[] = [
  ...MESSAGE_COLUMNS.filter(isObjectField),
  { field: 'contact', column: 'contact' },
];

/**
 * What D1 keeps of a record and the interface does not show (the kind's fields are the inbox's: the
 * API's events and answers already name a message's kind their own way).
 */
export const UNSHOWN_FIELDS = ['templateId', 'replyToId', 'type', 'sender', 'detail'] as const satisfies readonly MessageField[];

export const messageRecordSchema = z
  .object({
    id: z.string().meta({ example: 'msg_Jx3kQ9mZr7LbT0pWc1dA' }),
    workspaceId: z.string(),
    deviceId: z.string(),
    contactId: z.string(),
    broadcastId: z.string().nullable(),
    direction: z.enum(['OUTBOUND', 'INBOUND']),
    status: z.enum(['SCHEDULED', 'CANCELLED', 'PENDING', 'SENT', 'FAILED', 'DELIVERED', 'READ', 'PLAYED', 'RECEIVED']).meta({
      description:
        'SCHEDULED: waiting for its `scheduledAt` (then PENDING as it goes); CANCELLED: a scheduled message called off before it went',
    }),
    content: z.string(),
    mediaUrl: z.string().nullable(),
    messageId: z.string().nullable().meta({ description: 'The messaging-app id: what replyToId and reactions name' }),
    source: z.enum(['API', 'DASHBOARD', 'BROADCAST', 'CHATBOT', 'ASSISTANT', 'RATING', 'CALL', 'CONTACT', 'PHONE']).meta({
      description:
        'Who sent it: API (an API key), DASHBOARD (an agent: memberId), BROADCAST (a campaign: broadcastId), CHATBOT (a rule: ruleId), ASSISTANT (the AI assistant), RATING (the rating question asked on resolve), CALL (the answer to a rejected call), CONTACT (received), PHONE (the account’s own phone, in its imported history)',
    }),
    memberId: z.string().nullable().meta({ description: 'The agent who sent it (source DASHBOARD), else null' }),
    ruleId: z.string().nullable().meta({ description: 'The chatbot rule that answered (source CHATBOT), else null' }),
    editedAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the message was last edited (`content` is then the new text), else null' }),
    deletedAt: z.iso.datetime().nullable().meta({ description: 'When the message was deleted for everyone, else null' }),
    undeliveredAt: z.iso.datetime().nullable().meta({
      description:
        'When WhatsApp was found not to deliver the sent message: no delivery receipt within the device’s time (10 minutes by default), or refused after taking it; else null',
    }),
    undeliveredReason: z
      .string()
      .nullable()
      .meta({ description: '`no-receipt`, or WhatsApp’s code (`463`: the number is reachable by its LID only)', example: 'no-receipt' }),
    resentAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When Kurir sent the undelivered message once more, to the contact’s LID (`messageId` is then the new one)' }),
    error: z.string().nullable().meta({
      description:
        'FAILED: why (the messaging server’s refusal, or for a scheduled message `device-disconnected`: the device stayed disconnected past the limit)',
      example: null,
    }),
    scheduledAt: z.iso.datetime().nullable().meta({
      description: 'A scheduled message: when it is to go (the `sendAt` it was sent with); null for a message sent at once',
    }),
    history: z.boolean().meta({ description: 'Imported from the account’s history when the device linked' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  } satisfies Record<Exclude<MessageField, (typeof UNSHOWN_FIELDS)[number]>, z.ZodType>)
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
    editedAt: row.editedAt === null ? null : iso(row.editedAt),
    deletedAt: row.deletedAt === null ? null : iso(row.deletedAt),
    undeliveredAt: row.undeliveredAt === null ? null : iso(row.undeliveredAt),
    undeliveredReason: row.undeliveredReason,
    resentAt: row.resentAt === null ? null : iso(row.resentAt),
    error: row.error,
    scheduledAt: row.scheduledAt === null ? null : iso(row.scheduledAt),
    history: row.history === 1,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A record as D1 has it (the copy, which may trail its object by a flush). */
export async function findRecord(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}
