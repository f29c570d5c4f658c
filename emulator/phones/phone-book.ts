/**
 * Every phone of the emulated WhatsApp, by number: customers' phones made on first use (the first
 * time someone messages or looks up their number, or the control API acts as them), and the main
 * phones of the accounts Kurir's devices link to.
 */
import type { Logger } from 'pino';
import type { Directory } from '../directory/accounts';
import { Phone, type PhoneEvents, type PhoneTrust } from './phone';

export type PhoneOptions = { lid?: string; pushName?: string };

export class PhoneConflict extends Error {}

export class PhoneBook {
  private readonly phones = new Map<string, Phone>();

  constructor(
    private readonly directory: Directory,
    private readonly trust: PhoneTrust,
    private readonly events: PhoneEvents,
    private readonly logger: Logger,
  ) {}

  get(pn: string): Phone | undefined {
    return this.phones.get(pn);
  }

  /**
   * The phone of `pn`, made (with its account) on first use; it may still be connecting (its keys
   * are on the server already). A `lid` must match the account's: a number has one LID.
   */
  phoneOf(pn: string, options: PhoneOptions = {}): Phone {
    const existing = this.phones.get(pn);
    if (existing) {
      if (options.lid && existing.account.lid !== options.lid) {
        throw new PhoneConflict(`the number ${pn} has the LID ${existing.account.lid}, not ${options.lid}`);
      }
      if (options.pushName !== undefined) existing.account.pushName = options.pushName;
      return existing;
    }
    const phone = Phone.create(
      this.directory,
      { pn, ...(options.lid ? { lid: options.lid } : {}), pushName: options.pushName ?? 'Emulated Contact' },
      this.trust,
      this.events,
      this.logger,
    );
    this.phones.set(pn, phone);
    return phone;
  }

  /** The phone of `pn`, connected, to act as its owner. */
  async ensure(pn: string, options: PhoneOptions = {}): Promise<Phone> {
    const phone = this.phoneOf(pn, options);
    await phone.ready();
    return phone;
  }

  /** A new account (a random number unless `pn`) with its main phone, connected, for linking a companion. */
  async newAccount(pn?: string, pushName = ''): Promise<Phone> {
    if (pn) return this.ensure(pn, { pushName });
    const phone = Phone.create(this.directory, { pushName }, this.trust, this.events, this.logger);
    this.phones.set(phone.account.pn, phone);
    await phone.ready();
    return phone;
  }

  get size(): number {
    return this.phones.size;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.phones.values()].map((phone) => phone.stop()));
    this.phones.clear();
  }
}
