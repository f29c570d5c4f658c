/**
 * The device object's intake of its session's reports: each is taken once (by its key), in order,
 * by the feature it belongs to, in a storage transaction of its own, and the call is answered once
 * what they changed has been written (and followed up: deliveries started, D1 copies written).
 */
import type { Handlers, NodeToDevice, Report, ReportData } from '../../protocol';
import { errorMessage } from '../../protocol';
import type { EventLog } from '../events/event-log';
import type { Outbox } from '../events/outbox';
import { type GroupEvents, groupUpdatedData } from '../groups/group-updates';
import type { MessageReports, ReportContext } from '../messages/message-reports';
import type { OpenedVote, PollReports } from '../messages/poll-reports';
import { bump, METRIC } from '../reports/report-counters';
import type { Emitter } from '../shared/domain-events';
import type { FollowUp } from '../shared/follow-up';
import { ioCounts } from '../shared/io-counts';
import type { Clock } from '../shared/time';
import { iso } from '../shared/time';
import type { DeviceLifecycle } from './device-lifecycle';
import type { DeviceStateStore } from './device-state';

export type SessionReportsDeps = {
  state: DeviceStateStore;
  log: EventLog;
  lifecycle: DeviceLifecycle;
  messages: MessageReports;
  polls: PollReports;
  outbox: Outbox;
  followUp: FollowUp;
  clock: Clock;
  storage: DurableObjectStorage;
  /** Imports a part of the account's history (`messages/history-import.ts`). */
  history: (report: ReportData<'history'>, context: ReportContext) => void;
  events: Emitter<GroupEvents>;
};

export class SessionReports {
  constructor(private readonly deps: SessionReportsDeps) {}

  readonly handle: Handlers<NodeToDevice>['reports'] = async ({ reports }) => {
    const refused: { key: string; message: string }[] = [];
    ioCounts.reportCalls++;
    ioCounts.reports += reports.length;
    for (const report of reports) {
      try {
        // A vote is decrypted first: WebCrypto is asynchronous, a report's transaction is not.
        const opened = report.name === 'poll.vote' ? await this.deps.polls.open(report.data) : null;
        this.take(report, opened);
      } catch (error) {
        console.error(`report ${report.key} refused`, error);
        refused.push({ key: report.key, message: errorMessage(error) });
      }
    }
    this.deps.followUp.soon();
    return { refused };
  };

  private take(report: Report, opened: OpenedVote): void {
    // A receipt always writes its event under the report's key: that is its mark (two statements
    // fewer for each of the receipts every send gets).
    if (report.name === 'receipt') this.deps.log.takeOnceByEvent(() => this.apply(report, opened));
    else this.deps.log.takeOnce(report.key, () => this.apply(report, opened));
  }

  private apply(report: Report, opened: OpenedVote): void {
    const { state, lifecycle, messages, outbox, clock } = this.deps;
    const s = state.get();
    if (!s.info) throw new Error('the device no longer exists');
    const now = clock.now();
    const context: ReportContext = {
      info: s.info,
      device: { id: s.info.id, name: s.info.name, sessionId: s.sessionId },
      key: report.key,
      now,
    };
    switch (report.name) {
      case 'status':
        lifecycle.apply(report.data, report.key, now);
        return;
      case 'retry':
        lifecycle.retrying(report.data);
        return;
      case 'receipt':
        messages.receipt(report.data, context);
        return;
      case 'messages.stored':
        messages.stored(report.data);
        return;
      case 'inbound':
        messages.inbound(report.data, context);
        return;
      case 'reaction':
        outbox.record(
          context.device,
          'message.reaction',
          { ...report.data, timestamp: iso(report.data.timestamp) },
          report.key,
          report.data.timestamp,
          now,
        );
        return;
      case 'message.edited':
        messages.edited(report.data, context);
        return;
      case 'message.revoked':
        messages.revoked(report.data, context);
        return;
      case 'poll.vote':
        this.deps.polls.vote(report.data, opened, context);
        return;
      case 'call':
        outbox.record(
          context.device,
          'call.received',
          { ...report.data, timestamp: iso(report.data.timestamp) },
          report.key,
          report.data.timestamp,
          now,
        );
        return;
      case 'health':
        // A mended session or a replaced socket: counted in the device's health, by cause.
        bump(this.deps.storage.sql, report.data.timestamp, METRIC.health, '', report.data.cause);
        return;
      case 'history':
        this.deps.history(report.data, context);
        return;
      case 'group.participants':
        outbox.record(context.device, 'group.participants', groupParticipantsData(report.data), report.key, report.data.timestamp, now);
        return;
      case 'group.updated': {
        outbox.record(context.device, 'group.updated', groupUpdatedData(report.data), report.key, report.data.timestamp, now);
        const { groupId, changes } = report.data;
        if (changes.subject) this.deps.events.emit('group.renamed', { groupId, subject: changes.subject });
        return;
      }
    }
  }
}

/** The node's report as receivers get it: each person by phone digits (their LID when WhatsApp hides the number). */
function groupParticipantsData(r: ReportData<'group.participants'>) {
  return {
    id: r.id,
    groupId: r.groupId,
    action: r.action,
    participants: r.participants.map((p) => p.phoneNumber ?? p.lid ?? '').filter((who) => who !== ''),
    by: r.author,
    timestamp: iso(r.timestamp),
  };
}
