/**
 * Spec 4.2: an interactive message from `multipart/form-data` with a `payload` part (JSON) and an
 * optional `file` part (header media, streamed into R2 as it arrives, sniffed from its bytes and
 * stored under its device once accepted).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { HEADER_MEDIA_KINDS, MAX_MEDIA_BYTES } from '../../protocol';
import { deviceStub } from '../kernel/stub';
import { HEADER_MEDIA_RULES, headerMediaOrThrow } from '../media/header-media';
import { mediaKey, nodeMediaPath, publicMediaUrl } from '../media/media';
import { type FileLimit, StagedFile } from '../media/staged-file';
import { streamedForm } from '../media/streamed-form';
import { type AppEnv, createApp } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { jsonPart, unknownFieldsMessage } from '../shared/fields';
import { newId } from '../shared/ids';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { validationHook } from '../shared/validation';
import { idempotency, idempotencyKeyHeader } from './idempotency';
import { EXAMPLE_INTERACTIVE, interactivePayloadSchema, toInteractiveContent } from './interactive-payload';
import { recipientOf } from './recipient';
import { messageRecordSchema, presentRecord } from './records';

/** The largest file (a 100 MiB document) plus room for the payload and the multipart framing. */
const MULTIPART_LIMIT = MAX_MEDIA_BYTES + 1024 * 1024;

const formSchema = z.strictObject(
  {
    payload: jsonPart(interactivePayloadSchema).meta({
      description: 'The message, as JSON: an InteractivePayload',
      contentMediaType: 'application/json',
      contentSchema: { $ref: '#/components/schemas/InteractivePayload' },
      example: JSON.stringify(EXAMPLE_INTERACTIVE),
    }),
    // Streamed into R2 as it arrives (`streamed-form.ts`): the validator is given it as a `StagedFile`.
    file: z
      .instanceof(StagedFile, { error: 'must be a file, not text' })
      .optional()
      .meta({ type: 'string', format: 'binary', description: 'Header media (quick-reply and template with headerMedia)' }),
  },
  // A part the endpoint does not read is named, as a misspelt field of a JSON body is.
  { error: unknownFieldsMessage },
);

/**
 * The file part's limit as it streams: the header media's own when the payload came first and
 * names it, else the largest (a document's); its own limit is held once the payload is read.
 */
function headerFileLimit(name: string, fields: ReadonlyMap<string, string>): FileLimit | null {
  if (name !== 'file') return null;
  let kind: unknown;
  try {
    kind = Reflect.get(Object(JSON.parse(fields.get('payload') ?? '')), 'headerMedia');
  } catch {
    kind = undefined;
  }
  const named = HEADER_MEDIA_KINDS.find((k) => k === kind) ?? 'document';
  const rule = HEADER_MEDIA_RULES[named];
  return {
    maxBytes: rule.maxBytes,
    tooLarge: () =>
      new HttpError(
        413,
        `the file is over ${rule.maxBytes.toLocaleString('en-US')} bytes; headerMedia ${named} allows at most ${rule.maxLabel}`,
      ),
  };
}

const route = createApp();
// The part's JSON is this schema: the document names it as a component for the part to refer to.
route.openAPIRegistry.register('InteractivePayload', interactivePayloadSchema);

export const interactiveRoute = route.openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/',
    tags: ['Messages'],
    summary: 'Send an interactive message (buttons, a list, a code to copy, a template)',
    description:
      'A `payload` part (JSON), and a `file` part for `headerMedia`, which goes to R2 as it arrives, never held whole; an instance receives at most 6 files at once, and one more is a 503 with `Retry-After`.',
    security: [{ ApiKey: [] }],
    middleware: [
      bodyOf('multipart/form-data', MULTIPART_LIMIT, { hint: ' with a payload part', streamed: true }),
      streamedForm<AppEnv>({
        maxBytes: MULTIPART_LIMIT,
        maxParts: 8,
        maxHeaderBytes: 8 * 1024,
        maxTextBytes: JSON_BODY_LIMIT,
        fileLimit: headerFileLimit,
      }),
      idempotency(),
    ],
    request: {
      headers: idempotencyKeyHeader,
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: formSchema, encoding: { payload: { contentType: 'application/json' } } } },
      },
    },
    responses: {
      201: jsonContent(
        messageRecordSchema,
        'The message record, SENT, with its messageId and source API; with sendAt, SCHEDULED (messageId null until it goes)',
      ),
      ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502, 503, 504),
    },
  }),
  async (c) => {
    const { payload, file: staged } = c.req.valid('form');
    const media = headerMediaOrThrow(payload.headerMedia, staged);

    const { workspaceId } = c.var.apiKey;
    c.set('deviceId', payload.deviceId);
    const device = deviceStub(c.env, payload.deviceId);

    let mediaUrl: string | null = null;
    let headerKey: string | null = null;
    let location: { mimeType: string; fileName?: string; url: string } | undefined;
    if (media && staged) {
      const id = newId('hdr');
      headerKey = mediaKey(payload.deviceId, id);
      await staged.store(headerKey, { contentType: media.mimeType, fileName: media.fileName });
      mediaUrl = publicMediaUrl(new URL(c.req.url).origin, payload.deviceId, id);
      location = {
        mimeType: media.mimeType,
        url: nodeMediaPath(payload.deviceId, id),
        ...(media.fileName ? { fileName: media.fileName } : {}),
      };
    }

    const outcome = await device.send(
      workspaceId,
      {
        ...recipientOf(payload),
        text: payload.body,
        mediaUrl,
        replyToId: payload.replyToId ?? null,
        source: 'API',
        ...(c.var.plannedRecordId ? { recordId: c.var.plannedRecordId } : {}),
        ...(payload.typingMs ? { typingMs: payload.typingMs } : {}),
        ...(payload.sendAt !== undefined ? { sendAt: payload.sendAt } : {}),
        content: toInteractiveContent(payload, location),
      },
      c.var.requestLog,
    );
    if (outcome.logged) c.set('logged', true);
    if (!outcome.ok && outcome.recordId) c.set('recordId', outcome.recordId);
    // Refused before any record was written: the stored header is nobody's, so it goes too.
    if (!outcome.ok && !outcome.recordId && headerKey) await c.env.MEDIA.delete(headerKey);
    return c.json(presentRecord(unwrap(outcome)), 201);
  },
  // Issues of the payload part are named by their path in its JSON (`buttons[0].label`).
  validationHook('payload'),
);
