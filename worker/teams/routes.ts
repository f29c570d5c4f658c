/**
 * `/teams` and `/agents` (a key's door) and `/admin/workspaces/:ws/…` (the operator's): the
 * workspace's teams (their strategy, cap, hand-back, devices and members), each team's queue, and
 * each member's status, all asked of the workspace's team desk (`teams-object.ts`). Setting teams
 * up needs the `members` scope; the queue and a member's status, `inbox`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, inArray } from 'drizzle-orm';
import { isMember } from '../inbox/assignees';
import { devices } from '../kernel/tables';
import { listMembers } from '../members/accounts';
import { createApp } from '../shared/app-env';
import { cursorSchema, encodeCursor, pageOf } from '../shared/cursor';
import type { Db } from '../shared/db';
import { notFound } from '../shared/errors';
import { decimalQuery } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { workspaceParam } from '../workspaces/workspace-param';
import { teamsStub } from './desk-stub';
import {
  agentSchema,
  deskSettingsSchema,
  memberPath,
  presentAgent,
  presentQueued,
  presentTeam,
  queueItemSchema,
  statusInputSchema,
  teamInputSchema,
  teamMemberInputSchema,
  teamMemberPath,
  teamPatchSchema,
  teamPath,
  teamSchema,
} from './schemas';

const TEAMS = { tags: ['Teams'], 'x-kurir-scope': 'members' as const, middleware: [workspaceParam()] };
const TEAMS_WITH_BODY = { ...TEAMS, middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)] };
const INBOX = { ...TEAMS, 'x-kurir-scope': 'inbox' as const };

/** Every device named is one of the workspace's (404 naming the first that is not). */
async function checkDevices(db: Db, workspaceId: string, deviceIds: readonly string[] | undefined): Promise<void> {
  if (!deviceIds || deviceIds.length === 0) return;
  const found = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.workspaceId, workspaceId), inArray(devices.id, [...new Set(deviceIds)])));
  const known = new Set(found.map((d) => d.id));
  const unknown = deviceIds.find((id) => !known.has(id));
  if (unknown) throw notFound(`device ${unknown} not found`);
}

async function checkMember(db: Db, workspaceId: string, memberId: string): Promise<void> {
  if (!(await isMember(db, workspaceId, memberId))) throw notFound(`member ${memberId} not found`);
}

