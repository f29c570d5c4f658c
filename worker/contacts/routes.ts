/** `/admin/workspaces/:ws/contacts` and `/admin/workspaces/:ws/contact-settings`: a workspace's contacts and its stop words. */
import { createRoute, z } from '@hono/zod-openapi';
import { updateContactReported } from '../labels/label-changes';
import { labelIdSchema } from '../labels/label-view';
import { getLabel, labelNotFound } from '../labels/labels';
import { createApp } from '../shared/app-env';
import { pageOf, pageQuerySchema } from '../shared/cursor';
import { notFound } from '../shared/errors';
import { idParam, shown, strictObject, textSchema } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { workspaceParam } from '../workspaces/workspace-param';
import { getContact, listContacts } from './contact-list';
import { contactPatchSchema, contactSchema, presentContact } from './contact-view';
import { setStopWords, stopWords } from './opt-out';

const contactPath = z.object({ contactId: idParam('ctc', 'contact', 'contactId') });

export const contactListQuerySchema = pageQuerySchema.extend({
  q: z.string().max(100).optional().meta({ description: 'Name, push name or phone number containing this' }),
  label: z.string().max(50).optional().meta({ description: 'Only the contacts carrying the label of this name' }),
  labelId: labelIdSchema
    .optional()
    .meta({ description: 'Only the contacts carrying this label (404 when the workspace has none of this id)' }),
  optedOut: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export const stopWordsSchema = strictObject({
  stopWords: z
    .array(textSchema(1, 40))
    .min(1, 'keep at least one stop word')
    .max(20, 'at most 20 stop words')
    .meta({ description: 'A message that is one of these words alone (any case, punctuation around it ignored) unsubscribes its sender' }),
}).meta({ id: 'ContactSettings', example: { stopWords: ['STOP', 'BERHENTI'] } });

export const contactApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'contacts',
      method: 'get',
      path: '/',
      tags: ['Contacts'],
      summary: 'List the workspace’s contacts, newest first, by search text, label or opt-out',
      middleware: [workspaceParam()],
      request: { query: contactListQuerySchema },
      responses: { 200: jsonContent(pageOf(contactSchema), 'A page of contacts'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (query.labelId && !(await getLabel(c.var.db, c.var.workspaceId, query.labelId))) throw labelNotFound(query.labelId);
      const page = await listContacts(c.var.db, c.var.workspaceId, query);
      return c.json({ items: page.rows.map(presentContact), nextCursor: page.nextCursor }, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'contacts',
      method: 'get',
      path: '/{contactId}',
      tags: ['Contacts'],
      summary: 'One contact',
      middleware: [workspaceParam()],
      request: { params: contactPath },
      responses: { 200: jsonContent(contactSchema, 'The contact'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { contactId } = c.req.valid('param');
      const row = await getContact(c.var.db, c.var.workspaceId, contactId);
      if (!row) throw notFound(`contact ${shown(contactId)} not found`);
      return c.json(presentContact(row), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'contacts',
      method: 'patch',
      path: '/{contactId}',
      tags: ['Contacts'],
      summary: 'Change a contact’s name, labels, custom fields or opt-out',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: contactPath, body: jsonBody(contactPatchSchema) },
      responses: { 200: jsonContent(contactSchema, 'The contact as changed'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const { contactId } = c.req.valid('param');
      const row = await updateContactReported(c.env, c.var.db, c.var.within, c.var.workspaceId, contactId, c.req.valid('json'), 'operator');
      if (!row) throw notFound(`contact ${shown(contactId)} not found`);
      return c.json(presentContact(row), 200);
    },
  );

export const contactSettingsApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'contacts',
      method: 'get',
      path: '/',
      tags: ['Contacts'],
      summary: 'The workspace’s stop words (default "stop" and "berhenti")',
      middleware: [workspaceParam()],
      responses: { 200: jsonContent(stopWordsSchema, 'The settings'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json({ stopWords: await stopWords(c.var.db, c.var.workspaceId) }, 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'contacts',
      method: 'put',
      path: '/',
      tags: ['Contacts'],
      summary: 'Replace the workspace’s stop words',
      middleware: [workspaceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { body: jsonBody(stopWordsSchema) },
      responses: { 200: jsonContent(stopWordsSchema, 'The settings as stored (normalised)'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json({ stopWords: await setStopWords(c.var.db, c.var.workspaceId, c.req.valid('json').stopWords) }, 200),
  );
