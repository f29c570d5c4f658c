/** Field rules shared by the public and the management interface (docs/interface.md#errors-and-limits; the reference at /docs). */
import { z } from '@hono/zod-openapi';
import type { IdPrefix } from './ids';
import { ruleIssue, said } from './said';
import { codePoints, textProblemSaid } from './validation';

/** 8 to 15 digits, no `+`, no leading 0: the international format the messaging app uses. */
export const phoneNumberSchema = z
  .string()
  .superRefine((value, ctx) => {
    if (value.startsWith('+')) ctx.addIssue(ruleIssue(said('phone.plus')));
    else if (value.startsWith('0')) ctx.addIssue(ruleIssue(said('phone.leadingZero')));
    else if (!/^\d{8,15}$/.test(value)) ctx.addIssue(ruleIssue(said('phone.digits')));
  })
  .meta({
    description: 'International format without "+": country code first, 8 to 15 digits',
    example: '6281234567890',
    pattern: '^[1-9]\\d{7,14}$',
  });

export const idSchema = z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters');

/** What `newId(prefix)` makes: the prefix, `_` and 20 base62 characters. */
export function idPattern(prefix: IdPrefix): RegExp {
  return new RegExp(`^${prefix}_[0-9A-Za-z]{20}$`);
}

/** A value as an error message may echo it: at most 64 characters, so a hostile id is not sent back whole. */
export function shown(value: unknown): string {
  const text = String(value);
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}

/**
 * A path parameter naming one of the ids `newId(prefix)` makes. Anything else names nothing that
 * can exist: the validation hook answers 404 for a path parameter that breaks its rule, with this
 * message, and nothing is looked up.
 */
export function idParam(prefix: IdPrefix, what: string, name = 'id') {
  const pattern = idPattern(prefix);
  return z
    .string()
    .refine((value) => pattern.test(value), { error: (issue) => `${what} ${shown(issue.input)} not found` })
    .meta({
      param: { name, in: 'path' },
      description: `${what[0]?.toUpperCase()}${what.slice(1)} id`,
      pattern: pattern.source,
      example: `${prefix}_8fK2mQ9xLr4TbZ1cWp7n`,
    });
}

/**
 * A whole number in a query string, written in plain decimal digits (`0x10`, `+5`, ` 5`, `1e2` and
 * `5.0` are refused, where `Number()` would take them), between `min` and `max`.
 */
export function decimalQuery(min: number, max: number) {
  return z
    .string()
    .transform((value, ctx) => {
      // 16 digits is past any limit here and still exact as a number.
      const number = /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
      if (!(number >= min && number <= max)) {
        ctx.addIssue(ruleIssue(said('query.wholeNumber', { min, max, got: shown(value) })));
        return z.NEVER;
      }
      return number;
    })
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** A string of `min` to `max` Unicode code points (section 8 counts code points, not UTF-16 units). */
export function textSchema(min: number, max: number) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const problem = textProblemSaid(value);
      if (problem) ctx.addIssue(ruleIssue(problem));
      const length = codePoints(value);
      if (length < min) ctx.addIssue(ruleIssue(min === 1 ? said('text.empty') : said('text.tooShort', { min })));
      if (length > max) ctx.addIssue(ruleIssue(said('text.tooLong', { max, length })));
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
  const names = issue.keys
    .slice(0, 10)
    .map((key) => `"${shown(key)}"`)
    .join(', ');
  const more = issue.keys.length > 10 ? ` and ${issue.keys.length - 10} more` : '';
  return `unknown field${issue.keys.length === 1 ? '' : 's'} ${names}${more}`;
}

/** An object that refuses unknown fields, naming them. */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, { error: unknownFieldsMessage });
}

/**
 * A multipart part holding a JSON document (`payload`), parsed and checked against `schema`. The
 * route's validation hook names its issues by their path in the document (`validationHook('payload')`).
 */
export function jsonPart<S extends z.ZodType>(schema: S) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a text part holding JSON') })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
