/**
 * `/labels` (a workspace's labels: make, list, rename, recolour, delete) and the labelling of
 * conversations (`/conversations/labels` for many at once, `/devices/:id/conversations/:id/labels`
 * for one) and of contacts (`/contacts/:id/labels`). A label of another workspace is unknown: 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getContact } from '../contacts/contact-list';
import { contactSchema, presentContact } from '../contacts/contact-view';
import { conversationSchema, presentConversation } from '../inbox/conversation-view';
import { conversationPath } from '../inbox/schemas';
import { deviceParam } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { HttpError, notFound } from '../shared/errors';
import { idParam, shown, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { workspaceParam } from '../workspaces/workspace-param';
import { labelContact, labelConversations, unlabelAll } from './label-changes';
import { addLabelSchema, labelIdSchema, labelInputSchema, labelPatchSchema, labelPath, labelSchema, MAX_LABELS_EACH } from './label-view';
import { createLabel, deleteLabel, getLabel, labelNotFound, labelsOf, listLabels, presentLabel, updateLabel } from './labels';

const TAGS = ['Labels'];
/** Labels sort the team inbox: their API key scope is `inbox` (a contact's labels: `contacts`). */
const INBOX = { 'x-kurir-scope': 'inbox' } as const;
const CONTACTS = { 'x-kurir-scope': 'contacts' } as const;

