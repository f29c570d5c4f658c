import { getTableColumns } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { ALERT_COPY } from '../../../worker/alerts/alert-mirror';
import { deviceAlerts } from '../../../worker/alerts/tables';
import { BROADCAST_COPY } from '../../../worker/broadcasts/broadcast-mirror';
import { objectBroadcasts } from '../../../worker/broadcasts/object-tables';
import { broadcasts } from '../../../worker/broadcasts/tables';
import { CONVERSATION_COPY } from '../../../worker/inbox/conversation-mirror';
import { objectConversations } from '../../../worker/inbox/object-tables';
import { conversations } from '../../../worker/inbox/tables';
import { DEVICE_COPY } from '../../../worker/kernel/device-mirror';
import { devices } from '../../../worker/kernel/tables';
import { reportHours } from '../../../worker/reports/object-tables';
import { COUNT_COPY } from '../../../worker/reports/report-mirror';
import { reportCounts } from '../../../worker/reports/tables';
import { ENTRY_COPY } from '../../../worker/request-log/request-log';
import { requestLog } from '../../../worker/request-log/tables';
import { d1Copy } from '../../../worker/shared/d1-copy';
import { attempts, objectDeliveries, objectWebhooks } from '../../../worker/webhooks/object-tables';
import { deliveries, deliveryAttempts, webhooks } from '../../../worker/webhooks/tables';
import { ATTEMPT_COPY, DELIVERY_COPY, WEBHOOK_COPY } from '../../../worker/webhooks/webhook-mirror';

const columnNames = (table: Parameters<typeof getTableColumns>[0]) => Object.values(getTableColumns(table)).map((c) => c.name);

describe('a D1 copy made from its table', () => {
  const notes = sqliteTable('notes', {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    pinned: integer('pinned', { mode: 'boolean' }).notNull(),
    text: text('text'),
    createdAt: integer('created_at').notNull(),
  });

  it('writes every column in the table’s order and, on a conflict, all but the key and the kept ones', () => {
    const copy = d1Copy(notes, { keep: ['ownerId', 'createdAt'] });
    expect(copy.sql).toBe(
      'INSERT INTO notes (id, owner_id, pinned, text, created_at) VALUES (?1, ?2, ?3, ?4, ?5) ' +
        'ON CONFLICT (id) DO UPDATE SET pinned = excluded.pinned, text = excluded.text',
    );
    expect(copy.statement.width).toBe(5);
  });

  it('binds each field by its name, booleans as 1 or 0 and a missing value as null', () => {
    const copy = d1Copy(notes);
    const row = { createdAt: 7, text: undefined, pinned: true, ownerId: 'acc_1', id: 'n_1', other: 'ignored' };
    expect(copy.values(row)).toEqual(['n_1', 'acc_1', 1, null, 7]);
  });

  it('writes only the rows its condition holds for, over the same placeholders', () => {
    const copy = d1Copy(notes, { onlyIf: (column) => `EXISTS (SELECT 1 FROM owners WHERE id = ${column('ownerId')})` });
    expect(copy.sql).toBe(
      'INSERT INTO notes (id, owner_id, pinned, text, created_at) SELECT ?1, ?2, ?3, ?4, ?5 ' +
        'WHERE EXISTS (SELECT 1 FROM owners WHERE id = ?2) ' +
        'ON CONFLICT (id) DO UPDATE SET owner_id = excluded.owner_id, pinned = excluded.pinned, text = excluded.text, created_at = excluded.created_at',
    );
  });

  it('writes a column as an expression over the row’s placeholders, and changes nothing on a conflict when asked', () => {
    const copy = d1Copy(notes, { onConflict: 'nothing', expressions: { ownerId: (at) => `COALESCE(${at('ownerId')}, ${at('id')})` } });
    expect(copy.statement.values).toBe('?1, COALESCE(?2, ?1), ?3, ?4, ?5');
    expect(copy.statement.tail).toBe('ON CONFLICT (id) DO NOTHING');
  });

  it('is, for every object record D1 copies, every column of its D1 table', () => {
    const copies = [
      [CONVERSATION_COPY, conversations],
      [BROADCAST_COPY, broadcasts],
      [WEBHOOK_COPY, webhooks],
      [DELIVERY_COPY, deliveries],
      [ATTEMPT_COPY, deliveryAttempts],
      [DEVICE_COPY, devices],
      [COUNT_COPY, reportCounts],
      [ENTRY_COPY, requestLog],
      [ALERT_COPY, deviceAlerts],
    ] as const;
    for (const [copy, table] of copies) expect(copy.columns).toEqual(columnNames(table));
  });

  it('names a column the object and D1 share alike in both: a field added to the shared set is in the object, D1 and the copy', () => {
    const pairs = [
      [objectConversations, conversations, ['desk_version', 'desk_sync', 'desk_route']],
      [objectBroadcasts, broadcasts, ['message', 'audience', 'country_code', 'created_by', 'last_sent_at']],
      [objectWebhooks, webhooks, ['hmac_key', 'concurrency', 'from_seq']],
      [objectDeliveries, deliveries, ['event_seq', 'next_at']],
      [attempts, deliveryAttempts, []],
      [reportHours, reportCounts, ['key']],
    ] as const;
    for (const [object, d1, ownOnly] of pairs) {
      const own = columnNames(object).filter((c) => !(ownOnly as readonly string[]).includes(c));
      expect(columnNames(d1)).toEqual(expect.arrayContaining(own));
    }
  });
});
