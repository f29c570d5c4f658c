/** Field rules shared by every public endpoint (spec section 4, CONTRACT section 2). */
import { z } from 'zod';
import { codePoints } from './issues';

/** 8 to 15 digits, no `+`, no leading 0: the international format the messaging app uses. */
export const phoneNumberSchema = z.string().superRefine((value, ctx) => {
  if (value.startsWith('+')) {
    ctx.addIssue({ code: 'custom', message: 'write the number without the leading "+", e.g. 6281234567890' });
  } else if (value.startsWith('0')) {
    ctx.addIssue({
      code: 'custom',
      message:
        'use the international format: country code first and no leading 0 (e.g. 6281234567890 instead of 081234567890)',
    });
  } else if (!/^\d{8,15}$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be 8 to 15 digits, country code first, e.g. 6281234567890' });
  }
});

export const idSchema = z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters');

/** A string of `min` to `max` Unicode code points (section 8 counts code points, not UTF-16 units). */
export function textSchema(min: number, max: number) {
  return z.string().superRefine((value, ctx) => {
    const length = codePoints(value);
    if (length < min) ctx.addIssue({ code: 'custom', message: min === 1 ? 'must not be empty' : `must be at least ${min} characters` });
    if (length > max) ctx.addIssue({ code: 'custom', message: `must be at most ${max} characters (got ${length})` });
  });
}
