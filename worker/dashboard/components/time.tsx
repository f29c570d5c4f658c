import { localTime } from '../format';
import { useDashboard } from './context';

/**
 * A moment in the viewer's zone and language, as `<time data-local>`: the page's script writes it
 * again in the browser's own zone (the server only knows the zone the browser last told it).
 */
export function Time({ at, fallback = '' }: { at: number | null; fallback?: string }) {
  const { lang, timeZone } = useDashboard().var;
  if (at === null) return <>{fallback}</>;
  return (
    <time datetime={new Date(at).toISOString()} data-local>
      {localTime(at, lang, timeZone)}
    </time>
  );
}
