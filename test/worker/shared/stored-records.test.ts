import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as apiKeyTables from '../../../worker/api-keys/tables';
import { UPSERT_BROADCAST } from '../../../worker/broadcasts/broadcast-mirror';
import * as broadcastTables from '../../../worker/broadcasts/tables';
import { INSERT_CONTACTS } from '../../../worker/contacts/contact-mirror';
import * as contactTables from '../../../worker/contacts/tables';
import { UPSERT_DEVICE } from '../../../worker/devices/device-mirror';
import * as deviceTables from '../../../worker/devices/tables';
import { UPSERT_CONVERSATIONS } from '../../../worker/inbox/conversation-mirror';
import * as inboxTables from '../../../worker/inbox/tables';
import * as memberTables from '../../../worker/members/tables';
import { MESSAGE_COLUMNS, messageRecordSchema, RECORD_COLUMNS, UNSHOWN_FIELDS } from '../../../worker/messages/records';
import { UPSERT_RECORDS } from '../../../worker/messages/records-mirror';
import * as messageTables from '../../../worker/messages/tables';
import { INSERT_ENTRIES } from '../../../worker/request-log/request-log';
import * as requestLogTables from '../../../worker/request-log/tables';
import * as templateTables from '../../../worker/templates/tables';
import * as webhookTables from '../../../worker/webhooks/tables';
import { INSERT_ATTEMPTS, UPSERT_DELIVERIES, UPSERT_WEBHOOK } from '../../../worker/webhooks/webhook-mirror';
import * as workspaceTables from '../../../worker/workspaces/tables';
import { setup } from '../helpers';

type Info = { name: string; type: string; notnull: number; pk: number; dflt_value: string | null };
type Shape = Pick<Info, 'name' | 'type' | 'notnull' | 'pk'>;

const byName = <T extends { name: string }>(rows: T[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));
/** SQLite lets a primary key other than an INTEGER one be null unless it says NOT NULL: neither side ever stores one. */
const shapeOf = ({ name, type, notnull, pk }: Info): Shape => ({ name, type: type.toLowerCase(), notnull: notnull || pk ? 1 : 0, pk });

async function d1Columns(table: string): Promise<Info[]> {
  return (await env.DB.prepare(`PRAGMA table_info(${table})`).all<Info>()).results;
}

async function objectColumns(tables: string[]): Promise<Record<string, Info[]>> {
  const { deviceId } = await setup();
  const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
  return runInDurableObject(stub, (_instance, state) =>
    Object.fromEntries(tables.map((t) => [t, state.storage.sql.exec<Info>(`PRAGMA table_info(${t})`).toArray()])),
  );
}

/** The columns an INSERT statement names. */
function insertColumns(statement: string): { table: string; columns: string[] } {
  const match = /INSERT INTO (\w+) \(([^)]*)\)/.exec(statement);
  if (!match?.[1] || match[2] === undefined) throw new Error(`not an INSERT: ${statement}`);
  return { table: match[1], columns: match[2].split(',').map((c) => c.trim()) };
}

/** Every D1 table drizzle defines, from each feature's `tables.ts`. */
const drizzleTables = [
  apiKeyTables,
  broadcastTables,
  contactTables,
  deviceTables,
  inboxTables,
  memberTables,
  messageTables,
  requestLogTables,
  templateTables,
  webhookTables,
  workspaceTables,
].flatMap((module) => Object.values(module).filter((value): value is SQLiteTable => is(value, SQLiteTable)));

/** A drizzle table's columns as SQLite's `PRAGMA table_info` reports them. */
function drizzleColumns(table: SQLiteTable): Shape[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
  return config.columns.map((c) => ({
    name: c.name,
    type: c.getSQLType().toLowerCase(),
    notnull: c.notNull || c.primary ? 1 : 0,
    pk: c.primary ? 1 : composite.indexOf(c.name) + 1,
  }));
}

