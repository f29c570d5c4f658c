/**
 * The webhook requests in the OpenAPI document (3.1 `webhooks`): one per event of the catalogue,
 * with the body's schema (the outbox's own), the headers every attempt carries, the signature, and
 * what counts as success. docs/webhooks.md tells the same with examples.
 */

import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { EVENT_TYPES, type EventName, eventBodySchemas, TEST_EVENT, TEST_EVENT_SUMMARY } from '../events/event-data';
import { RESPONSE_SNIPPET_BYTES } from './deliver';
import { neededFor } from './event-scopes';

const headers = z.object({
  'X-Kurir-Event': z.string().meta({ description: 'The event’s name, as `event` in the body' }),
  'X-Kurir-Attempt': z.string().meta({ description: '1 for a delivery’s first attempt, then 2, 3…', example: '1' }),
  'X-Kurir-Delivery': z.string().meta({
    description: 'The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery',
    example: 'dlv_8Hk2Qz5Wn1Xr7Lm3Tb9c',
  }),
  'X-Kurir-Signature': z.string().optional().meta({
    description:
      '`sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them',
    example: 'sha256=5d41402abc4b2a76b9719d911017c592a3c3a4d6f1c2e7f9b0a8d6c4e2f1a3b5',
  }),
  'User-Agent': z.string().meta({ example: 'Kurir-Webhooks/1' }),
});

/** Adds every event's request to the document's `webhooks`. */
export function describeWebhookEvents(registry: OpenAPIHono['openAPIRegistry']): void {
  for (const [name, body] of Object.entries(eventBodySchemas)) {
    registry.registerWebhook({
      method: 'post',
      path: name,
      tags: ['Webhook events'],
      summary: name === TEST_EVENT ? TEST_EVENT_SUMMARY : EVENT_TYPES[name as EventName].summary,
      description:
        'POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte.' +
        (name === TEST_EVENT ? '' : ` An API key subscribes to it only with the scope ${neededFor(name as EventName)}.`),
      request: { headers, body: { required: true, content: { 'application/json': { schema: body } } } },
      responses: {
        200: {
          description: `Any 2xx within 10 s: delivered. Up to the first ${RESPONSE_SNIPPET_BYTES} bytes of the answer are kept in the delivery’s history`,
        },
      },
    });
  }
}
