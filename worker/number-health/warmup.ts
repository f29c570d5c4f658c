/**
 * A new number's warm-up: how many broadcast messages a day it may send in its first weeks, as
 * the device's age grows (WhatsApp watches new numbers that write to many strangers at once). The
 * owner sees the schedule and may change it or turn it off; past its last step the campaign pace's
 * own daily cap is all that counts.
 */
import { z } from '@hono/zod-openapi';
import { ruleCheck, said } from '../shared/said';

export const warmupStepSchema = z.object({
  fromDay: z.number().int().min(0).max(365).meta({ description: 'From this day of the device’s age on (0: the day it linked)' }),
  cap: z.number().int().min(1).max(100_000).meta({ description: 'At most this many broadcast messages a day' }),
});
export type WarmupStep = z.infer<typeof warmupStepSchema>;

export const warmupSchema = z
  .object({
    enabled: z.boolean(),
    steps: z
      .array(warmupStepSchema)
      .min(1)
      .max(12)
      .refine(
        (steps) => steps.every((step, i) => i === 0 || step.fromDay > (steps[i - 1]?.fromDay ?? -1)),
        ruleCheck(said('warmup.order')),
      ),
    /** The day the schedule ends: from then on only the pace's daily cap counts. */
    untilDay: z.number().int().min(1).max(365),
  })
  .meta({ id: 'Warmup' });
export type Warmup = z.infer<typeof warmupSchema>;

export const DEFAULT_WARMUP: Warmup = {
  enabled: true,
  steps: [
    { fromDay: 0, cap: 20 },
    { fromDay: 3, cap: 50 },
    { fromDay: 7, cap: 100 },
    { fromDay: 14, cap: 250 },
    { fromDay: 21, cap: 500 },
  ],
  untilDay: 28,
};

/** The day's cap the warm-up sets for a number `ageDays` old; null when none (off, or over). */
export function warmupCap(warmup: Warmup, ageDays: number): number | null {
  if (!warmup.enabled || ageDays >= warmup.untilDay) return null;
  let cap: number | null = null;
  for (const step of warmup.steps) if (step.fromDay <= ageDays) cap = step.cap;
  return cap;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since `linkedAt`. */
export function ageInDays(linkedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - linkedAt) / DAY_MS));
}
