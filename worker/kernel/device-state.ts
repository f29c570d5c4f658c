/**
 * A device's own state, in its Durable Object's SQLite: who it is (its identity, written once at
 * creation), its status, QR, pairing code, sessionId, phone number and whether a node should hold it.
 */
import { DEFAULT_HISTORY_DAYS, type DeviceStatus } from '../../protocol';

/**
 * A device's broadcast warm-up as its state keeps it: the shape `number-health/warmup.ts` validates
 * and reads (the kernel holds it, a feature gives it its meaning).
 */
export type StoredWarmup = { enabled: boolean; steps: { fromDay: number; cap: number }[]; untilDay: number };

export type DeviceIdentity = { id: string; workspaceId: string; name: string; createdAt: number };

export type DeviceState = {
  info: DeviceIdentity | null;
  status: DeviceStatus;
  qr: string | null;
  pairingCode: string | null;
  sessionId: string;
  phoneNumber: string | null;
  reason: string | null;
  /** Whether a session-node should hold the device; false after a logout, until `connect`. */
  wanted: boolean;
  /** When the status last changed. */
  updatedAt: number;
  /** Whether received messages are marked read (blue ticks) as they arrive. */
  autoRead: boolean;
  /** How long a sent message may go without a delivery receipt before it counts as undelivered (`message.undelivered`). */
  undeliveredAfterMs?: number;
  /** How many days of the account's history the device brings when it links (0, 1, 7 or 30; 7 when unset). */
  historyDays?: number;
  /** When the device last linked a number (a new login): its number's age counts from then. */
  linkedAt?: number;
  /** When a member last resumed campaigns the number's health had paused. */
  healthResumedAt?: number;
  /** The warm-up of the number's broadcast messages (`number-health/warmup.ts`); the default when unset. */
  warmup?: StoredWarmup;
  /** While DISCONNECTED: when the session tries to connect again (its backoff), and how many attempts failed in a row. */
  retryAt: number | null;
  failedAttempts: number;
};

/** A device as the interface shows it: its identity and its live state (the QR only while waiting for a scan). */
export type DeviceView = Pick<
  DeviceState,
  'status' | 'qr' | 'sessionId' | 'phoneNumber' | 'reason' | 'updatedAt' | 'autoRead' | 'retryAt' | 'failedAttempts'
> &
  DeviceIdentity & { undeliveredAfterMinutes: number; historyDays: number };

/** The device options a member sets (PATCH /devices/{id}). */
export type DeviceOptions = { autoRead?: boolean; undeliveredAfterMinutes?: number; historyDays?: number };
/** A sent message with no delivery receipt after this long is undelivered, unless the device says otherwise. */
export const DEFAULT_UNDELIVERED_AFTER_MS = 10 * 60 * 1000;

export function viewOf(s: DeviceState): DeviceView {
  if (!s.info) throw new Error('a device without identity has no view');
  const { status, qr, sessionId, phoneNumber, reason, updatedAt, autoRead } = s;
  const since = updatedAt || s.info.createdAt;
  const retry = status === 'DISCONNECTED' ? { retryAt: s.retryAt, failedAttempts: s.failedAttempts } : { retryAt: null, failedAttempts: 0 };
  const undeliveredAfterMinutes = Math.round((s.undeliveredAfterMs ?? DEFAULT_UNDELIVERED_AFTER_MS) / 60_000);
  const historyDays = s.historyDays ?? DEFAULT_HISTORY_DAYS;
  return {
    ...s.info,
    status,
    qr: status === 'QR' ? qr : null,
    sessionId,
    phoneNumber,
    reason,
    updatedAt: since,
    autoRead,
    undeliveredAfterMinutes,
    historyDays,
    ...retry,
  };
}

const DEFAULT_STATE: DeviceState = {
  info: null,
  status: 'CONNECTING',
  qr: null,
  pairingCode: null,
  sessionId: '',
  phoneNumber: null,
  reason: null,
  wanted: false,
  updatedAt: 0,
  autoRead: false,
  retryAt: null,
  failedAttempts: 0,
};

/** The fields kept only once set (the defaults stand for them until then). */
const OPTIONAL_FIELDS: ReadonlyArray<keyof DeviceState> = ['undeliveredAfterMs', 'historyDays', 'linkedAt', 'healthResumedAt', 'warmup'];
/** The fields read back from storage: a key of older code no longer known is left alone. */
const FIELDS: ReadonlySet<string> = new Set([...Object.keys(DEFAULT_STATE), ...OPTIONAL_FIELDS]);

/**
 * The state is read on every call and report, so it is kept in memory too: this instance is the
 * only writer of its storage, and every write goes through `update`, which refreshes the copy.
 */
export class DeviceStateStore {
  private cached: DeviceState | null = null;
  private known = false;

  constructor(private readonly storage: DurableObjectStorage) {}

  /**
   * Whether this object is a device: created through `create`. An object reached by an id nobody
   * created writes nothing (its tables are made only at creation), so a stray id leaves no object.
   */
  exists(): boolean {
    if (this.known) return true;
    const table = this.storage.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'state'`).toArray();
    this.known = table.length > 0 && this.storage.sql.exec(`SELECT 1 FROM state WHERE key = 'info'`).toArray().length > 0;
    return this.known;
  }

  /** Runs `fn` in one storage transaction; if it throws (and the writes roll back), the copy in memory goes too. */
  transaction<T>(fn: () => T): T {
    try {
      return this.storage.transactionSync(fn);
    } catch (error) {
      this.cached = null;
      throw error;
    }
  }

  /** After `deleteAll`: nothing is known any more. */
  forget(): void {
    this.cached = null;
    this.known = false;
  }

  get(): DeviceState {
    if (this.cached) return this.cached;
    const state: Record<string, unknown> = { ...DEFAULT_STATE };
    for (const row of this.storage.sql.exec<{ key: string; value: string }>(`SELECT key, value FROM state`)) {
      if (FIELDS.has(row.key)) state[row.key] = JSON.parse(row.value);
    }
    this.cached = state as DeviceState;
    return this.cached;
  }

  /** Writes the fields of `patch`; call inside the transaction of the change it belongs to. */
  update(patch: Partial<DeviceState>): DeviceState {
    for (const [key, value] of Object.entries(patch)) {
      this.storage.sql.exec(`INSERT OR REPLACE INTO state (key, value) VALUES (?, ?)`, key, JSON.stringify(value ?? null));
    }
    this.cached = null;
    return this.get();
  }
}

/** `status.changed`: the device's status changed, told inside the change's transaction (the alerts follow it). */
export type StatusEvents = { 'status.changed': { previous: DeviceStatus; status: DeviceStatus; reason: string | null; at: number } };
