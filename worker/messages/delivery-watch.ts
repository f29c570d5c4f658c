/**
 * The delivery watchdog of a device's object: a message WhatsApp took (SENT) that gets no delivery
 * receipt within the device's time (`undeliveredAfterMs`, 10 minutes by default), or that WhatsApp
 * refused after taking it with a code that says the number cannot be reached so (463: reachable by
 * its LID only), is marked on its record (`undeliveredAt`, `undeliveredReason`), reported as a
 * `message.undelivered` event and counted in the device's health, in one transaction; then it is
 * sent once more to the contact's LID when the session knows one (a resend queued in the same
 * transaction, so a restart does not lose it, and taken off the queue whatever its outcome, so it
 * goes once). Only sends of the last day are watched, one-to-one chats only (a group's receipts
 * come per participant).
 */
import type { StoredMessage } from '../../protocol';
import type { OutboxEvents } from '../events/outbox';
import { DEFAULT_UNDELIVERED_AFTER_MS, type DeviceIdentity, type DeviceStateStore } from '../kernel/device-state';
import type { NodeLink } from '../nodes/node-link';
import { bump, METRIC } from '../reports/report-counters';
import type { Wakeable } from '../shared/alarms';
import type { Emitter, Subscriber } from '../shared/domain-events';
import type { FollowUp } from '../shared/follow-up';
import type { Clock } from '../shared/time';
import { iso } from '../shared/time';
import type { MessageEvents } from './message-reports';
import { answerWithin } from './messages-part';
import type { RecordStore } from './record-store';
import type { WaMessageStore } from './wa-message-store';

/** How far back the watch looks: a send older than this with no receipt is history, not news. */
export const WATCH_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The codes of a refusal that a message to the contact's LID can get past. */
export const UNDELIVERABLE_CODES: ReadonlySet<string> = new Set(['463']);
const BATCH = 100;
/** A one-to-one chat's live records: a group's messages get receipts per participant, none says it was delivered; history got its receipts long ago. */
const ONE_TO_ONE = `contact NOT LIKE '%@g.us' AND history = 0`;

export type DeliveryWatchDeps = {
  storage: DurableObjectStorage;
  state: DeviceStateStore;
  records: RecordStore;
  store: WaMessageStore;
  node: NodeLink['node'];
  followUp: Pick<FollowUp, 'run'>;
  clock: Clock;
  events: Subscriber<MessageEvents> & Emitter<OutboxEvents>;
  timeoutMs: number;
};

type Watched = { id: string; contact: string; message_id: string | null };

export class DeliveryWatch implements Wakeable {
  private resending = false;

  constructor(private readonly deps: DeliveryWatchDeps) {
    deps.events.on('message.refused', ({ recordId, messageId, code, now }) => {
      if (UNDELIVERABLE_CODES.has(code)) this.undelivered({ id: recordId, contact: '', message_id: messageId }, code, now);
    });
  }

  private afterMs(): number {
    return this.deps.state.get().undeliveredAfterMs ?? DEFAULT_UNDELIVERED_AFTER_MS;
  }

  nextWake(): number | null {
    if (!this.deps.state.exists()) return null;
    const sql = this.deps.storage.sql;
    const due = sql.exec<{ at: number | null }>(`SELECT MIN(due_at) AS at FROM resends`).one().at;
    const oldest = sql
      .exec<{ at: number | null }>(
        `SELECT MIN(updated_at) AS at FROM records WHERE status = 'SENT' AND undelivered_at IS NULL AND updated_at > ? AND ${ONE_TO_ONE}`,
        this.deps.clock.now() - WATCH_WINDOW_MS,
      )
      .one().at;
    const wakes = [due, oldest === null ? null : oldest + this.afterMs()].filter((t): t is number => t !== null);
    return wakes.length === 0 ? null : Math.min(...wakes);
  }

  async wake(): Promise<void> {
    if (!this.deps.state.exists()) return;
    const now = this.deps.clock.now();
    const overdue = this.deps.storage.sql
      .exec<Watched>(
        `SELECT id, contact, message_id FROM records WHERE status = 'SENT' AND undelivered_at IS NULL
           AND updated_at > ?1 AND updated_at <= ?2 AND ${ONE_TO_ONE} ORDER BY updated_at LIMIT ${BATCH}`,
        now - WATCH_WINDOW_MS,
        now - this.afterMs(),
      )
      .toArray();
    for (const record of overdue) {
      this.deps.storage.transactionSync(() => this.undelivered(record, 'no-receipt', now));
    }
    await this.deps.followUp.run();
    await this.resendDue(now);
  }

  /** Marks a record undelivered, with its event, its count and its resend; call inside a transaction. */
  private undelivered(record: Watched, reason: string, now: number): void {
    const s = this.deps.state.get();
    if (!s.info) return;
    const marked = this.deps.records.undelivered(record.id, reason, now);
    if (!marked) return;
    const device = { id: s.info.id, name: s.info.name, sessionId: s.sessionId };
    const data = {
      recordId: record.id,
      messageId: marked.messageId,
      phoneNumber: marked.contact,
      reason,
      resending: marked.messageId !== null,
      timestamp: iso(now),
    };
    this.deps.events.emit('message.undelivered', { device, data, key: `undelivered:${record.id}`, at: now, now });
    bump(this.deps.storage.sql, now, METRIC.health, '', 'undelivered');
    if (marked.messageId) {
      this.deps.storage.sql.exec(
        `INSERT OR IGNORE INTO resends (record_id, message_id, due_at) VALUES (?, ?, ?)`,
        record.id,
        marked.messageId,
        now,
      );
    }
  }

  /** Sends the queued resends, one at a time; each leaves the queue whatever its outcome. */
  private async resendDue(now: number): Promise<void> {
    if (this.resending) return;
    this.resending = true;
    try {
      const due = this.deps.storage.sql
        .exec<{ record_id: string; message_id: string }>(`SELECT record_id, message_id FROM resends WHERE due_at <= ? LIMIT ${BATCH}`, now)
        .toArray();
      for (const item of due) await this.resend(item.record_id, item.message_id);
    } finally {
      this.resending = false;
    }
  }

  private async resend(recordId: string, messageId: string): Promise<void> {
    const s = this.deps.state.get();
    const original: StoredMessage | null = this.deps.store.get(messageId);
    const contact = s.info ? this.deps.records.get(recordId, s.info)?.contact : null;
    const done = () => this.deps.storage.sql.exec(`DELETE FROM resends WHERE record_id = ?`, recordId);
    if (!s.info || !original || !contact || s.status !== 'CONNECTED') {
      // Nothing to send again, or no session to send it: the record stays undelivered.
      done();
      return;
    }
    const call = this.deps.node.call('send', { to: contact, preferLid: true, content: { kind: 'resend', original } }, this.deps.timeoutMs);
    const answer = await answerWithin(this.deps.clock, this.deps.timeoutMs, call);
    const info: DeviceIdentity = s.info;
    this.deps.storage.transactionSync(() => {
      done();
      if (answer.kind !== 'done') return;
      this.deps.store.put([answer.value.stored], { recordId, phoneNumber: contact });
      this.deps.records.resent(recordId, answer.value.messageId, this.deps.clock.now(), info);
    });
    await this.deps.followUp.run();
  }
}
