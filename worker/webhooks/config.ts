/** The rules of a webhook's configuration (docs/webhooks.md). */

import { z } from '@hono/zod-openapi';
import { EVENT_NAMES, type EventName, TEST_EVENT, type TestEventName } from '../events/event-data';
import { strictObject } from '../shared/fields';
import { isLocalDev } from '../shared/local-dev';
import { ruleIssue } from '../shared/said';
import { iso } from '../shared/time';
import { checkWebhookUrl, MAX_URL_LENGTH } from './url-policy';
import type { WebhookHealth } from './webhook-health';

// Declared with their data, reference line and scopes, in the events' catalogue.
export { EVENT_NAMES, type EventName, TEST_EVENT, type TestEventName };
export const RETRY_STRATEGIES = ['fixed', 'linear', 'exponential'] as const;
export type RetryStrategy = (typeof RETRY_STRATEGIES)[number];
export type RetryPolicy = { attempts: number; delaySeconds: number; strategy: RetryStrategy };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, delaySeconds: 2, strategy: 'exponential' };

/**
 * `https://` to a public host, or http(s) to localhost / 127.0.0.1 / [::1] only while the worker
 * runs locally (`url-policy.ts` says what is refused and why). The value becomes the URL as the
 * parser normalised it: what is stored, shown and delivered to.
 */
export const webhookUrlSchema = z
  .string()
  .transform((value, ctx) => {
    const check = checkWebhookUrl(value, isLocalDev());
    if (check.ok) return check.url;
    ctx.addIssue(ruleIssue(check.said));
    return z.NEVER;
  })
  .meta({
    type: 'string',
    format: 'uri',
    maxLength: MAX_URL_LENGTH,
    description:
      'https:// to a public host (no private, loopback, link-local or metadata address), or http(s):// to localhost / 127.0.0.1 / [::1] while the worker runs locally; stored as the URL parser normalises it',
    example: 'https://shop.example.com/kurir',
  });

const retrySchema = strictObject({
  attempts: z.number().int().min(1).max(20).default(DEFAULT_RETRY.attempts),
  delaySeconds: z.number().int().min(1).max(3600).default(DEFAULT_RETRY.delaySeconds),
  strategy: z.enum(RETRY_STRATEGIES).default(DEFAULT_RETRY.strategy),
});

const eventsSchema = z
  .array(z.enum(EVENT_NAMES, { message: `must be one of ${EVENT_NAMES.join(', ')}` }))
  .min(1, 'subscribe to at least one event')
  .transform((events) => [...new Set(events)])
  .meta({
    description:
      'The events it receives. With an API key, each must be one the key may read: the message events (`message.*`, `poll.vote`, `call.received`) need `messages:read`, `device.status` `devices`, `conversation.assigned` and `conversation.rated` `inbox`, `broadcast.completed` `broadcasts`, `group.participants` and `group.updated` `groups` (or `messages:read` for any of them); 403 otherwise',
  });

const hmacKeySchema = z.string().min(16, 'must be at least 16 characters').max(256, 'must be at most 256 characters');

/**
 * Attempts one webhook may have in flight at once (1 keeps its deliveries strictly in `seq` order).
 * A device's object has at most `MAX_IN_FLIGHT` attempts running (Workers allow 6 simultaneous
 * outgoing connections per invocation), shared fairly among its webhooks.
 */
export const WEBHOOK_CONCURRENCY = { default: 6, max: 6 } as const;
const concurrencySchema = z
  .number()
  .int()
  .min(1)
  .max(WEBHOOK_CONCURRENCY.max)
  .meta({
    description: `Attempts in flight at once (default ${WEBHOOK_CONCURRENCY.default}); 1 delivers one at a time, in seq order. A device's webhooks share ${WEBHOOK_CONCURRENCY.max} between them, so each gets at least its share whatever the others do`,
    example: 1,
  });

/**
 * Events one new webhook may replay: its deliveries are queued in the one transaction that creates
 * it (and each queued for the D1 copy), which must stay short. More is a 400 naming the seq from
 * which the replay fits; `GET /events` reads any kept event.
 */
export const MAX_REPLAY = 10_000;

/** Webhooks one device may have: each takes a share of the device's requests in flight and is read for every event. */
export const MAX_WEBHOOKS_PER_DEVICE = 10;

/**
 * Where a new webhook starts in the device's event log: `"now"` (only events that happen after it
 * is created), or a `seq` of the device's log, from which the events still kept are delivered
 * first (oldest first), then the new ones.
 */
const fromSchema = z
  .union([z.literal('now'), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)], {
    message: 'must be "now" or a seq (a whole number from 1)',
  })
  .meta({
    description:
      "`\"now\"` (the default): only events that happen after the webhook is created, so its first delivery carries whatever `seq` the device has reached (`seq` counts the device's events, not a webhook's deliveries). A number: replay the device's kept events of the subscribed kinds from that `seq` on (1 for all it keeps), oldest first, before the new ones; a 409 names the oldest `seq` still kept when the log no longer reaches back that far. " +
      `A replay is at most ${MAX_REPLAY} events of its kinds: more is a 400 naming the \`seq\` from which it fits`,
    example: 'now',
  });
