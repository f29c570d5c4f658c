/**
 * The English an Indonesian page must not show: every string of the English catalogue that its
 * Indonesian entry does not say too (a function's entries with stand-in values, cut at them), and
 * Kurir's server-side English that is not in the catalogue (zod's own English checks).
 */
import { z } from 'zod';
import { LANGUAGES } from '../../../worker/dashboard/i18n';

/** Shorter fragments ("Open", "Name") are words an Indonesian page may carry in a name or a number. */
const MIN_LENGTH = 8;
const MARK = '\u0000';

/** A value a catalogue function takes, whatever it reads of it: it prints as the mark, and any property or call gives another. */
function standIn(): unknown {
  const target = () => MARK;
  return new Proxy(target, {
    get: (_t, key) => {
      if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => MARK;
      if (key === 'length') return 1;
      if (key === Symbol.iterator) return function* () {};
      return standIn();
    },
    apply: () => MARK,
  });
}

/** What an entry says, cut at its values: `(n) => \`${n} fields need attention.\`` gives " fields need attention.". */
function fragments(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (typeof entry !== 'function') return [];
  const said: unknown[] = [];
  for (const args of [
    [standIn(), standIn(), standIn()],
    [1, 1, 1],
    [2, 2, 2],
  ]) {
    try {
      said.push(Reflect.apply(entry, undefined, args));
    } catch {
      // Values this entry cannot take: the other stand-ins say it.
    }
  }
  return said.filter((s): s is string => typeof s === 'string').flatMap((s) => s.split(MARK));
}

function leaves(value: unknown, path: string[] = []): { path: string; value: unknown }[] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  return [{ path: path.join('.'), value }];
}

/** The text of an Indonesian catalogue entry at `path`, every way it is said, for a fragment to be looked up in. */
function indonesianAt(path: string): string {
  const entry = path
    .split('.')
    .reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? Reflect.get(at, key) : undefined), LANGUAGES.id);
  return fragments(entry).join('\n');
}

/** Each known English fragment with where it comes from, longest first (a page shows the longest one that matches). */
export function englishStrings(): { text: string; from: string }[] {
  const everyIndonesian = leaves(LANGUAGES.id)
    .flatMap(({ value }) => fragments(value))
    .join('\n');
  const out = new Map<string, string>();
  for (const { path, value } of leaves(LANGUAGES.en)) {
    const indonesian = indonesianAt(path);
    for (const raw of fragments(value)) {
      const text = raw.trim();
      // Said alike in both (a product name, "API Key", "Webhook"), or too short to tell from a name.
      if (text.length < MIN_LENGTH || !/[a-z]{3}/.test(text) || indonesian.includes(text) || everyIndonesian.includes(text)) continue;
      if (!out.has(text)) out.set(text, `en.${path}`);
    }
  }
  for (const [text, from] of SERVER_ENGLISH) if (!out.has(text)) out.set(text, from);
  return [...out].map(([text, from]) => ({ text, from })).sort((a, b) => b.text.length - a.text.length);
}

/** zod's English checks as its locale says them (the dashboard says them with zod's Indonesian locale). */
function zodEnglish(): [string, string][] {
  const schemas = [z.string().min(10), z.string().max(1), z.email(), z.number(), z.enum(['a', 'b']), z.strictObject({})];
  const inputs: unknown[] = ['x', 'too long', 'x', 'x', 'c', { extra: 1 }];
  return schemas.flatMap((schema, i) =>
    (schema.safeParse(inputs[i], { reportInput: true }).error?.issues ?? []).map((issue) => {
      const message = z.locales.en().localeError(issue as z.core.$ZodRawIssue);
      const text = typeof message === 'string' ? message : (message?.message ?? issue.message);
      // The fixed words before a check's values ("Too small: expected string to have").
      return [text.split(/[:>=<\d"]/)[0]?.trim() ?? text, `zod.${issue.code}`] as [string, string];
    }),
  );
}

/** Server-side English outside the catalogue. */
const SERVER_ENGLISH: [string, string][] = [...zodEnglish()];
