/**
 * The team inbox's management endpoints: `/admin/workspaces/:ws/conversations` (the list, from
 * D1's copies) and `/admin/devices/:id/conversations/:conversationId/…` (one conversation, its
 * messages, and what an agent does: assign, resolve, reopen, mark read, note, reply, react), asked
 * of the device's object, which is their authority.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { type DeviceStub, deviceParam } from '../kernel/stub';
import { getLabel, labelNotFound } from '../labels/labels';
import { type MessageRecord, messageRecordSchema, presentRecord } from '../messages/records';
import { createApp } from '../shared/app-env';
import { cursorSchema, encodeCursor, pageOf } from '../shared/cursor';
import { HttpError } from '../shared/errors';
import { decimalQuery, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { teamsStub } from '../teams/desk-stub';
import { workspaceParam } from '../workspaces/workspace-param';
import { memberOfDevice } from './assignees';
import { contactName, listConversations } from './conversation-list';
import { conversationSchema, noteSchema, presentConversation, presentNote } from './conversation-view';
import { inboxRecord } from './inbox-part';
import {
  assignSchema,
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationPath,
  inboxMessageSchema,
  inboxReactionSchema,
  noteBodySchema,
  replySchema,
} from './schemas';

export const workspaceConversationApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'inbox',
    method: 'get',
    path: '/',
    tags: ['Inbox'],
    summary: 'The workspace’s conversations, newest activity first, by device, status, assignee (or queued), team, label and search text',
    middleware: [workspaceParam()],
    request: { query: conversationListQuerySchema },
    responses: { 200: jsonContent(pageOf(conversationSchema), 'A page of conversations'), ...errorResponses(400, 401, 404) },
  }),
  async (c) => {
    const query = c.req.valid('query');
    if (query.labelId && !(await getLabel(c.var.db, c.var.workspaceId, query.labelId))) throw labelNotFound(query.labelId);
    // A team of another workspace, or none: the desk answers 404.
    if (query.teamId) unwrap(await teamsStub(c.env, c.var.workspaceId).team(query.teamId));
    const page = await listConversations(c.var.db, c.var.workspaceId, query);
    return c.json({ items: page.rows.map((r) => presentConversation(r, r.name)), nextCursor: page.nextCursor }, 200);
  },
);

const action = (name: 'resolve' | 'reopen' | 'read', summary: string) =>
  createRoute({
    'x-kurir-scope': 'inbox',
    method: 'post',
    path: `/{conversationId}/${name}`,
    tags: ['Inbox'],
    summary,
    middleware: [deviceParam()],
    request: { params: conversationPath },
    responses: { 200: jsonContent(conversationSchema, 'The conversation as it is now'), ...errorResponses(401, 404) },
  });

export const deviceConversationApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'get',
      path: '/{conversationId}',
      tags: ['Inbox'],
      summary: 'One conversation with its internal notes',
      middleware: [deviceParam()],
      request: { params: conversationPath },
      responses: { 200: jsonContent(conversationDetailSchema, 'The conversation'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { conversation, notes } = unwrap(await c.var.device.conversation(c.var.within, c.req.valid('param').conversationId));
      const name = await contactName(c.var.db, await workspaceOf(c.var.device, c.var.within), conversation.contactId);
      return c.json({ ...presentConversation(conversation, name), notes: notes.map(presentNote) }, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'get',
      path: '/{conversationId}/messages',
      tags: ['Inbox'],
      summary: 'A conversation’s messages, newest first, with their source and status',
      middleware: [deviceParam()],
      request: {
        params: conversationPath,
        query: z.object({ limit: decimalQuery(1, 200).optional().default(50), cursor: cursorSchema.optional() }),
      },
      responses: { 200: jsonContent(pageOf(inboxMessageSchema), 'A page of messages'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { conversationId } = c.req.valid('param');
      const { limit, cursor } = c.req.valid('query');
      const page = unwrap(await c.var.device.conversationMessages(c.var.within, conversationId, limit, cursor));
      return c.json(
        { items: page.items.map((r) => inboxRecord(r, c.var.deviceId)), nextCursor: page.next ? encodeCursor(page.next) : null },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'post',
      path: '/{conversationId}/history',
      tags: ['Inbox'],
      summary: 'Ask the account’s phone for the conversation’s older messages',
      description:
        'WhatsApp asks the phone for `count` messages older than the oldest the conversation has; they arrive as history (records with `history: true`, no webhook event each) a moment later, with one `history.imported` event (`syncType` `on-demand`). 409 when the device is not connected or the conversation has no message to go back from.',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: {
        params: conversationPath,
        body: jsonBody(strictObject({ count: z.number().int().min(1).max(500).default(50) }).meta({ example: { count: 50 } })),
      },
      responses: {
        202: jsonContent(
          z.object({ before: z.string().meta({ description: 'The message the phone goes back from (its messaging-app id)' }) }),
          'The phone was asked',
        ),
        ...errorResponses(400, 401, 404, 409, 413, 415, 502, 504),
      },
    }),
    async (c) =>
      c.json(
        unwrap(await c.var.device.fetchConversationHistory(c.var.within, c.req.valid('param').conversationId, c.req.valid('json').count)),
        202,
      ),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'post',
      path: '/{conversationId}/assign',
      tags: ['Inbox'],
      summary: 'Assign to a member (null unassigns); sends conversation.assigned',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: conversationPath, body: jsonBody(assignSchema) },
      responses: { 200: jsonContent(conversationSchema, 'The conversation as assigned'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const { conversationId } = c.req.valid('param');
      const device = await c.var.device.view(c.var.within);
      if (!device.ok) throw new HttpError(404, device.message);
      const memberId = await memberOfDevice(c.var.db, device.value.workspaceId, c.req.valid('json').memberId);
      const conversation = unwrap(await c.var.device.assignConversation(c.var.within, conversationId, memberId));
      return c.json(presentConversation(conversation, await contactName(c.var.db, device.value.workspaceId, conversation.contactId)), 200);
    },
  )
  .openapi(action('resolve', 'Resolve: read, and the chatbot may answer here again'), async (c) => {
    const conversation = unwrap(await c.var.device.resolveConversation(c.var.within, c.req.valid('param').conversationId));
    return c.json(presentConversation(conversation), 200);
  })
  .openapi(action('reopen', 'Reopen a resolved conversation'), async (c) => {
    const conversation = unwrap(await c.var.device.reopenConversation(c.var.within, c.req.valid('param').conversationId));
    return c.json(presentConversation(conversation), 200);
  })
  .openapi(action('read', 'Mark read (unread count 0)'), async (c) => {
    const conversation = unwrap(await c.var.device.readConversation(c.var.within, c.req.valid('param').conversationId));
    return c.json(presentConversation(conversation), 200);
  })
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'post',
      path: '/{conversationId}/notes',
      tags: ['Inbox'],
      summary: 'Add an internal note (for the team; never sent)',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: conversationPath, body: jsonBody(noteBodySchema) },
      responses: { 201: jsonContent(noteSchema, 'The note'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const { conversationId } = c.req.valid('param');
      const body = c.req.valid('json');
      const memberId = body.memberId ? await memberOfDevice(c.var.db, await workspaceOf(c.var.device, c.var.within), body.memberId) : null;
      const note = unwrap(await c.var.device.addNote(c.var.within, conversationId, memberId, body.text));
      return c.json(presentNote(note), 201);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'post',
      path: '/{conversationId}/reply',
      tags: ['Inbox'],
      summary: 'Reply as an agent (sent like POST /messages; recorded with source DASHBOARD); the chatbot keeps quiet here until resolved',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: conversationPath, body: jsonBody(replySchema) },
      responses: {
        201: jsonContent(messageRecordSchema, 'The message record, SENT, with source DASHBOARD'),
        ...errorResponses(400, 401, 404, 409, 413, 415, 502, 504),
      },
    }),
    async (c) => {
      const { conversationId } = c.req.valid('param');
      const body = c.req.valid('json');
      const memberId = body.memberId ? await memberOfDevice(c.var.db, await workspaceOf(c.var.device, c.var.within), body.memberId) : null;
      const row = unwrap(await c.var.device.replyInConversation(c.var.within, conversationId, memberId, body.text, body.replyToId));
      return c.json(presentRecord(row) satisfies MessageRecord, 201);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'post',
      path: '/{conversationId}/reaction',
      tags: ['Inbox'],
      summary: 'React to a message of the conversation ("" removes the reaction)',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: conversationPath, body: jsonBody(inboxReactionSchema) },
      responses: {
        201: jsonContent(z.object({ id: z.string() }), 'The reaction was sent'),
        ...errorResponses(400, 401, 404, 409, 413, 415, 502, 504),
      },
    }),
    async (c) => {
      const { conversationId } = c.req.valid('param');
      const { messageId, emoji } = c.req.valid('json');
      return c.json(unwrap(await c.var.device.reactInConversation(c.var.within, conversationId, messageId, emoji)), 201);
    },
  );

async function workspaceOf(device: DeviceStub, within: string | null): Promise<string> {
  const view = await device.view(within);
  if (!view.ok) throw new HttpError(404, view.message);
  return view.value.workspaceId;
}
