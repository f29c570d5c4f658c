/** The rules of the broadcasts' management requests: one statement each, read by the validator and the OpenAPI document. */

import { z } from '@hono/zod-openapi';
import { StagedFile } from '../media/staged-file';
import { EXAMPLE_DEVICE_ID } from '../shared/examples';
import { decimalQuery, idParam, idSchema, jsonPart, strictObject, textSchema, unknownFieldsMessage } from '../shared/fields';
import { ruleCheck, said } from '../shared/said';
import { MAX_RECIPIENTS } from './audience';
import { UploadedCsv } from './csv-upload';
import { broadcastMessageSchema } from './message';
import { DEFAULT_PACE, PACE_LIMITS_MS } from './pace';
import { DEFAULT_COUNTRY_CODE } from './phone-number';
import { RECIPIENT_STATUSES } from './views';

/** The largest CSV a campaign takes: 100,000 rows of a number, a name and a few short columns. */
export const MAX_CSV_BYTES = 8 * 1024 * 1024;

/** The `:id` of `/admin/broadcasts/:id`: anything that cannot be a broadcast's id is a 404 without a lookup. */
export const broadcastPath = z.object({ id: idParam('brd', 'broadcast') });

const variablesSchema = z
  .record(z.string().max(100), textSchema(0, 1_000))
  .refine((vars) => Object.keys(vars).length <= 50, ruleCheck(said('broadcast.tooManyVariables')));

const audienceSchema = z
  .discriminatedUnion('type', [
    strictObject({
      type: z.literal('labels'),
      labels: z.array(textSchema(1, 50)).min(1, 'name at least one label').max(20, 'at most 20 labels'),
      match: z.enum(['any', 'all']).default('any').meta({ description: 'any: contacts with one of the labels; all: with every one' }),
    }),
    strictObject({
      type: z.literal('list'),
      recipients: z
        .array(strictObject({ phone: z.string().max(64), name: textSchema(0, 100).optional(), variables: variablesSchema.optional() }))
        .min(1, 'list at least one recipient')
        .max(MAX_RECIPIENTS, `at most ${MAX_RECIPIENTS} recipients`),
    }),
    strictObject({
      type: z.literal('csv'),
      csv: z.string().min(1, 'the CSV is empty').max(MAX_CSV_BYTES, 'the CSV is over 8 MiB'),
    }),
  ])
  .meta({ id: 'BroadcastAudienceInput' });

const countryCodeSchema = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, 'a country calling code: 1 to 3 digits, e.g. 62')
  .default(DEFAULT_COUNTRY_CODE)
  .meta({ description: 'For numbers written without one (a leading 0): the country code put in front', example: '62' });

const campaignFields = {
  deviceId: idSchema.meta({ description: 'The device that sends', example: 'dev_8fK2mQ9xLr4TbZ1cWp7n' }),
  name: textSchema(1, 100),
  message: broadcastMessageSchema,
  scheduledAt: z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 date and time, e.g. 2026-12-01T09:00:00+07:00' })
    .nullable()
    .optional()
    .meta({ description: 'When to start; now when left out' }),
  countryCode: countryCodeSchema,
  checkNumbers: z.boolean().default(false).meta({
    description:
      'Check each recipient is on WhatsApp before sending (50 numbers at a time, answers kept a day per device); a number that is not is SKIPPED with reason `not-on-whatsapp` and never sent to',
  }),
  dryRun: z.boolean().default(false).meta({ description: 'Check the audience and the message and answer a preview; nothing is created' }),
};

/** A campaign as a shop sends one: now, to a short list, each greeted by name (or "kak"). */
const EXAMPLE_CAMPAIGN = {
  deviceId: EXAMPLE_DEVICE_ID,
  name: 'Promo Desember',
  message: { type: 'text', text: 'Halo {{name|kak}}, diskon 20% untuk semua kaos sampai Minggu!' },
  countryCode: '62',
};

export const createBroadcastSchema = strictObject({ ...campaignFields, audience: audienceSchema }).meta({
  id: 'NewBroadcast',
  example: {
    ...EXAMPLE_CAMPAIGN,
    audience: {
      type: 'list',
      recipients: [
        { phone: '081234567890', name: 'Budi' },
        { phone: '6281311112222', name: 'Sari' },
      ],
    },
  },
});
export type CreateBroadcastInput = z.infer<typeof createBroadcastSchema>;

export const csvFormSchema = z.strictObject(
  {
    payload: jsonPart(strictObject(campaignFields)).meta({
      description: 'The campaign, as JSON (NewBroadcast without audience)',
      example: JSON.stringify(EXAMPLE_CAMPAIGN),
    }),
    // The CSV stays in R2 as the body streamed in (`csv-upload.ts`): the validator is given it as an `UploadedCsv`.
    file: z
      .instanceof(UploadedCsv, { error: (issue) => (issue.input === undefined ? 'is required: the CSV file' : 'must be a file, not text') })
      .meta({ type: 'string', format: 'binary', description: 'The audience: a CSV with a header line (phone, name, other columns)' }),
    media: z.instanceof(StagedFile, { error: 'must be a file, not text' }).optional().meta({
      type: 'string',
      format: 'binary',
      description: 'A media message’s file (instead of message.mediaUrl): stored once, uploaded to WhatsApp once for every recipient',
    }),
  },
  { error: unknownFieldsMessage },
);

export const paceSchema = strictObject({
  paceMinMs: z.number().int().min(PACE_LIMITS_MS.min).max(PACE_LIMITS_MS.max).default(DEFAULT_PACE.paceMinMs),
  paceMaxMs: z.number().int().min(PACE_LIMITS_MS.min).max(PACE_LIMITS_MS.max).default(DEFAULT_PACE.paceMaxMs),
  dailyCap: z.number().int().min(1).max(100_000).default(DEFAULT_PACE.dailyCap),
  utcOffsetMinutes: z
    .number()
    .int()
    .min(-720)
    .max(840)
    .default(DEFAULT_PACE.utcOffsetMinutes)
    .meta({ description: 'The time zone the daily cap counts days in (420: UTC+7, WIB)' }),
})
  .refine((p) => p.paceMinMs <= p.paceMaxMs, ruleCheck(said('pace.maxBelowMin'), ['paceMaxMs']))
  .meta({ id: 'BroadcastPaceSettings', example: { paceMinMs: 3000, paceMaxMs: 8000, dailyCap: 1000, utcOffsetMinutes: 420 } });

export const listQuerySchema = z.object({
  deviceId: z.string().max(64).optional(),
  status: z.enum(['SCHEDULED', 'SENDING', 'PAUSED', 'COMPLETED', 'CANCELLED']).optional(),
});

export const recipientsQuerySchema = z.object({
  limit: decimalQuery(1, 500).optional().default(100),
  cursor: decimalQuery(0, 1_000_000).optional().meta({ description: 'nextCursor of the previous page' }),
  status: z.enum(RECIPIENT_STATUSES).optional(),
});
