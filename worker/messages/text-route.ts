import { createRoute } from '@hono/zod-openapi';
import { deviceStub } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { badRequest } from '../shared/errors';
import { EXAMPLE_DEVICE_ID, EXAMPLE_PHONE } from '../shared/examples';
import { idSchema, strictObject, textSchema } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { filledWithin, templateText } from '../templates/template-text';
import { idempotency, idempotencyKeyHeader } from './idempotency';
import { messageIdSchema } from './message-id';
import { oneRecipientInSchema, recipientFields, recipientOf, withOneRecipient } from './recipient';
import { messageRecordSchema, presentRecord } from './records';
import { sendAtField } from './send-at';
import { typingField } from './typing';

/** The most a text message holds, in code points: `content`'s limit, and a filled template's. */
export const TEXT_MAX = 65_536;

/** The one statement of POST /messages' rules. */
export const sendTextSchema = withOneRecipient(
  strictObject({
    ...recipientFields,
    content: textSchema(1, TEXT_MAX).optional().meta({
      description:
        'The text; WhatsApp formatting such as *bold* and _italic_ applies. Required unless templateId is given (the template’s text is sent then)',
      example: 'Halo *kak*, pesanan Anda sudah dikirim.',
    }),
    replyToId: messageIdSchema.optional().meta({ description: 'A messaging-app message id to quote' }),
    templateId: idSchema.optional().meta({
      description:
        'A template of the workspace: its text is sent (or `content`, when given, as taken from it), with `{{name}}`, `{{phone}}` and the contact’s custom fields (`{{kota}}`) filled; a variable the contact has no value for needs a fallback (`{{name|kak}}`)',
    }),
    ...typingField,
    ...sendAtField,
  }).superRefine(
    (value, ctx) => {
      if (value.content === undefined && value.templateId === undefined) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: 'is required (or templateId, to send a template’s text)' });
      }
    },
    { when: (parse) => typeof parse.value === 'object' && parse.value !== null && !Array.isArray(parse.value) },
  ),
).meta({
  id: 'SendText',
  ...oneRecipientInSchema,
  example: { deviceId: EXAMPLE_DEVICE_ID, phoneNumber: EXAMPLE_PHONE, content: 'Halo *kak*, pesanan Anda sudah dikirim.' },
});

export const sendTextRoute = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/',
    tags: ['Messages'],
    summary: 'Send a text message',
    security: [{ ApiKey: [] }],
    middleware: [bodyOf('application/json', JSON_BODY_LIMIT), idempotency()],
    request: { headers: idempotencyKeyHeader, body: jsonBody(sendTextSchema) },
    responses: {
      201: jsonContent(
        messageRecordSchema,
        'The message record, SENT, with its messageId and source API; with sendAt, SCHEDULED (messageId null until it goes)',
      ),
      ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502, 504),
    },
  }),
  async (c) => {
    const body = c.req.valid('json');
    const { workspaceId } = c.get('apiKey');
    c.set('deviceId', body.deviceId);
    const device = deviceStub(c.env, body.deviceId);
    const text = body.templateId
      ? filledWithin(
          await templateText(c.get('db'), workspaceId, body.templateId, body, body.content, 'templateId'),
          TEXT_MAX,
          'text message',
        )
      : body.content;
    // The schema's rule: content or templateId.
    if (text === undefined) throw badRequest('content is required', [{ path: 'content', message: 'is required' }]);
    const outcome = await device.send(
      workspaceId,
      {
        ...recipientOf(body),
        text,
        templateId: body.templateId ?? null,
        replyToId: body.replyToId ?? null,
        source: 'API',
        ...(c.get('plannedRecordId') ? { recordId: c.get('plannedRecordId') } : {}),
        ...(body.typingMs ? { typingMs: body.typingMs } : {}),
        ...(body.sendAt !== undefined ? { sendAt: body.sendAt } : {}),
        content: { kind: 'text', text },
      },
      c.get('requestLog'),
    );
    if (outcome.logged) c.set('logged', true);
    if (!outcome.ok && outcome.recordId) c.set('recordId', outcome.recordId);
    return c.json(presentRecord(unwrap(outcome)), 201);
  },
);