export const teamApi = createApp()
  .openapi(
    createRoute({
      ...TEAMS_WITH_BODY,
      method: 'post',
      path: '/',
      summary: 'Create a team: its devices’ new conversations are assigned automatically to its available members',
      request: { body: jsonBody(teamInputSchema) },
      responses: { 201: jsonContent(teamSchema, 'The team'), ...errorResponses(400, 401, 404, 409, 413, 415) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await checkDevices(c.var.db, c.var.workspaceId, input.deviceIds);
      return c.json(presentTeam(unwrap(await teamsStub(c.env, c.var.workspaceId).createTeam(input))), 201);
    },
  )
  .openapi(
    createRoute({
      ...TEAMS,
      method: 'get',
      path: '/',
      summary: 'The workspace’s teams, by name',
      responses: { 200: jsonContent(z.object({ items: z.array(teamSchema) }), 'The teams'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json({ items: (await teamsStub(c.env, c.var.workspaceId).teams()).map(presentTeam) }, 200),
  )
  .openapi(
    createRoute({
      ...TEAMS,
      method: 'get',
      path: '/settings',
      summary: 'The teams’ settings: when an idle member goes away',
      responses: { 200: jsonContent(deskSettingsSchema, 'The settings'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await teamsStub(c.env, c.var.workspaceId).settings(), 200),
  )
  .openapi(
    createRoute({
      ...TEAMS_WITH_BODY,
      method: 'put',
      path: '/settings',
      summary: 'Change when an idle member goes away',
      request: { body: jsonBody(deskSettingsSchema) },
      responses: { 200: jsonContent(deskSettingsSchema, 'The settings'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(await teamsStub(c.env, c.var.workspaceId).setSettings(c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      ...TEAMS,
      method: 'get',
      path: '/{teamId}',
      summary: 'A team, with its members’ status and load',
      request: { params: teamPath },
      responses: { 200: jsonContent(teamSchema, 'The team'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(presentTeam(unwrap(await teamsStub(c.env, c.var.workspaceId).team(c.req.valid('param').teamId))), 200),
  )
  .openapi(
    createRoute({
      ...TEAMS_WITH_BODY,
      method: 'patch',
      path: '/{teamId}',
      summary: 'Change a team’s name, strategy, cap, hand-back or devices (a raised cap drains its queue)',
      request: { params: teamPath, body: jsonBody(teamPatchSchema) },
      responses: { 200: jsonContent(teamSchema, 'The team as changed'), ...errorResponses(400, 401, 404, 409, 413, 415) },
    }),
    async (c) => {
      const patch = c.req.valid('json');
      await checkDevices(c.var.db, c.var.workspaceId, patch.deviceIds);
      const team = unwrap(await teamsStub(c.env, c.var.workspaceId).updateTeam(c.req.valid('param').teamId, patch));
      return c.json(presentTeam(team), 200);
    },
  )
  .openapi(
    createRoute({
      ...TEAMS,
      method: 'delete',
      path: '/{teamId}',
      summary: 'Delete a team: its queue waits for no one; its members keep the conversations they hold',
      request: { params: teamPath },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      unwrap(await teamsStub(c.env, c.var.workspaceId).deleteTeam(c.req.valid('param').teamId));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      ...TEAMS_WITH_BODY,
      method: 'put',
      path: '/{teamId}/members/{memberId}',
      summary: 'Add a member to a team, or set their own cap in it',
      request: { params: teamMemberPath, body: jsonBody(teamMemberInputSchema) },
      responses: { 200: jsonContent(teamSchema, 'The team'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const { teamId, memberId } = c.req.valid('param');
      await checkMember(c.var.db, c.var.workspaceId, memberId);
      const team = unwrap(await teamsStub(c.env, c.var.workspaceId).setTeamMember(teamId, memberId, c.req.valid('json').cap ?? null));
      return c.json(presentTeam(team), 200);
    },
  )
  .openapi(
    createRoute({
      ...TEAMS,
      method: 'delete',
      path: '/{teamId}/members/{memberId}',
      summary: 'Take a member out of a team: the team’s conversations they held go back to its queue',
      request: { params: teamMemberPath },
      responses: { 200: jsonContent(teamSchema, 'The team'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { teamId, memberId } = c.req.valid('param');
      return c.json(presentTeam(unwrap(await teamsStub(c.env, c.var.workspaceId).removeTeamMember(teamId, memberId))), 200);
    },
  )
  .openapi(
    createRoute({
      ...INBOX,
      method: 'get',
      path: '/{teamId}/queue',
      summary: 'The conversations waiting in a team’s queue, oldest first',
      request: {
        params: teamPath,
        query: z.object({ limit: decimalQuery(1, 200).optional().default(50), cursor: cursorSchema.optional() }),
      },
      responses: { 200: jsonContent(pageOf(queueItemSchema), 'A page of the queue'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const after = cursor ? { queuedAt: cursor.createdAt, conversationId: cursor.id } : undefined;
      const rows = unwrap(await teamsStub(c.env, c.var.workspaceId).teamQueue(c.req.valid('param').teamId, limit + 1, after));
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.queuedAt ?? 0, id: last.conversationId }) : null;
      return c.json({ items: page.map(presentQueued), nextCursor }, 200);
    },
  );

export const agentApi = createApp()
  .openapi(
    createRoute({
      ...INBOX,
      method: 'get',
      path: '/',
      summary: 'Each member’s status (available or away) and how many open conversations they hold',
      responses: { 200: jsonContent(z.object({ items: z.array(agentSchema) }), 'The members’ status'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const members = await listMembers(c.var.db, c.var.workspaceId);
      const agents = await teamsStub(c.env, c.var.workspaceId).agents(members.map((m) => m.accountId));
      return c.json({ items: agents.map(presentAgent) }, 200);
    },
  )
  .openapi(
    createRoute({
      ...INBOX,
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      method: 'put',
      path: '/{memberId}/status',
      summary: 'Set a member available or away (away hands back what their teams say to; available drains the queues)',
      request: { params: memberPath, body: jsonBody(statusInputSchema) },
      responses: { 200: jsonContent(agentSchema, 'The member’s status'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const { memberId } = c.req.valid('param');
      await checkMember(c.var.db, c.var.workspaceId, memberId);
      const agent = await teamsStub(c.env, c.var.workspaceId).setStatus(memberId, c.req.valid('json').status);
      return c.json(presentAgent(agent), 200);
    },
  );
