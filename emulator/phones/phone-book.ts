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
  private readonly starting = new Map<string, Promise<Phone>>();

  constructor(
    private readonly directory: Directory,
    private readonly trust: PhoneTrust,
    private readonly events: PhoneEvents,
    private readonly logger: Logger,
  ) {}

  get(pn: string): Phone | undefined {
    return this.phones.get(pn);
  }

  /** The phone of `pn`, made (with its account) on first use. A `lid` must match the account's. */
  async ensure(pn: string, options: PhoneOptions = {}): Promise<Phone> {
    const existing = this.phones.get(pn);
    if (existing) {
      if (options.lid && existing.account.lid !== options.lid) {
        throw new PhoneConflict(`the number ${pn} has the LID ${existing.account.lid}, not ${options.lid}`);
      }
      if (options.pushName) existing.account.pushName = options.pushName;
      await existing.ready();
      return existing;
    }
    const pending = this.starting.get(pn);
    if (pending) return pending;
    const started = Phone.create(
      this.directory,
      { pn, ...(options.lid ? { lid: options.lid } : {}), pushName: options.pushName ?? 'Emulated Contact' },
      this.trust,
      this.events,
      this.logger,
    ).then((phone) => {
      this.phones.set(pn, phone);
      return phone;
    });
    this.starting.set(pn, started);
    try {
      return await started;
    } finally {
      this.starting.delete(pn);
    }
  }

  /** A new account (a random number unless `pn`) with its main phone, for linking a companion. */
  async newAccount(pn?: string, pushName = ''): Promise<Phone> {
    if (pn) return this.ensure(pn, { pushName });
    const phone = await Phone.create(this.directory, { pushName }, this.trust, this.events, this.logger);
    this.phones.set(phone.account.pn, phone);
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
