/**
 * The one writer of D1's message records (and of the contacts they name): each queued record is
 * written as its device's object holds it when the mirror flushes.
 */
import { contactRowsMirror } from '../contacts/contact-mirror';
import type { DeviceStateStore } from '../kernel/device-state';
import type { MirrorOwner } from '../shared/d1-mirror';
import type { RowsStatement } from '../shared/d1-rows';
import { RECORDS, type RecordStore } from './record-store';
import { MESSAGE_COLUMNS, type MessageField } from './records';

/** What may change once a record is written (receipts, the send's outcome, an edit or delete); the rest stays as first written. */
const CHANGING: readonly MessageField[] = [
  'status',
  'messageId',
  'error',
  'content',
  'editedAt',
  'deletedAt',
  'undeliveredAt',
  'undeliveredReason',
  'resentAt',
  'updatedAt',
];

const placeholder = (field: MessageField) => `?${MESSAGE_COLUMNS.findIndex((c) => c.field === field) + 1}`;
const columnOf = (field: MessageField) => MESSAGE_COLUMNS.find((c) => c.field === field)?.column;

/**
 * Every column of D1's `messages` (see `records.ts`), each bound to its field. The contact is named
 * by its number: one made before ids were derived keeps its own id.
 */
export const UPSERT_RECORDS: RowsStatement = {
  into: `INSERT INTO messages (${MESSAGE_COLUMNS.map((c) => c.column).join(', ')})`,
  values: MESSAGE_COLUMNS.map((c) =>
    c.field === 'contactId'
      ? `(SELECT id FROM contacts WHERE workspace_id = ${placeholder('workspaceId')} AND phone_number = ${placeholder(c.field)})`
      : placeholder(c.field),
  ).join(', '),
  tail: `ON CONFLICT (id) DO UPDATE SET ${CHANGING.map((f) => `${columnOf(f)} = excluded.${columnOf(f)}`).join(', ')}`,
  width: MESSAGE_COLUMNS.length,
};

export function recordsMirror(d1: D1Database, state: DeviceStateStore, records: RecordStore): MirrorOwner {
  return contactRowsMirror(d1, state, {
    name: RECORDS,
    statement: UPSERT_RECORDS,
    rows: (ids, info) => records.getMany(ids, info),
    // The contact's column is bound to its number, which the row's subquery turns into its id.
    values: (r) => MESSAGE_COLUMNS.map((c) => (c.field === 'contactId' ? r.contact : r[c.field])),
  });
}
