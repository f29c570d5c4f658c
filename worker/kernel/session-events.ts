/**
 * The session's reports as the device object's domain events (see `shared/domain-events.ts`):
 * each report the node sends is taken once, in its own storage transaction, and emitted there as
 * `reported.<name>`; the part it belongs to follows that name (`messages/`, `devices/` for the
 * status machine, `events/` for the reports that are only a webhook event). No switch names the
 * parts: a part added for a report subscribes where it is made.
 */
import type { ReportData, ReportName, SessionDevice } from '../../protocol';
import type { DeviceIdentity } from './device-state';

/** What the taker of a report knows beside its data: the device, the report's key (its event's mark) and the object's time. */
export type ReportContext = { info: DeviceIdentity; device: SessionDevice; key: string; now: number };

/**
 * A report taken: its data, its context, and what was made of it before its transaction began
 * (`prepared`: a poll vote decrypted, as WebCrypto is asynchronous and a transaction is not; null
 * for every other report).
 */
export type Reported<N extends ReportName> = { data: ReportData<N>; context: ReportContext; prepared: unknown };

export type SessionEvents = { [N in ReportName as `reported.${N}`]: Reported<N> };
