/** A phone's login and Signal keys, kept in memory for as long as the emulator runs. */
import type { AuthenticationCreds, AuthenticationState, SignalDataSet, SignalDataTypeMap } from '@whiskeysockets/baileys';
import { entry } from '../map-entry';

/** A phone's auth state; `forget(type)` drops every key of a type (a phone that lost its sessions). */
export function memoryAuthState(creds: AuthenticationCreds): AuthenticationState & { forget(type: keyof SignalDataTypeMap): number } {
  const store = new Map<string, Map<string, unknown>>();
  return {
    creds,
    forget(type) {
      const count = store.get(type)?.size ?? 0;
      store.delete(type);
      return count;
    },
    keys: {
      get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]): { [id: string]: SignalDataTypeMap[T] } {
        const values = store.get(type);
        const found: { [id: string]: SignalDataTypeMap[T] } = {};
        for (const id of ids) {
          const value = values?.get(id);
          if (value !== undefined) found[id] = value as SignalDataTypeMap[T];
        }
        return found;
      },
      set(data: SignalDataSet): void {
        for (const [type, entries] of Object.entries(data)) {
          const values = entry(store, type, () => new Map<string, unknown>());
          for (const [id, value] of Object.entries(entries ?? {})) {
            if (value === null || value === undefined) values.delete(id);
            else values.set(id, value);
          }
        }
      },
    },
  };
}
