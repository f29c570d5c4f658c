/**
 * A device's incidents and the alerts each sends, in its object's SQLite: the outbox of alerts.
 * An incident is written in the transaction of the status change that opens it; raising it writes
 * its alerts (one per channel) in one transaction too, so neither a change nor its alert is lost
 * to a restart, and an alert is sent once per incident, whatever the alarm does.
 */
import { Remembered } from '../shared/remembered';
import type { IncidentKind } from './incident-policy';

export type Channel = 'whatsapp' | 'email';
export const CHANNELS: readonly Channel[] = ['whatsapp', 'email'];

export type Incident = {
  id: number;
  kind: IncidentKind;
  startedAt: number;
  dueAt: number;
  raisedAt: number | null;
  endedAt: number | null;
};

/** PENDING until sent (SENT), given up (FAILED), or not to be sent (SKIPPED: not set up, or the device came back first). */
export type AlertStatus = 'PENDING' | 'SENT' | 'FAILED' | 'SKIPPED';

export type Alert = {
  id: number;
  incidentId: number;
  channel: Channel;
  status: AlertStatus;
  attempts: number;
  nextAt: number | null;
  detail: string | null;
};

type IncidentRow = {
  id: number;
  kind: IncidentKind;
  started_at: number;
  due_at: number;
  raised_at: number | null;
  ended_at: number | null;
};
type AlertRow = {
  id: number;
  incident_id: number;
  channel: Channel;
  status: AlertStatus;
  attempts: number;
  next_at: number | null;
  detail: string | null;
};

const incidentOf = (r: IncidentRow): Incident => ({
  id: r.id,
  kind: r.kind,
  startedAt: r.started_at,
  dueAt: r.due_at,
  raisedAt: r.raised_at,
  endedAt: r.ended_at,
});

const alertOf = (r: AlertRow): Alert => ({
  id: r.id,
  incidentId: r.incident_id,
  channel: r.channel,
  status: r.status,
  attempts: r.attempts,
  nextAt: r.next_at,
  detail: r.detail,
});

export class IncidentStore {
  /** `nextDue` as last read after a commit: every change of the device asks, and most devices have no alert due. */
  private readonly due = new Remembered<number | null>();

  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /** The incident not over yet (at most one), or null. */
  open(): Incident | null {
    const [row] = this.sql.exec<IncidentRow>(`SELECT * FROM alert_incidents WHERE ended_at IS NULL ORDER BY id DESC LIMIT 1`).toArray();
    return row ? incidentOf(row) : null;
  }

  get(id: number): Incident | null {
    const [row] = this.sql.exec<IncidentRow>(`SELECT * FROM alert_incidents WHERE id = ?`, id).toArray();
    return row ? incidentOf(row) : null;
  }

  /** Every incident, newest first (the tests read what happened). */
  list(limit = 20): Incident[] {
    return this.sql.exec<IncidentRow>(`SELECT * FROM alert_incidents ORDER BY id DESC LIMIT ?`, limit).toArray().map(incidentOf);
  }

  openIncident(kind: IncidentKind, startedAt: number, dueAt: number): Incident {
    this.due.forget();
    const row = this.sql
      .exec<IncidentRow>(`INSERT INTO alert_incidents (kind, started_at, due_at) VALUES (?, ?, ?) RETURNING *`, kind, startedAt, dueAt)
      .one();
    return incidentOf(row);
  }

  end(id: number, at: number): void {
    this.due.forget();
    this.sql.exec(`UPDATE alert_incidents SET ended_at = ? WHERE id = ? AND ended_at IS NULL`, at, id);
  }

  /** Moves an incident's alert time (the workspace's wait changed); a raised one stays as it is. */
  reschedule(id: number, dueAt: number): void {
    this.due.forget();
    this.sql.exec(`UPDATE alert_incidents SET due_at = ? WHERE id = ? AND raised_at IS NULL`, dueAt, id);
  }

  /** Raises the incident: it is told now, and one alert per channel waits to be sent. */
  raise(id: number, at: number): void {
    this.due.forget();
    this.sql.exec(`UPDATE alert_incidents SET raised_at = ? WHERE id = ? AND raised_at IS NULL`, at, id);
    for (const channel of CHANNELS) {
      this.sql.exec(
        `INSERT OR IGNORE INTO alerts (incident_id, channel, status, attempts, next_at, updated_at) VALUES (?, ?, 'PENDING', 0, ?, ?)`,
        id,
        channel,
        at,
        at,
      );
    }
  }

  /** The open incident when it is due and not raised yet. */
  dueIncident(now: number): Incident | null {
    const open = this.open();
    return open && open.raisedAt === null && open.dueAt <= now ? open : null;
  }

  /** Alerts waiting whose time has come, oldest first. */
  dueAlerts(now: number): Alert[] {
    return this.sql
      .exec<AlertRow>(`SELECT * FROM alerts WHERE status = 'PENDING' AND next_at <= ? ORDER BY id LIMIT 10`, now)
      .toArray()
      .map(alertOf);
  }

  alertsOf(incidentId: number): Alert[] {
    return this.sql.exec<AlertRow>(`SELECT * FROM alerts WHERE incident_id = ? ORDER BY id`, incidentId).toArray().map(alertOf);
  }

  /** The earliest time something is due: an incident's alert, or an alert's next attempt. */
  nextDue(): number | null {
    const open = this.open();
    const incident = open && open.raisedAt === null ? open.dueAt : null;
    const row = this.sql.exec<{ at: number | null }>(`SELECT MIN(next_at) AS at FROM alerts WHERE status = 'PENDING'`).one();
    const times = [incident, row.at].filter((t): t is number => t !== null);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** `nextDue` without reading while this store wrote nothing since; after a commit only (`Remembered`). */
  nextDueAfterCommit(): number | null {
    return this.due.get(() => this.nextDue());
  }

  /**
   * Marks an attempt as begun before it is awaited: if the object dies meanwhile, the alert is
   * tried again once `leaseUntil` passes, never lost and never sent twice at once.
   */
  begin(id: number, leaseUntil: number, now: number): void {
    this.due.forget();
    this.sql.exec(`UPDATE alerts SET attempts = attempts + 1, next_at = ?, updated_at = ? WHERE id = ?`, leaseUntil, now, id);
  }

  settle(id: number, status: AlertStatus, detail: string | null, nextAt: number | null, now: number): void {
    this.due.forget();
    this.sql.exec(`UPDATE alerts SET status = ?, detail = ?, next_at = ?, updated_at = ? WHERE id = ?`, status, detail, nextAt, now, id);
  }

  /** The workspace's wait, as this object last heard it (ms), or null. */
  afterMs(): number | null {
    const [row] = this.sql.exec<{ value: string }>(`SELECT value FROM alert_config WHERE key = 'afterMs'`).toArray();
    return row ? Number(row.value) : null;
  }

  setAfterMs(ms: number): void {
    this.sql.exec(`INSERT OR REPLACE INTO alert_config (key, value) VALUES ('afterMs', ?)`, String(ms));
  }
}
