/**
 * A campaign's recipients, in order, in the device object's SQLite: each QUEUED, IN_FLIGHT (its
 * PENDING record written, in the same transaction as the record), SENT, FAILED (with the reason),
 * SKIPPED (opted out) or CANCELLED. A change queues its campaign's D1 copy (its counts).
 */
import type { D1Mirror } from '../shared/d1-mirror';
import { camelRow, setClause } from '../shared/sqlite';
import type { Fill } from './audience';
import type { Variables } from './variables';

export type RecipientStatus = 'QUEUED' | 'IN_FLIGHT' | 'SENT' | 'FAILED' | 'SKIPPED' | 'CANCELLED';

export type Recipient = {
  broadcastId: string;
  position: number;
  line: number | null;
  phone: string;
  name: string | null;
  vars: Variables;
  status: RecipientStatus;
  recordId: string | null;
  /** The WhatsApp id its message goes out with, kept so that a send whose outcome was lost goes again as the same message. */
  messageId: string | null;
  attempts: number;
  reason: string | null;
  sentAt: number | null;
  updatedAt: number;
};

export type NewRecipient = { line: number | null; phone: string; name: string | null; vars: Variables; skipped: string | null };
/** The D1 table a change of a campaign is queued for (see `broadcast-mirror.ts`). */
export const BROADCASTS = 'broadcasts';

type RecipientRow = {
  broadcast_id: string;
  position: number;
  line: number | null;
  phone: string;
  name: string | null;
  vars: string;
  status: RecipientStatus;
  record_id: string | null;
  message_id: string | null;
  attempts: number;
  reason: string | null;
  sent_at: number | null;
  updated_at: number;
};

/**
 * The recipients' table as the device object's baseline migration (0001) leaves it, in an object made
 * by any earlier code too; frozen: a change of it is a migration of its own.
 */
/**
 * A page of a campaign's recipients after a position: one range of the primary key, or of
 * `broadcast_recipients_status` for one status (one statement with `?4 IS NULL OR status = ?4`
 * walked every recipient of the other statuses before the page).
 */
export const RECIPIENT_PAGES = {
  all: `WHERE broadcast_id = ?1 AND position > ?2 ORDER BY position LIMIT ?3`,
  ofStatus: `WHERE broadcast_id = ?1 AND status = ?4 AND position > ?2 ORDER BY position LIMIT ?3`,
};

