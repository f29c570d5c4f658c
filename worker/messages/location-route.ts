import { createRoute } from '@hono/zod-openapi';
import { locationContentSchema } from '../../protocol';
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

const { latitude, longitude, name, address } = locationContentSchema.shape;

export const sendLocationSchema = withOneRecipient(
  strictObject({
    ...recipientFields,
    latitude: latitude.meta({ description: 'Degrees, −90 to 90', example: -6.2088 }),
    longitude: longitude.meta({ description: 'Degrees, −180 to 180', example: 106.8456 }),
    name: name.meta({ description: 'The place’s name, shown above the map', example: 'Toko Sinar' }),
    address: address.meta({ example: 'Jl. Sudirman No. 1, Jakarta' }),
    ...typingField,
    ...sendAtField,
  }),
).meta({
  id: 'SendLocation',
  ...oneRecipientInSchema,
  example: {
    deviceId: EXAMPLE_DEVICE_ID,
    phoneNumber: EXAMPLE_PHONE,
    latitude: -6.2088,
    longitude: 106.8456,
    name: 'Toko Sinar',
    address: 'Jl. Sudirman No. 1, Jakarta',
  },
});

/** The record's content: the place's name, else its coordinates. */
export function locationSummary(place: { latitude: number; longitude: number; name?: string }): string {
  return `📍 ${place.name ?? `${place.latitude}, ${place.longitude}`}`;
}

export const locationRoute = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'messages:send',
    method: 'post',
    path: '/',
    tags: ['Messages'],
    summary: 'Send a location (a map pin)',
    security: [{ ApiKey: [] }],
    middleware: [bodyOf('application/json', JSON_BODY_LIMIT), idempotency()],
    request: { headers: idempotencyKeyHeader, body: jsonBody(sendLocationSchema) },
    responses: {
      201: jsonContent(messageRecordSchema, 'The message record, SENT (SCHEDULED with sendAt); its content names the place'),
      ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502, 504),
    },
  }),
  async (c) => {
    const { deviceId, phoneNumber, groupId, mentions, typingMs, sendAt, ...place } = c.req.valid('json');
    const record = await sendKind(c, {
      deviceId,
      recipient: recipientOf({ phoneNumber, groupId, mentions }),
      typingMs,
      sendAt,
      summary: locationSummary(place),
      content: { kind: 'location', ...place },
    });
    return c.json(record, 201);
  },
);
