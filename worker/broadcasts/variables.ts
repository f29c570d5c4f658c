/**
 * Variables in a broadcast's text: `{{name}}`, `{{phone}}` and one per other CSV column, filled per
 * recipient. Names are matched as a column header is normalised (`{{Nama Lengkap}}` and
 * `{{nama_lengkap}}` both name the column "Nama Lengkap"). A variable a recipient has no value for
 * (missing or empty) refuses the campaign at creation, listing the rows that lack it, unless its
 * placeholder gives a fallback after a bar: `{{name|Kak}}` reads "Kak" for a recipient without a
 * name. Text in double braces that cannot be a name (`{{}}`, `{{ ! }}`) is left as it is. Pure.
 */

export type Variables = Record<string, string>;
export type Placeholder = { name: string; fallback: string | null };

const PLACEHOLDER = /\{\{\s*([^{}|]*?)\s*(?:\|([^{}]*))?\}\}/g;

/** A column header or placeholder as a variable name: lower case, runs of other characters as one `_`. */
export function variableName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

/** The placeholders of `text`, in order, each name once (the first fallback given wins). */
export function placeholders(text: string): Placeholder[] {
  const found = new Map<string, Placeholder>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = variableName(match[1] ?? '');
    if (!name) continue;
    const fallback = match[2] === undefined ? null : match[2];
    const known = found.get(name);
    if (!known) found.set(name, { name, fallback });
    else if (known.fallback === null && fallback !== null) known.fallback = fallback;
  }
  return [...found.values()];
}

/** The names `text` needs that `vars` has no value for and whose placeholder gives no fallback. */
export function missingVariables(text: string, vars: Variables): string[] {
  return placeholders(text)
    .filter((p) => p.fallback === null && !vars[p.name])
    .map((p) => p.name);
}

/** `text` with every placeholder filled: the recipient's value, else the placeholder's fallback, else "". */
export function fillVariables(text: string, vars: Variables): string {
  const fallbacks = new Map(placeholders(text).map((p) => [p.name, p.fallback]));
  return text.replace(PLACEHOLDER, (whole, rawName: string, fallback: string | undefined) => {
    const name = variableName(rawName);
    if (!name) return whole;
    const value = vars[name];
    if (value) return value;
    return fallback ?? fallbacks.get(name) ?? '';
  });
}
