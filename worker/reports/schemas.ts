/** The reports' query and answers, as `/openapi.json` declares them. */
import { z } from '@hono/zod-openapi';
import { ruleCheck, said } from '../shared/said';
import { HAND_OVER_CAUSES, MEND_CAUSES, STALL_CAUSES } from './report-counters';
import { daysBetween, isTimeZone } from './time-zone';
import { FAILURE_CAUSES } from './webhook-counts';

/** Days a report covers at most, and at most with hourly buckets. */
export const MAX_DAYS = 92;
export const MAX_HOURLY_DAYS = 31;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written `YYYY-MM-DD` (Date.parse takes 2026-11-31 for December 1st). */
function isDate(d: string): boolean {
  const ms = Date.parse(`${d}T00:00:00Z`);
  return DAY.test(d) && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === d;
}

/**
 * The days a report may name. No counter is older than Kurir (none before 2000), and a year far
 * ahead or before 1970 (negative hours) is a mistyped date, answered as one rather than read.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

const notADate = ruleCheck(said('report.notADate'));
const outside = ruleCheck(said('report.dayOutside', { first: FIRST_DAY, last: LAST_DAY }));
const inReportDays = (d: string) => d >= FIRST_DAY && d <= LAST_DAY;

/** A report's day: `YYYY-MM-DD`, a real one, within FIRST_DAY…LAST_DAY. */
export const reportDay = z.string().regex(DAY, 'must be a date, YYYY-MM-DD').refine(isDate, notADate).refine(inReportDays, outside);

/**
 * A report's day as a form gives it (a date input's value), by the same rules, each said in the
 * viewer's language: one message for a day that is not one (a pattern's is English only, and a
 * date input may send a year of five digits), and the range only for a real day.
 */
export const formReportDay = z
  .string()
  .refine(isDate, notADate)
  .refine((d) => !isDate(d) || inReportDays(d), outside);

export const reportQuerySchema = z
  .object({
    from: reportDay.meta({ description: 'The first local day of the range (in `tz`)', example: '2026-11-20' }),
    to: reportDay.meta({ description: 'The last local day of the range, counted', example: '2026-11-26' }),
    tz: z
      .string()
      .max(64)
      .refine(isTimeZone, 'must be an IANA time zone, e.g. Asia/Jakarta')
      .default('UTC')
      .meta({ description: 'The viewer’s IANA time zone: days and hours are local to it', example: 'Asia/Jakarta' }),
    bucket: z.enum(['hour', 'day']).default('day').meta({ description: 'Series by local hour or day', example: 'day' }),
    deviceId: z.string().max(64).optional().meta({ description: 'Only this device’s figures', example: 'dev_8fK2mQ9xLr4TbZ1cWp7n' }),
  })
  .superRefine((q, ctx) => {
    if (!reportDay.safeParse(q.from).success || !reportDay.safeParse(q.to).success) return;
    const days = daysBetween(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days > MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `a range covers at most ${MAX_DAYS} days` });
    else if (q.bucket === 'hour' && days > MAX_HOURLY_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['bucket'], message: `hourly buckets cover at most ${MAX_HOURLY_DAYS} days` });
    }
  });

export type ReportQuery = z.infer<typeof reportQuerySchema>;

const bucket = {
  start: z.iso.datetime().meta({ description: 'The bucket’s first UTC hour' }),
  label: z.string().meta({ description: 'Local day or hour' }),
};
const counts = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>;
const range = { from: z.string(), to: z.string(), tz: z.string(), bucket: z.enum(['hour', 'day']) };

const summary = z
  .object({
    count: z.number().int(),
    median: z.number().int().nullable().meta({ description: 'ms, at most (the histogram bucket’s upper edge)' }),
    p90: z.number().int().nullable().meta({ description: 'ms, at most' }),
  })
  .meta({ id: 'DurationSummary' });

const SOURCES = ['inbound', 'api', 'agent', 'broadcast', 'chatbot', 'assistant'] as const;
/** `undelivered`: taken by WhatsApp, no delivery receipt in the device's time (the delivery watchdog). */
const FUNNEL = ['sent', 'delivered', 'read', 'played', 'failed', 'undelivered'] as const;

