/**
 * Who takes which conversation: the desk's routing over its tables (`desk-tables.ts`), synchronous
 * SQL only. Its object (`teams-object.ts`) runs one call at a time to completion, so reading a
 * member's load and counting a conversation to them are one step that no other arrival can come
 * between: two conversations arriving at once never take a member past their cap.
 *
 * A device's object reports each change of a conversation the desk must hear of (`Report`); the
 * desk answers with the assignment it decided (`Decision`), which the device applies. A decision
 * the desk takes on its own (a queue drained, conversations handed back) waits in `routed` with
 * `pushed` 0 until the device has it.
 */
import type { AgentStatus } from './desk-tables';
import type { DeskTeams } from './desk-teams';

/** A member with no dashboard activity for this long goes away, unless the workspace says otherwise. */
export const DEFAULT_AWAY_AFTER_MINUTES = 15;

export type Report = {
  conversationId: string;
  deviceId: string;
  contactId: string;
  /** The device's count of the conversation's changes; an older one than the desk holds is stale. */
  version: number;
  status: 'OPEN' | 'RESOLVED';
  assigneeId: string | null;
  /** It (re)opened: the desk assigns it within its team (its assignee first, if they can take it). */
  route: boolean;
  /** The team to route it to instead of the device's (the assistant's hand-over target); one deleted since is ignored. */
  teamId?: string | null;
};

/** What the device applies: the assignee (null when queued or handed back), the team, and the wait's start. */
export type Decision = {
  conversationId: string;
  deviceId: string;
  contactId: string;
  version: number;
  teamId: string | null;
  memberId: string | null;
  queuedAt: number | null;
};

export type Agent = { memberId: string; status: AgentStatus; idle: boolean; lastActiveAt: number; openCount: number };

type RoutedRow = {
  conversation_id: string;
  device_id: string;
  contact_id: string;
  team_id: string | null;
  member_id: string | null;
  queued_at: number | null;
  version: number;
};

type AgentRow = { member_id: string; status: AgentStatus; idle: number; last_active_at: number; open_count: number };

/** How many queued conversations one drain assigns at most (the rest at the next). */
const DRAIN_BATCH = 200;

export class Desk {
  constructor(
    private readonly sql: SqlStorage,
    readonly teams: DeskTeams,
  ) {}

  // Members' status and load

  awayAfterMinutes(): number {
    const row = this.sql.exec<{ m: number }>(`SELECT away_after_minutes AS m FROM desk_settings WHERE id = 1`).toArray()[0];
    return row?.m ?? DEFAULT_AWAY_AFTER_MINUTES;
  }

  setAwayAfter(minutes: number): void {
    this.sql.exec(
      `INSERT INTO desk_settings (id, away_after_minutes) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET away_after_minutes = excluded.away_after_minutes`,
      minutes,
    );
  }

  agent(memberId: string): Agent {
    const row = this.sql.exec<AgentRow>(`SELECT * FROM agents WHERE member_id = ?`, memberId).toArray()[0];
    return row ? toAgent(row) : { memberId, status: 'away', idle: false, lastActiveAt: 0, openCount: 0 };
  }

  agents(memberIds: readonly string[]): Agent[] {
    return memberIds.map((id) => this.agent(id));
  }

  /** The member set their status; going away hands back what their teams say to. */
  setStatus(memberId: string, status: AgentStatus, now: number): void {
    this.ensureAgent(memberId, now);
    this.sql.exec(
      `UPDATE agents SET status = ?, idle = 0, last_active_at = ?, status_at = ? WHERE member_id = ?`,
      status,
      now,
      now,
      memberId,
    );
    if (status === 'away') this.handBack(memberId, now);
    this.drain(now);
  }

  /** The member did something on the dashboard: active now, and available again if only idleness made them away. */
  touch(memberId: string, now: number): void {
    this.ensureAgent(memberId, now);
    const back = this.sql.exec(
      `UPDATE agents SET status = 'available', idle = 0, status_at = ? WHERE member_id = ? AND status = 'away' AND idle = 1`,
      now,
      memberId,
    ).rowsWritten;
    this.sql.exec(`UPDATE agents SET last_active_at = ? WHERE member_id = ?`, now, memberId);
    if (back > 0) this.drain(now);
  }

  /** Members available with no activity for the set time are away now (and hand back); answers whether any was. */
  expireIdle(now: number): boolean {
    const before = now - this.awayAfterMinutes() * 60_000;
    const idle = this.sql
      .exec<{ member_id: string }>(`SELECT member_id FROM agents WHERE status = 'available' AND last_active_at <= ?`, before)
      .toArray();
    for (const { member_id } of idle) {
      this.sql.exec(`UPDATE agents SET status = 'away', idle = 1, status_at = ? WHERE member_id = ?`, now, member_id);
      this.handBack(member_id, now);
    }
    if (idle.length > 0) this.drain(now);
    return idle.length > 0;
  }

  /** When the next available member goes away for idleness, or null. */
  nextIdleAt(): number | null {
    const row = this.sql.exec<{ t: number | null }>(`SELECT MIN(last_active_at) AS t FROM agents WHERE status = 'available'`).one();
    return row.t === null ? null : row.t + this.awayAfterMinutes() * 60_000;
  }

