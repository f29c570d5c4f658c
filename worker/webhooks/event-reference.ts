/**
 * The webhook requests in the OpenAPI document (3.1 `webhooks`): one per event of the catalogue,
 * with the body's schema (the outbox's own), the headers every attempt carries, the signature, and
 * what counts as success. docs/webhooks.md tells the same with examples.
 */

import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eventBodySchemas } from '../events/event-data';
import { type EventName, TEST_EVENT } from './config';
import { RESPONSE_SNIPPET_BYTES } from './deliver';
import { neededFor } from './event-scopes';

const SUMMARIES: Record<keyof typeof eventBodySchemas, string> = {
  'message.inbound': 'A message arrived (text, media, a button or list reply)',
  'message.receipt': 'A sent message was delivered, read, played, or refused after being accepted',
  'message.reaction': 'A contact reacted to a message (an empty emoji: the reaction was removed)',
  'message.edited': 'A contact edited a message: its record takes the new text (`editedAt`)',
  'message.revoked': 'A contact deleted a message for everyone: its record says so (`deletedAt`)',
  'message.undelivered':
    'WhatsApp took a sent message and did not deliver it (no receipt in time, or refused after); Kurir sends it once more to the contact’s LID',
  'history.imported':
    'The account’s history came into the inbox (when the device linked, or a conversation asked for more): how many chats and messages; none of them is sent as its own event',
  'poll.vote': 'Someone voted on a poll this device sent: the option texts they chose now',
  'call.received': 'A call came in; one event per call status',
  'device.status': 'The device’s status changed',
  'conversation.assigned': 'A team-inbox conversation was assigned or unassigned',
  'broadcast.completed': 'A broadcast ended (completed or cancelled), with its counts',
  'group.participants': 'People joined or left one of the device’s groups, or were promoted to admin or demoted',
  'group.updated':
    'One of the device’s groups changed its subject, description, picture, settings or invite link (by the device or another member)',
  'webhook.test': 'The dashboard’s “Send test event”, delivered to the webhook tested only',
};

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
      summary: SUMMARIES[name as keyof typeof eventBodySchemas],
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
