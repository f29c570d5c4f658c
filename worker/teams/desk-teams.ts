/**
 * A workspace's teams as its desk holds them (`desk-tables.ts`): each with its strategy, cap and
 * hand-back setting, its members (each with an own cap or the team's) and the devices it answers.
 * Synchronous SQL only, so that a change and what follows it (`desk.ts`) are one step of the
 * desk's object, which nothing else interleaves with.
 */
import { newId } from '../shared/ids';
import type { AgentStatus, TeamStrategy } from './desk-tables';

export type TeamMember = { memberId: string; cap: number | null; status: AgentStatus; openCount: number };
export type Team = {
  id: string;
  name: string;
  strategy: TeamStrategy;
  cap: number;
  handBack: boolean;
  deviceIds: string[];
  members: TeamMember[];
  queued: number;
  createdAt: number;
  updatedAt: number;
};
export type TeamInput = {
  name: string;
  strategy?: TeamStrategy;
  cap?: number;
  handBack?: boolean;
  deviceIds?: string[];
};
export type TeamPatch = Partial<TeamInput>;

/** A team's cap when none is given: five open conversations a member at once. */
export const DEFAULT_CAP = 5;

type TeamRow = {
  id: string;
  name: string;
  strategy: TeamStrategy;
  cap: number;
  hand_back: number;
  queued: number;
  created_at: number;
  updated_at: number;
};

export class DeskTeams {
  constructor(private readonly sql: SqlStorage) {}

  list(): Team[] {
    return this.sql
      .exec<TeamRow>(`SELECT * FROM teams ORDER BY name, id`)
      .toArray()
      .map((row) => this.present(row));
  }

  get(id: string): Team | null {
    const row = this.sql.exec<TeamRow>(`SELECT * FROM teams WHERE id = ?`, id).toArray()[0];
    return row ? this.present(row) : null;
  }

  /** The devices of `deviceIds` another team than `teamId` answers already. */
  takenDevices(deviceIds: readonly string[], teamId: string | null): string[] {
    return deviceIds.filter(
      (d) => this.sql.exec(`SELECT 1 FROM team_devices WHERE device_id = ? AND team_id IS NOT ?`, d, teamId).toArray().length > 0,
    );
  }

  create(input: TeamInput, now: number): Team {
    const id = newId('team');
    this.sql.exec(
      `INSERT INTO teams (id, name, strategy, cap, hand_back, turns, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
      id,
      input.name,
      input.strategy ?? 'round-robin',
      input.cap ?? DEFAULT_CAP,
      input.handBack ? 1 : 0,
      now,
      now,
    );
    this.setDevices(id, input.deviceIds ?? []);
    return this.get(id) as Team;
  }

  update(id: string, patch: TeamPatch, now: number): void {
    const current = this.get(id);
    if (!current) return;
    this.sql.exec(
      `UPDATE teams SET name = ?, strategy = ?, cap = ?, hand_back = ?, updated_at = ? WHERE id = ?`,
      patch.name ?? current.name,
      patch.strategy ?? current.strategy,
      patch.cap ?? current.cap,
      (patch.handBack ?? current.handBack) ? 1 : 0,
      now,
      id,
    );
    if (patch.deviceIds) this.setDevices(id, patch.deviceIds);
  }

  /** The team's devices become `deviceIds` (none of them another team's: check `takenDevices` first). */
  private setDevices(id: string, deviceIds: readonly string[]): void {
    this.sql.exec(`DELETE FROM team_devices WHERE team_id = ?`, id);
    for (const deviceId of new Set(deviceIds)) this.sql.exec(`INSERT INTO team_devices (device_id, team_id) VALUES (?, ?)`, deviceId, id);
  }

  delete(id: string): void {
    this.sql.exec(`DELETE FROM team_devices WHERE team_id = ?`, id);
    this.sql.exec(`DELETE FROM team_members WHERE team_id = ?`, id);
    this.sql.exec(`DELETE FROM teams WHERE id = ?`, id);
  }

  /** Adds the member to the team, or changes their own cap in it (null: the team's). */
  setMember(teamId: string, memberId: string, cap: number | null, now: number): void {
    this.sql.exec(
      `INSERT INTO team_members (team_id, member_id, cap, last_turn, added_at) VALUES (?, ?, ?, 0, ?)
       ON CONFLICT (team_id, member_id) DO UPDATE SET cap = excluded.cap`,
      teamId,
      memberId,
      cap,
      now,
    );
  }

  removeMember(teamId: string, memberId: string): boolean {
    return this.sql.exec(`DELETE FROM team_members WHERE team_id = ? AND member_id = ?`, teamId, memberId).rowsWritten > 0;
  }

  /**
   * The team that answers a conversation of `deviceId`: the devices' teams first. Labels come next
   * (a conversation's labels, when a team answers labels): `labels` is where they will be passed.
   */
  teamFor(deviceId: string, _labels: readonly string[] = []): string | null {
    const row = this.sql.exec<{ team_id: string }>(`SELECT team_id FROM team_devices WHERE device_id = ?`, deviceId).toArray()[0];
    return row?.team_id ?? null;
  }

  /** The teams a member is in that hand conversations back when they go away. */
  handBackTeams(memberId: string): string[] {
    return this.sql
      .exec<{ id: string }>(
        `SELECT t.id FROM teams t JOIN team_members m ON m.team_id = t.id WHERE m.member_id = ? AND t.hand_back = 1`,
        memberId,
      )
      .toArray()
      .map((r) => r.id);
  }

  private present(row: TeamRow): Team {
    const members = this.sql
      .exec<{ member_id: string; cap: number | null; status: AgentStatus | null; open_count: number | null }>(
        `SELECT m.member_id, m.cap, a.status, a.open_count FROM team_members m LEFT JOIN agents a ON a.member_id = m.member_id
         WHERE m.team_id = ? ORDER BY m.added_at, m.member_id`,
        row.id,
      )
      .toArray()
      .map((m) => ({ memberId: m.member_id, cap: m.cap, status: m.status ?? 'away', openCount: m.open_count ?? 0 }));
    const deviceIds = this.sql
      .exec<{ device_id: string }>(`SELECT device_id FROM team_devices WHERE team_id = ? ORDER BY device_id`, row.id)
      .toArray()
      .map((d) => d.device_id);
    return {
      id: row.id,
      name: row.name,
      strategy: row.strategy,
      cap: row.cap,
      handBack: row.hand_back === 1,
      deviceIds,
      members,
      queued: row.queued,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }
}
