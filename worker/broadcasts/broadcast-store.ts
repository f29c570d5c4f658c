/**
 * A device's broadcasts, in its Durable Object's SQLite, which is their authority: each campaign
 * with its message and audience report, and its recipients in order, each QUEUED, IN_FLIGHT (its
 * PENDING record written, in the same transaction as the record), SENT, FAILED (with the reason),
 * SKIPPED (opted out) or CANCELLED. Every change queues the campaign's D1 copy in its transaction.
 */
import type { D1Mirror } from '../shared/d1-mirror';
import type { BadRow, Duplicate } from './audience';
import type { CampaignMessage } from './message';
import type { Variables } from './variables';

export type CampaignStatus = 'SCHEDULED' | 'SENDING' | 'PAUSED' | 'COMPLETED' | 'CANCELLED';
export type PausedReason = 'member' | 'device-not-connected' | 'daily-cap';
export type RecipientStatus = 'QUEUED' | 'IN_FLIGHT' | 'SENT' | 'FAILED' | 'SKIPPED' | 'CANCELLED';

export type AudienceReport = {
  source: 'csv' | 'labels' | 'list';
  labels: string[] | null;
  fileName: string | null;
  columns: string[];
  /** At most `REPORT_LIMIT` of each are kept; the counts say how many there were. */
  badRows: BadRow[];
  badRowCount: number;
  duplicates: Duplicate[];
  duplicateCount: number;
};

export type Campaign = {
  id: string;
  workspaceId: string;
  name: string;
  status: CampaignStatus;
  pausedReason: PausedReason | null;
  message: CampaignMessage;
  audience: AudienceReport;
  countryCode: string;
  createdBy: string | null;
  scheduledAt: number | null;
  startedAt: number | null;
  /** When the campaign ended (its `broadcast.completed` event written); null while any recipient is unsettled. */
  completedAt: number | null;
  lastSentAt: number | null;
  createdAt: number;
  updatedAt: number;
};

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

/** Rows of the audience report kept per kind. */
export const REPORT_LIMIT = 1_000;
/** The D1 table this store's changes are queued for (see `broadcast-mirror.ts`). */
export const BROADCASTS = 'broadcasts';

type CampaignRow = {
  id: string;
  workspace_id: string;
  name: string;
  status: CampaignStatus;
  paused_reason: PausedReason | null;
  message: string;
  audience: string;
  country_code: string;
  created_by: string | null;
  scheduled_at: number | null;
  started_at: number | null;
  completed_at: number | null;
  last_sent_at: number | null;
  created_at: number;
  updated_at: number;
};

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

