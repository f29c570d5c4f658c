/**
 * Broadcasts' management endpoints: create (JSON, or a CSV upload), list, read with progress and
 * failures, pause / resume / cancel, the recipients a page at a time, and a device's pace.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deviceParam, devicePath, deviceStub } from '../kernel/stub';
import { MAX_MEDIA_FILE_BYTES, MEDIA_RULES } from '../media/media-rules';
import type { StagedFile } from '../media/staged-file';
import { type AppEnv, createApp } from '../shared/app-env';
import { pageOf, pageQuerySchema } from '../shared/cursor';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { validationHook } from '../shared/validation';
import { workspaceParam } from '../workspaces/workspace-param';
import { broadcastDevice, broadcastsOf, listBroadcasts } from './broadcasts';
import { type CampaignMedia, createWithMedia, readCampaignMedia } from './campaign-media';
import { keepContactsOf } from './csv-contacts';
import { streamedCsvForm } from './csv-upload';
import { type CampaignInput, prepareCampaign } from './new-campaign';
import { attachment, recipientsCsv } from './recipients-csv';
import {
  broadcastPath,
  createBroadcastSchema,
  csvFormSchema,
  listQuerySchema,
  MAX_CSV_BYTES,
  paceSchema,
  recipientsQuerySchema,
} from './schemas';
import { audienceSchema, broadcastDetailSchema, broadcastSchema, paceSettingsSchema, recipientSchema } from './views';

const tags = ['Broadcasts'];

/** A JSON body may carry a CSV of up to 8 MiB (a 100,000-row audience); the upload takes the file and its payload. */
const CREATE_BODY_LIMIT = MAX_CSV_BYTES + 1024 * 1024;
/** The upload may carry a media file too: the largest a broadcast takes (a 100 MiB document). */
const UPLOAD_BODY_LIMIT = CREATE_BODY_LIMIT + MEDIA_RULES.document.maxBytes;

const previewSchema = z
  .object({
    dryRun: z.literal(true),
    recipients: z.number().int(),
    optedOut: z.number().int().meta({ description: 'Recipients who unsubscribed: they would be skipped' }),
    audience: audienceSchema,
    samples: z.array(z.object({ phone: z.string(), name: z.string().nullable(), text: z.string() })),
  })
  .meta({ id: 'BroadcastPreview' });

/** A campaign as the list shows it: the detail's fields less its message, audience and failures, with a preview of the text. */
export const listItemSchema = broadcastSchema
  .pick({
    id: true,
    workspaceId: true,
    deviceId: true,
    name: true,
    status: true,
    pausedReason: true,
    counts: true,
    scheduledAt: true,
    startedAt: true,
    completedAt: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ messageType: z.enum(['text', 'interactive', 'media']), preview: z.string() })
  .meta({ id: 'BroadcastListItem' });

const created = {
  201: jsonContent(broadcastDetailSchema, 'The campaign, SENDING (or SCHEDULED), with its audience report: bad rows and merged duplicates'),
  200: jsonContent(previewSchema, 'With dryRun: what would be sent, nothing created'),
  ...errorResponses(400, 401, 404, 413, 415, 503),
};

/**
 * Creates the campaign in its device's object (or answers the preview), for the workspace. A media
 * message's file is the `media` part of the upload, or fetched from its `mediaUrl`.
 */
async function create(c: Context<AppEnv>, workspaceId: string, input: CampaignInput, part: StagedFile | null = null) {
  const origin = new URL(c.req.url).origin;
  const media = await readCampaignMedia(input.message, part, { deviceId: input.deviceId, origin, bucket: c.env.MEDIA });
  try {
    return await createReading(c, workspaceId, input, media);
  } finally {
    // Stored with the campaign, or dropped: a preview or a refusal keeps nothing.
    await media?.staged.discard();
  }
}

async function createReading(c: Context<AppEnv>, workspaceId: string, input: CampaignInput, media: CampaignMedia | null) {
  const { campaign, preview } = await prepareCampaign(c.var.db, c.var.d1, workspaceId, input, null, media?.file ?? null);
  const device = deviceStub(c.env, input.deviceId);
  if (input.dryRun) {
    // The device must exist in the workspace even for a preview.
    unwrap(await broadcastsOf(device).broadcastPace(workspaceId));
    const samples = preview.samples.map(({ vars: _, ...shown }) => shown);
    return { status: 200 as const, body: { dryRun: true as const, ...preview, samples } };
  }
  const created = await createWithMedia(c.env.MEDIA, input.deviceId, media, () =>
    broadcastsOf(device).createBroadcast(workspaceId, campaign),
  );
  const body = unwrap(created);
  if (campaign.audience.source === 'csv') await keepContactsOf(c.var.d1, workspaceId, campaign);
  return { status: 201 as const, body };
}

