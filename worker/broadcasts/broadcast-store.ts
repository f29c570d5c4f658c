/**
 * A device's broadcasts, in its Durable Object's SQLite, which is their authority: each campaign
 * with its status, message and audience report (its recipients: `recipient-store.ts`). Every change
 * queues the campaign's D1 copy in its transaction.
 */
import type { D1Mirror } from '../shared/d1-mirror';
import { camelRow, setClause } from '../shared/sqlite';
import type { BadRow, Duplicate, Fill } from './audience';
import type { CampaignMessage } from './message';
import { BROADCASTS, type NewRecipient, RecipientStore } from './recipient-store';

export { BROADCASTS };

/**
 * LOADING: written, its recipients still arriving in chunks (`campaign-loader.ts`); never sent, not
 * copied to D1 (so not listed nor found), and dropped if its loading fails.
 */
export type CampaignStatus = 'LOADING' | 'SCHEDULED' | 'SENDING' | 'PAUSED' | 'COMPLETED' | 'CANCELLED';
export type PausedReason = 'member' | 'device-not-connected' | 'daily-cap' | 'warm-up' | 'number-health';

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

/** Rows of the audience report kept per kind. */
export const REPORT_LIMIT = 1_000;

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

export class BroadcastStore {
  readonly recipients: RecipientStore;
  /** Whether a campaign is not yet ended, kept between the writes that may change it (the runner asks after every change of the device). */
  private openMemo: boolean | null = null;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly mirror: D1Mirror,
  ) {
    this.recipients = new RecipientStore(storage, mirror);
  }

  /** Writes a campaign and its first recipients (in one transaction); a LOADING one is not copied to D1 yet. */
  create(campaign: Campaign, recipients: readonly NewRecipient[]): void {
    this.openMemo = null;
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
      this.recipients.add(c.id, 0, recipients, c.createdAt);
      if (c.status !== 'LOADING') this.mirror.mark(BROADCASTS, c.id);
    });
  }

  /**
   * Appends a chunk of a LOADING campaign's recipients at `from` (their first position), in one
   * transaction. Refused (false) unless `from` is where the campaign's recipients end: a chunk sent
   * twice or out of order is never written.
   */
  load(id: string, from: number, recipients: readonly NewRecipient[], now: number, fills: readonly Fill[] = []): boolean {
    return this.storage.transactionSync(() => {
      if (this.get(id)?.status !== 'LOADING' || this.recipients.total(id) !== from) return false;
      this.recipients.add(id, from, recipients, now);
      this.recipients.fill(id, fills, from);
      // When its last chunk came, which the sweep of stale loads goes by (a LOADING campaign has no D1 copy to queue).
      this.storage.sql.exec(`UPDATE broadcasts SET updated_at = ? WHERE id = ?`, now, id);
      return true;
    });
  }

  /** Removes a campaign that never left LOADING, with its recipients and counters. */
  drop(id: string): void {
    this.openMemo = null;
    this.storage.transactionSync(() => {
      if (this.get(id)?.status !== 'LOADING') return;
      const sql = this.storage.sql;
      sql.exec(`DELETE FROM broadcast_recipients WHERE broadcast_id = ?`, id);
      sql.exec(`DELETE FROM broadcast_counts WHERE broadcast_id = ?`, id);
      sql.exec(`DELETE FROM broadcast_failures WHERE broadcast_id = ?`, id);
      sql.exec(`DELETE FROM broadcasts WHERE id = ?`, id);
    });
  }

  /** The LOADING campaign whose last chunk came longest ago (the next one the sweep of stale loads looks at), or null. */
  oldestLoading(): { id: string; updatedAt: number } | null {
    const row = this.storage.sql
      .exec<{ id: string; updated_at: number }>(
        `SELECT id, updated_at FROM broadcasts WHERE status = 'LOADING' ORDER BY updated_at LIMIT 1`,
      )
      .toArray()[0];
    return row ? { id: row.id, updatedAt: row.updated_at } : null;
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

  /** Campaigns not yet ended (a cancelled one with recipients still in flight among them), loaded. */
  open(): Campaign[] {
    return this.storage.sql
      .exec<CampaignRow>(`SELECT * FROM broadcasts WHERE completed_at IS NULL AND status != 'LOADING' ORDER BY created_at`)
      .toArray()
      .map(toCampaign);
  }

  /**
   * Whether any campaign is not yet ended: when none is, a device's changes have no campaign step to
   * take. Asked outside transactions (a value read inside one that rolls back would outlive it).
   */
  anyOpen(): boolean {
    this.openMemo ??=
      this.storage.sql.exec(`SELECT 1 FROM broadcasts WHERE completed_at IS NULL AND status != 'LOADING' LIMIT 1`).toArray().length > 0;
    return this.openMemo;
  }

  /** Forgets what `anyOpen` remembers (an alarm's wake reads the table again). */
  forgetOpen(): void {
    this.openMemo = null;
  }

  /** Campaigns whose progress is still followed live: not ended, or ended after `since`. */
  followed(since: number): Campaign[] {
    return this.storage.sql
      .exec<CampaignRow>(
        `SELECT * FROM broadcasts WHERE status != 'LOADING' AND (completed_at IS NULL OR completed_at > ?) ORDER BY created_at`,
        since,
      )
      .toArray()
      .map(toCampaign);
  }

  /** Changes a campaign's fields; call inside the transaction of the change. */
  update(
    id: string,
    patch: Partial<Pick<Campaign, 'status' | 'pausedReason' | 'startedAt' | 'completedAt' | 'lastSentAt'>>,
    now: number,
  ): void {
    const set = setClause(
      { status: 'status', pausedReason: 'paused_reason', startedAt: 'started_at', completedAt: 'completed_at', lastSentAt: 'last_sent_at' },
      patch,
    );
    this.openMemo = null;
    this.storage.sql.exec(`UPDATE broadcasts SET ${set.sql} WHERE id = ?`, ...set.values, now, id);
    this.mirror.mark(BROADCASTS, id);
  }
}

function toCampaign(row: CampaignRow): Campaign {
  return { ...camelRow(row), message: JSON.parse(row.message) as CampaignMessage, audience: JSON.parse(row.audience) as AudienceReport };
}
