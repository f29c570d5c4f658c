/**
 * The session's `health` report: what it did to keep the number working (a mended session, a
 * replaced socket), counted in the device's health by cause, in the report's transaction.
 */
import type { SessionEvents } from '../kernel/session-events';
import { bump, METRIC } from '../reports/report-counters';
import type { Subscriber } from '../shared/domain-events';

export class HealthReports {
  constructor(storage: DurableObjectStorage, events: Subscriber<SessionEvents>) {
    events.on('reported.health', ({ data }) => bump(storage.sql, data.timestamp, METRIC.health, '', data.cause));
  }
}