export const labelApi = createApp()
  .openapi(
    createRoute({
      ...INBOX,
      method: 'post',
      path: '/',
      tags: TAGS,
      summary: 'Create a label (its name once in the workspace)',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { body: jsonBody(labelInputSchema) },
      responses: { 201: jsonContent(labelSchema, 'The label'), ...errorResponses(400, 401, 404, 409, 413, 415) },
    }),
    async (c) => c.json(presentLabel(await createLabel(c.var.db, c.var.workspaceId, c.req.valid('json'))), 201),
  )
  .openapi(
    createRoute({
      ...INBOX,
      method: 'get',
      path: '/',
      tags: TAGS,
      summary: 'The workspace’s labels, by name (at most 200)',
      middleware: [workspaceParam()],
      responses: { 200: jsonContent(z.object({ items: z.array(labelSchema) }), 'Every label'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json({ items: (await listLabels(c.var.db, c.var.workspaceId)).map(presentLabel) }, 200),
  )
  .openapi(
    createRoute({
      ...INBOX,
      method: 'patch',
      path: '/{labelId}',
      tags: TAGS,
      summary: 'Rename or recolour a label (the contacts carrying it take the new name)',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: labelPath, body: jsonBody(labelPatchSchema) },
      responses: { 200: jsonContent(labelSchema, 'The label as changed'), ...errorResponses(400, 401, 404, 409, 413, 415) },
    }),
    async (c) => {
      const row = await updateLabel(c.var.db, c.var.workspaceId, c.req.valid('param').labelId, c.req.valid('json'));
      return c.json(presentLabel(row), 200);
    },
  )
  .openapi(
    createRoute({
      ...INBOX,
      method: 'delete',
      path: '/{labelId}',
      tags: TAGS,
      summary: 'Delete a label: taken off every conversation (each with label.removed) and contact first',
      middleware: [workspaceParam()],
      request: { params: labelPath },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { labelId } = c.req.valid('param');
      const label = await getLabel(c.var.db, c.var.workspaceId, labelId);
      if (!label) throw labelNotFound(labelId);
      await unlabelAll(c.env, c.var.db, c.var.within, label);
      await deleteLabel(c.var.db, c.var.workspaceId, label);
      return c.body(null, 204);
    },
  );

const labelIds = z.array(labelIdSchema).max(MAX_LABELS_EACH).default([]);

export const bulkLabelSchema = strictObject({
  conversationIds: z
    .array(z.string().regex(/^cnv_[0-9A-Za-z]{20}$/, 'a conversation id (cnv_…)'))
    .min(1)
    .max(100)
    .meta({ description: 'Conversations of the workspace, on any of its devices (at most 100)' }),
  add: labelIds.meta({ description: 'Labels to put on each' }),
  remove: labelIds.meta({ description: 'Labels to take off each' }),
})
  .refine((b) => b.add.length + b.remove.length > 0, { error: 'give labels to add or remove', path: ['add'] })
  .meta({ id: 'BulkLabel', example: { conversationIds: ['cnv_8fK2mQ9xLr4TbZ1cWp7n'], add: ['lbl_8fK2mQ9xLr4TbZ1cWp7n'], remove: [] } });

export const conversationLabelBulkApi = createApp().openapi(
  createRoute({
    ...INBOX,
    method: 'post',
    path: '/labels',
    tags: TAGS,
    summary: 'Put labels on and take labels off many conversations at once (label.added / label.removed for each change)',
    middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
    request: { body: jsonBody(bulkLabelSchema) },
    responses: {
      200: jsonContent(z.object({ items: z.array(conversationSchema) }), 'The conversations as they are now'),
      ...errorResponses(400, 401, 404, 409, 413, 415),
    },
  }),
  async (c) => {
    const body = c.req.valid('json');
    const add = await labelsOf(c.var.db, c.var.workspaceId, body.add);
    const remove = await labelsOf(c.var.db, c.var.workspaceId, body.remove);
    const items = await labelConversations(c.env, c.var.db, c.var.within, c.var.workspaceId, body.conversationIds, add, remove);
    return c.json({ items: items.map((cv) => presentConversation(cv)) }, 200);
  },
);

const oneLabelPath = conversationPath.extend(labelPath.shape);

/** The device's workspace, as its object knows it (404 for a device of another workspace). */
async function deviceWorkspace(c: { var: { device: import('../kernel/stub').DeviceStub; within: string | null } }) {
  const view = await c.var.device.view(c.var.within);
  if (!view.ok) throw new HttpError(404, view.message);
  return view.value.workspaceId;
}

export const deviceConversationLabelApi = createApp()
  .openapi(
    createRoute({
      ...INBOX,
      method: 'post',
      path: '/{conversationId}/labels',
      tags: TAGS,
      summary: 'Put a label on a conversation (label.added)',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: conversationPath, body: jsonBody(addLabelSchema) },
      responses: { 200: jsonContent(conversationSchema, 'The conversation as labelled'), ...errorResponses(400, 401, 404, 409, 413, 415) },
    }),
    async (c) => {
      const [label] = await labelsOf(c.var.db, await deviceWorkspace(c), [c.req.valid('json').labelId]);
      if (!label) throw labelNotFound(c.req.valid('json').labelId);
      const [conversation] = unwrapOne(
        await c.var.device.labelConversations(c.var.within, [c.req.valid('param').conversationId], [label], []),
      );
      return c.json(presentConversation(conversation), 200);
    },
  )
  .openapi(
    createRoute({
      ...INBOX,
      method: 'delete',
      path: '/{conversationId}/labels/{labelId}',
      tags: TAGS,
      summary: 'Take a label off a conversation (label.removed)',
      middleware: [deviceParam()],
      request: { params: oneLabelPath },
      responses: { 200: jsonContent(conversationSchema, 'The conversation as labelled'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { conversationId, labelId } = c.req.valid('param');
      const [label] = await labelsOf(c.var.db, await deviceWorkspace(c), [labelId]);
      if (!label) throw labelNotFound(labelId);
      const [conversation] = unwrapOne(await c.var.device.labelConversations(c.var.within, [conversationId], [], [label]));
      return c.json(presentConversation(conversation), 200);
    },
  );

function unwrapOne<T>(outcome: { ok: true; value: T[] } | { ok: false; status: number; message: string }): [T] {
  if (!outcome.ok) throw new HttpError(outcome.status as 404, outcome.message);
  const [first] = outcome.value;
  if (first === undefined) throw notFound('conversation not found');
  return [first];
}

const contactPath = z.object({ contactId: idParam('ctc', 'contact', 'contactId') });

async function contactOf(c: { var: { db: import('../shared/db').Db; workspaceId: string } }, contactId: string) {
  const row = await getContact(c.var.db, c.var.workspaceId, contactId);
  if (!row) throw notFound(`contact ${shown(contactId)} not found`);
  return row;
}

export const contactLabelApi = createApp()
  .openapi(
    createRoute({
      ...CONTACTS,
      method: 'post',
      path: '/{contactId}/labels',
      tags: TAGS,
      summary: 'Put a label on a contact (label.added on each device of the workspace)',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: contactPath, body: jsonBody(addLabelSchema) },
      responses: { 200: jsonContent(contactSchema, 'The contact as labelled'), ...errorResponses(400, 401, 404, 409, 413, 415) },
    }),
    async (c) => {
      const [label] = await labelsOf(c.var.db, c.var.workspaceId, [c.req.valid('json').labelId]);
      const contact = await contactOf(c, c.req.valid('param').contactId);
      if (!label) throw labelNotFound(c.req.valid('json').labelId);
      return c.json(presentContact(await labelContact(c.env, c.var.db, c.var.within, contact, label, true)), 200);
    },
  )
  .openapi(
    createRoute({
      ...CONTACTS,
      method: 'delete',
      path: '/{contactId}/labels/{labelId}',
      tags: TAGS,
      summary: 'Take a label off a contact (label.removed on each device of the workspace)',
      middleware: [workspaceParam()],
      request: { params: contactPath.extend(labelPath.shape) },
      responses: { 200: jsonContent(contactSchema, 'The contact as labelled'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { contactId, labelId } = c.req.valid('param');
      const [label] = await labelsOf(c.var.db, c.var.workspaceId, [labelId]);
      const contact = await contactOf(c, contactId);
      if (!label) throw labelNotFound(labelId);
      return c.json(presentContact(await labelContact(c.env, c.var.db, c.var.within, contact, label, false)), 200);
    },
  );
