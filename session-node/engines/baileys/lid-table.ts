/**
 * Who is behind a LID, as far as one session has seen. A session learns pairs from
 * `lid-mapping.update`, history syncs and the `*Alt` fields of message keys, and keeps them here,
 * bounded; a miss falls back to Baileys' own mapping store (see `DeviceConnection.phoneForLid`).
 */

import { LruMap } from '../../../protocol';
import { type LidToPhone, lidDigits, phoneDigits } from '../../messages/jids';

export const DEFAULT_LID_TABLE_SIZE = 10_000;

export class LidPhoneTable {
  private readonly phones: LruMap<string, string>;

  constructor(maxEntries = DEFAULT_LID_TABLE_SIZE) {
    this.phones = new LruMap(maxEntries);
  }

  get size(): number {
    return this.phones.size;
  }

  /** Records a pair given as JIDs (one `@lid`, one phone), in either order; anything else is ignored. */
  learn(a: string | null | undefined, b: string | null | undefined): void {
    const lid = lidDigits(a) ?? lidDigits(b);
    const phone = phoneDigits(a) ?? phoneDigits(b);
    if (lid && phone) this.phones.set(lid, phone);
  }

  /** Phone digits for a LID (JID or digits). */
  phoneFor(lid: string): string | null {
    const digits = lidDigits(lid) ?? (/^\d+$/.test(lid) ? lid : null);
    return digits ? (this.phones.get(digits) ?? null) : null;
  }

  readonly lookup: LidToPhone = (lid) => this.phoneFor(lid);
}
