import { createRoute } from '@hono/zod-openapi';
import { contactsContentSchema } from '../../protocol';
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

export const sendContactSchema = withOneRecipient(
  strictObject({
    ...recipientFields,
    contacts: contactsContentSchema.shape.contacts.meta({
      description: 'The cards, 1 to 20; each becomes a vCard whose number WhatsApp links to its account (`waid`)',
      example: [{ name: 'Kurir Andi', phoneNumber: '6281311112222', organization: 'Toko Sinar' }],
    }),
    ...typingField,
    ...sendAtField,
  }),
).meta({
  id: 'SendContact',
  ...oneRecipientInSchema,
  example: {
    deviceId: EXAMPLE_DEVICE_ID,
    phoneNumber: EXAMPLE_PHONE,
    contacts: [{ name: 'Kurir Andi', phoneNumber: '6281311112222', organization: 'Toko Sinar' }],
  },
});

export const contactRoute = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/',
    tags: ['Messages'],
    summary: 'Send contact cards (vCards)',
    security: [{ ApiKey: [] }],
    middleware: [bodyOf('application/json', JSON_BODY_LIMIT), idempotency()],
    request: { headers: idempotencyKeyHeader, body: jsonBody(sendContactSchema) },
    responses: {
      201: jsonContent(messageRecordSchema, 'The message record, SENT (SCHEDULED with sendAt); its content names the contacts'),
      ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502, 504),
    },
  }),
  async (c) => {
    const { deviceId, phoneNumber, groupId, mentions, typingMs, sendAt, contacts } = c.req.valid('json');
    const summary = `👤 ${contacts.map((card) => card.name).join(', ')}`;
    const record = await sendKind(c, {
      deviceId,
      recipient: recipientOf({ phoneNumber, groupId, mentions }),
      typingMs,
      sendAt,
      summary,
      content: { kind: 'contacts', contacts },
    });
    return c.json(record, 201);
  },
);
