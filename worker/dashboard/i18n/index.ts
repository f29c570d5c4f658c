import { type Catalogue, en } from './en';
import { id } from './id';

export type { Catalogue };
export const LANGUAGES = { id, en } as const;
export type Lang = keyof typeof LANGUAGES;
export const LANG_COOKIE = 'kurir_lang';

const isLang = (value: string | undefined): value is Lang => value === 'id' || value === 'en';

/**
 * The viewer's language: the one they chose (cookie), else the first of Indonesian and English
 * their browser asks for (Accept-Language, by weight), else Indonesian.
 */
export function chooseLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(cookie)) return cookie;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const w of wanted) if (isLang(w.base)) return w.base;
  return 'id';
}

export function parseLang(value: string | undefined): Lang | null {
  return isLang(value) ? value : null;
}
