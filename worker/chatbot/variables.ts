/**
 * Variables in a bot's reply: `{{name}}`, `{{phone}}`, `{{message}}`, each with an optional
 * fallback after a bar (`{{name|kak}}`) used when the value is empty. Unknown names are refused
 * when the rule is saved, so a customer never receives a raw `{{nmae}}`.
 */
export const VARIABLES = ['name', 'phone', 'message'] as const;
export type Variable = (typeof VARIABLES)[number];
export type Values = Record<Variable, string>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\|([^}]*))?\}\}/g;

/** The unknown variable names a text uses. */
export function unknownVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(VARIABLES as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
}

export function renderVariables(text: string, values: Values): string {
  return text.replace(PLACEHOLDER, (_all, name: string, fallback: string | undefined) => {
    const value = (VARIABLES as readonly string[]).includes(name) ? values[name as Variable].trim() : '';
    return value || (fallback ?? '').trim();
  });
}
