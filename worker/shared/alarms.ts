/**
 * A Durable Object has one alarm; its parts that need waking (the webhook dispatcher, the D1
 * mirror) each say when. The alarm is only a scheduler: `run` gives every part its turn, catching
 * every error, and always re-arms for the earliest wake any part asks for; nothing relies on the
 * platform's own alarm retries.
 */
export interface Wakeable {
  /** The earliest time this part must run again, on the object's clock, or null. */
  nextWake(): number | null;
  /** Runs what is due; must not throw (errors are logged here if it does). */
  wake(): Promise<void> | void;
}

export class Alarms {
  private readonly parts: Wakeable[] = [];
  /** The alarm this instance set last (undefined: not known yet; null: none). */
  private armed: number | null | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** The parts the alarm wakes, in this order. */
  watch(...parts: Wakeable[]): void {
    this.parts.push(...parts);
  }

  async run(): Promise<void> {
    // The alarm that runs now is used up.
    this.armed = undefined;
    for (const part of this.parts) {
      try {
        await part.wake();
      } catch (error) {
        console.error('a scheduled part failed', error);
      }
    }
    await this.rearm();
  }

  /** Sets the alarm for the earliest wake, or removes it; never throws. */
  async rearm(): Promise<void> {
    try {
      const wakes = this.parts.map((part) => part.nextWake()).filter((t): t is number => t !== null);
      if (wakes.length === 0) {
        if (this.armed !== null) await this.storage.deleteAlarm();
        this.armed = null;
        return;
      }
      // Scheduled on the object's clock (the system clock in service; in tests a clock far ahead,
      // so that only the test runs the alarm). An alarm set for "now" from inside alarm() is dropped
      // locally (workerd #6866): never earlier than one ms from now.
      const at = Math.max(Math.min(...wakes), Date.now() + 1);
      // The same wake already set stays set (a running alarm clears it: `run` forgets it first).
      if (at === this.armed) return;
      await this.storage.setAlarm(at);
      this.armed = at;
    } catch (error) {
      console.error('could not re-arm the alarm', error);
    }
  }
}