export class RecipientStore {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly mirror: D1Mirror,
  ) {}

  /** Writes a campaign's recipients in their order, the first at `from`; call inside the campaign's transaction. */
  add(id: string, from: number, recipients: readonly NewRecipient[], at: number): void {
    for (const [i, r] of recipients.entries()) {
      const position = from + i;
      this.storage.sql.exec(
        `INSERT INTO broadcast_recipients (broadcast_id, position, line, phone, name, vars, status, reason, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        position,
        r.line,
        r.phone,
        r.name,
        JSON.stringify(r.vars),
        r.skipped ? 'SKIPPED' : 'QUEUED',
        r.skipped,
        at,
      );
    }
  }

  /**
   * Gives earlier recipients (before `before`) what later rows of their numbers had that they left
   * empty: a number's first row wins, a later one only fills (as `audienceOf` merges rows it holds).
   */
  fill(id: string, fills: readonly Fill[], before: number): void {
    for (const f of fills) {
      if (f.position >= before) continue;
      const row = this.storage.sql
        .exec<{ name: string | null; vars: string }>(
          `SELECT name, vars FROM broadcast_recipients WHERE broadcast_id = ? AND position = ?`,
          id,
          f.position,
        )
        .toArray()[0];
      if (!row) continue;
      const vars = JSON.parse(row.vars) as Variables;
      for (const [key, value] of Object.entries(f.vars)) if (value && !vars[key]) vars[key] = value;
      this.storage.sql.exec(
        `UPDATE broadcast_recipients SET name = ?, vars = ? WHERE broadcast_id = ? AND position = ?`,
        row.name ?? f.name,
        JSON.stringify(vars),
        id,
        f.position,
      );
    }
  }

  /** The next recipient of a campaign to send to, in order. */
  nextQueued(id: string): Recipient | null {
    const row = this.storage.sql
      .exec<RecipientRow>(`SELECT * FROM broadcast_recipients WHERE broadcast_id = ? AND status = 'QUEUED' ORDER BY position LIMIT 1`, id)
      .toArray()[0];
    return row ? toRecipient(row) : null;
  }

  recipient(id: string, position: number): Recipient | null {
    const row = this.storage.sql
      .exec<RecipientRow>(`SELECT * FROM broadcast_recipients WHERE broadcast_id = ? AND position = ?`, id, position)
      .toArray()[0];
    return row ? toRecipient(row) : null;
  }

  /** Recipients whose record went out with them and is still to be read for their outcome (every campaign's). */
  inFlight(): Recipient[] {
    return this.storage.sql.exec<RecipientRow>(`SELECT * FROM broadcast_recipients WHERE status = 'IN_FLIGHT'`).toArray().map(toRecipient);
  }

  /** How many recipients a campaign has (its counters). */
  total(id: string): number {
    return (
      this.storage.sql.exec<{ total: number }>(`SELECT total FROM broadcast_counts WHERE broadcast_id = ?`, id).toArray()[0]?.total ?? 0
    );
  }

  /** How many of a campaign's recipients are queued or in flight (its counters: a read by key at any size). */
  unsettled(id: string): { queued: number; inFlight: number } {
    const row = this.storage.sql
      .exec<{ queued: number; in_flight: number }>(`SELECT queued, in_flight FROM broadcast_counts WHERE broadcast_id = ?`, id)
      .toArray()[0];
    return { queued: row?.queued ?? 0, inFlight: row?.in_flight ?? 0 };
  }

  /** A page of a campaign's recipients after `after` (a position), in order, optionally of one status. */
  page(id: string, status: RecipientStatus | null, after: number, limit: number): Recipient[] {
    const rows = status
      ? this.storage.sql.exec<RecipientRow>(`SELECT * FROM broadcast_recipients ${RECIPIENT_PAGES.ofStatus}`, id, after, limit, status)
      : this.storage.sql.exec<RecipientRow>(`SELECT * FROM broadcast_recipients ${RECIPIENT_PAGES.all}`, id, after, limit);
    return rows.toArray().map(toRecipient);
  }

  /** Moves a recipient on; call inside the transaction of the change (the record's, for IN_FLIGHT). */
  set(
    r: Pick<Recipient, 'broadcastId' | 'position'>,
    patch: Partial<Pick<Recipient, 'status' | 'recordId' | 'messageId' | 'attempts' | 'reason' | 'sentAt'>>,
    now: number,
  ): void {
    // The recipient keeps its record's status beside it, which its counters read (`progress-counters.ts`).
    const record =
      patch.recordId === undefined
        ? {}
        : (this.storage.sql
            .exec<{ recordStatus: string | null; recordError: string | null }>(
              `SELECT status AS recordStatus, error AS recordError FROM records WHERE id = ?`,
              patch.recordId,
            )
            .toArray()[0] ?? { recordStatus: null, recordError: null });
    const set = setClause(
      {
        status: 'status',
        recordId: 'record_id',
        messageId: 'message_id',
        attempts: 'attempts',
        reason: 'reason',
        sentAt: 'sent_at',
        recordStatus: 'record_status',
        recordError: 'record_error',
      },
      { ...patch, ...record },
    );
    this.storage.sql.exec(
      `UPDATE broadcast_recipients SET ${set.sql} WHERE broadcast_id = ? AND position = ?`,
      ...set.values,
      now,
      r.broadcastId,
      r.position,
    );
    this.mirror.mark(BROADCASTS, r.broadcastId);
  }

  /** Cancels every recipient of a campaign still queued. */
  cancelQueued(id: string, now: number): void {
    this.storage.sql.exec(
      `UPDATE broadcast_recipients SET status = 'CANCELLED', reason = 'the campaign was cancelled', updated_at = ? WHERE broadcast_id = ? AND status = 'QUEUED'`,
      now,
      id,
    );
    this.mirror.mark(BROADCASTS, id);
  }
}

function toRecipient(row: RecipientRow): Recipient {
  return { ...camelRow(row), vars: JSON.parse(row.vars) as Variables };
}
