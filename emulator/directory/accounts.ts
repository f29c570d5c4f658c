/**
 * The accounts the emulated WhatsApp knows: a phone number, a LID, and devices. Device 0 is the
 * account's main phone; linked devices (Kurir's sessions among them) get 1, 2, … Each device has
 * the keys WhatsApp's servers hold for it: its Noise key (its identity on the socket), and the
 * Signal public keys others fetch to start a session with it. No private key is ever here.
 */
import { randomInt } from 'node:crypto';
import type { BinaryNode } from '@whiskeysockets/baileys';

export type SignedPreKey = { id: number; public: Buffer; signature: Buffer };

/** A device's public Signal keys, as it registered or uploaded them. */
export type DeviceKeys = {
  registrationId: number;
  identityKey: Buffer;
  signedPreKey: SignedPreKey;
};

/** What a device's open connection offers the server. */
export interface DeviceLink {
  send(node: BinaryNode): void;
  /** Closes the connection with a stream error (`code`, or a `conflict` such as `replaced`), or abruptly without either. */
  close(code?: number, conflict?: string): void;
  /** While true, the connection stays open and carries nothing either way. */
  stalled: boolean;
}

export class Device {
  /** One-time prekeys still on the server, by id; each is handed out once. */
  readonly preKeys = new Map<number, Buffer>();
  /** What arrived while the device was away, delivered when it connects again. */
  readonly held: BinaryNode[] = [];
  link: DeviceLink | null = null;
  /** The Kurir device (`dev_…`) whose session last connected as this device, if any. */
  label: string | null = null;

  constructor(
    readonly account: Account,
    readonly id: number,
    /** The public Noise key the device logs in with. */
    public noiseKey: Buffer,
    public keys: DeviceKeys,
    /** The index of the account's key its identity was signed under (`key-index`). */
    readonly keyIndex: number,
  ) {}

  get pnJid(): string {
    return this.id === 0 ? this.account.pnJid : `${this.account.pn}:${this.id}@s.whatsapp.net`;
  }

  get lidJid(): string {
    return this.id === 0 ? this.account.lidJid : `${this.account.lid}:${this.id}@lid`;
  }

  /** This device's JID in the addressing of `like` (a LID JID or a phone JID). */
  jidLike(like: string): string {
    return like.endsWith('@lid') ? this.lidJid : this.pnJid;
  }
}

export class Account {
  readonly devices = new Map<number, Device>();
  readonly blocklist = new Set<string>();
  readonly privacy = new Map<string, string>([
    ['readreceipts', 'all'],
    ['last', 'all'],
    ['online', 'all'],
    ['profile', 'all'],
    ['status', 'all'],
    ['groupadd', 'all'],
    ['calladd', 'all'],
  ]);
  private nextDeviceId = 1;
  private keyIndexes = 0;
  /** What the account last said of itself (`<presence type>`), and since when it is away. */
  presence: 'available' | 'unavailable' = 'unavailable';
  lastSeen = Math.floor(Date.now() / 1000);
  /** Whether WhatsApp leaves the number out beside the LID of what this account sends (it hides it). */
  phoneHidden = false;
  /** Accounts that asked to hear this one's presence (`<presence type="subscribe">`). */
  readonly presenceSubscribers = new Set<Account>();

  constructor(
    readonly pn: string,
    readonly lid: string,
    public pushName: string,
  ) {}

  get pnJid(): string {
    return `${this.pn}@s.whatsapp.net`;
  }

  get lidJid(): string {
    return `${this.lid}@lid`;
  }

  get phone(): Device | undefined {
    return this.devices.get(0);
  }

  /** A JID of this account's in the addressing of `like`. */
  jidLike(like: string): string {
    return like.endsWith('@lid') ? this.lidJid : this.pnJid;
  }

  /** The next index of the account's key list, for a device about to be linked. */
  nextKeyIndex(): number {
    return ++this.keyIndexes;
  }

  /** A new device: the main phone (id 0) or the next linked one. */
  addDevice(noiseKey: Buffer, keys: DeviceKeys, options: { id?: number; keyIndex?: number } = {}): Device {
    const deviceId = options.id ?? this.nextDeviceId++;
    if (deviceId >= this.nextDeviceId) this.nextDeviceId = deviceId + 1;
    const device = new Device(this, deviceId, noiseKey, keys, options.keyIndex ?? 0);
    this.devices.set(deviceId, device);
    return device;
  }
}

/** A user part and device of a JID: `62812…:3@s.whatsapp.net` → user `62812…`, device 3, lid false. */
export function splitJid(jid: string): { user: string; device: number; lid: boolean; server: string } | null {
  const match = /^(\d+)(?:_\d+)?(?::(\d+))?@(s\.whatsapp\.net|lid|c\.us)$/.exec(jid);
  if (!match?.[1] || !match[3]) return null;
  return { user: match[1], device: match[2] ? Number(match[2]) : 0, lid: match[3] === 'lid', server: match[3] };
}

function randomDigits(prefix: string, length: number): string {
  let digits = prefix;
  while (digits.length < length) digits += String(randomInt(0, 10));
  return digits;
}

export class Directory {
  private readonly byPn = new Map<string, Account>();
  private readonly byLid = new Map<string, Account>();
  /** Numbers that have no WhatsApp account, whatever asks (the control API's `numbers`). */
  readonly missing = new Set<string>();

  get accounts(): IterableIterator<Account> {
    return this.byPn.values();
  }

  byPhone(pn: string): Account | undefined {
    return this.byPn.get(pn);
  }

  /** The account behind a user JID or device JID, by phone or by LID. */
  accountOf(jid: string): Account | undefined {
    const parts = splitJid(jid);
    if (!parts) return undefined;
    return parts.lid ? this.byLid.get(parts.user) : this.byPn.get(parts.user);
  }

  deviceOf(jid: string): Device | undefined {
    const parts = splitJid(jid);
    if (!parts) return undefined;
    return this.accountOf(jid)?.devices.get(parts.device);
  }

  /** Whether `pn` has an account (and is not listed as missing). */
  exists(pn: string): boolean {
    return !this.missing.has(pn) && this.byPn.has(pn);
  }

  /** A new account; a random Indonesian-looking number (`62899…`) and LID unless given. */
  create(options: { pn?: string; lid?: string; pushName?: string } = {}): Account {
    let pn = options.pn;
    while (!pn || (!options.pn && this.byPn.has(pn))) pn = randomDigits('62899', 13);
    if (this.byPn.has(pn)) throw new Error(`the number ${pn} has an account already`);
    let lid = options.lid;
    while (!lid || (!options.lid && this.byLid.has(lid))) lid = randomDigits(String(randomInt(1, 10)), 15);
    if (this.byLid.has(lid)) throw new Error(`the LID ${lid} belongs to another account`);
    const account = new Account(pn, lid, options.pushName ?? '');
    this.byPn.set(pn, account);
    this.byLid.set(lid, account);
    return account;
  }

  private readonly labels = new Map<string, Device>();

  /** The device a Kurir session (`dev_…`) last logged in as. */
  deviceByLabel(label: string): Device | undefined {
    return this.labels.get(label);
  }

  bindLabel(label: string, device: Device): void {
    device.label = label;
    this.labels.set(label, device);
  }

  /** Forgets a device (logged out): it can log in no more. */
  removeDevice(device: Device): void {
    device.account.devices.delete(device.id);
    if (device.label && this.labels.get(device.label) === device) this.labels.delete(device.label);
  }
}