  // Conversations

  /** A device's report of a conversation's change; answers what the device is to apply, if anything. */
  report(r: Report, now: number): Decision | null {
    const existing = this.routedRow(r.conversationId);
    if (existing && existing.version > r.version) return null;
    if (existing && existing.version === r.version) return decisionOf(existing);
    this.release(existing);
    if (r.status === 'RESOLVED') {
      this.sql.exec(`DELETE FROM routed WHERE conversation_id = ?`, r.conversationId);
      this.drain(now);
      return null;
    }
    const asked = r.route && r.teamId ? this.teams.get(r.teamId) : null;
    const teamId = asked?.id ?? this.teams.teamFor(r.deviceId);
    const keep = !r.route || !teamId ? r.assigneeId : null;
    this.sql.exec(
      `INSERT INTO routed (conversation_id, device_id, contact_id, team_id, member_id, queued_at, version, pushed)
       VALUES (?1, ?2, ?3, ?4, ?5, NULL, ?6, 1)
       ON CONFLICT (conversation_id) DO UPDATE SET team_id = ?4, member_id = ?5, queued_at = NULL, version = ?6, pushed = 1`,
      r.conversationId,
      r.deviceId,
      r.contactId,
      r.route ? teamId : (existing?.team_id ?? null),
      keep,
      r.version,
    );
    if (keep) this.countTo(keep, 1, now);
    if (r.route && teamId) {
      // Its assignee before it was resolved takes it again when they can; else the team's turn.
      const member = (r.assigneeId && this.eligible(teamId, r.assigneeId)) || this.pick(teamId);
      if (member) this.assignTo(r.conversationId, teamId, member, now);
      else this.sql.exec(`UPDATE routed SET queued_at = ? WHERE conversation_id = ?`, now, r.conversationId);
    } else if (!keep) {
      // Open with nobody, and not for a team to take: the desk has nothing to keep.
      this.sql.exec(`DELETE FROM routed WHERE conversation_id = ?`, r.conversationId);
      this.drain(now);
      return null;
    }
    this.drain(now);
    const row = this.routedRow(r.conversationId);
    return row ? decisionOf(row) : null;
  }

  /** Assigns each team's queued conversations, oldest first, while a member can take one. */
  drain(now: number): void {
    // The teams' counters (kept by triggers), not the queues, say which have any waiting.
    const teams = this.sql.exec<{ team_id: string }>(`SELECT id AS team_id FROM teams WHERE queued > 0`).toArray();
    for (const { team_id } of teams) {
      for (let i = 0; i < DRAIN_BATCH; i++) {
        const next = this.sql
          .exec<{ conversation_id: string }>(
            `SELECT conversation_id FROM routed WHERE team_id = ? AND queued_at IS NOT NULL ORDER BY queued_at, conversation_id LIMIT 1`,
            team_id,
          )
          .toArray()[0];
        const member = next ? this.pick(team_id) : null;
        if (!next || !member) break;
        this.assignTo(next.conversation_id, team_id, member, now);
        this.sql.exec(`UPDATE routed SET pushed = 0 WHERE conversation_id = ?`, next.conversation_id);
      }
    }
  }

  /** A team's queue, oldest first, after `after` (a conversation id of the page before). */
  queue(teamId: string, limit: number, after?: { queuedAt: number; conversationId: string }): Decision[] {
    const rows = after
      ? this.sql.exec<RoutedRow>(
          `SELECT * FROM routed WHERE team_id = ?1 AND queued_at IS NOT NULL AND (queued_at, conversation_id) > (?2, ?3)
           ORDER BY queued_at, conversation_id LIMIT ?4`,
          teamId,
          after.queuedAt,
          after.conversationId,
          limit,
        )
      : this.sql.exec<RoutedRow>(
          `SELECT * FROM routed WHERE team_id = ? AND queued_at IS NOT NULL ORDER BY queued_at, conversation_id LIMIT ?`,
          teamId,
          limit,
        );
    return rows.toArray().map(decisionOf);
  }

  /** Decisions a device has not been told of yet, by device. */
  unpushed(limit: number): Map<string, Decision[]> {
    const byDevice = new Map<string, Decision[]>();
    for (const row of this.sql.exec<RoutedRow>(`SELECT * FROM routed WHERE pushed = 0 LIMIT ?`, limit)) {
      byDevice.set(row.device_id, [...(byDevice.get(row.device_id) ?? []), decisionOf(row)]);
    }
    return byDevice;
  }

  pushed(decisions: readonly Decision[]): void {
    for (const d of decisions) {
      this.sql.exec(`UPDATE routed SET pushed = 1 WHERE conversation_id = ? AND version = ?`, d.conversationId, d.version);
    }
    // A conversation told it waits for nobody (its team deleted) is nothing the desk keeps.
    for (const d of decisions) {
      this.sql.exec(
        `DELETE FROM routed WHERE conversation_id = ? AND pushed = 1 AND member_id IS NULL AND queued_at IS NULL`,
        d.conversationId,
      );
    }
  }

