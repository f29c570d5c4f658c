/**
 * A member's presence as the dashboard keeps it: each of their requests is activity for the team
 * desk (`teams/teams-object.ts`: an idle member goes away after the workspace's set time, and one
 * away for idleness is available again), told at most once a minute from each worker instance,
 * and their status, for the header's toggle.
 */
import type { Context } from 'hono';
import { teamsStub } from '../teams/desk-stub';
import type { AgentStatus } from '../teams/desk-tables';
import type { DashboardEnv } from './env';

/** How often one instance tells the desk a member is active (well under the shortest idle time, a minute). */
const TOUCH_EVERY_MS = 30_000;
const seen = new Map<string, { at: number; status: AgentStatus }>();

/** Tells the desk the viewer is active (at most every `TOUCH_EVERY_MS`); answers their status, or null for the operator. */
export async function presence(c: Context<DashboardEnv>): Promise<AgentStatus | null> {
  const memberId = c.var.viewer.session.account?.id;
  if (!memberId) return null;
  const key = `${c.var.viewer.workspace.id}:${memberId}`;
  const last = seen.get(key);
  if (last && Date.now() - last.at < TOUCH_EVERY_MS) return last.status;
  try {
    const agent = await teamsStub(c.env, c.var.viewer.workspace.id).touch(memberId);
    remember(key, agent.status);
    return agent.status;
  } catch (error) {
    // The page does not wait on the desk: its status shows as last known (or away).
    console.error('the team desk did not take a member’s activity', error);
    return last?.status ?? 'away';
  }
}

/** The member set their status: what this instance shows follows at once. */
export function statusSet(c: Context<DashboardEnv>, status: AgentStatus): void {
  const memberId = c.var.viewer.session.account?.id;
  if (memberId) remember(`${c.var.viewer.workspace.id}:${memberId}`, status);
}

function remember(key: string, status: AgentStatus): void {
  // Bounded: an instance forgets everyone once it has seen many.
  if (seen.size > 10_000) seen.clear();
  seen.set(key, { at: Date.now(), status });
}
