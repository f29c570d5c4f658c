/** How values read on a page: dates in the viewer's time zone and language, durations, JSON. */
import { html } from 'hono/html';
import type { Lang } from './i18n';

export const TZ_COOKIE = 'kurir_tz';

/** A time zone the runtime knows, or UTC. */
export function validTimeZone(value: string | undefined): string {
  if (!value || value.length > 64) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return 'UTC';
  }
}

/**
 * A `<time>` in the viewer's zone and language. The page's script writes it again in the
 * browser's own zone (the server only knows the zone the browser last told it).
 */
export function time(ms: number | null, lang: Lang, timeZone: string, fallback = '') {
  if (ms === null) return fallback;
  return html`<time datetime="${new Date(ms).toISOString()}" data-local>${localTime(ms, lang, timeZone)}</time>`;
}

/** A moment as the viewer reads it, in their zone and language (`components/time.tsx` puts it in a `<time>`). */
export function localTime(ms: number, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(ms);
}

/** JSON pretty-printed for reading; anything else as it is. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
