/**
 * What the control API makes WhatsApp do to a simulated device's sends: refuse the next ones at
 * once (`fail-next`), take them and refuse them after with a code (`fail-next` with a `code`),
 * withhold what goes to a number (`withhold`), or never deliver to a contact who blocked the
 * account (`block`).
 */
import type { WithholdRequest } from '../../../protocol';

/** How WhatsApp treats a send to a number: taken and never delivered (no code), or refused after taking it (`code`). */
export type Withheld = { code?: number };

export class SendFaults {
  private refuseAtOnce = 0;
  private refuseLater: { count: number; code: number } | null = null;
  private readonly withheld = new Map<string, Withheld>();
  private readonly blockers = new Set<string>();

  /** The next `count` sends are refused at once, or (with a `code`) taken and then refused with that code. */
  failNextSends(count: number, code?: number): void {
    if (code === undefined) this.refuseAtOnce = count;
    else this.refuseLater = { count, code };
  }

  /** Sends to a number WhatsApp takes and never delivers (no code), or refuses after taking (`code`), until released. */
  withhold(request: WithholdRequest): void {
    if (request.release) this.withheld.delete(request.to);
    else this.withheld.set(request.to, request.code === undefined ? {} : { code: request.code });
  }

  /** A contact blocks the account (or unblocks it): what the device sends them is never delivered. */
  blockedBy(phone: string, blocked: boolean): void {
    if (blocked) this.blockers.add(phone);
    else this.blockers.delete(phone);
  }

  /** Takes one refusal "at once", if armed. */
  takeRefusal(): boolean {
    if (this.refuseAtOnce <= 0) return false;
    this.refuseAtOnce--;
    return true;
  }

  /**
   * How a send to `to` is withheld, if it is: all of it to a contact who blocked the account; what
   * goes to a withheld number unless it goes to the contact's LID (`byLid`), which gets through.
   */
  withheldFor(to: string | undefined, byLid: boolean): Withheld | undefined {
    if (!to) return undefined;
    if (this.blockers.has(to)) return {};
    return byLid ? undefined : this.withheld.get(to);
  }

  /** The code a taken send is refused with after: its number's, else one armed refusal's (used up), else none. */
  refusalFor(withheld: Withheld | undefined): number | undefined {
    if (withheld?.code !== undefined) return withheld.code;
    if (!this.refuseLater || this.refuseLater.count <= 0) return undefined;
    this.refuseLater.count--;
    return this.refuseLater.code;
  }
}