export class BroadcastStore {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly mirror: D1Mirror,
  ) {}

  createTables(): void {
    const sql = this.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS broadcasts (id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, name TEXT NOT NULL, status TEXT NOT NULL,
      paused_reason TEXT, message TEXT NOT NULL, audience TEXT NOT NULL, country_code TEXT NOT NULL, created_by TEXT, scheduled_at INTEGER,
      started_at INTEGER, completed_at INTEGER, last_sent_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS broadcast_recipients (broadcast_id TEXT NOT NULL, position INTEGER NOT NULL, line INTEGER,
      phone TEXT NOT NULL, name TEXT, vars TEXT NOT NULL, status TEXT NOT NULL, record_id TEXT, message_id TEXT,
      attempts INTEGER NOT NULL DEFAULT 0, reason TEXT, sent_at INTEGER, updated_at INTEGER NOT NULL, PRIMARY KEY (broadcast_id, position))`);
    sql.exec(`CREATE INDEX IF NOT EXISTS broadcast_recipients_status ON broadcast_recipients (broadcast_id, status, position)`);
    sql.exec(`CREATE INDEX IF NOT EXISTS broadcast_recipients_in_flight ON broadcast_recipients (status) WHERE status = 'IN_FLIGHT'`);
  }

  /** Writes a campaign and its recipients (in one transaction). */
  create(campaign: Campaign, recipients: readonly NewRecipient[]): void {
    this.storage.transactionSync(() => {
      const c = campaign;
      this.storage.sql.exec(
        `INSERT INTO broadcasts (id, workspace_id, name, status, paused_reason, message, audience, country_code, created_by, scheduled_at,
           started_at, completed_at, last_sent_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        c.id,
        c.workspaceId,
        c.name,
        c.status,
        c.pausedReason,
        JSON.stringify(c.message),
        JSON.stringify(c.audience),
        c.countryCode,
        c.createdBy,
        c.scheduledAt,
        c.startedAt,
        c.completedAt,
        c.lastSentAt,
        c.createdAt,
        c.updatedAt,
      );
      for (const [position, r] of recipients.entries()) {
        this.storage.sql.exec(
          `INSERT INTO broadcast_recipients (broadcast_id, position, line, phone, name, vars, status, reason, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          c.id,
          position,
          r.line,
          r.phone,
          r.name,
          JSON.stringify(r.vars),
          r.skipped ? 'SKIPPED' : 'QUEUED',
          r.skipped,
          c.createdAt,
        );
      }
      this.mirror.mark(BROADCASTS, c.id);
    });
  }

  get(id: string): Campaign | null {
    const row = this.storage.sql.exec<CampaignRow>(`SELECT * FROM broadcasts WHERE id = ?`, id).toArray()[0];
    return row ? toCampaign(row) : null;
  }

  /** Campaigns in these statuses, oldest first. */
  inStatus(...statuses: CampaignStatus[]): Campaign[] {
    return this.storage.sql
      .exec<CampaignRow>(
        `SELECT * FROM broadcasts WHERE status IN (${statuses.map(() => '?').join(', ')}) ORDER BY created_at`,
        ...statuses,
      )
      .toArray()
      .map(toCampaign);
  }

  /** Campaigns not yet ended (a cancelled one with recipients still in flight among them). */
  open(): Campaign[] {
    return this.storage.sql
      .exec<CampaignRow>(`SELECT * FROM broadcasts WHERE completed_at IS NULL ORDER BY created_at`)
      .toArray()
      .map(toCampaign);
  }

  /** Campaigns whose progress is still followed live: not ended, or ended after `since`. */
  followed(since: number): Campaign[] {
    return this.storage.sql
      .exec<CampaignRow>(`SELECT * FROM broadcasts WHERE completed_at IS NULL OR completed_at > ? ORDER BY created_at`, since)
      .toArray()
      .map(toCampaign);
  }

  /** Changes a campaign's fields; call inside the transaction of the change. */
  update(
    id: string,
    patch: Partial<Pick<Campaign, 'status' | 'pausedReason' | 'startedAt' | 'completedAt' | 'lastSentAt'>>,
    now: number,
  ): void {
    const columns: Record<string, string> = {
      status: 'status',
      pausedReason: 'paused_reason',
      startedAt: 'started_at',
      completedAt: 'completed_at',
      lastSentAt: 'last_sent_at',
    };
    const sets: string[] = [];
    const values: (string | number | null)[] = [];
    for (const [key, value] of Object.entries(patch)) {
      const column = columns[key];
      if (!column || value === undefined) continue;
      sets.push(`${column} = ?`);
      values.push(value);
    }
    this.storage.sql.exec(`UPDATE broadcasts SET ${[...sets, 'updated_at = ?'].join(', ')} WHERE id = ?`, ...values, now, id);
    this.mirror.mark(BROADCASTS, id);
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

  /** How many of a campaign's recipients are in each status. */
  statusCounts(id: string): Record<RecipientStatus, number> {
    const counts: Record<RecipientStatus, number> = { QUEUED: 0, IN_FLIGHT: 0, SENT: 0, FAILED: 0, SKIPPED: 0, CANCELLED: 0 };
    for (const row of this.storage.sql.exec<{ status: RecipientStatus; n: number }>(
      `SELECT status, COUNT(*) AS n FROM broadcast_recipients WHERE broadcast_id = ? GROUP BY status`,
      id,
    )) {
      counts[row.status] = row.n;
    }
    return counts;
  }

  /** A page of a campaign's recipients after `after` (a position), in order, optionally of one status. */
  page(id: string, status: RecipientStatus | null, after: number, limit: number): Recipient[] {
    return this.storage.sql
      .exec<RecipientRow>(
        `SELECT * FROM broadcast_recipients WHERE broadcast_id = ? AND position > ? AND (?3 IS NULL OR status = ?3) ORDER BY position LIMIT ?`,
        id,
        after,
        status,
        limit,
      )
      .toArray()
      .map(toRecipient);
  }

  /** Moves a recipient on; call inside the transaction of the change (the record's, for IN_FLIGHT). */
  setRecipient(
    r: Pick<Recipient, 'broadcastId' | 'position'>,
    patch: Partial<Pick<Recipient, 'status' | 'recordId' | 'messageId' | 'attempts' | 'reason' | 'sentAt'>>,
    now: number,
  ): void {
    const columns: Record<string, string> = {
      status: 'status',
      recordId: 'record_id',
      messageId: 'message_id',
      attempts: 'attempts',
      reason: 'reason',
      sentAt: 'sent_at',
    };
    const sets: string[] = [];
    const values: (string | number | null)[] = [];
    for (const [key, value] of Object.entries(patch)) {
      const column = columns[key];
      if (!column || value === undefined) continue;
      sets.push(`${column} = ?`);
      values.push(value);
    }
    this.storage.sql.exec(
      `UPDATE broadcast_recipients SET ${[...sets, 'updated_at = ?'].join(', ')} WHERE broadcast_id = ? AND position = ?`,
      ...values,
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

function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    status: row.status,
    pausedReason: row.paused_reason,
    message: JSON.parse(row.message) as CampaignMessage,
    audience: JSON.parse(row.audience) as AudienceReport,
    countryCode: row.country_code,
    createdBy: row.created_by,
    scheduledAt: row.scheduled_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    lastSentAt: row.last_sent_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRecipient(row: RecipientRow): Recipient {
  return {
    broadcastId: row.broadcast_id,
    position: row.position,
    line: row.line,
    phone: row.phone,
    name: row.name,
    vars: JSON.parse(row.vars) as Variables,
    status: row.status,
    recordId: row.record_id,
    messageId: row.message_id,
    attempts: row.attempts,
    reason: row.reason,
    sentAt: row.sent_at,
    updatedAt: row.updated_at,
  };
}
