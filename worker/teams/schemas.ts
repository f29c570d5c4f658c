/** The rules of the teams' requests and the shapes of their answers (the routes and the dashboard read these). */
import { z } from '@hono/zod-openapi';
import { memberIdSchema } from '../inbox/schemas';
import { devicePath } from '../kernel/stub';
import { idParam, strictObject, textSchema } from '../shared/fields';
import { iso } from '../shared/time';
import type { Agent, Decision } from './desk';
import { AGENT_STATUSES, TEAM_STRATEGIES } from './desk-tables';
import type { Team } from './desk-teams';

const deviceIdSchema = devicePath.shape.id.meta({ param: undefined, description: 'A device of the workspace' });
const capSchema = z.number().int().min(1).max(1_000);

const fields = {
  name: textSchema(1, 80).meta({ description: 'The team’s name', example: 'Penjualan' }),
  strategy: z.enum(TEAM_STRATEGIES).meta({
    description:
      '`round-robin`: each new conversation to the available member whose turn came longest ago; `least-busy`: to the one holding fewest open conversations',
  }),
  cap: capSchema.meta({ description: 'The most open conversations a member takes from this team (default 5)' }),
  handBack: z.boolean().meta({ description: 'A member going away hands their open conversations of this team back to its queue' }),
  deviceIds: z
    .array(deviceIdSchema)
    .max(100)
    .meta({ description: 'The devices whose conversations the team answers (a device: one team at most)' }),
};

export const teamInputSchema = strictObject({
  name: fields.name,
  strategy: fields.strategy.optional(),
  cap: fields.cap.optional(),
  handBack: fields.handBack.optional(),
  deviceIds: fields.deviceIds.optional(),
}).meta({ id: 'TeamInput', example: { name: 'Penjualan', strategy: 'round-robin', cap: 5, handBack: true } });

export const teamPatchSchema = strictObject({
  name: fields.name.optional(),
  strategy: fields.strategy.optional(),
  cap: fields.cap.optional(),
  handBack: fields.handBack.optional(),
  deviceIds: fields.deviceIds.optional(),
}).meta({ id: 'TeamPatch', example: { strategy: 'least-busy', cap: 8 } });

export const teamMemberInputSchema = strictObject({
  cap: capSchema.nullable().optional().meta({ description: 'Their own cap in this team (null or absent: the team’s)' }),
}).meta({ id: 'TeamMemberInput', example: { cap: 3 } });

export const teamPath = z.object({ teamId: idParam('team', 'team', 'teamId') });
export const teamMemberPath = teamPath.extend({
  memberId: memberIdSchema.meta({ param: { name: 'memberId', in: 'path' }, description: 'A member of the workspace' }),
});
export const memberPath = z.object({
  memberId: memberIdSchema.meta({ param: { name: 'memberId', in: 'path' }, description: 'A member of the workspace' }),
});

const agentStatusSchema = z.enum(AGENT_STATUSES).meta({
  description: '`available`: takes conversations automatically; `away`: takes none (set by the member, or after the idle time)',
});

export const agentSchema = z
  .object({
    memberId: z.string(),
    status: agentStatusSchema,
    idle: z.boolean().meta({ description: 'Away because idle (their next activity makes them available again)' }),
    lastActiveAt: z.iso.datetime().nullable(),
    openCount: z.number().int().meta({ description: 'Open conversations they hold' }),
  })
  .meta({ id: 'AgentStatus' });

export const statusInputSchema = strictObject({ status: agentStatusSchema }).meta({
  id: 'AgentStatusInput',
  example: { status: 'available' },
});

export const deskSettingsSchema = strictObject({
  awayAfterMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .meta({ description: 'An available member with no activity on the dashboard for this long goes away (default 15)' }),
}).meta({ id: 'TeamSettings', example: { awayAfterMinutes: 15 } });

const teamMemberSchema = z.object({
  memberId: z.string(),
  cap: z.number().int().nullable().meta({ description: 'Their own cap in the team (null: the team’s)' }),
  status: agentStatusSchema,
  openCount: z.number().int(),
});

export const teamSchema = z
  .object({
    id: z.string().meta({ example: 'team_8fK2mQ9xLr4TbZ1cWp7n' }),
    name: z.string(),
    strategy: z.enum(TEAM_STRATEGIES),
    cap: z.number().int(),
    handBack: z.boolean(),
    deviceIds: z.array(z.string()),
    members: z.array(teamMemberSchema),
    queued: z.number().int().meta({ description: 'Conversations waiting in its queue' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Team' });

export const queueItemSchema = z
  .object({
    conversationId: z.string(),
    deviceId: z.string(),
    contactId: z.string(),
    queuedAt: z.iso.datetime(),
  })
  .meta({ id: 'QueuedConversation' });

export const presentTeam = (t: Team) => ({ ...t, createdAt: iso(t.createdAt), updatedAt: iso(t.updatedAt) });

export const presentAgent = (a: Agent) => ({
  memberId: a.memberId,
  status: a.status,
  idle: a.idle,
  lastActiveAt: a.lastActiveAt > 0 ? iso(a.lastActiveAt) : null,
  openCount: a.openCount,
});

export const presentQueued = (d: Decision) => ({
  conversationId: d.conversationId,
  deviceId: d.deviceId,
  contactId: d.contactId,
  queuedAt: iso(d.queuedAt ?? 0),
});