export type WebhookFrom = z.infer<typeof fromSchema>;

export const createWebhookSchema = strictObject({
  url: webhookUrlSchema,
  events: eventsSchema,
  hmacKey: hmacKeySchema.optional(),
  retry: retrySchema.default(DEFAULT_RETRY),
  enabled: z.boolean().default(true),
  concurrency: concurrencySchema.default(WEBHOOK_CONCURRENCY.default),
  from: fromSchema.default('now'),
}).meta({
  id: 'NewWebhook',
  example: {
    url: 'https://shop.example.com/kurir',
    events: ['message.inbound', 'message.receipt'],
    retry: { attempts: 5, delaySeconds: 2, strategy: 'exponential' },
  },
});

/** A change: any field; `hmacKey: null` removes the key. */
export const patchWebhookSchema = strictObject({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  hmacKey: hmacKeySchema.nullable().optional(),
  retry: retrySchema.partial().optional(),
  enabled: z.boolean().optional(),
  concurrency: concurrencySchema.optional(),
}).meta({ id: 'WebhookChange', example: { events: ['message.inbound', 'message.receipt', 'device.status'], enabled: true } });
export type WebhookPatch = z.infer<typeof patchWebhookSchema>;

/** Applies a change to a webhook. */
export function patchWebhook(current: WebhookConfig, patch: WebhookPatch, now: number): WebhookConfig {
  const retry = Object.fromEntries(Object.entries(patch.retry ?? {}).filter(([, v]) => v !== undefined));
  return {
    ...current,
    ...(patch.url !== undefined ? { url: patch.url } : {}),
    ...(patch.events !== undefined ? { events: patch.events } : {}),
    ...(patch.hmacKey !== undefined ? { hmacKey: patch.hmacKey } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    ...(patch.concurrency !== undefined ? { concurrency: patch.concurrency } : {}),
    retry: { ...current.retry, ...retry },
    updatedAt: now,
  };
}

export type WebhookConfig = {
  id: string;
  url: string;
  events: EventName[];
  hmacKey: string | null;
  retry: RetryPolicy;
  enabled: boolean;
  concurrency: number;
  /** The first device `seq` this webhook was created to receive; null for a webhook made before this was kept. */
  fromSeq: number | null;
  createdAt: number;
  updatedAt: number;
};

export const webhookHealthSchema = z
  .object({
    lastDelivery: z
      .object({
        at: z.iso.datetime().meta({ description: 'When the last delivery attempt ended' }),
        ok: z.boolean().meta({ description: 'Whether the receiver answered 2xx' }),
        statusCode: z.number().int().nullable(),
        error: z.string().nullable(),
      })
      .nullable()
      .meta({ description: 'The last delivery attempt; null before the first' }),
    attemptsLast24h: z.number().int().meta({ description: 'Delivery attempts in the current hour and the 23 before it' }),
    failuresLast24h: z.number().int().meta({ description: 'Failed attempts among them', example: 0 }),
  })
  .meta({ id: 'WebhookHealth', description: 'Counted as attempts finish (hourly buckets), not read from the delivery history' });

export const webhookViewSchema = z
  .object({
    id: z.string(),
    deviceId: z.string(),
    url: z.string(),
    events: z.array(z.enum(EVENT_NAMES)),
    hasHmacKey: z.boolean().meta({ description: 'Whether requests are signed; the key itself is write-only' }),
    retry: z.object({ attempts: z.number().int(), delaySeconds: z.number().int(), strategy: z.enum(RETRY_STRATEGIES) }),
    enabled: z.boolean(),
    concurrency: z.number().int().meta({ description: 'Attempts in flight at once; 1: one at a time, in seq order' }),
    fromSeq: z.number().int().nullable().meta({
      description:
        'The first device `seq` this webhook receives (of its kinds): the device\'s next `seq` at creation for `from: "now"`, or the `from` it was created with to replay kept events; null for a webhook created before this was recorded',
      example: 4,
    }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    health: webhookHealthSchema.optional().meta({ description: 'In the list of a device’s webhooks' }),
  })
  .meta({ id: 'Webhook' });

export function presentHealth(h: WebhookHealth): z.infer<typeof webhookHealthSchema> {
  return {
    lastDelivery: h.lastAt === null ? null : { at: iso(h.lastAt), ok: h.lastOk === true, statusCode: h.lastStatusCode, error: h.lastError },
    attemptsLast24h: h.attempts24h,
    failuresLast24h: h.failures24h,
  };
}

/** What the management interface shows: never the key itself. */
export function presentWebhook(hook: WebhookConfig, deviceId: string) {
  return {
    id: hook.id,
    deviceId,
    url: hook.url,
    events: hook.events,
    hasHmacKey: hook.hmacKey !== null,
    retry: hook.retry,
    enabled: hook.enabled,
    concurrency: hook.concurrency,
    fromSeq: hook.fromSeq,
    createdAt: iso(hook.createdAt),
    updatedAt: iso(hook.updatedAt),
  };
}
