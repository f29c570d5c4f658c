/**
 * Every trigger of a device object's SQLite, as the features declare them: the D1 copies' queue of
 * records, conversations and report counters, a campaign's progress counters, the report counters,
 * the number's health counters. drizzle-kit declares no triggers: custom migrations make them
 * (`0001_create_triggers.sql`, `0003_create_delivery_watch_triggers.sql`,
 * `0013_create_label_report_triggers.sql`, `0016_split_receipt_triggers.sql`,
 * `0020_keep_requeued_mirror_entries.sql`), and `test/worker/devices/object-migrations.test.ts`
 * fails while an object's triggers and these differ.
 */
import { PROGRESS_TRIGGERS } from '../broadcasts/progress-counters';
import { CONVERSATION_TRIGGERS } from '../inbox/conversation-store';
import { RECORD_TRIGGERS } from '../messages/record-store';
import { HEALTH_TRIGGERS } from '../number-health/triggers';
import { REPORT_TRIGGERS } from '../reports/report-triggers';

export const DEVICE_TRIGGERS: readonly string[] = [
  ...RECORD_TRIGGERS,
  ...CONVERSATION_TRIGGERS,
  ...PROGRESS_TRIGGERS,
  ...REPORT_TRIGGERS,
  ...HEALTH_TRIGGERS,
];
