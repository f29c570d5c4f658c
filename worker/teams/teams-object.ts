/**
 * A workspace's team desk: one Durable Object per workspace, the authority on its teams, on each
 * member's status (available, away) and load, and on the conversations it routes. The devices'
 * objects hold the conversations; each reports a change the desk must hear of and applies the
 * assignment the desk answers (`inbox/desk-link.ts`). The desk runs each call to its end before
 * the next (`desk.ts` is synchronous SQL), so concurrent arrivals from many devices are counted one
 * after another: none takes a member past their cap. A decision taken on its own (a queue drained
 * when someone frees up, a hand-back) is kept until its device has it, retried by the alarm.
 */
import { DurableObject } from 'cloudflare:workers';
import { deviceStub } from '../kernel/stub';
import { migrateJournal } from '../shared/journal-migrations';
import type { Outcome } from '../shared/outcome';
import { type Clock, systemClock } from '../shared/time';
import { type Agent, type Decision, Desk, type Report } from './desk';
import type { AgentStatus } from './desk-tables';
import { DeskTeams, type Team, type TeamInput, type TeamPatch } from './desk-teams';
import migrations from './migrations/migrations.js';

/** How long a push that failed waits before the alarm tries again. */
const PUSH_RETRY_MS = 5_000;
/** Decisions told to devices per round. */
const PUSH_BATCH = 500;

export type DeskDeps = { clock: Clock };

