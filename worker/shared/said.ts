/**
 * Kurir's own messages about what a request or a file breaks, as data: a code and its values
 * (`Said`), said in English or Indonesian by the catalogue's entry for the code
 * (worker/shared/said-catalogue.ts). A rule states its message once, as a `Said`; the API answers
 * `english(said)`, the dashboard `sayIn(said, lang)`, or `sayStored` for one read back from storage.
 *
 * zod carries a `Said` on the issues it raises in `params.said` (`ruleIssue`, `ruleCheck`), so an
 * issue keeps its code through `toIssues` and a thrown `HttpError` to the page that shows it.
 * Issues of zod's own checks (`min`, `max`, `enum`, unknown fields) carry their values instead, and
 * `zodIssueSaid` names them with the catalogue's `zod.*` codes.
 */
import type { z } from 'zod';
import { type Entry, type Lang, MESSAGES, sayStoredIn } from './said-catalogue';

export type SaidCode = keyof typeof MESSAGES;
type ValuesOf<C extends SaidCode> = Parameters<(typeof MESSAGES)[C]['en']>[0];
/** A message as data: its code and the values it names. */
export type Said = { [C in SaidCode]: { code: C; values: ValuesOf<C> } }[SaidCode];

/** `said('text.tooShort', { min: 10 })`; a code without values takes none. */
export function said<C extends SaidCode>(code: C, ...values: [keyof ValuesOf<C>] extends [never] ? [] : [ValuesOf<C>]): Said {
  return { code, values: values[0] ?? {} } as Said;
}

export function sayIn(s: Said, lang: Lang): string {
  const message = MESSAGES[s.code] as Entry<unknown>;
  return message[lang](s.values);
}

export const english = (s: Said): string => sayIn(s, 'en');

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

const isSaid = (value: unknown): value is Said => isSaidLike(value) && Object.hasOwn(MESSAGES, value.code);

/**
 * A message read back from storage (a campaign's bad row: `reason`, its English, and `said`) in
 * `lang`. A code since renamed or removed, or values that no longer fit it, leave the stored English:
 * an old report never breaks the page that shows it.
 */
export function sayStored(stored: unknown, english: string, lang: Lang): string {
  if (lang === 'en' || !isSaidLike(stored)) return english;
  return sayStoredIn(stored, english, lang) ?? english;
}

/**
 * What a zod issue says: the `Said` a rule of Kurir's gave it, else a `zod.*` code read from the
 * issue's values; undefined for a rule whose message is not in the catalogue, which is then shown
 * as the API words it (its details say more than a bare "not valid" would).
 */
export function zodIssueSaid(issue: z.core.$ZodIssue): Said | undefined {
  if (issue.code === 'custom') {
    const given: unknown = issue.params?.said;
    return isSaid(given) ? given : undefined;
  }
  switch (issue.code) {
    case 'invalid_type': {
      // The input is there when the parse kept it (`reportInput`); else zod's own message names it.
      const missing = 'input' in issue ? issue.input === undefined : /received undefined$/.test(issue.message);
      return missing ? said('zod.required') : said('zod.type', { expected: String(issue.expected) });
    }
    case 'invalid_value':
      return said('zod.oneOf', { values: issue.values.map(String) });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return said('zod.textAtLeast', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return said('zod.itemsAtLeast', { min });
      return said('zod.numberAtLeast', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return said('zod.textAtMost', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return said('zod.itemsAtMost', { max });
      return said('zod.numberAtMost', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return said('zod.email');
      if (issue.format === 'datetime') return said('zod.dateTime');
      // A pattern's message is its rule's own ("must be HH:MM"), more than "not in the expected
      // format" would say: the API's English is shown, unless the rule says it with a `Said`.
      if (issue.format === 'regex') return undefined;
      return said('zod.format');
    case 'not_multiple_of':
      return said('zod.wholeNumber');
    case 'unrecognized_keys':
      return said('zod.unknownFields', { keys: issue.keys });
    default:
      return undefined;
  }
}
