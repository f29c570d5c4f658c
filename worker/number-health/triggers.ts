/**
 * The triggers that count the conversations a device starts and the ones its contacts answer
 * (`METRIC.started`): a conversation opened by the device's own message waits in `health_waits`
 * until the contact writes, which counts it replied. Sends nobody answers are a number's first
 * sign of being reported as spam.
 *
 * Declared here and made by the device object's migrations (drizzle-kit declares no triggers: a
 * custom migration holds them); `test/worker/devices/object-migrations.test.ts` fails while the
 * objects' triggers and these differ.
 */
import { bumpSql, lit, METRIC } from '../reports/report-counters';

// Deleted then inserted, not INSERT OR REPLACE: inside a trigger the upsert that fired it sets the conflict rule (abort).
const started = (at: string) => `${bumpSql({ at, metric: METRIC.started, dim: lit('opened') })}
      DELETE FROM health_waits WHERE contact = NEW.contact;
      INSERT INTO health_waits (contact, started_at) VALUES (NEW.contact, ${at});`;

/** Every trigger of the number's health counters. */
export const HEALTH_TRIGGERS: readonly string[] = [
  `CREATE TRIGGER conversations_started AFTER INSERT ON conversations
    WHEN NEW.last_direction = 'OUTBOUND' AND NEW.status = 'OPEN' BEGIN ${started('NEW.created_at')} END`,
  `CREATE TRIGGER conversations_started_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' AND NEW.last_direction = 'OUTBOUND' BEGIN ${started('NEW.updated_at')} END`,
  `CREATE TRIGGER records_replied AFTER INSERT ON records
    WHEN NEW.direction = 'INBOUND' AND NEW.history = 0 AND EXISTS (SELECT 1 FROM health_waits WHERE contact = NEW.contact) BEGIN
      ${bumpSql({ at: 'NEW.created_at', metric: METRIC.started, dim: lit('replied') })}
      DELETE FROM health_waits WHERE contact = NEW.contact;
    END`,
];
