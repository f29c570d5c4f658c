import { createRoute } from '@hono/zod-openapi';
import { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, pollContentSchema } from '../../protocol';
import { createApp } from '../shared/app-env';
import { EXAMPLE_DEVICE_ID, EXAMPLE_PHONE } from '../shared/examples';
import { strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { idempotency, idempotencyKeyHeader } from './idempotency';
import { sendKind } from './kind-send';
import { oneRecipientInSchema, recipientFields, recipientOf, withOneRecipient } from './recipient';
import { messageRecordSchema } from './records';
import { sendAtField } from './send-at';
import { typingField } from './typing';

const { question, options, multipleAnswers } = pollContentSchema.shape;

export const sendPollSchema = withOneRecipient(
  strictObject({
    ...recipientFields,
    question: question.meta({ description: 'Up to 255 characters', example: 'Ukuran apa?' }),
    options: options.meta({
      description: `${POLL_MIN_OPTIONS} to ${POLL_MAX_OPTIONS} distinct options, up to 100 characters each (a vote names an option by its text)`,
      example: ['S', 'M', 'L'],
    }),
    multipleAnswers: multipleAnswers.meta({ description: 'true: a voter may choose several options; false (default): one' }),
    ...typingField,
    ...sendAtField,
  }),
).meta({
  id: 'SendPoll',
  ...oneRecipientInSchema,
  example: {
    deviceId: EXAMPLE_DEVICE_ID,
    phoneNumber: EXAMPLE_PHONE,
    question: 'Jam berapa paket diantar?',
    options: ['Pagi', 'Siang', 'Sore'],
    multipleAnswers: false,
  },
});

export const pollRoute = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/',
    tags: ['Messages'],
    summary: 'Send a poll; votes arrive as poll.vote events',
    security: [{ ApiKey: [] }],
    middleware: [bodyOf('application/json', JSON_BODY_LIMIT), idempotency()],
    request: { headers: idempotencyKeyHeader, body: jsonBody(sendPollSchema) },
    responses: {
      201: jsonContent(messageRecordSchema, 'The message record, SENT (SCHEDULED with sendAt); its content is the question'),
      ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502, 504),
    },
  }),
  async (c) => {
    const { deviceId, phoneNumber, groupId, mentions, typingMs, sendAt, ...poll } = c.req.valid('json');
    const record = await sendKind(c, {
      deviceId,
      recipient: recipientOf({ phoneNumber, groupId, mentions }),
      typingMs,
      sendAt,
      summary: `📊 ${poll.question}`,
      content: { kind: 'poll', ...poll },
    });
    return c.json(record, 201);
  },
);
