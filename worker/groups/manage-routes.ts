/**
 * What a device's account does to its groups, for an API key with the `groups` scope: create one,
 * change its people, subject, description and settings, read and reset its invite link, leave it.
 * Each is one WhatsApp query through the device's session; the device is named in the query
 * string (`?deviceId=`) as the group reads name it. WhatsApp's notification of each change reaches
 * the webhooks as `group.participants` or `group.updated`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deviceStub } from '../kernel/stub';
import { idempotency, idempotencyKeyHeader } from '../messages/idempotency';
import { groupJid } from '../messages/recipient';
import type { AppEnv } from '../shared/app-env';
import { createApp } from '../shared/app-env';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import {
  changeParticipantsSchema,
  createGroupSchema,
  descriptionSchema,
  groupDetailsSchema,
  groupPathSchema,
  groupQuerySchema,
  inviteLinkSchema,
  participantResultSchema,
  presentGroup,
  presentParticipantResults,
  settingsSchema,
  subjectSchema,
} from './group-schemas';
import { inviteLinkOf } from './group-updates';

const ADMIN_ONLY = 'Only an admin of the group may do this: a member who is not one gets 403, as WhatsApp refuses it.';
const EDIT_RULE =
  'Any member may, unless the group lets only admins edit it (`onlyAdminsEdit`): then a member who is not an admin gets 403.';
const json = bodyOf('application/json', JSON_BODY_LIMIT);

/** The device the request names (logged with it) and its object. */
export function device(c: Context<AppEnv>, deviceId: string) {
  c.set('deviceId', deviceId);
  return { stub: deviceStub(c.env, deviceId), caller: c.var.apiKey.workspaceId };
}

/** Reading a group's invite link, or resetting it (`reset`): the same answer, a new link after a reset. */
function inviteLinkRoute(reset: boolean) {
  return createRoute({
    'x-kurir-scope': 'groups',
    method: reset ? 'post' : 'get',
    path: reset ? '/{groupId}/invite-link/reset' : '/{groupId}/invite-link',
    tags: ['Groups'],
    summary: reset ? 'Reset a group’s invite link' : 'A group’s invite link',
    description: reset
      ? `${ADMIN_ONLY} The old link stops working; the members are told (\`group.updated\`).`
      : `${ADMIN_ONLY} Anyone with the link may join the group, until it is reset.`,
    request: { params: groupPathSchema, query: groupQuerySchema },
    responses: {
      200: jsonContent(inviteLinkSchema, reset ? 'The new link and its code' : 'The link and its code'),
      ...errorResponses(400, 401, 403, 404, 409, 429, 502, 504),
    },
  });
}

function inviteLink(reset: boolean) {
  return async (c: Context<AppEnv>) => {
    const { stub, caller } = device(c, c.req.query('deviceId') ?? '');
    const code = unwrap(await stub.groupInvite(caller, groupJid(c.req.param('groupId') ?? ''), reset));
    return c.json({ code, inviteLink: inviteLinkOf(code) }, 200);
  };
}

export const groupManageApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'groups',
      method: 'post',
      path: '/',
      tags: ['Groups'],
      summary: 'Create a group',
      description:
        'The device’s account makes the group and is its super admin. `Idempotency-Key` makes a retry safe: the same key and request within 24 h answers the first group again and makes no second one.',
      middleware: [json, idempotency()],
      request: { query: groupQuerySchema, headers: idempotencyKeyHeader, body: jsonBody(createGroupSchema) },
      responses: {
        201: jsonContent(groupDetailsSchema, 'The group as WhatsApp made it: its `id` is the `groupId` of later requests'),
        ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502, 504),
      },
    }),
    async (c) => {
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      const { subject, participants } = c.req.valid('json');
      return c.json(presentGroup(unwrap(await stub.createGroup(caller, subject, participants))), 201);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'groups',
      method: 'post',
      path: '/{groupId}/participants',
      tags: ['Groups'],
      summary: 'Add, remove, promote or demote participants',
      description: `${ADMIN_ONLY} WhatsApp answers for each person: one it could not change (not on WhatsApp, already in the group, privacy settings that refuse to be added…) is told in \`results\` with its code and why, and the others are changed all the same.`,
      middleware: [json],
      request: { params: groupPathSchema, query: groupQuerySchema, body: jsonBody(changeParticipantsSchema) },
      responses: {
        200: jsonContent(z.object({ results: z.array(participantResultSchema) }), 'Each person’s outcome, in the order asked'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 504),
      },
    }),
    async (c) => {
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      const { action, participants } = c.req.valid('json');
      const results = unwrap(await stub.changeGroupParticipants(caller, groupJid(c.req.valid('param').groupId), action, participants));
      return c.json({ results: presentParticipantResults(action, results) }, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'groups',
      method: 'put',
      path: '/{groupId}/subject',
      tags: ['Groups'],
      summary: 'Change a group’s subject (its name)',
      description: EDIT_RULE,
      middleware: [json],
      request: { params: groupPathSchema, query: groupQuerySchema, body: jsonBody(subjectSchema) },
      responses: {
        200: jsonContent(groupDetailsSchema, 'The group as WhatsApp has it now'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 504),
      },
    }),
    async (c) => {
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      const group = unwrap(await stub.setGroupSubject(caller, groupJid(c.req.valid('param').groupId), c.req.valid('json').subject));
      return c.json(presentGroup(group), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'groups',
      method: 'put',
      path: '/{groupId}/description',
      tags: ['Groups'],
      summary: 'Change or remove a group’s description',
      description: EDIT_RULE,
      middleware: [json],
      request: { params: groupPathSchema, query: groupQuerySchema, body: jsonBody(descriptionSchema) },
      responses: {
        200: jsonContent(groupDetailsSchema, 'The group as WhatsApp has it now'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 504),
      },
    }),
    async (c) => {
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      const { description } = c.req.valid('json');
      return c.json(presentGroup(unwrap(await stub.setGroupDescription(caller, groupJid(c.req.valid('param').groupId), description))), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'groups',
      method: 'put',
      path: '/{groupId}/settings',
      tags: ['Groups'],
      summary: 'Let only admins send, or only admins edit the group',
      description: `${ADMIN_ONLY} Only a setting that differs from the group’s is changed (each change is one notification to the members).`,
      middleware: [json],
      request: { params: groupPathSchema, query: groupQuerySchema, body: jsonBody(settingsSchema) },
      responses: {
        200: jsonContent(groupDetailsSchema, 'The group as WhatsApp has it now'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 504),
      },
    }),
    async (c) => {
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      const group = unwrap(await stub.setGroupSettings(caller, groupJid(c.req.valid('param').groupId), c.req.valid('json')));
      return c.json(presentGroup(group), 200);
    },
  )
  .openapi(inviteLinkRoute(false), inviteLink(false))
  .openapi(inviteLinkRoute(true), inviteLink(true))
  .openapi(
    createRoute({
      'x-kurir-scope': 'groups',
      method: 'post',
      path: '/{groupId}/leave',
      tags: ['Groups'],
      summary: 'Leave a group',
      description: 'The device’s account leaves the group (`group.participants`, `left`); its conversation and messages stay in the inbox.',
      request: { params: groupPathSchema, query: groupQuerySchema },
      responses: { 204: { description: 'Left' }, ...errorResponses(400, 401, 404, 409, 429, 502, 504) },
    }),
    async (c) => {
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      unwrap(await stub.leaveGroup(caller, groupJid(c.req.valid('param').groupId)));
      return c.body(null, 204);
    },
  );