export class TeamsObject extends DurableObject<Env> {
  private readonly desk: Desk;
  private readonly clock: Clock;
  private pushing: Promise<void> | null = null;
  private pushAgain = false;
  private retryAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env, deps: DeskDeps = { clock: systemClock }) {
    super(ctx, env);
    this.clock = deps.clock;
    migrateJournal(ctx.storage, migrations);
    this.desk = new Desk(ctx.storage.sql, new DeskTeams(ctx.storage.sql));
    // Decisions an earlier instance had not told yet, and the next idle member, are under the alarm again.
    void this.ctx.blockConcurrencyWhile(() => this.rearm());
  }

  // Teams

  async teams(): Promise<Team[]> {
    return this.read(() => this.desk.teams.list());
  }

  async team(id: string): Promise<Outcome<Team>> {
    return this.read(() => this.found(id));
  }

  async createTeam(input: TeamInput): Promise<Outcome<Team>> {
    return this.change(() => {
      const taken = this.desk.teams.takenDevices(input.deviceIds ?? [], null);
      if (taken.length > 0) return deviceTaken(taken);
      return ok(this.desk.teams.create(input, this.clock.now()));
    });
  }

  async updateTeam(id: string, patch: TeamPatch): Promise<Outcome<Team>> {
    return this.change(() => {
      if (!this.desk.teams.get(id)) return teamNotFound(id);
      const taken = this.desk.teams.takenDevices(patch.deviceIds ?? [], id);
      if (taken.length > 0) return deviceTaken(taken);
      this.desk.teams.update(id, patch, this.clock.now());
      // A raised cap, or a member's strategy changed: the queue may move.
      this.desk.drain(this.clock.now());
      return this.found(id);
    });
  }

  async deleteTeam(id: string): Promise<Outcome<null>> {
    return this.change(() => {
      if (!this.desk.teams.get(id)) return teamNotFound(id);
      this.desk.forgetTeam(id);
      this.desk.teams.delete(id);
      return ok(null);
    });
  }

  /** Adds a member to the team, or sets their own cap in it (null: the team's). */
  async setTeamMember(teamId: string, memberId: string, cap: number | null): Promise<Outcome<Team>> {
    return this.change(() => {
      if (!this.desk.teams.get(teamId)) return teamNotFound(teamId);
      this.desk.teams.setMember(teamId, memberId, cap, this.clock.now());
      this.desk.drain(this.clock.now());
      return this.found(teamId);
    });
  }

  /** Takes a member out of the team: the team's conversations they held wait in its queue for the others. */
  async removeTeamMember(teamId: string, memberId: string): Promise<Outcome<Team>> {
    return this.change(() => {
      if (!this.desk.teams.get(teamId)) return teamNotFound(teamId);
      if (!this.desk.teams.removeMember(teamId, memberId)) {
        return { ok: false, status: 404, message: `member ${memberId} is not in team ${teamId}` };
      }
      this.desk.unassignFromTeam(memberId, teamId, this.clock.now());
      return this.found(teamId);
    });
  }

  /** The member left the workspace: out of every team, away, and the teams' conversations they held back in the queues. */
  async forgetMember(memberId: string): Promise<void> {
    return this.change(() => {
      const now = this.clock.now();
      for (const team of this.desk.teams.list()) {
        if (this.desk.teams.removeMember(team.id, memberId)) this.desk.unassignFromTeam(memberId, team.id, now);
      }
      this.desk.setStatus(memberId, 'away', now);
    });
  }

  /** A team's queue, oldest first, a page at a time (`queue` is the name of a Worker's queue handler, which an object cannot answer as RPC). */
  async teamQueue(teamId: string, limit: number, after?: { queuedAt: number; conversationId: string }): Promise<Outcome<Decision[]>> {
    return this.read(() => (this.desk.teams.get(teamId) ? ok(this.desk.queue(teamId, limit, after)) : teamNotFound(teamId)));
  }

  // Members

  async agents(memberIds: string[]): Promise<Agent[]> {
    return this.read(() => this.desk.agents(memberIds));
  }

  async setStatus(memberId: string, status: AgentStatus): Promise<Agent> {
    return this.change(() => {
      this.desk.setStatus(memberId, status, this.clock.now());
      return this.desk.agent(memberId);
    });
  }

  /** The member did something on the dashboard. */
  async touch(memberId: string): Promise<Agent> {
    return this.change(() => {
      this.desk.touch(memberId, this.clock.now());
      return this.desk.agent(memberId);
    });
  }

  async settings(): Promise<{ awayAfterMinutes: number }> {
    return this.read(() => ({ awayAfterMinutes: this.desk.awayAfterMinutes() }));
  }

  async setSettings(settings: { awayAfterMinutes: number }): Promise<{ awayAfterMinutes: number }> {
    return this.change(() => {
      this.desk.setAwayAfter(settings.awayAfterMinutes);
      return { awayAfterMinutes: this.desk.awayAfterMinutes() };
    });
  }

  // Devices

  /** Devices' reports of their conversations' changes; answers the decisions they are to apply. */
  async report(reports: Report[]): Promise<Decision[]> {
    return this.change(() => {
      const decisions: Decision[] = [];
      for (const r of reports) {
        const decision = this.desk.report(r, this.clock.now());
        if (decision) decisions.push(decision);
      }
      return decisions;
    });
  }

  override async alarm(): Promise<void> {
    this.retryAt = null;
    this.ctx.storage.transactionSync(() => this.desk.expireIdle(this.clock.now()));
    await this.push();
    await this.rearm();
  }

  /** A read, after what idleness made of the members since the last call. */
  private read<T>(fn: () => T): T {
    this.ctx.storage.transactionSync(() => this.desk.expireIdle(this.clock.now()));
    return fn();
  }

  /** A change in one transaction; what it decided for devices is told to them after. */
  private async change<T>(fn: () => T): Promise<T> {
    const result = this.ctx.storage.transactionSync(() => {
      this.desk.expireIdle(this.clock.now());
      return fn();
    });
    this.ctx.waitUntil(this.push().then(() => this.rearm()));
    return result;
  }

  private found(id: string): Outcome<Team> {
    const team = this.desk.teams.get(id);
    return team ? ok(team) : teamNotFound(id);
  }

  /** Tells each device the decisions it does not have yet; one round at a time, again while more came. */
  private push(): Promise<void> {
    if (this.pushing) {
      this.pushAgain = true;
      return this.pushing;
    }
    this.pushing = (async () => {
      do {
        this.pushAgain = false;
        const workspaceId = this.ctx.id.name ?? '';
        for (const [deviceId, decisions] of this.desk.unpushed(PUSH_BATCH)) {
          try {
            await deviceStub(this.env, deviceId).applyDeskDecisions(workspaceId, decisions);
            this.desk.pushed(decisions);
          } catch (error) {
            console.error('telling a device its assignments failed', error);
            this.retryAt = this.clock.now() + PUSH_RETRY_MS;
          }
        }
      } while (this.pushAgain);
    })().finally(() => {
      this.pushing = null;
    });
    return this.pushing;
  }

  private async rearm(): Promise<void> {
    const wakes = [this.desk.nextIdleAt(), this.retryAt].filter((t): t is number => t !== null);
    if (wakes.length === 0) {
      await this.ctx.storage.deleteAlarm();
      return;
    }
    await this.ctx.storage.setAlarm(Math.max(Math.min(...wakes), Date.now() + 1));
  }
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const teamNotFound = (id: string): Outcome<never> => ({ ok: false, status: 404, message: `team ${id} not found` });
const deviceTaken = (ids: string[]): Outcome<never> => ({
  ok: false,
  status: 409,
  message: `another team answers ${ids.join(', ')}: a device is answered by one team`,
});