describe('a stored record’s definitions', () => {
  it('D1 holds every table as its drizzle definition says (the migrations and tables.ts agree)', async () => {
    expect(drizzleTables.length).toBeGreaterThan(15);
    for (const table of drizzleTables) {
      const name = getTableConfig(table).name;
      // Columns a migration added come last in D1: compared by name.
      expect(byName((await d1Columns(name)).map(shapeOf)), name).toEqual(byName(drizzleColumns(table)));
    }
  });

  it('a message record: the object’s table, D1’s, the mirror’s statement and the zod shape agree', async () => {
    const d1 = new Map((await d1Columns('messages')).map((c) => [c.name, shapeOf(c)]));
    const { records } = await objectColumns(['records']);
    // The object's table: D1's columns less the device's own, with the contact's number.
    const expected = RECORD_COLUMNS.map((c) =>
      c.field === 'contact'
        ? { name: 'contact', type: 'text', notnull: 1, pk: 0 }
        : (d1.get(c.column) ?? { name: c.column, missing: true }),
    );
    expect(byName((records ?? []).map(shapeOf))).toEqual(byName(expected));
    expect(MESSAGE_COLUMNS.map((c) => c.column).sort()).toEqual([...d1.keys()].sort());

    // The mirror writes every column of D1's.
    expect(insertColumns(UPSERT_RECORDS.head)).toEqual({ table: 'messages', columns: MESSAGE_COLUMNS.map((c) => c.column) });

    // The route's shape: every field but the unshown ones, null where D1 allows it.
    const shape = messageRecordSchema.shape;
    const shown = MESSAGE_COLUMNS.filter((c) => !(UNSHOWN_FIELDS as readonly string[]).includes(c.field));
    expect(Object.keys(shape).sort()).toEqual(shown.map((c) => c.field).sort());
    for (const { field, column } of shown) {
      const nullable = shape[field as keyof typeof shape].safeParse(null).success;
      expect(nullable, field).toBe(d1.get(column)?.notnull === 0);
    }
  });

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
      statement: UPSERT_CONVERSATIONS.head,
      columns: {
        contact: 'contact',
        id: 'id',
        contact_id: 'contact_id',
        status: 'status',
        assignee: 'assignee_id',
        unread: 'unread_count',
        messages: 'message_count',
        last_at: 'last_message_at',
        last_text: 'last_message_text',
        last_direction: 'last_direction',
        last_source: 'last_source',
        handed_over: 'handed_over',
        created_at: 'created_at',
        updated_at: 'updated_at',
        resolved_at: 'resolved_at',
      },
    },
    {
      object: 'webhooks',
      statement: UPSERT_WEBHOOK,
      columns: {
        id: 'id',
        url: 'url',
        events: 'events',
        // The key never leaves the object: D1 says only whether there is one.
        hmac_key: 'has_hmac_key',
        attempts: 'retry_attempts',
        delay_seconds: 'retry_delay_seconds',
        strategy: 'retry_strategy',
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
      statement: UPSERT_DELIVERIES.head,
      columns: {
        id: 'id',
        webhook_id: 'webhook_id',
        event_seq: 'seq',
        status: 'status',
        attempts: 'attempts',
        next_at: 'next_attempt_at',
        inflight_until: null,
        last_status_code: 'last_status_code',
        last_error: 'last_error',
        resend_of: 'resend_of',
        created_at: 'created_at',
        updated_at: 'updated_at',
      },
    },
    {
      object: 'attempts',
      statement: INSERT_ATTEMPTS.head,
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
      statement: UPSERT_BROADCAST,
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

  it('every mirror’s statement writes columns D1 has, and every column D1 requires', async () => {
    const statements = [
      UPSERT_RECORDS.head,
      UPSERT_CONVERSATIONS.head,
      UPSERT_WEBHOOK,
      UPSERT_DELIVERIES.head,
      INSERT_ATTEMPTS.head,
      UPSERT_BROADCAST,
      INSERT_ENTRIES.head,
      UPSERT_DEVICE,
    ];
    for (const statement of statements) {
      const { table, columns } = insertColumns(statement);
      const d1 = await d1Columns(table);
      expect(
        d1.map((c) => c.name),
        table,
      ).toEqual(expect.arrayContaining(columns));
      const required = d1.filter((c) => c.notnull && c.dflt_value === null).map((c) => c.name);
      expect(columns, table).toEqual(expect.arrayContaining(required));
    }
    // Contacts are only made here (their other columns are the workspace's): what it names exists.
    const { table, columns } = insertColumns(INSERT_CONTACTS.head);
    expect((await d1Columns(table)).map((c) => c.name)).toEqual(expect.arrayContaining(columns));
  });
});
