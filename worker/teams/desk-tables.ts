/**
 * The tables of a workspace's team desk (`teams-object.ts`), read by drizzle-kit for its own
 * migrations (`drizzle.teams.config.ts`, into `worker/teams/migrations/`). The desk is the one
 * authority on who takes which conversation: teams, their members and devices, each member's
 * status and load, and the conversations it routes (assigned, or waiting in a team's queue).
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const TEAM_STRATEGIES = ['round-robin', 'least-busy'] as const;
export type TeamStrategy = (typeof TEAM_STRATEGIES)[number];
export const AGENT_STATUSES = ['available', 'away'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const teams = sqliteTable('teams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  strategy: text('strategy', { enum: TEAM_STRATEGIES }).notNull(),
  /** The most open conversations a member takes from this team (unless their own cap in it says otherwise). */
  cap: integer('cap').notNull(),
  /** A member going away hands their open conversations of this team back to its queue. */
  handBack: integer('hand_back', { mode: 'boolean' }).notNull(),
  /** Counts the team's assignments: a member's `lastTurn` is this count when they last got one (round-robin). */
  turns: integer('turns').notNull(),
  /** How many of its conversations wait in its queue: kept by triggers on `routed` (migration 0001), so no count reads the queue. */
  queued: integer('queued').notNull().default(0),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const teamMembers = sqliteTable(
  'team_members',
  {
    teamId: text('team_id').notNull(),
    memberId: text('member_id').notNull(),
    /** This member's own cap in the team (null: the team's). */
    cap: integer('cap'),
    lastTurn: integer('last_turn').notNull(),
    addedAt: integer('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.memberId] }), index('team_members_member').on(t.memberId)],
);

/** The devices a team answers: a device is answered by one team at most. */
export const teamDevices = sqliteTable(
  'team_devices',
  {
    deviceId: text('device_id').primaryKey(),
    teamId: text('team_id').notNull(),
  },
  (t) => [index('team_devices_team').on(t.teamId)],
);

/** Each member the desk has heard of: their status, when they were last active, how many open conversations they hold. */
export const agents = sqliteTable('agents', {
  memberId: text('member_id').primaryKey(),
  status: text('status', { enum: AGENT_STATUSES }).notNull(),
  /** Away because they were idle (not by their own choice): their next activity makes them available again. */
  idle: integer('idle', { mode: 'boolean' }).notNull(),
  lastActiveAt: integer('last_active_at').notNull(),
  openCount: integer('open_count').notNull(),
  statusAt: integer('status_at').notNull(),
});

/**
 * The open conversations the desk knows (reported by their devices' objects): assigned to a member
 * (counted in their `openCount`), or waiting in their team's queue (`queuedAt`). `version` is the
 * device's count of the conversation's changes the desk last heard; `pushed` 0 while the device
 * has not yet been told of a decision the desk took on its own (a queue drained, a hand-back).
 */
export const routed = sqliteTable(
  'routed',
  {
    conversationId: text('conversation_id').primaryKey(),
    deviceId: text('device_id').notNull(),
    contactId: text('contact_id').notNull(),
    teamId: text('team_id'),
    memberId: text('member_id'),
    queuedAt: integer('queued_at'),
    version: integer('version').notNull(),
    pushed: integer('pushed', { mode: 'boolean' }).notNull(),
  },
  (t) => [
    index('routed_queue').on(t.teamId, t.queuedAt, t.conversationId).where(sql`queued_at IS NOT NULL`),
    index('routed_member').on(t.memberId, t.teamId),
    index('routed_unpushed').on(t.deviceId).where(sql`pushed = 0`),
  ],
);

/** The workspace's desk settings: one row. */
export const deskSettings = sqliteTable('desk_settings', {
  id: integer('id').primaryKey(),
  /** A member available with no activity for this long is away. */
  awayAfterMinutes: integer('away_after_minutes').notNull(),
});
