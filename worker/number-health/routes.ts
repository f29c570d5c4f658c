/**
 * `/devices/{id}/health`: the number's health figure, its last days' counts and its warm-up
 * schedule; `PUT /devices/{id}/health/warmup` changes the schedule or turns it off.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { deviceParam, devicePath } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { HEALTH_ADVICE, HEALTH_LEVELS } from './figure';
import { DEFAULT_WARMUP, warmupSchema } from './warmup';

const countsSchema = z.object({
  sent: z.number().int().meta({ description: 'Messages WhatsApp took' }),
  delivered: z.number().int(),
  failed: z.number().int(),
  undelivered: z.number().int().meta({ description: 'Taken by WhatsApp, never delivered (`message.undelivered`)' }),
  started: z.number().int().meta({ description: 'Conversations the number started' }),
  replied: z.number().int().meta({ description: 'Of those, how many the contact answered' }),
  mended: z.number().int().meta({ description: 'Contacts’ encryption sessions mended' }),
  stalled: z.number().int().meta({ description: 'Connections replaced after they stalled' }),
});

export const numberHealthSchema = z
  .object({
    score: z.number().int().min(0).max(100),
    level: z.enum(HEALTH_LEVELS),
    advice: z.array(z.enum(HEALTH_ADVICE)).meta({ description: 'What lowers the score, each with what to do in docs/health.md' }),
    ageDays: z.number().int().meta({ description: 'Days since the number linked' }),
    window: countsSchema.extend({ days: z.number().int() }),
    perDay: z.array(countsSchema.extend({ day: z.string().meta({ example: '2026-11-28' }) })),
    warmup: warmupSchema.extend({
      capToday: z.number().int().nullable().meta({ description: 'The warm-up’s cap on today’s broadcast messages; null when none' }),
    }),
  })
  .meta({ id: 'NumberHealth' });

const tags = ['Devices'];

/** `/devices/:id/health` */
export const numberHealthApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'get',
      path: '/',
      tags,
      summary: 'A device’s number health: a score, what lowers it, the last 7 days’ counts and the warm-up',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(numberHealthSchema, 'The number’s health'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(unwrap(await c.var.device.numberHealth(c.var.within)), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'devices',
      method: 'put',
      path: '/warmup',
      tags,
      summary: 'Set a new number’s warm-up: the daily cap of broadcast messages by the number’s age, or off',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(warmupSchema.meta({ example: DEFAULT_WARMUP })) },
      responses: { 200: jsonContent(numberHealthSchema, 'The number’s health'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(unwrap(await c.var.device.setWarmup(c.var.within, c.req.valid('json'))), 200),
  );
