import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as apiKeyTables from '../../../worker/api-keys/tables';
import { BROADCAST_COPY } from '../../../worker/broadcasts/broadcast-mirror';
import * as broadcastTables from '../../../worker/broadcasts/tables';
import { INSERT_CONTACTS } from '../../../worker/contacts/contact-mirror';
import * as contactTables from '../../../worker/contacts/tables';
import { CONVERSATION_COPY } from '../../../worker/inbox/conversation-mirror';
import * as inboxTables from '../../../worker/inbox/tables';
import { DEVICE_COPY } from '../../../worker/kernel/device-mirror';
import * as deviceTables from '../../../worker/kernel/tables';
import * as memberTables from '../../../worker/members/tables';
import { MESSAGE_COLUMNS, messageRecordSchema, RECORD_COLUMNS, UNSHOWN_FIELDS } from '../../../worker/messages/records';
import { UPSERT_RECORDS } from '../../../worker/messages/records-mirror';
import * as messageTables from '../../../worker/messages/tables';
import { COUNT_COPY } from '../../../worker/reports/report-mirror';
import { ENTRY_COPY } from '../../../worker/request-log/request-log';
import * as requestLogTables from '../../../worker/request-log/tables';
import * as templateTables from '../../../worker/templates/tables';
import * as webhookTables from '../../../worker/webhooks/tables';
import { ATTEMPT_COPY, DELIVERY_COPY, WEBHOOK_COPY } from '../../../worker/webhooks/webhook-mirror';
import * as workspaceTables from '../../../worker/workspaces/tables';
import { byName, d1Columns, insertColumns, objectColumns, type Shape, shapeOf } from './schema-info';

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
    expect(insertColumns(UPSERT_RECORDS.into)).toEqual({ table: 'messages', columns: MESSAGE_COLUMNS.map((c) => c.column) });

    // The route's shape: every field but the unshown ones, null where D1 allows it.
    const shape = messageRecordSchema.shape;
    const shown = MESSAGE_COLUMNS.filter((c) => !(UNSHOWN_FIELDS as readonly string[]).includes(c.field));
    expect(Object.keys(shape).sort()).toEqual(shown.map((c) => c.field).sort());
    for (const { field, column } of shown) {
      const nullable = shape[field as keyof typeof shape].safeParse(null).success;
      expect(nullable, field).toBe(d1.get(column)?.notnull === 0);
    }
  });

  it('every mirror’s statement writes columns D1 has, and every column D1 requires', async () => {
    const statements = [
      UPSERT_RECORDS.into,
      CONVERSATION_COPY.statement.into,
      WEBHOOK_COPY.sql,
      DELIVERY_COPY.sql,
      ATTEMPT_COPY.sql,
      BROADCAST_COPY.sql,
      ENTRY_COPY.sql,
      DEVICE_COPY.sql,
      COUNT_COPY.sql,
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
    const { table, columns } = insertColumns(INSERT_CONTACTS.into);
    expect((await d1Columns(table)).map((c) => c.name)).toEqual(expect.arrayContaining(columns));
  });
});
