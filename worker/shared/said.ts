/**
 * Kurir's messages about what a request or a file breaks, as data: a code and its values (`Said`),
 * said in a language by the `said` entries of that language's catalogue (worker/dashboard/i18n:
 * one catalogue per language, the dashboard's strings and these). A rule states its message once,
 * as a `Said`; the API answers `english(said)`, the dashboard `sayIn(said, lang)`, or `sayStored`
 * for one read back from storage.
 *
 * zod carries a `Said` on the issues it raises in `params.said` (`ruleIssue`, `ruleCheck`), so an
 * issue keeps its code through `toIssues` and a thrown `HttpError` to the page that shows it.
 * zod's own checks of a field's presence, type and size are said in a person's words from the
 * catalogue ("wajib diisi", "minimal 10 karakter"; zod's locales name the schema's types); its
 * others (an enum, a format, unknown fields) by zod's own locales: their `Said` is the issue
 * itself (`zodIssueSaid`).
 */
import { z } from 'zod';
import { LANGUAGES, type Lang } from '../dashboard/i18n';
import type { said as englishMessages } from '../dashboard/i18n/en-said';
import { storedIn } from '../dashboard/i18n/said-stored';

type Messages = typeof englishMessages;
export type SaidCode = keyof Messages;
// biome-ignore lint/complexity/noBannedTypes: a message without values takes an empty object
type NoValues = {};
type ValuesOf<C extends SaidCode> = Parameters<Messages[C]> extends [infer P, ...unknown[]] ? P : NoValues;
/** One of Kurir's messages as data: its code and the values it names. */
type KurirSaid = { [C in SaidCode]: { code: C; values: ValuesOf<C> } }[SaidCode];
/** One of zod's own checks, said by zod's locale of the viewer's language. */
type ZodSaid = { code: 'zod'; values: z.core.$ZodIssue };
export type Said = KurirSaid | ZodSaid;

/** zod's own words for its checks, per language: chosen per issue, never set globally (`z.config`), as one worker answers both languages at once. */
const ZOD_LOCALES: Record<Lang, { localeError: z.core.$ZodErrorMap }> = { en: z.locales.en(), id: z.locales.id() };

/** `said('text.tooShort', { min: 10 })`; a code without values takes none. */
export function said<C extends SaidCode>(code: C, ...values: [keyof ValuesOf<C>] extends [never] ? [] : [ValuesOf<C>]): Said {
  return { code, values: values[0] ?? {} } as Said;
}

export function sayIn(s: Said, lang: Lang): string {
  if (s.code === 'zod') {
    // A finished issue is the raw one zod's locales read, less `input` when the parse did not keep
    // it; only a wrong type's message reads the input, and `zodIssueSaid` gives none without it.
    const said = ZOD_LOCALES[lang].localeError(s.values as z.core.$ZodRawIssue);
    return (typeof said === 'string' ? said : said?.message) ?? s.values.message;
  }
  const message = LANGUAGES[lang].said[s.code] as (values: object) => string;
  return message(s.values);
}

/** What the API answers: Kurir's English, or a zod check's own message (the schema's, else zod's). */
export const english = (s: Said): string => (s.code === 'zod' ? s.values.message : sayIn(s, 'en'));

/** A custom zod issue saying `s`: `ctx.addIssue(ruleIssue(said(...)))`. Its message is the English. */
export function ruleIssue(s: Said, path?: PropertyKey[]): z.core.$ZodRawIssue<z.core.$ZodIssueCustom> {
  return { code: 'custom', message: english(s), params: { said: s }, input: undefined, ...(path ? { path } : {}) };
}

/** The options of a `.refine()` saying `s`. */
export function ruleCheck(s: Said, path?: PropertyKey[]): { error: string; params: { said: Said }; path?: PropertyKey[] } {
  return { error: english(s), params: { said: s }, ...(path ? { path } : {}) };
}

/** Shaped like a `Said` (its code may no longer be in the catalogue: see `sayStored`). */
const isSaidLike = (value: unknown): value is { code: string; values: object } =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'code') === 'string' &&
  typeof Reflect.get(value, 'values') === 'object' &&
  Reflect.get(value, 'values') !== null;

const isSaid = (value: unknown): value is KurirSaid => isSaidLike(value) && Object.hasOwn(LANGUAGES.en.said, value.code);

/**
 * A message read back from storage (a campaign's bad row: `reason`, its English, and `said`) in
 * `lang`. A code since renamed or removed, or values that no longer fit it, leave the stored English:
 * an old report never breaks the page that shows it.
 */
export function sayStored(stored: unknown, english: string, lang: Lang): string {
  if (lang === 'en' || !isSaidLike(stored)) return english;
  return storedIn(LANGUAGES[lang].said, stored, english) ?? english;
}

/**
 * A wrong type in a person's words: zod's locales say "expected string, received undefined", the
 * schema's vocabulary; a form's field is missing, not a number, or of another kind. Undefined when
 * the parse did not keep the input (`reportInput`): then nothing tells a missing field from another.
 */
function typeSaid(issue: z.core.$ZodIssueInvalidType): Said | undefined {
  if (!('input' in issue)) return undefined;
  if (issue.input === undefined || issue.input === null || issue.input === '') return said('field.required');
  if (issue.expected === 'number' || issue.expected === 'int') return said('field.notANumber');
  return said('field.wrongKind');
}

/**
 * A size check on a text, a list or a number in a person's words ("minimal 10 karakter", "pilih
 * paling sedikit 1"), where zod's locales name the schema's type ("diharapkan string memiliki
 * >=10 karakter"). Undefined for another origin (a file, a date): zod's locale says it.
 */
function sizeSaid(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): Said | undefined {
  const inclusive = issue.inclusive ?? true;
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'string') return min <= 1 ? said('text.empty') : said('text.tooShort', { min });
    if (issue.origin === 'array' || issue.origin === 'set') return said('field.chooseAtLeast', { min });
    if (issue.origin === 'number' || issue.origin === 'int') return said('field.atLeast', { min, inclusive });
    return undefined;
  }
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return said('field.maxChars', { max });
  if (issue.origin === 'array' || issue.origin === 'set') return said('field.chooseAtMost', { max });
  if (issue.origin === 'number' || issue.origin === 'int') return said('field.atMost', { max, inclusive });
  return undefined;
}

/**
 * What a zod issue says: the `Said` a rule of Kurir's gave it, else, for one of zod's own checks,
 * the issue itself, for zod's locale to say. Undefined (the API's English is shown) for a rule
 * whose message is not in the catalogue, and for a pattern: its message is its rule's own ("must
 * be HH:MM"), more than zod's "must match the pattern /…/" would say; and for a wrong type whose
 * input the parse did not keep (`reportInput`). A wrong type is said in a person's words (`typeSaid`).
 */
export function zodIssueSaid(issue: z.core.$ZodIssue): Said | undefined {
  if (issue.code === 'custom') {
    const given: unknown = issue.params?.said;
    return isSaid(given) ? given : undefined;
  }
  if (issue.code === 'invalid_format' && issue.format === 'regex') return undefined;
  if (issue.code === 'invalid_type') return typeSaid(issue);
  if (issue.code === 'too_small' || issue.code === 'too_big') return sizeSaid(issue) ?? { code: 'zod', values: issue };
  return { code: 'zod', values: issue };
}