  /** A team is gone: its queue waits for no one (its devices are told), its assignments stay with their members. */
  forgetTeam(teamId: string): void {
    this.sql.exec(`UPDATE routed SET pushed = 0, queued_at = NULL, team_id = NULL WHERE team_id = ? AND queued_at IS NOT NULL`, teamId);
    this.sql.exec(`UPDATE routed SET team_id = NULL WHERE team_id = ?`, teamId);
  }

  /** A member left a team's conversations (removed from it, or the workspace): those they held wait in its queue. */
  unassignFromTeam(memberId: string, teamId: string, now: number): void {
    const rows = this.sql
      .exec<{ conversation_id: string }>(`SELECT conversation_id FROM routed WHERE member_id = ? AND team_id = ?`, memberId, teamId)
      .toArray();
    for (const { conversation_id } of rows) {
      this.sql.exec(`UPDATE routed SET member_id = NULL, queued_at = ?, pushed = 0 WHERE conversation_id = ?`, now, conversation_id);
      this.countTo(memberId, -1, now);
    }
    this.drain(now);
  }

  private handBack(memberId: string, now: number): void {
    for (const teamId of this.teams.handBackTeams(memberId)) this.unassignFromTeam(memberId, teamId, now);
  }

  /**
   * The team's member to take the next conversation: available, under their cap (their own in the
   * team, else the team's), then by the team's strategy: round-robin takes whoever's turn came
   * longest ago; least-busy the one holding fewest open conversations (then the longest ago).
   */
  private pick(teamId: string): string | null {
    const team = this.sql.exec<{ strategy: string }>(`SELECT strategy FROM teams WHERE id = ?`, teamId).toArray()[0];
    if (!team) return null;
    const order = team.strategy === 'least-busy' ? 'a.open_count, m.last_turn, m.member_id' : 'm.last_turn, m.member_id';
    const row = this.sql
      .exec<{ member_id: string }>(
        `SELECT m.member_id FROM team_members m JOIN agents a ON a.member_id = m.member_id JOIN teams t ON t.id = m.team_id
         WHERE m.team_id = ? AND a.status = 'available' AND a.open_count < COALESCE(m.cap, t.cap)
         ORDER BY ${order} LIMIT 1`,
        teamId,
      )
      .toArray()[0];
    return row?.member_id ?? null;
  }

  /** The member, when they are in the team, available and under their cap in it. */
  private eligible(teamId: string, memberId: string): string | null {
    const row = this.sql
      .exec(
        `SELECT 1 FROM team_members m JOIN agents a ON a.member_id = m.member_id JOIN teams t ON t.id = m.team_id
         WHERE m.team_id = ? AND m.member_id = ? AND a.status = 'available' AND a.open_count < COALESCE(m.cap, t.cap)`,
        teamId,
        memberId,
      )
      .toArray();
    return row.length > 0 ? memberId : null;
  }

  private assignTo(conversationId: string, teamId: string, memberId: string, now: number): void {
    this.sql.exec(`UPDATE routed SET member_id = ?, queued_at = NULL WHERE conversation_id = ?`, memberId, conversationId);
    this.sql.exec(`UPDATE teams SET turns = turns + 1 WHERE id = ?`, teamId);
    this.sql.exec(
      `UPDATE team_members SET last_turn = (SELECT turns FROM teams WHERE id = ?1) WHERE team_id = ?1 AND member_id = ?2`,
      teamId,
      memberId,
    );
    this.countTo(memberId, 1, now);
  }

  /** What a conversation's earlier state counted: its member's load goes down. */
  private release(row: RoutedRow | null): void {
    if (row?.member_id) this.sql.exec(`UPDATE agents SET open_count = MAX(open_count - 1, 0) WHERE member_id = ?`, row.member_id);
  }

  private countTo(memberId: string, delta: number, now: number): void {
    this.ensureAgent(memberId, now);
    this.sql.exec(`UPDATE agents SET open_count = MAX(open_count + ?, 0) WHERE member_id = ?`, delta, memberId);
  }

  private ensureAgent(memberId: string, now: number): void {
    this.sql.exec(
      `INSERT INTO agents (member_id, status, idle, last_active_at, open_count, status_at) VALUES (?, 'away', 0, ?, 0, ?)
       ON CONFLICT (member_id) DO NOTHING`,
      memberId,
      now,
      now,
    );
  }

  private routedRow(conversationId: string): RoutedRow | null {
    return this.sql.exec<RoutedRow>(`SELECT * FROM routed WHERE conversation_id = ?`, conversationId).toArray()[0] ?? null;
  }
}

function decisionOf(row: RoutedRow): Decision {
  return {
    conversationId: row.conversation_id,
    deviceId: row.device_id,
    contactId: row.contact_id,
    version: row.version,
    teamId: row.team_id,
    memberId: row.member_id,
    queuedAt: row.queued_at,
  };
}

function toAgent(row: AgentRow): Agent {
  return {
    memberId: row.member_id,
    status: row.status,
    idle: row.idle === 1,
    lastActiveAt: row.last_active_at,
    openCount: row.open_count,
  };
}
