/**
 * The LID↔phone pairs a simulated device has been given, kept with the device (its auth store,
 * as Baileys keeps its `lid-mapping` keys) so that they survive a restart or a move to another
 * node: a contact who later writes by LID alone (`hidePhone`) is still named by phone.
 */

import type { LidToPhone } from '../../messages/jids';
import type { AuthStore } from '../auth-store';

const KEY_TYPE = 'sim-lid-phone';
const REVERSE_TYPE = 'sim-phone-lid';

export class SimulatedLids {
  private readonly pairs = new Map<string, string>();
  private readonly lids = new Map<string, string>();

  constructor(private readonly auth: AuthStore) {}

  /** Before mapping a contact's message: learns the pair it gives, or loads what the device kept for its LID. */
  async prepare(request: { from: string; lid?: string | undefined; hidePhone?: boolean | undefined }): Promise<void> {
    const { lid } = request;
    if (!lid) return;
    if (!request.hidePhone) {
      if (this.pairs.get(lid) === request.from) return;
      this.pairs.set(lid, request.from);
      this.lids.set(request.from, lid);
      await this.auth.setKeys({ [KEY_TYPE]: { [lid]: request.from }, [REVERSE_TYPE]: { [request.from]: lid } });
      return;
    }
    if (this.pairs.has(lid)) return;
    const kept = (await this.auth.getKeys(KEY_TYPE, [lid]))[lid];
    if (kept) this.pairs.set(lid, kept);
  }

  readonly lookup: LidToPhone = (lid) => this.pairs.get(lid) ?? null;

  /** The LID the device was given for `phone`, from what it kept. */
  async lidOf(phone: string): Promise<string | null> {
    const known = this.lids.get(phone);
    if (known) return known;
    const kept = (await this.auth.getKeys(REVERSE_TYPE, [phone]))[phone] ?? null;
    if (kept) this.lids.set(phone, kept);
    return kept;
  }
}
