/** Field rules shared by the public and the management interface (spec section 4, CONTRACT section 2). */
import { z } from '@hono/zod-openapi';
import { codePoints } from './validation';

/** 8 to 15 digits, no `+`, no leading 0: the international format the messaging app uses. */
export const phoneNumberSchema = z
  .string()
  .superRefine((value, ctx) => {
    if (value.startsWith('+')) {
      ctx.addIssue({ code: 'custom', message: 'write the number without the leading "+", e.g. 6281234567890' });
    } else if (value.startsWith('0')) {
      ctx.addIssue({
        code: 'custom',
        message: 'use the international format: country code first and no leading 0 (e.g. 6281234567890 instead of 081234567890)',
      });
    } else if (!/^\d{8,15}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be 8 to 15 digits, country code first, e.g. 6281234567890' });
    }
  })
  .meta({
    description: 'International format without "+": country code first, 8 to 15 digits',
    example: '6281234567890',
    pattern: '^[1-9]\\d{7,14}$',
  });

export const idSchema = z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters');

/** A string of `min` to `max` Unicode code points (section 8 counts code points, not UTF-16 units). */
export function textSchema(min: number, max: number) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const length = codePoints(value);
      if (length < min) ctx.addIssue({ code: 'custom', message: min === 1 ? 'must not be empty' : `must be at least ${min} characters` });
      if (length > max) ctx.addIssue({ code: 'custom', message: `must be at most ${max} characters (got ${length})` });
    })
    .meta({ minLength: min, maxLength: max });
}

/**
 * Error map for strict objects: a misspelt optional field (`fotter`) would otherwise be dropped
 * without a word, and the client would never learn why its footer is missing. zod reports the
 * unknown keys of one object as one issue at the object's path.
 */
export function unknownFieldsMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  const names = issue.keys.map((key) => `"${key}"`).join(', ');
  return `unknown field${issue.keys.length === 1 ? '' : 's'} ${names}`;
}

/** An object that refuses unknown fields, naming them. */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, { error: unknownFieldsMessage });
}
