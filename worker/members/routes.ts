/**
 * `/members` (a key's door) and `/admin/workspaces/:ws/members` (the operator's): the members page's operations as an API, so an assignment, an
 * agent's reply and the inbox's filters can be driven without a browser. The same rules as the
 * page: an invite is a one-time link (valid `INVITE_MS`) that never lowers a member it reaches,
 * and a workspace never loses its last owner (409).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { allows, type Scope } from '../api-keys/scopes';
import type { AppEnv } from '../shared/app-env';
import { createApp } from '../shared/app-env';
import { pageOf, pageQuerySchema } from '../shared/cursor';
import { HttpError, notFound } from '../shared/errors';
import { idParam, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import { workspaceParam } from '../workspaces/workspace-param';
import type { Reach } from './accounts';
import { createInvite, INVITE_MS, withdrawInvite } from './invites';
import { changeMemberRole, removeFromWorkspace } from './member-changes';
import { findMember, type InviteRow, type MemberRow, pageMembers, pageOpenInvites } from './member-pages';
import { holdsRole, ROLE_SCOPES, rolesHeld } from './role-scopes';
import { ROLES, type Role } from './roles';
import { inviteSchema } from './schemas';

/** What the operations that give a role or act on a member say of a key's reach (the OpenAPI description). */
const KEY_REACH =
  'With an API key, only roles whose every scope the key holds: an agent’s (`messages:read`, `inbox`, `contacts`, `reports`), an admin’s (every scope but `members`), an owner’s (`all`); another is a 403 naming what the key lacks. ' +
  'The API keys a member made in the dashboard holding more than their new role are revoked; all of them when they leave.';

/** What every members operation declares: its tag, its API-key scope, and its workspace resolved first. */
const MEMBERS = { tags: ['Members'], 'x-kurir-scope': 'members' as const, middleware: [workspaceParam()] };
/** The same for an operation that reads a JSON body. */
const MEMBERS_WITH_BODY = { ...MEMBERS, middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)] };

const roleSchema = z.enum(ROLES, { message: `must be one of ${ROLES.join(', ')}` }).meta({
  description: 'owner (everything, and the members), admin (everything but the members) or agent (the inbox, contacts and messages)',
  example: 'agent',
});

const memberSchema = z
  .object({
    id: z.string().meta({ description: 'The member’s account id: what `memberId` takes when a conversation is assigned' }),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    createdAt: z.iso.datetime().meta({ description: 'When they joined the workspace' }),
  })
  .meta({ id: 'Member' });

const inviteViewSchema = z
  .object({
    id: z.string(),
    role: roleSchema,
    name: z.string().nullable().meta({ description: 'Whom it is for, as the inviter said (filled in on the link’s page)' }),
    email: z.string().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'Invite' });

const createdInviteSchema = inviteViewSchema
  .extend({
    url: z.string().meta({
      description: `The one-time link to the dashboard's join page, valid ${INVITE_MS / 86_400_000} days: shown in this response only, never again`,
      example: 'https://kurir.example.com/dashboard/invite?token=…',
    }),
  })
  .meta({ id: 'CreatedInvite' });

const inviteInputSchema = inviteSchema.meta({
  id: 'InviteInput',
  description: 'Whom the invite is for (optional) and the role they join with; accepting it never lowers a member’s role',
  example: { name: 'Dewi Lestari', email: 'dewi@example.com', role: 'agent' },
});

const rolePatchSchema = strictObject({ role: roleSchema }).meta({ id: 'MemberRolePatch', example: { role: 'admin' } });

const memberPath = z.object({ accountId: idParam('acc', 'member', 'accountId') });
const invitePath = z.object({ inviteId: idParam('inv', 'invite', 'inviteId') });

/**
 * How far the request reaches among the members: the operator everywhere; a key only the roles whose
 * every scope it holds (`role-scopes.ts`), so it never gives anyone more than it has (an owner's
 * is `all`: only an `all` key makes, changes or removes an owner).
 */
function reachOf(c: Context<AppEnv>): Reach | undefined {
  const key = c.get('apiKey') as AppEnv['Variables']['apiKey'] | undefined;
  if (!key) return undefined;
  return { roles: rolesHeld(key.scopes), refused: (role) => beyondKey(key.scopes, role, 'act on') };
}

/** The 403 for a key that may not give (or act on a member of) `role`: it names the scopes it lacks. */
function beyondKey(held: readonly Scope[], role: Role, doing: 'give' | 'act on'): HttpError {
  if (role === 'owner') {
    return new HttpError(
      403,
      doing === 'give'
        ? 'only an API key with the scope "all" may make an owner'
        : 'an owner is changed or removed only by an owner: an API key with the scope "all"',
    );
  }
  const missing = ROLE_SCOPES[role].filter((s) => !allows(held, s));
  return new HttpError(
    403,
    `this API key may ${doing === 'give' ? 'give the role' : 'change or remove'} ${role === 'admin' ? 'an admin' : 'an agent'} only with every scope ${role === 'admin' ? 'an admin' : 'an agent'} has; it lacks ${missing.map((s) => `"${s}"`).join(', ')}`,
  );
}

