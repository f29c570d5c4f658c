/**
 * The device's own storage, in its Durable Object's SQLite: its state (status, QR, sessionId, …),
 * its Baileys login (creds and signal keys, as opaque BufferJSON strings), and the messages the
 * session sent and received, kept so that a quote or a reaction can name them.
 */
import type { DeviceStatus, MessageKey, StoredMessage } from '../wire-protocol';

export type DeviceInfo = { id: string; workspaceId: string; name: string };

export type DeviceState = {
  info: DeviceInfo | null;
  status: DeviceStatus;
  qr: string | null;
  pairingCode: string | null;
  sessionId: string;
  phoneNumber: string | null;
  reason: string | null;
  /** Whether a session-node should hold the device; false after a logout, until `connect`. */
  wanted: boolean;
};

const DEFAULT_STATE: DeviceState = {
  info: null,
  status: 'CONNECTING',
  qr: null,
  pairingCode: null,
  sessionId: '',
  phoneNumber: null,
  reason: null,
  wanted: false,
};

/** How many messages the store keeps for quotes and reactions; older ones are dropped. */
const MESSAGE_LIMIT = 20_000;

export class DeviceStore {
  constructor(private readonly storage: DurableObjectStorage) {
    this.createTables();
  }

  /** Idempotent; also run after `deleteAll`, which drops the tables with the data. */
  createTables(): void {
    const sql = this.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS state (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS auth_keys (type TEXT NOT NULL, id TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (type, id))`);
    sql.exec(
      `CREATE TABLE IF NOT EXISTS messages (id TEXT PRIMARY KEY, remote_jid TEXT NOT NULL, from_me INTEGER NOT NULL,
        participant TEXT, raw TEXT NOT NULL, ts INTEGER NOT NULL, seq INTEGER NOT NULL)`,
    );
    sql.exec(`CREATE INDEX IF NOT EXISTS messages_seq ON messages (seq)`);
  }

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  state(): DeviceState {
    const state: Record<string, unknown> = { ...DEFAULT_STATE };
    for (const row of this.sql.exec<{ key: string; value: string }>(`SELECT key, value FROM state`)) {
      if (row.key in DEFAULT_STATE) state[row.key] = JSON.parse(row.value);
    }
    return state as DeviceState;
  }

  update(patch: Partial<DeviceState>): DeviceState {
    this.storage.transactionSync(() => {
      for (const [key, value] of Object.entries(patch)) {
        this.sql.exec(`INSERT OR REPLACE INTO state (key, value) VALUES (?, ?)`, key, JSON.stringify(value ?? null));
      }
    });
    return this.state();
  }

  creds(): string | null {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM auth_keys WHERE type = 'creds' AND id = 'creds'`).toArray()[0];
    return row?.value ?? null;
  }

  saveCreds(creds: string): void {
    this.sql.exec(`INSERT OR REPLACE INTO auth_keys (type, id, value) VALUES ('creds', 'creds', ?)`, creds);
  }

  getKeys(type: string, ids: string[]): Record<string, string> {
    const found: Record<string, string> = {};
    // SQLite in a Durable Object binds at most 100 parameters per statement.
    for (let i = 0; i < ids.length; i += 90) {
      const chunk = ids.slice(i, i + 90);
      const marks = chunk.map(() => '?').join(',');
      for (const row of this.sql.exec<{ id: string; value: string }>(
        `SELECT id, value FROM auth_keys WHERE type = ? AND id IN (${marks})`,
        type,
        ...chunk,
      )) {
        found[row.id] = row.value;
      }
    }
    return found;
  }

  /** Writes all the keys of one Baileys transaction at once; a null value deletes. */
  setKeys(data: Record<string, Record<string, string | null>>): void {
    this.storage.transactionSync(() => {
      for (const [type, values] of Object.entries(data)) {
        for (const [id, value] of Object.entries(values)) {
          if (value === null) this.sql.exec(`DELETE FROM auth_keys WHERE type = ? AND id = ?`, type, id);
          else this.sql.exec(`INSERT OR REPLACE INTO auth_keys (type, id, value) VALUES (?, ?, ?)`, type, id, value);
        }
      }
    });
  }

  /** Erases the login: creds and every signal key. */
  eraseAuth(): void {
    this.sql.exec(`DELETE FROM auth_keys`);
  }

  putMessages(messages: StoredMessage[]): void {
    if (messages.length === 0) return;
    this.storage.transactionSync(() => {
      let seq = this.sql.exec<{ s: number }>(`SELECT COALESCE(MAX(seq), 0) AS s FROM messages`).one().s;
      for (const m of messages) {
        this.sql.exec(
          `INSERT OR REPLACE INTO messages (id, remote_jid, from_me, participant, raw, ts, seq) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          m.key.id,
          m.key.remoteJid,
          m.key.fromMe ? 1 : 0,
          m.key.participant ?? null,
          m.raw,
          m.timestamp,
          ++seq,
        );
      }
      this.sql.exec(`DELETE FROM messages WHERE seq <= ?`, seq - MESSAGE_LIMIT);
    });
  }

  getMessage(id: string): StoredMessage | null {
    const row = this.sql
      .exec<{ id: string; remote_jid: string; from_me: number; participant: string | null; raw: string; ts: number }>(
        `SELECT id, remote_jid, from_me, participant, raw, ts FROM messages WHERE id = ?`,
        id,
      )
      .toArray()[0];
    if (!row) return null;
    const key: MessageKey = { remoteJid: row.remote_jid, id: row.id, fromMe: row.from_me === 1 };
    if (row.participant) key.participant = row.participant;
    return { key, raw: row.raw, timestamp: row.ts };
  }
}
