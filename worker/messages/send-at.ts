import { z } from '@hono/zod-openapi';

/** How far ahead a message may be scheduled: a year (a shop's reminder of next year's renewal fits). */
export const SCHEDULE_AHEAD_MAX_MS = 366 * 24 * 60 * 60 * 1000;

/** A time given as `sendAt`: an ISO 8601 date and time with its offset, in the future, at most a year ahead; as ms. */
export const sendAtSchema = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date and time with its offset, e.g. 2026-12-01T09:00:00+07:00' })
  .transform((value, ctx) => {
    const at = Date.parse(value);
    const now = Date.now();
    if (at <= now) ctx.addIssue({ code: 'custom', message: `must be in the future (it is ${new Date(now).toISOString()} now)` });
    else if (at > now + SCHEDULE_AHEAD_MAX_MS) ctx.addIssue({ code: 'custom', message: 'must be at most a year (366 days) ahead' });
    return at;
  })
  .meta({
    type: 'string',
    format: 'date-time',
    description:
      'Schedule the message instead of sending it now: it is answered at once as a record in status SCHEDULED, and goes at this time (at most a year ahead) through the device’s pace; see GET /scheduled-messages',
    example: '2026-12-01T09:00:00+07:00',
  });

/** `sendAt` on every send route (what Wablas and Fonnte call scheduled messages). */
export const sendAtField = { sendAt: sendAtSchema.optional() };