export const messagesReportSchema = z
  .object({ ...range, buckets: z.array(z.object({ ...bucket, ...counts(SOURCES) })), totals: z.object(counts(SOURCES)) })
  .meta({
    id: 'MessagesReport',
    example: {
      from: '2026-11-26',
      to: '2026-11-26',
      tz: 'Asia/Jakarta',
      bucket: 'day',
      buckets: [
        {
          start: '2026-11-25T17:00:00.000Z',
          label: '2026-11-26',
          inbound: 12,
          api: 30,
          agent: 8,
          broadcast: 200,
          chatbot: 5,
          assistant: 9,
        },
      ],
      totals: { inbound: 12, api: 30, agent: 8, broadcast: 200, chatbot: 5, assistant: 9 },
    },
  });

const reason = z.object({ reason: z.string(), count: z.number().int() });

export const deliveryReportSchema = z
  .object({
    ...range,
    buckets: z.array(z.object({ ...bucket, ...counts(FUNNEL) })),
    totals: z.object(counts(FUNNEL)),
    failures: z.array(reason).meta({ description: 'Failed messages by the messaging server’s reason' }),
  })
  .meta({ id: 'DeliveryReport' });

const ratings = z
  .object({
    count: z.number().int().meta({ description: 'Answers to the rating question in the range' }),
    average: z.number().nullable().meta({ description: 'Their average score, 1 to 5 (two decimals), null without answers' }),
    distribution: z.object(counts(['1', '2', '3', '4', '5'] as const)).meta({ description: 'Answers by score' }),
  })
  .meta({ id: 'RatingSummary' });

export const inboxReportSchema = z
  .object({
    ...range,
    buckets: z.array(z.object({ ...bucket, opened: z.number().int(), resolved: z.number().int() })),
    totals: z.object({ opened: z.number().int(), resolved: z.number().int(), firstResponse: summary, resolution: summary, ratings }),
    agents: z.array(z.object({ memberId: z.string(), resolved: z.number().int(), firstResponse: summary, resolution: summary, ratings })),
    teams: z
      .array(
        z.object({
          teamId: z.string(),
          name: z.string(),
          members: z.number().int().meta({ description: 'Members the team has now' }),
          resolved: z.number().int(),
          firstResponse: summary,
          resolution: summary,
          ratings,
        }),
      )
      .meta({
        description:
          'Every team of the workspace with its members’ figures summed (the members it has now; a member in two teams counts in both); empty in an agent’s own view',
      }),
    labels: z
      .array(
        z.object({
          labelId: z.string(),
          name: z.string().nullable().meta({ description: 'null for a label deleted since' }),
          color: z.string().nullable(),
          opened: z
            .number()
            .int()
            .meta({ description: 'Conversations opened carrying the label, or given it while open (once an opening)' }),
          resolved: z.number().int().meta({ description: 'Conversations resolved carrying the label' }),
          firstResponse: summary,
          resolution: summary,
        }),
      )
      .meta({
        description:
          'The labels the range counts anything for, most opened first; a first response counts for the labels its conversation carried as the agent answered, a resolution for those it carried as it was resolved; empty in an agent’s own view',
      }),
    heatmap: z
      .array(z.array(z.number().int()))
      .meta({ description: 'Conversations opened by a received message, [weekday Monday..Sunday][local hour 0..23]' }),
  })
  .meta({ id: 'InboxReport' });

export const campaignsReportSchema = z
  .object({
    ...range,
    campaigns: z.array(
      z.object({
        broadcastId: z.string(),
        name: z.string().nullable(),
        sent: z.number().int(),
        delivered: z.number().int(),
        read: z.number().int(),
        replied: z.number().int(),
        failed: z.number().int(),
        optedOut: z.number().int(),
        skipped: z.array(reason),
      }),
    ),
  })
  .meta({ id: 'CampaignsReport' });

export const webhooksReportSchema = z
  .object({
    ...range,
    buckets: z.array(z.object({ ...bucket, ...counts(['succeeded', ...FAILURE_CAUSES] as const) })),
    webhooks: z.array(
      z.object({
        webhookId: z.string(),
        url: z.string().nullable(),
        deliveries: z.number().int().meta({ description: 'Deliveries that ended (succeeded or failed for good)' }),
        delivered: z.number().int(),
        attempts: z.number().int(),
        succeeded: z.number().int(),
        successRate: z.number().nullable(),
        attemptsPerDelivery: z.number().nullable(),
        latency: z.object({ count: z.number().int(), p50: z.number().int().nullable(), p95: z.number().int().nullable() }),
        failures: z.object(counts(FAILURE_CAUSES)),
      }),
    ),
  })
  .meta({ id: 'WebhooksReport' });

export const chatbotReportSchema = z
  .object({
    ...range,
    buckets: z.array(z.object({ ...bucket, fired: z.number().int(), handover: z.number().int() })),
    totals: z.object({ fired: z.number().int(), handover: z.number().int() }),
    rules: z.array(z.object({ ruleId: z.string(), fired: z.number().int() })),
  })
  .meta({ id: 'ChatbotReport' });

