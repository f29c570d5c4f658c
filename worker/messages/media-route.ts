/**
 * POST /messages/media: an image, a video, audio (or a voice note), a document or a sticker, from
 * `multipart/form-data` (a `payload` part, JSON, and a `file` part) or from JSON with `mediaUrl`,
 * which the worker fetches. Either way the file streams into R2 as it arrives (`staged-file.ts`:
 * memory stays flat whatever its size), its bytes decide its type, and the session-node reads the
 * stored copy from the worker's media door, as interactive header media are.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { MEDIA_TYPES, type MediaType } from '../../protocol';
import { deviceStub } from '../kernel/stub';
import { MAX_MEDIA_FILE_BYTES, MEDIA_RULES } from '../media/media-rules';
import { type FileLimit, StagedFile } from '../media/staged-file';
import { streamedForm } from '../media/streamed-form';
import { type AppEnv, createApp } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { jsonPart, shown, unknownFieldsMessage } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { type ValidationResult, validationHook } from '../shared/validation';
import { idempotency, idempotencyKeyHeader } from './idempotency';
import { checkMediaFile, fetchMediaFile, storeMediaFile } from './media-file';
import { EXAMPLE_MEDIA_PAYLOAD, type MediaPayload, mediaPartPayloadSchema, mediaUrlPayloadSchema } from './media-payload';
import { recipientOf } from './recipient';
import { messageRecordSchema, presentRecord } from './records';
import { templateCaption } from './template-caption';

/**
 * The largest file (a 100 MiB document) plus room for the payload and the multipart framing. The
 * body is refused as it streams past this, before it is all read.
 */
const MULTIPART_LIMIT = MAX_MEDIA_FILE_BYTES + 1024 * 1024;

/** The payload part's 400 when the first part is another: the payload says the file's type, whose limit applies as it streams. */
const payloadFirst = (found: string | undefined) =>
  new HttpError(400, 'the payload part must come before the file part', [
    {
      path: 'payload',
      message: `must be the body's first part (it says the file's type, whose size limit applies as the file streams); the first part is ${found === undefined ? 'unnamed' : JSON.stringify(shown(found))}`,
    },
  ]);

/**
 * The file part's limit, from the payload before it: its type's (an image is refused with 413 at
 * 5 MiB, as it streams, not at the body's 101 MiB), or the largest of any type when the payload
 * names none (the validator then says what is wrong with it).
 */
function fileLimit(name: string, fields: ReadonlyMap<string, string>): FileLimit | null {
  if (name !== 'file') return null;
  const type = typeOfPayload(fields.get('payload') ?? '');
  const { maxBytes, label } = type ? limitOf({ type }) : { maxBytes: MAX_MEDIA_FILE_BYTES, label: 'the largest of any type' };
  return {
    maxBytes,
    tooLarge: () =>
      new HttpError(
        413,
        `the file is over ${maxBytes.toLocaleString('en-US')} bytes; ${type ? `type ${type} allows at most ` : ''}${label}`,
      ),
  };
}

