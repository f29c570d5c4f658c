import { said as en, type Nested } from './en-said';

/**
 * What a stored message says in the language of `messages`, or undefined when the catalogue no
 * longer says it the way it was stored: its code is gone or renamed, or its values no longer fit
 * (rendering them throws, or the English they make is not the `english` stored with them). A
 * campaign's audience report keeps its bad rows' messages as data; an older report must still
 * render, in the stored English.
 */
export function storedIn(messages: typeof en, s: Nested, english: string): string | undefined {
  if (!Object.hasOwn(en, s.code)) return undefined;
  const inEnglish: (values: object) => string = Reflect.get(en, s.code);
  const inLang: (values: object) => string = Reflect.get(messages, s.code);
  try {
    return inEnglish(s.values) === english ? inLang(s.values) : undefined;
  } catch {
    return undefined;
  }
}
