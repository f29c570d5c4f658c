/**
 * The device's Baileys login, kept by its Durable Object so that any node can resume it: creds and
 * signal keys, as the opaque BufferJSON strings the session sends.
 */
import type { Handlers, NodeToDevice } from '../../protocol';

export class LoginStore {
  constructor(private readonly storage: DurableObjectStorage) {}

  creds(): string | null {
    const row = this.storage.sql.exec<{ value: string }>(`SELECT value FROM auth_keys WHERE type = 'creds' AND id = 'creds'`).toArray()[0];
    return row?.value ?? null;
  }

  /** Erases the login: creds and every signal key. */
  erase(): void {
    this.storage.sql.exec(`DELETE FROM auth_keys`);
  }

  /** The node's calls on the login. */
  readonly handlers: Pick<Handlers<NodeToDevice>, 'auth.get' | 'auth.set' | 'creds.set'> = {
    'auth.get': ({ type, ids }) => {
      const found: Record<string, string> = {};
      // The ids bound as one JSON array: one statement text whatever their number (see `rowsWhereIn`).
      for (const row of this.storage.sql.exec<{ id: string; value: string }>(
        `SELECT id, value FROM auth_keys WHERE type = ? AND id IN (SELECT value FROM json_each(?))`,
        type,
        JSON.stringify(ids),
      )) {
        found[row.id] = row.value;
      }
      return found;
    },
    'auth.set': ({ data }) => {
      this.storage.transactionSync(() => {
        for (const [type, values] of Object.entries(data)) {
          for (const [id, value] of Object.entries(values)) {
            if (value === null) this.storage.sql.exec(`DELETE FROM auth_keys WHERE type = ? AND id = ?`, type, id);
            else this.storage.sql.exec(`INSERT OR REPLACE INTO auth_keys (type, id, value) VALUES (?, ?, ?)`, type, id, value);
          }
        }
      });
      return null;
    },
    'creds.set': ({ creds }) => {
      this.storage.sql.exec(`INSERT OR REPLACE INTO auth_keys (type, id, value) VALUES ('creds', 'creds', ?)`, creds);
      return null;
    },
  };
}
