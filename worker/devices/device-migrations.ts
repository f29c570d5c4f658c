/**
 * The device object's SQLite, migration by migration (see `shared/object-migrations.ts`). Each
 * feature keeps its tables' DDL beside the code that reads them and exports it as a step; this
 * one list orders the steps, because a version is the whole object's, and a step may need another's
 * table first (the mirror triggers need the queue's).
 *
 * A change of a table is a new entry at the end, e.g. `{ name: '0002_add_records_note', up: (sql) =>
 * sql.exec('ALTER TABLE records ADD COLUMN note TEXT') }`, its step beside the feature's table; a
 * message record's column goes in D1's `messages` (with its drizzle-kit migration) first, and the
 * store, its mirror and the API shape follow it (see `messages/records.ts`).
 */
import { createAlertTables } from '../alerts/incident-store';
import { createBroadcastTables } from '../broadcasts/broadcast-store';
import { createPaceTables } from '../broadcasts/pace-store';
import { addProgressCounters } from '../broadcasts/progress-counters';
import { createChatbotTables } from '../chatbot/chatbot-store';
import { createEventTables } from '../events/event-log';
import { addConversationKinds, createConversationTables } from '../inbox/conversation-store';
import { createResendTable } from '../messages/delivery-watch';
import { createHistoryImportTables } from '../messages/history-import';
import { createPollTables } from '../messages/poll-store';
import { addDeliveryWatch, addRecordChanges, addRecordKinds, createRecordTables, indexRecordPages } from '../messages/record-store';
import { createMessageTables } from '../messages/wa-message-store';
import { addHealthCounters } from '../number-health/triggers';
import { addReportCounters, reviseReportTriggers, skipHistoryInReports } from '../reports/report-triggers';
import { createMirrorQueue } from '../shared/d1-mirror';
import type { ObjectMigration } from '../shared/object-migrations';
import { createWebhookHealthTables } from '../webhooks/webhook-health';
import { createWebhookTables, indexInflightDeliveries } from '../webhooks/webhook-tables';
import { createStateTable } from './device-state';
import { createLoginTable } from './login-store';

export const DEVICE_MIGRATIONS: readonly ObjectMigration[] = [
  {
    // The schema as the code before versioned migrations left it: IF NOT EXISTS and the columns
    // older objects lack, so a new object and one made by any earlier code come out the same.
    name: '0001_baseline',
    up: (sql) => {
      createStateTable(sql);
      // Before the tables it follows: their triggers write to the queue.
      createMirrorQueue(sql);
      createLoginTable(sql);
      createEventTables(sql);
      createMessageTables(sql);
      createRecordTables(sql);
      createWebhookTables(sql);
      createConversationTables(sql);
      createChatbotTables(sql);
      createBroadcastTables(sql);
      createPaceTables(sql);
    },
  },
  {
    // A record says when its message was edited or deleted; sent polls keep their secret and votes.
    name: '0002_add_message_changes',
    up: (sql) => {
      addRecordChanges(sql);
      createPollTables(sql);
    },
  },
  {
    // A record keeps its kind, what the kind carries and a group message's sender; a conversation its last message's kind and agent.
    name: '0003_add_message_kinds',
    up: (sql) => {
      addRecordKinds(sql);
      addConversationKinds(sql);
    },
  },
  {
    // Each webhook's last outcome and its attempts and failures per hour, counted as attempts finish.
    name: '0004_add_webhook_health',
    up: createWebhookHealthTables,
  },
  {
    // A conversation's messages page through one index range, however deep the page (issue 26).
    name: '0005_index_record_pages',
    up: indexRecordPages,
  },
  {
    // A campaign's progress kept as counters moved with each change, not counted again on each read.
    name: '0006_add_broadcast_counters',
    up: addProgressCounters,
  },
  {
    // Report counters per hour, moved by triggers as records, conversations and recipients change (issue 28).
    name: '0007_add_report_counters',
    up: addReportCounters,
  },
  {
    // A hand-over counts only in an open conversation where the bot answered since it opened, not in an earlier one.
    name: '0008_revise_report_triggers',
    up: reviseReportTriggers,
  },
  {
    // The alarm's next wake for webhooks is three index lookups, not a read of every pending delivery (issue 26).
    name: '0009_index_inflight_deliveries',
    up: indexInflightDeliveries,
  },
  {
    // A sent message WhatsApp did not deliver, and imported history; the conversations a number starts and those answered (issue 37).
    name: '0010_add_delivery_watch',
    up: (sql) => {
      addDeliveryWatch(sql);
      createResendTable(sql);
      createHistoryImportTables(sql);
      skipHistoryInReports(sql);
      addHealthCounters(sql);
    },
  },
  {
    // A device's incidents and the alerts each sends to the owner (issue 37, item 7).
    name: '0011_add_alerts',
    up: createAlertTables,
  },
];