/** A key may give only a role whose every scope it holds (403 otherwise). */
function mayGive(c: Context<AppEnv>, role: Role): void {
  const key = c.get('apiKey') as AppEnv['Variables']['apiKey'] | undefined;
  if (key && !holdsRole(key.scopes, role)) throw beyondKey(key.scopes, role, 'give');
}

const presentMember = (m: MemberRow) => ({ id: m.accountId, name: m.name, email: m.email, role: m.role, createdAt: iso(m.createdAt) });
const presentInvite = (i: InviteRow) => ({
  id: i.id,
  role: i.role,
  name: i.name,
  email: i.email,
  createdAt: iso(i.createdAt),
  expiresAt: iso(i.expiresAt),
});

export const memberApi = createApp()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      summary: 'List the workspace’s members, the newest to join first, a page at a time',
      ...MEMBERS,
      request: { query: pageQuerySchema },
      responses: { 200: jsonContent(pageOf(memberSchema), 'A page of members'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const page = await pageMembers(c.var.db, c.var.workspaceId, c.req.valid('query'));
      return c.json({ items: page.rows.map(presentMember), nextCursor: page.nextCursor }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{accountId}',
      summary: 'Give a member another role (the last owner keeps theirs: 409)',
      description: KEY_REACH,
      ...MEMBERS_WITH_BODY,
      request: { params: memberPath, body: jsonBody(rolePatchSchema) },
      responses: {
        200: jsonContent(memberSchema, 'The member with their new role'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415),
      },
    }),
    async (c) => {
      const { accountId } = c.req.valid('param');
      const { role } = c.req.valid('json');
      mayGive(c, role);
      await changeMemberRole(c.env, c.var.db, c.var.workspaceId, accountId, role, reachOf(c));
      const member = await findMember(c.var.db, c.var.workspaceId, accountId);
      // Removed between the change and this read.
      if (!member) throw notFound(`member ${accountId} not found`);
      return c.json(presentMember(member), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{accountId}',
      summary: 'Remove a member from the workspace (the last owner stays: 409)',
      description: KEY_REACH,
      ...MEMBERS,
      request: { params: memberPath },
      responses: {
        204: { description: 'Removed; their dashboard sessions lose the workspace at once, and the API keys they made are revoked' },
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    async (c) => {
      await removeFromWorkspace(c.env, c.var.db, c.var.workspaceId, c.req.valid('param').accountId, reachOf(c));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/invites',
      summary: 'Invite someone: a one-time link that joins them with the role, creating their account or adding the workspace to theirs',
      description: KEY_REACH,
      ...MEMBERS_WITH_BODY,
      request: { body: jsonBody(inviteInputSchema) },
      responses: {
        201: jsonContent(createdInviteSchema, 'The invite and its link, shown once'),
        ...errorResponses(400, 401, 403, 404, 413, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      mayGive(c, input.role);
      const now = Date.now();
      const invite = await createInvite(
        c.var.db,
        { workspaceId: c.var.workspaceId, role: input.role, createdBy: null, name: input.name ?? null, email: input.email ?? null },
        now,
      );
      // The link opens the workspace to whoever holds it: no cache may keep the answer.
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          ...presentInvite({
            id: invite.id,
            role: input.role,
            name: input.name ?? null,
            email: input.email ?? null,
            createdAt: now,
            expiresAt: invite.expiresAt,
          }),
          url: new URL(`/dashboard/invite?token=${invite.token}`, c.req.url).toString(),
        },
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/invites',
      summary: 'List the open invites (not accepted, not expired), newest first, a page at a time (never their links)',
      ...MEMBERS,
      request: { query: pageQuerySchema },
      responses: { 200: jsonContent(pageOf(inviteViewSchema), 'A page of open invites'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const page = await pageOpenInvites(c.var.db, c.var.workspaceId, c.req.valid('query'));
      return c.json({ items: page.rows.map(presentInvite), nextCursor: page.nextCursor }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/invites/{inviteId}',
      summary: 'Revoke an open invite: its link stops working',
      ...MEMBERS,
      request: { params: invitePath },
      responses: { 204: { description: 'Revoked' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { inviteId } = c.req.valid('param');
      if (!(await withdrawInvite(c.var.db, c.var.workspaceId, inviteId)))
        throw notFound(`invite ${inviteId} not found, or accepted already`);
      return c.body(null, 204);
    },
  );
