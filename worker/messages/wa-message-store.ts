/**
 * The WhatsApp messages a device sent and received, kept in its Durable Object so that a later
 * quote or reaction can name them with their full key; a sent message also keeps the record it
 * belongs to and the number it went to, for its receipts. Their SQLite table is still named
 * `messages` (`object-tables.ts`: `waMessages`); it is not D1's `messages`, which holds the message
 * records.
 */
import type { Handlers, MessageKey, NodeToDevice, StoredMessage } from '../../protocol';

/**
 * How many messages are kept for quotes and reactions; older ones are dropped, but not before
 * `RESEND_WINDOW_MS` (WhatsApp's limit for a phone's retry request: its sender must still have the
 * message to send it again, after any restart), and never beyond `HARD_LIMIT`.
 */
const MESSAGE_LIMIT = 20_000;
export const RESEND_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
const HARD_LIMIT = 100_000;

type Row = { id: string; remote_jid: string; from_me: number; participant: string | null; raw: string; ts: number };

export type SentRef = { recordId: string | null; phoneNumber: string | null };

/** Every this many writes, the store drops what is beyond its limit. */
const PRUNE_EVERY = 200;

export class WaMessageStore {
  private writes = 0;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps messages (a repeat replaces the copy); `sent` ties a message this device sent to its record. */
  put(messages: readonly StoredMessage[], sent?: SentRef): void {
    if (messages.length === 0) return;
    const sql = this.storage.sql;
    for (const m of messages) {
      sql.exec(
        `INSERT INTO messages (id, remote_jid, from_me, participant, raw, ts, seq, record_id, phone_number)
           VALUES (?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM messages), ?, ?)
         ON CONFLICT (id) DO UPDATE SET remote_jid = excluded.remote_jid, from_me = excluded.from_me, participant = excluded.participant,
           raw = excluded.raw, ts = excluded.ts, seq = excluded.seq, record_id = COALESCE(excluded.record_id, record_id),
           phone_number = COALESCE(excluded.phone_number, phone_number)`,
        m.key.id,
        m.key.remoteJid,
        m.key.fromMe ? 1 : 0,
        m.key.participant ?? null,
        m.raw,
        m.timestamp,
        sent?.recordId ?? null,
        sent?.phoneNumber ?? null,
      );
    }
    if (++this.writes % PRUNE_EVERY === 0) {
      sql.exec(
        `DELETE FROM messages WHERE seq <= (SELECT MAX(seq) FROM messages) - ?1 AND (ts < ?2 OR seq <= (SELECT MAX(seq) FROM messages) - ?3)`,
        MESSAGE_LIMIT,
        this.now() - RESEND_WINDOW_MS,
        HARD_LIMIT,
      );
    }
  }

  get(id: string): StoredMessage | null {
    const row = this.storage.sql
      .exec<Row>(`SELECT id, remote_jid, from_me, participant, raw, ts FROM messages WHERE id = ?`, id)
      .toArray()[0];
    if (!row) return null;
    const key: MessageKey = { remoteJid: row.remote_jid, id: row.id, fromMe: row.from_me === 1 };
    if (row.participant) key.participant = row.participant;
    return { key, raw: row.raw, timestamp: row.ts };
  }

  /** The node's `messages.get`: the kept messages of these ids, those it has. */
  readonly handlers: Pick<Handlers<NodeToDevice>, 'messages.get'> = {
    'messages.get': ({ ids }) => ({ messages: ids.flatMap((id) => this.get(id) ?? []) }),
  };

  /** The record and number of a message this device sent, for its receipts. */
  sentRef(id: string): SentRef {
    const row = this.storage.sql
      .exec<{ record_id: string | null; phone_number: string | null }>(`SELECT record_id, phone_number FROM messages WHERE id = ?`, id)
      .toArray()[0];
    return { recordId: row?.record_id ?? null, phoneNumber: row?.phone_number ?? null };
  }
}
