/**
 * The device's login as the session-node sees it: creds and signal keys, kept by the device's
 * Durable Object so that any node can resume the device. Values cross the wire as BufferJSON
 * strings; this interface speaks in those strings and leaves (de)serialisation to the engine.
 */
export interface AuthStore {
  /** The creds the Durable Object had when the device link opened, or null before a login. */
  readonly initialCreds: string | null;
  saveCreds(creds: string): Promise<void>;
  /** The stored values of `ids` for a key type; ids with no value are absent. */
  getKeys(type: string, ids: string[]): Promise<Record<string, string>>;
  /** Writes key values; a null value deletes the key. */
  setKeys(data: Record<string, Record<string, string | null>>): Promise<void>;
}
