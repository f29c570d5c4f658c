/**
 * The simulator's stand-in for a machine that cannot reach WhatsApp: the device drops with the
 * reason the Baileys engine gives when the name `web.whatsapp.com` does not resolve, and fails
 * every attempt, backing off as the Baileys engine does and reporting each wait, until the control
 * API says WhatsApp answers again; the next attempt (at the end of its wait, or at once when asked)
 * then connects.
 */
import type { SessionReports } from '../engine';

/** What Baileys' engine reports when DNS does not know WhatsApp (`disconnect-policy.ts`, `network: …`). */
export const UNRESOLVED_REASON = 'network: getaddrinfo ENOTFOUND web.whatsapp.com';

export interface OutageDeps {
  report: SessionReports;
  /** The wait before attempt `attempt` (0 for the first). */
  delay: (attempt: number) => number;
  /** Called by the first attempt made once WhatsApp answers again. */
  restore: () => void;
}

export class SimulatedOutage {
  private attempts = 0;
  private timer: NodeJS.Timeout | null = null;
  private reachable = false;

  constructor(private readonly deps: OutageDeps) {}

  begin(): void {
    this.deps.report.status({ status: 'DISCONNECTED', reason: UNRESOLVED_REASON });
    this.failed();
  }

  /** WhatsApp answers again: the next attempt connects. */
  end(): void {
    this.reachable = true;
  }

  /** Makes the waiting attempt now; false when none waits. */
  tryNow(): boolean {
    if (!this.timer) return false;
    clearTimeout(this.timer);
    this.attempt();
    return true;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private attempt(): void {
    this.timer = null;
    if (this.reachable) this.deps.restore();
    else this.failed();
  }

  private failed(): void {
    const attempt = this.attempts++;
    const delay = this.deps.delay(attempt);
    this.timer = setTimeout(() => this.attempt(), delay);
    this.deps.report.retrying({ attempt: attempt + 1, retryAt: Date.now() + delay });
  }
}