const KEPT = ['mended', 'stalled'] as const;

export const healthReportSchema = z
  .object({
    ...range,
    buckets: z.array(z.object({ ...bucket, ...counts(KEPT) })),
    totals: z.object(counts(KEPT)),
    devices: z
      .array(
        z.object({
          deviceId: z.string(),
          name: z.string().nullable().meta({ description: 'null for a device since deleted' }),
          mended: z.number().int().meta({ description: 'Contacts’ Signal sessions mended (Bad MAC, no session, a changed identity)' }),
          stalled: z.number().int().meta({ description: 'Connections closed and opened anew after they stalled' }),
          causes: z.object(counts([...MEND_CAUSES, ...STALL_CAUSES])).meta({
            description:
              '`identity-changed` (the contact reinstalled), `retry-asked` (the contact could not read a message), `undecryptable` (the device could not, and asked again); `no-pong`, `no-ack` (the socket carried nothing)',
          }),
        }),
      )
      .meta({ description: 'The devices that mended or replaced anything in the range, most first' }),
  })
  .meta({
    id: 'HealthReport',
    example: {
      from: '2026-11-20',
      to: '2026-11-26',
      tz: 'Asia/Jakarta',
      bucket: 'day',
      buckets: [{ start: '2026-11-25T17:00:00.000Z', label: '2026-11-26', mended: 3, stalled: 1 }],
      totals: { mended: 3, stalled: 1 },
      devices: [
        {
          deviceId: 'dev_8fK2mQ9xLr4TbZ1cWp7n',
          name: 'CS Jakarta',
          mended: 3,
          stalled: 1,
          causes: { 'identity-changed': 2, 'retry-asked': 1, undecryptable: 0, 'no-pong': 1, 'no-ack': 0 },
        },
      ],
    },
  });

const ASSISTANT_SERIES = ['calls', 'answers', 'handovers', 'tokens'] as const;

export const assistantReportSchema = z
  .object({
    ...range,
    buckets: z.array(z.object({ ...bucket, ...counts(ASSISTANT_SERIES) })),
    totals: z.object({
      ...counts(ASSISTANT_SERIES),
      promptTokens: z.number().int(),
      completionTokens: z.number().int(),
      failures: z.number().int().meta({ description: 'Calls the provider failed (timeout, 429, 5xx, refused key, …)' }),
      time: z
        .object({
          count: z.number().int(),
          average: z.number().int().nullable().meta({ description: 'ms' }),
          p50: z.number().int().nullable().meta({ description: 'ms, at most (the histogram bucket’s upper edge)' }),
          p95: z.number().int().nullable().meta({ description: 'ms, at most; null past 60 s' }),
        })
        .meta({ description: 'How long the model took to answer a call' }),
    }),
    outcomes: z
      .array(z.object({ outcome: z.string(), count: z.number().int() }))
      .meta({ description: '`answer`, `tool` (it called a tool), `summary` (a hand-over’s note), or the failure’s kind; most first' }),
    handovers: z.object(counts(HAND_OVER_CAUSES)).meta({
      description:
        'Conversations handed to a person, by cause: `model` (it called hand_over: the customer asked for a person, or it could not help), `daily-answers`, `turns`, `token-budget`, `no-provider`, `provider-failing`, `no-answer`, `tool-rounds`',
    }),
  })
  .meta({
    id: 'AssistantReport',
    example: {
      from: '2026-11-26',
      to: '2026-11-26',
      tz: 'Asia/Jakarta',
      bucket: 'day',
      buckets: [{ start: '2026-11-25T17:00:00.000Z', label: '2026-11-26', calls: 14, answers: 11, handovers: 2, tokens: 18400 }],
      totals: {
        calls: 14,
        answers: 11,
        handovers: 2,
        tokens: 18400,
        promptTokens: 17100,
        completionTokens: 1300,
        failures: 1,
        time: { count: 14, average: 1320, p50: 2000, p95: 4000 },
      },
      outcomes: [
        { outcome: 'answer', count: 11 },
        { outcome: 'summary', count: 1 },
        { outcome: 'tool', count: 1 },
        { outcome: 'timeout', count: 1 },
      ],
      handovers: {
        model: 1,
        'daily-answers': 0,
        turns: 0,
        'token-budget': 0,
        'no-provider': 0,
        'provider-failing': 1,
        'no-answer': 0,
        'tool-rounds': 0,
      },
    },
  });
