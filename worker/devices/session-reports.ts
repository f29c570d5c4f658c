/**
 * The device object's intake of its session's reports: each is taken once (by its key), in order,
 * in a storage transaction of its own (a run of messages in takes one together), and
 * emitted there as the domain event `reported.<name>` (`kernel/session-events.ts`) for the part it
 * belongs to; the call is answered once what they changed has been written (and followed up:
 * deliveries started, D1 copies written).
 */
import type { Handlers, NodeToDevice, Report } from '../../protocol';
import { errorMessage } from '../../protocol';
import type { EventLog } from '../events/event-log';
import type { DeviceStateStore } from '../kernel/device-state';
import type { ReportContext, SessionEvents } from '../kernel/session-events';
import type { PollReports } from '../messages/poll-reports';
import type { Emitter } from '../shared/domain-events';
import type { FollowUp } from '../shared/follow-up';
import { ioCounts } from '../shared/io-counts';
import type { Clock } from '../shared/time';

/**
 * The reports taken together in runs (`handle`), each run in a storage transaction of its own
 * (`takeAllOnce`): messages in and receipts, which write only SQLite and come many at a time. A
 * savepoint inside the object's implicit transaction copies every page it changes first (for its
 * rollback), and past 15 pages writes the copies to a temporary file; a transaction of its own
 * copies nothing.
 */
const TAKEN_TOGETHER: ReadonlySet<string> = new Set(['inbound', 'receipt']);

/**
 * The key a report is marked taken under, or null for one that always writes its event under the
 * report's key first (a receipt, a message in): that event is its mark (a statement and three
 * indexes fewer for each receipt a send gets and each message that comes in).
 */
function markKey(report: Report): string | null {
  return report.name === 'receipt' || report.name === 'inbound' ? null : report.key;
}

export type SessionReportsDeps = {
  state: DeviceStateStore;
  log: EventLog;
  polls: PollReports;
  events: Emitter<SessionEvents>;
  followUp: FollowUp;
  clock: Clock;
};

export class SessionReports {
  constructor(private readonly deps: SessionReportsDeps) {}

  readonly handle: Handlers<NodeToDevice>['reports'] = async ({ reports }) => {
    const refused: { key: string; message: string }[] = [];
    const refuse = (report: Report, error: unknown) => {
      console.error(`report ${report.key} refused`, error);
      refused.push({ key: report.key, message: errorMessage(error) });
    };
    ioCounts.reportCalls++;
    ioCounts.reports += reports.length;
    // Messages in and receipts, which come many to a call, are taken together: one transaction for
    // each run of them (see TAKEN_TOGETHER). When one of a run is refused, none of it is written,
    // and each is taken again on its own.
    let run: Report[] = [];
    const takeRun = async () => {
      const taken = run;
      run = [];
      if (taken.length === 0) return;
      const takes = taken.map((report) => ({ key: markKey(report), take: () => this.emit(report, null) }));
      if (await this.deps.log.takeAllOnce(takes)) return;
      for (const report of taken) {
        try {
          this.take(report, null);
        } catch (error) {
          refuse(report, error);
        }
      }
    };
    for (const report of reports) {
      if (TAKEN_TOGETHER.has(report.name)) {
        run.push(report);
        continue;
      }
      await takeRun();
      try {
        // A vote is decrypted first: WebCrypto is asynchronous, a report's transaction is not.
        const prepared = report.name === 'poll.vote' ? await this.deps.polls.open(report.data) : null;
        this.take(report, prepared);
      } catch (error) {
        refuse(report, error);
      }
    }
    await takeRun();
    this.deps.followUp.soon();
    return { refused };
  };

  private take(report: Report, prepared: unknown): void {
    const key = markKey(report);
    if (key === null) this.deps.log.takeOnceByEvent(() => this.emit(report, prepared));
    else this.deps.log.takeOnce(key, () => this.emit(report, prepared));
  }

  private emit(report: Report, prepared: unknown): void {
    const { state, events, clock } = this.deps;
    const s = state.get();
    if (!s.info) throw new Error('the device no longer exists');
    const context: ReportContext = {
      info: s.info,
      device: { id: s.info.id, name: s.info.name, sessionId: s.sessionId },
      key: report.key,
      now: clock.now(),
    };
    // The name and its payload vary together, which a union of reports cannot say to the compiler.
    const emitter = events as Emitter<Record<string, SessionEvents[keyof SessionEvents]>>;
    const heard = emitter.emit(`reported.${report.name}`, { data: report.data, context, prepared } as SessionEvents[keyof SessionEvents]);
    // Refused, so the node sends it again once a part takes it, rather than taken by nobody.
    if (heard === 0) throw new Error(`no part of the device takes the report ${report.name}`);
  }
}
