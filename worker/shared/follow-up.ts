/**
 * What follows every change in a device's object, once its transaction is written: the deliveries
 * it made are started, its D1 copies written, and the alarm set for what comes next. Never throws.
 *
 * `run` writes the D1 copies before it resolves (management calls, whose caller reads a list next).
 * `soon` is for the hot paths (sends, the session's reports, webhook attempts): it starts what is
 * due at once and writes the copies a moment later, together with those of every other change of
 * that moment, so a busy device makes one D1 write for many changes instead of one each.
 *
 * What is due is started by the parts that follow `changes.committed` (the webhook dispatcher, the
 * chatbot, the broadcasts), in the order they subscribed; one that throws does not stop the others.
 */
import type { Alarms } from './alarms';
import type { D1Mirror } from './d1-mirror';
import type { Emitter } from './domain-events';

/** `changes.committed`: a change's transaction is written; what it made due may start now. */
export type FollowUpEvents = { 'changes.committed': null };

export class FollowUp {
  constructor(
    private readonly events: Emitter<FollowUpEvents>,
    private readonly mirror: D1Mirror,
    private readonly alarms: Alarms,
  ) {}

  async run(): Promise<void> {
    this.start();
    await this.mirror.flush();
    await this.alarms.rearm();
  }

  /** Starts what is due now; the D1 copies and the alarm follow within the mirror's coalescing window. */
  soon(): void {
    this.start();
    this.copySoon();
  }

  /**
   * For a change that makes nothing due (a request's log entry): its D1 copy and the alarm only.
   * Each `changes.committed` has every part read what may have come due, which a send paid for
   * twice when its log entry followed up too.
   */
  copySoon(): void {
    this.mirror.flushSoon(() => this.alarms.rearm());
  }

  private start(): void {
    this.events.emit('changes.committed', null, startFailed);
  }
}

function startFailed(error: unknown): void {
  console.error('starting what a change made due failed', error);
}
