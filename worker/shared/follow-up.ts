/**
 * What follows every change in a device's object, once its transaction is written: the deliveries
 * it made are started, its D1 copies written, and the alarm set for what comes next. Never throws.
 *
 * `run` writes the D1 copies before it resolves (management calls, whose caller reads a list next).
 * `soon` is for the hot paths (sends, the session's reports, webhook attempts): it starts what is
 * due at once and writes the copies a moment later, together with those of every other change of
 * that moment, so a busy device makes one D1 write for many changes instead of one each.
 */
import type { Alarms } from './alarms';
import type { D1Mirror } from './d1-mirror';

export class FollowUp {
  constructor(
    private readonly starters: readonly { pump(): void }[],
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
    this.mirror.flushSoon(() => this.alarms.rearm());
  }

  private start(): void {
    for (const starter of this.starters) {
      try {
        starter.pump();
      } catch (error) {
        console.error('starting what a change made due failed', error);
      }
    }
  }
}
