import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BROADCAST_COPY } from '../../../worker/broadcasts/broadcast-mirror';
import { listItemSchema } from '../../../worker/broadcasts/routes';
import * as broadcastTables from '../../../worker/broadcasts/tables';
import { contactSchema } from '../../../worker/contacts/contact-view';
import * as contactTables from '../../../worker/contacts/tables';
import { CONVERSATION_COPY } from '../../../worker/inbox/conversation-mirror';
import { conversationSchema } from '../../../worker/inbox/conversation-view';
import * as inboxTables from '../../../worker/inbox/tables';
import { entrySchema } from '../../../worker/request-log/routes';
import * as requestLogTables from '../../../worker/request-log/tables';
import { deliveryDetailSchema } from '../../../worker/webhooks/routes';
import * as webhookTables from '../../../worker/webhooks/tables';
import { ATTEMPT_COPY, DELIVERY_COPY, WEBHOOK_COPY } from '../../../worker/webhooks/webhook-mirror';
import { d1Columns, insertColumns, objectColumns } from './schema-info';

/** The records besides messages that the object keeps and D1 copies, or that routes read from D1 (messages: `stored-records.test.ts`). */
describe('the other stored records’ definitions', () => {
  /**
   * The other records the object keeps and D1 copies: each column of the object's table is copied to
   * a D1 column, or named here as the object's alone (null). A column added on one side and not the
   * other fails here, as does a D1 column the mirror leaves out that D1 requires.
   */
  const mirroredTables: {
    object: string;
    statement: string;
    columns: Record<string, string | null>;
    /** Columns whose D1 copy is computed from them, not copied (their nullability may differ). */
    computed?: string[];
  }[] = [
    {
      object: 'conversations',
      statement: CONVERSATION_COPY.statement.into,
      columns: {
        contact: 'contact',
        id: 'id',
        contact_id: 'contact_id',
        status: 'status',
        assignee_id: 'assignee_id',
        unread_count: 'unread_count',
        message_count: 'message_count',
        last_message_at: 'last_message_at',
        last_message_text: 'last_message_text',
        last_direction: 'last_direction',
        last_source: 'last_source',
        last_type: 'last_type',
        last_member_id: 'last_member_id',
        handed_over: 'handed_over',
        created_at: 'created_at',
        updated_at: 'updated_at',
        resolved_at: 'resolved_at',
        team_id: 'team_id',
        queued_at: 'queued_at',
        rating_asked_at: 'rating_asked_at',
        rating_question_id: 'rating_question_id',
        rating_member_id: 'rating_member_id',
        rating: 'rating',
        rated_at: 'rated_at',
        label_ids: 'label_ids',
        // The team desk's bookkeeping (`inbox/desk-link.ts`): the object's own.
        desk_version: null,
        desk_sync: null,
        desk_route: null,
      },
    },
    {
      object: 'webhooks',
      statement: WEBHOOK_COPY.sql,
      columns: {
        id: 'id',
        url: 'url',
        events: 'events',
        // The key never leaves the object: D1 says only whether there is one.
        hmac_key: 'has_hmac_key',
        retry_attempts: 'retry_attempts',
        retry_delay_seconds: 'retry_delay_seconds',
        retry_strategy: 'retry_strategy',
        enabled: 'enabled',
        created_at: 'created_at',
        updated_at: 'updated_at',
        concurrency: null,
        from_seq: null,
      },
      computed: ['hmac_key'],
    },
    {
      object: 'deliveries',
      statement: DELIVERY_COPY.sql,
      columns: {
        id: 'id',
        webhook_id: 'webhook_id',
        event_seq: 'seq',
        status: 'status',
        attempts: 'attempts',
        next_at: 'next_attempt_at',
        last_status_code: 'last_status_code',
        last_error: 'last_error',
        resend_of: 'resend_of',
        created_at: 'created_at',
        updated_at: 'updated_at',
      },
    },
    {
      object: 'attempts',
      statement: ATTEMPT_COPY.sql,
      columns: {
        delivery_id: 'delivery_id',
        attempt: 'attempt',
        started_at: 'started_at',
        duration_ms: 'duration_ms',
        status_code: 'status_code',
        error: 'error',
        response_body: 'response_body',
      },
    },
    {
      object: 'broadcasts',
      statement: BROADCAST_COPY.sql,
      columns: {
        id: 'id',
        workspace_id: 'workspace_id',
        name: 'name',
        status: 'status',
        paused_reason: 'paused_reason',
        // D1 lists the message's type and a preview of it.
        message: 'message_type',
        audience: null,
        country_code: null,
        created_by: null,
        scheduled_at: 'scheduled_at',
        started_at: 'started_at',
        completed_at: 'completed_at',
        last_sent_at: null,
        created_at: 'created_at',
        updated_at: 'updated_at',
      },
      computed: ['message'],
    },
  ];

  it('conversations, webhooks, deliveries, attempts and campaigns: the object’s table, the mirror’s statement and D1’s agree', async () => {
    const objects = await objectColumns(mirroredTables.map((t) => t.object));
    for (const { object, statement, columns, computed = [] } of mirroredTables) {
      const own = objects[object] ?? [];
      expect(own.map((c) => c.name).sort(), object).toEqual(Object.keys(columns).sort());
      const insert = insertColumns(statement);
      const d1 = new Map((await d1Columns(insert.table)).map((c) => [c.name, c]));
      for (const c of own) {
        const copy = columns[c.name];
        if (copy === null || copy === undefined) continue;
        expect(insert.columns, `${object}.${c.name}`).toContain(copy);
        if (computed.includes(c.name)) continue;
        // A column D1 requires is one the object requires too.
        expect(c.notnull || c.pk ? 1 : 0, `${object}.${c.name}`).toBeGreaterThanOrEqual(d1.get(copy)?.notnull ?? 1);
      }
    }
  });

  /**
   * What the routes answer with, against D1's rows they read: each field of the shape is a column's
   * field of the same name (null where the column allows it), or made from the columns named here;
   * each column is shown, used, or named unshown. A column added to D1 and not decided on fails.
   */
  const views: { name: string; schema: z.ZodObject; table: SQLiteTable; madeFrom?: Record<string, string[]>; unshown?: string[] }[] = [
    {
      name: 'Conversation',
      schema: conversationSchema,
      table: inboxTables.conversations,
      madeFrom: {
        phoneNumber: ['contact'],
        // The contact's row, joined.
        name: [],
        lastMessage: ['lastMessageText', 'lastDirection', 'lastSource', 'lastMessageAt'],
        // The rating question and its answer, as one object.
        rating: [...inboxTables.CONVERSATION_RATING],
      },
      // The last message's kind and agent are the dashboard's list's (it names a photo, credits an agent).
      unshown: ['workspaceId', 'messageCount', 'lastType', 'lastMemberId'],
    },
    {
      name: 'Contact',
      schema: contactSchema,
      table: contactTables.contacts,
      madeFrom: { nameEdited: ['name'], optedOut: ['optedOutAt'] },
      unshown: ['updatedAt'],
    },
    {
      name: 'DeliveryDetail',
      schema: deliveryDetailSchema,
      table: webhookTables.deliveries,
      // Its attempts' rows, below.
      madeFrom: { attemptsList: [] },
    },
    {
      name: 'DeliveryDetail.attemptsList',
      schema: deliveryDetailSchema.shape.attemptsList.element,
      table: webhookTables.deliveryAttempts,
      unshown: ['deliveryId'],
    },
    {
      name: 'BroadcastListItem',
      schema: listItemSchema,
      table: broadcastTables.broadcasts,
      madeFrom: { counts: ['total', 'queued', 'inFlight', 'sent', 'delivered', 'read', 'failed', 'replied', 'skipped', 'cancelled'] },
    },
    { name: 'RequestLogEntry', schema: entrySchema, table: requestLogTables.requestLog, unshown: ['workspaceId'] },
  ];

  it('conversations, contacts, deliveries, campaigns and the request log: the routes’ shapes and D1’s tables agree', async () => {
    for (const { name, schema, table, madeFrom = {}, unshown = [] } of views) {
      const columns = getTableColumns(table);
      const d1 = new Map((await d1Columns(getTableConfig(table).name)).map((c) => [c.name, c]));
      const shape = schema.shape as Record<string, z.ZodType>;
      const fields = Object.keys(shape);
      expect(
        fields.filter((f) => !(f in columns) && !(f in madeFrom)),
        `${name}: fields from no column`,
      ).toEqual([]);
      const used = new Set([...fields, ...Object.values(madeFrom).flat(), ...unshown]);
      expect(
        Object.keys(columns).filter((f) => !used.has(f)),
        `${name}: columns neither shown nor named unshown`,
      ).toEqual([]);
      for (const field of fields.filter((f) => f in columns && !(f in madeFrom))) {
        const column = columns[field]?.name ?? '';
        expect(shape[field]?.safeParse(null).success, `${name}.${field} nullable`).toBe(d1.get(column)?.notnull === 0);
      }
    }
  });
});
