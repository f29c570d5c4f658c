/** A phone's login and Signal keys, kept in memory for as long as the emulator runs. */
import type { AuthenticationCreds, AuthenticationState, SignalDataSet, SignalDataTypeMap } from '@whiskeysockets/baileys';
import { entry } from '../map-entry';

export function memoryAuthState(creds: AuthenticationCreds): AuthenticationState {
  const store = new Map<string, Map<string, unknown>>();
  return {
    creds,
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
