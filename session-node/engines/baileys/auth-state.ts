/**
 * Baileys' `AuthenticationState` over the device's `AuthStore` (kept by its Durable Object).
 *
 * Values cross the wire as BufferJSON strings, so the Buffers inside creds and keys survive the
 * trip. Reads go through Baileys' cacheable key store with a bounded cache of this device's own:
 * the node is the single writer of the device's keys, so a cached value never goes stale.
 */
import {
  type AuthenticationCreds,
  type AuthenticationState,
  BufferJSON,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  proto,
  type SignalDataSet,
  type SignalDataTypeMap,
  type SignalKeyStore,
  type SocketConfig,
} from '@whiskeysockets/baileys';
import { AUTH_IDS_PER_GET, type DeviceStatus, LruMap, type StatusEvent } from '../../../protocol';
import { phoneDigits } from '../../messages/jids';
import type { AuthStore } from '../auth-store';
import { LruCacheStore } from './lru';

/** Baileys' logger interface (not exported by name from the package root). */
export type BaileysLogger = SocketConfig['logger'];

export const DEFAULT_KEY_CACHE_SIZE = 5_000;
/**
 * Half of what the protocol accepts in one `auth.get` (`AUTH_IDS_PER_GET`): session records of a
 * kilobyte and more keep one answer near a megabyte.
 */
const MAX_IDS_PER_GET = AUTH_IDS_PER_GET / 2;

export interface BaileysAuth {
  /** Handed to `makeWASocket`; `state.creds` is replaced (not mutated) by `resetCreds`. */
  readonly state: AuthenticationState;
  /** Persists the current creds; calls are written in the order they were made. */
  saveCreds(): Promise<void>;
  /** Starts over with fresh creds (an abandoned pairing must not be resumed), and saves them. */
  resetCreds(): Promise<void>;
  /** How many key values the cache holds now (for tests and metrics). */
  readonly cachedKeys: number;
}

export function serialize(value: unknown): string {
  return JSON.stringify(value, BufferJSON.replacer);
}

export function revive(text: string): unknown {
  return JSON.parse(text, BufferJSON.reviver);
}

export function reviveCreds(text: string | null): AuthenticationCreds {
  if (text === null) return initAuthCreds();
  // The Durable Object stores exactly what `saveCreds` wrote.
  return revive(text) as AuthenticationCreds;
}

/**
 * True once the device completed a linking. `registered` alone is not enough: Baileys sets it
 * only in the pairing-code flow, while a QR scan leaves it false and sets `account`. `me` alone
 * is not enough either: `requestPairingCode` sets it before the phone confirms anything.
 */
export function isLinked(creds: AuthenticationCreds): boolean {
  return Boolean(creds.me?.id) && (creds.registered || Boolean(creds.account));
}

/** True when the creds hold a started but unfinished pairing (a code asked for, never entered). */
export function hasAbandonedPairing(creds: AuthenticationCreds): boolean {
  return Boolean(creds.me?.id) && !isLinked(creds);
}

function reviveKey<T extends keyof SignalDataTypeMap>(type: T, text: string): SignalDataTypeMap[T] {
  const value = revive(text);
  if (type === 'app-state-sync-key' && value !== null && typeof value === 'object') {
    // Baileys calls proto methods on this one, so it must be a proto instance, not a plain object.
    const key: SignalDataTypeMap['app-state-sync-key'] = proto.Message.AppStateSyncKeyData.fromObject(value);
    return key as SignalDataTypeMap[T];
  }
  return value as SignalDataTypeMap[T];
}

/**
 * The key store over the AuthStore: BufferJSON strings in it, live values out. Baileys' cacheable
 * store keeps what was found; this one remembers what was not (`absent`, bounded): the node is the
 * only writer of the device's keys, so a key it never wrote stays missing until it writes it. A
 * send asks three times for the chat's privacy token, which most chats never get: each would be
 * a round trip to the device's object.
 */
export function makeStoreKeys(store: AuthStore, absent = new LruMap<string, true>(DEFAULT_KEY_CACHE_SIZE)): SignalKeyStore {
  const slot = (type: string, id: string) => `${type}\u0000${id}`;
  // Bumped by every write: a read that a write overtook does not say what is missing.
  let writes = 0;
  return {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const found: { [id: string]: SignalDataTypeMap[T] } = {};
      const asked = ids.filter((id) => !absent.has(slot(type, id)));
      for (let start = 0; start < asked.length; start += MAX_IDS_PER_GET) {
        const chunk = asked.slice(start, start + MAX_IDS_PER_GET);
        const before = writes;
        const values = await store.getKeys(type, chunk);
        for (const [id, text] of Object.entries(values)) found[id] = reviveKey(type, text);
        if (writes === before) for (const id of chunk) if (!(id in values)) absent.set(slot(type, id), true);
      }
      return found;
    },
    async set(data: SignalDataSet) {
      writes++;
      const out: Record<string, Record<string, string | null>> = {};
      for (const [type, values] of Object.entries(data)) {
        if (!values) continue;
        const serialized: Record<string, string | null> = {};
        for (const [id, value] of Object.entries(values)) {
          const missing = value === null || value === undefined;
          serialized[id] = missing ? null : serialize(value);
          if (missing) absent.set(slot(type, id), true);
          else absent.delete(slot(type, id));
        }
        out[type] = serialized;
      }
      if (Object.keys(out).length > 0) await store.setKeys(out);
    },
  };
}

export function createAuthState(store: AuthStore, logger: BaileysLogger, options: { keyCacheSize?: number } = {}): BaileysAuth {
  const cache = new LruCacheStore(options.keyCacheSize ?? DEFAULT_KEY_CACHE_SIZE);
  const state: AuthenticationState = {
    creds: reviveCreds(store.initialCreds),
    keys: makeCacheableSignalKeyStore(makeStoreKeys(store), logger, cache),
  };

  let lastWrite: Promise<void> = Promise.resolve();
  const saveCreds = (): Promise<void> => {
    // Serialise now, so the write holds the creds as they are at this update.
    const text = serialize(state.creds);
    const write = lastWrite.catch(() => undefined).then(() => store.saveCreds(text));
    lastWrite = write;
    return write;
  };

  return {
    state,
    saveCreds,
    async resetCreds() {
      state.creds = initAuthCreds();
      await saveCreds();
    },
    get cachedKeys() {
      return cache.size;
    },
  };
}

export type StatusChange = { status: DeviceStatus; qr?: string | null; reason?: string | null; newLogin?: boolean };

/** A status change as the device's object takes it: with the linked account's number, once there is one. */
export function statusEvent(creds: AuthenticationCreds, event: StatusChange): StatusEvent & { reason: string | null } {
  return {
    status: event.status,
    qr: event.qr ?? null,
    phoneNumber: isLinked(creds) ? phoneDigits(creds.me?.id) : null,
    reason: event.reason ?? null,
    ...(event.newLogin === undefined ? {} : { newLogin: event.newLogin }),
  };
}
