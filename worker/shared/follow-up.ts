/**
 * What follows every change in a device's object, once its transaction is written: the deliveries
 * it made are started, its D1 copies written, and the alarm set for what comes next. Never throws.
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
    for (const starter of this.starters) {
      try {
        starter.pump();
      } catch (error) {
        console.error('starting what a change made due failed', error);
      }
    }
    await this.mirror.flush();
    await this.alarms.rearm();
  }
}
