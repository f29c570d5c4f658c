/** How values read on a page: dates in the viewer's time zone and language, durations, JSON. */
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
 * A moment as the viewer reads it, in their zone and language. `components/time.tsx` puts it in a
 * `<time data-local>`, which the page's script writes again in the browser's own zone (the server
 * only knows the zone the browser last told it).
 */
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