const formSchema = z.strictObject(
  {
    payload: jsonPart(mediaPartPayloadSchema).meta({
      description: 'The message, as JSON: a MediaPayload',
      contentMediaType: 'application/json',
      contentSchema: { $ref: '#/components/schemas/MediaPayload' },
      example: JSON.stringify(EXAMPLE_MEDIA_PAYLOAD),
    }),
    // Streamed into R2 as it arrives (`streamed-form.ts`): the validator is given it as a `StagedFile`.
    file: z
      .instanceof(StagedFile, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a file, not text') })
      .meta({ type: 'string', format: 'binary', description: 'The file; its bytes decide its type, not its declared Content-Type' }),
  },
  { error: unknownFieldsMessage },
);

const multipartGate = bodyOf('multipart/form-data', MULTIPART_LIMIT, {
  hint: ' with payload and file parts, or application/json with mediaUrl',
  streamed: true,
});
const multipartForm = streamedForm<AppEnv>({
  maxBytes: MULTIPART_LIMIT,
  maxParts: 8,
  maxHeaderBytes: 8 * 1024,
  maxTextBytes: JSON_BODY_LIMIT,
  fileLimit,
  leading: { name: 'payload', outOfOrder: payloadFirst },
});
const jsonGate = bodyOf('application/json', JSON_BODY_LIMIT);

/** The two forms of the request, each through its own body gate (size, charset, multipart shape). */
const eitherBody: MiddlewareHandler<AppEnv> = (c, next) =>
  (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json')
    ? jsonGate(c, next)
    : multipartGate(c, async () => {
        await multipartForm(c, next);
      });

/** A JSON part's issues are named by their path in its JSON (`caption`); a JSON body's by theirs. */
const hook = (result: ValidationResult) => validationHook(result.target === 'form' ? 'payload' : undefined)(result);

const route = createApp();
route.openAPIRegistry.register('MediaPayload', mediaPartPayloadSchema);

const definition = createRoute({
  'x-kurir-scope': 'messages:send',
  method: 'post',
  path: '/',
  tags: ['Messages'],
  summary: 'Send an image, video, audio or voice note, document or sticker',
  description:
    'A `payload` part, then a `file` part (multipart/form-data), or a JSON body with `mediaUrl` instead of the file. ' +
    'The payload comes first: its type’s size limit is applied as the file streams (413 past it, the rest unread). ' +
    'Limits: image 5 MiB, video and audio 16 MiB, document 100 MiB, sticker 100 KiB (500 KiB animated). ' +
    'A request body is capped at 100 MB on the Free and Pro plans: a file near or past that goes by `mediaUrl`. ' +
    'The file goes to R2 as it arrives, never held whole; an instance receives at most 6 files at once, and one more is a 503 with `Retry-After`.',
  security: [{ ApiKey: [] }],
  middleware: [eitherBody, idempotency()],
  request: {
    headers: idempotencyKeyHeader,
    body: {
      // Not required while the validators are built: a required body would make both of them run,
      // and the JSON one refuse every multipart request. The body gate refuses a missing or other
      // body with 415; the document says required (set below, after registration).
      required: false,
      content: {
        'multipart/form-data': { schema: formSchema, encoding: { payload: { contentType: 'application/json' } } },
        'application/json': { schema: mediaUrlPayloadSchema },
      },
    },
  },
  responses: {
    201: jsonContent(
      messageRecordSchema,
      'The message record, SENT (SCHEDULED with sendAt); its mediaUrl serves the stored file, its content is the caption or ""',
    ),
    ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502, 503, 504),
  },
});

export const mediaRoute = route.openapi(
  definition,
  async (c) => {
    const byUrl = (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json');
    // Only the validator of the request's own type ran; the other's target holds {}.
    const body = byUrl ? c.req.valid('json') : c.req.valid('form');
    let payload: MediaPayload;
    let staged: StagedFile;
    if ('mediaUrl' in body) {
      const { mediaUrl, ...rest } = body;
      payload = rest;
      staged = await fetchMediaFile(c.env.MEDIA, mediaUrl, payload.type);
    } else {
      payload = body.payload;
      staged = body.file;
    }
    try {
      return await send(c, payload, staged, byUrl ? 'mediaUrl' : 'file');
    } finally {
      // Dropped unless stored (an upload's form drops it too; a download has no form).
      await staged.discard();
    }
  },
  hook,
);

/** The checked file stored, then sent: the record (201), or the device's refusal with the file removed again. */
async function send(c: Context<AppEnv>, payload: MediaPayload, staged: StagedFile, path: string) {
  const origin = new URL(c.req.url).origin;
  const file = checkMediaFile(payload, staged, { deviceId: payload.deviceId, origin, path });

  const { workspaceId } = c.var.apiKey;
  c.set('deviceId', payload.deviceId);
  const device = deviceStub(c.env, payload.deviceId);
  const caption = await templateCaption(c.var.db, workspaceId, payload);

  const key = await storeMediaFile(payload.deviceId, file, staged, payload.fileName);
  const outcome = await device.send(
    workspaceId,
    {
      ...recipientOf(payload),
      ...(payload.typingMs ? { typingMs: payload.typingMs } : {}),
      ...(payload.sendAt !== undefined ? { sendAt: payload.sendAt } : {}),
      text: caption ?? '',
      mediaUrl: file.mediaUrl,
      templateId: payload.templateId ?? null,
      replyToId: payload.replyToId ?? null,
      source: 'API',
      ...(c.var.plannedRecordId ? { recordId: c.var.plannedRecordId } : {}),
      mediaSha256: file.sha256,
      mediaSize: staged.size,
      content: {
        kind: 'media',
        type: payload.type,
        mimeType: file.mimeType,
        url: file.nodeUrl,
        ...(caption !== undefined ? { caption } : {}),
        ...(payload.fileName !== undefined ? { fileName: payload.fileName } : {}),
        ...(payload.voiceNote ? { voiceNote: true } : {}),
      },
    },
    c.var.requestLog,
  );
  if (outcome.logged) c.set('logged', true);
  if (!outcome.ok && outcome.recordId) c.set('recordId', outcome.recordId);
  // Refused before any record was written: the stored file is nobody's, so it goes too.
  if (!outcome.ok && !outcome.recordId) await c.env.MEDIA.delete(key);
  return c.json(presentRecord(unwrap(outcome)), 201);
}

// The registry keeps the definition by reference and reads it when the document is made.
if (definition.request?.body) Reflect.set(definition.request.body, 'required', true);

/** The `type` a payload part's JSON names, if it is one. */
function typeOfPayload(content: string): MediaType | undefined {
  try {
    const type: unknown = Reflect.get(Object(JSON.parse(content)), 'type');
    return MEDIA_TYPES.find((known) => known === type);
  } catch {
    return undefined;
  }
}

/** How large the file of `payload` may be, before its bytes say more (an animated sticker may be larger). */
function limitOf(payload: { type: MediaType }): { maxBytes: number; label: string } {
  const rule = MEDIA_RULES[payload.type];
  return { maxBytes: rule.maxBytes, label: `${rule.maxLabel} (${rule.maxBytes.toLocaleString('en-US')} bytes)` };
}