/** `/admin/workspaces/:ws/broadcasts` */
export const workspaceBroadcastApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'broadcasts',
      method: 'post',
      path: '/',
      tags,
      summary: 'Create a broadcast: the audience by labels, a list or a CSV text; send now or at scheduledAt',
      middleware: [workspaceParam(), bodyOf('application/json', CREATE_BODY_LIMIT)],
      request: { body: jsonBody(createBroadcastSchema) },
      responses: created,
    }),
    async (c) => {
      const out = await create(c, c.var.workspaceId, c.req.valid('json'));
      return out.status === 201 ? c.json(out.body, 201) : c.json(out.body, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'broadcasts',
      method: 'post',
      path: '/csv',
      tags,
      summary: 'Create a broadcast from a CSV upload (multipart: payload JSON, file, and a media message’s media file)',
      middleware: [
        workspaceParam(),
        bodyOf('multipart/form-data', UPLOAD_BODY_LIMIT, { hint: ' with a payload part and a file part', streamed: true }),
        streamedCsvForm({
          maxBytes: UPLOAD_BODY_LIMIT,
          maxChunkedBytes: CREATE_BODY_LIMIT,
          maxCsvBytes: MAX_CSV_BYTES,
          maxMediaBytes: MAX_MEDIA_FILE_BYTES,
        }),
      ],
      request: {
        body: {
          required: true,
          content: { 'multipart/form-data': { schema: csvFormSchema, encoding: { payload: { contentType: 'application/json' } } } },
        },
      },
      responses: created,
    }),
    async (c) => {
      const { payload, file, media } = c.req.valid('form');
      // The file, read from R2 as it streams each time the campaign reads it (decoded piece by piece), never held whole.
      const audience = { type: 'file' as const, csv: () => file.bytes(), fileName: file.name || null };
      const out = await create(c, c.var.workspaceId, { ...payload, audience }, media ?? null);
      return out.status === 201 ? c.json(out.body, 201) : c.json(out.body, 200);
    },
    validationHook('payload'),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'broadcasts',
      method: 'get',
      path: '/',
      tags,
      summary: 'The workspace’s broadcasts, newest first, with their counts',
      middleware: [workspaceParam()],
      request: { query: pageQuerySchema.extend(listQuerySchema.shape) },
      responses: { 200: jsonContent(pageOf(listItemSchema), 'A page of broadcasts'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const page = await listBroadcasts(c.var.db, c.var.workspaceId, c.req.valid('query'));
      return c.json({ items: page.items.map((item) => listItemSchema.parse(item)), nextCursor: page.nextCursor }, 200);
    },
  );

const actionPath = broadcastPath.extend({
  action: z
    .enum(['pause', 'resume', 'cancel'], { error: 'no such action: pause, resume or cancel' })
    .meta({ param: { name: 'action', in: 'path' }, example: 'pause' }),
});

/** `/admin/broadcasts/:id` */
export const broadcastApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'broadcasts',
      method: 'get',
      path: '/{id}',
      tags,
      summary: 'A broadcast with its live progress, failure reasons and audience report',
      request: { params: broadcastPath },
      responses: { 200: jsonContent(broadcastDetailSchema, 'The broadcast'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const device = await broadcastDevice(c.var.db, c.env, c.var.within, id);
      return c.json(unwrap(await broadcastsOf(device).broadcast(c.var.within, id)), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'broadcasts',
      method: 'post',
      path: '/{id}/{action}',
      tags,
      summary: 'Pause, resume or cancel a broadcast (a member’s pause holds until resumed; cancelled recipients are never sent)',
      request: { params: actionPath },
      responses: { 200: jsonContent(broadcastDetailSchema, 'The broadcast after the change'), ...errorResponses(401, 404, 409) },
    }),
    async (c) => {
      const { id, action } = c.req.valid('param');
      const device = await broadcastDevice(c.var.db, c.env, c.var.within, id);
      return c.json(unwrap(await broadcastsOf(device).controlBroadcast(c.var.within, id, action)), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'broadcasts',
      method: 'get',
      path: '/{id}/recipients',
      tags,
      summary: 'A broadcast’s recipients in order, each with its status, record and reason',
      request: { params: broadcastPath, query: recipientsQuerySchema },
      responses: { 200: jsonContent(pageOf(recipientSchema), 'A page of recipients'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const device = await broadcastDevice(c.var.db, c.env, c.var.within, id);
      const page = unwrap(
        await broadcastsOf(device).broadcastRecipients(c.var.within, id, query.status ?? null, query.cursor ?? -1, query.limit),
      );
      return c.json({ items: page.items, nextCursor: page.next === null ? null : String(page.next) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/recipients.csv',
      tags,
      summary: "Every recipient of a broadcast with its outcome, as CSV (streamed; cells a spreadsheet would run are prefixed with ')",
      'x-kurir-scope': 'broadcasts',
      request: { params: broadcastPath },
      responses: {
        200: { description: 'The recipients in order, a header line first', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const device = await broadcastDevice(c.var.db, c.env, c.var.within, id);
      const stream = recipientsCsv((after, limit) => broadcastsOf(device).broadcastRecipients(c.var.within, id, null, after, limit));
      return c.body(stream, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachment(`${id}-recipients.csv`) });
    },
  );

/** `/admin/devices/:id/broadcast-pace` */
export const devicePaceApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'broadcasts',
      method: 'get',
      path: '/',
      tags,
      summary: 'A device’s ban protection: the gap between broadcast messages, the daily cap, today’s count',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(paceSettingsSchema, 'The pace'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(unwrap(await broadcastsOf(c.var.device).broadcastPace(c.var.within)), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'broadcasts',
      method: 'put',
      path: '/',
      tags,
      summary: 'Set a device’s pace (a random gap within [paceMinMs, paceMaxMs]) and daily cap',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(paceSchema) },
      responses: { 200: jsonContent(paceSettingsSchema, 'The pace'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(unwrap(await broadcastsOf(c.var.device).setBroadcastPace(c.var.within, c.req.valid('json'))), 200),
  );
