/** The rules of a webhook's configuration (CONTRACT sections 3 and 4). */
import { z } from 'zod';

export const EVENT_NAMES = ['message.inbound', 'message.receipt', 'message.reaction', 'call.received', 'device.status'] as const;
export type EventName = (typeof EVENT_NAMES)[number];
export const RETRY_STRATEGIES = ['fixed', 'linear', 'exponential'] as const;
export type RetryStrategy = (typeof RETRY_STRATEGIES)[number];
export type RetryPolicy = { attempts: number; delaySeconds: number; strategy: RetryStrategy };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, delaySeconds: 2, strategy: 'exponential' };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `https://`, or `http://` to localhost / 127.0.0.1 only when the worker runs locally. */
export function webhookUrlSchema(localDev: boolean) {
  return z.string().superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute URL' });
      return;
    }
    if (value.length > 2048) ctx.addIssue({ code: 'custom', message: 'must be at most 2,048 characters' });
    if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'must not carry credentials; use hmacKey to authenticate requests' });
    if (url.protocol === 'https:') return;
    if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) {
      if (!localDev) ctx.addIssue({ code: 'custom', message: 'http:// is allowed only to localhost while the worker runs locally; use https://' });
      return;
    }
    ctx.addIssue({ code: 'custom', message: localDev ? 'must be https:// (or http:// to localhost / 127.0.0.1)' : 'must be https://' });
  });
}

const retrySchema = z.strictObject({
  attempts: z.number().int().min(1).max(20).default(DEFAULT_RETRY.attempts),
  delaySeconds: z.number().int().min(1).max(3600).default(DEFAULT_RETRY.delaySeconds),
  strategy: z.enum(RETRY_STRATEGIES).default(DEFAULT_RETRY.strategy),
});

const eventsSchema = z
  .array(z.enum(EVENT_NAMES, { message: `must be one of ${EVENT_NAMES.join(', ')}` }))
  .min(1, 'subscribe to at least one event')
  .transform((events) => [...new Set(events)]);

const hmacKeySchema = z.string().min(16, 'must be at least 16 characters').max(256, 'must be at most 256 characters');

export function createWebhookSchema(localDev: boolean) {
  return z.strictObject({
    url: webhookUrlSchema(localDev),
    events: eventsSchema,
    hmacKey: hmacKeySchema.optional(),
    retry: retrySchema.default(DEFAULT_RETRY),
    enabled: z.boolean().default(true),
  });
}

/** A change: any field; `hmacKey: null` removes the key. */
export function patchWebhookSchema(localDev: boolean) {
  return z.strictObject({
    url: webhookUrlSchema(localDev).optional(),
    events: eventsSchema.optional(),
    hmacKey: hmacKeySchema.nullable().optional(),
    retry: retrySchema.partial().optional(),
    enabled: z.boolean().optional(),
  });
}

export type WebhookConfig = {
  id: string;
  url: string;
  events: EventName[];
  hmacKey: string | null;
  retry: RetryPolicy;
  enabled: boolean;
  createdAt: number;
  updatedAt: number;
};

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
    createdAt: new Date(hook.createdAt).toISOString(),
    updatedAt: new Date(hook.updatedAt).toISOString(),
  };
}
