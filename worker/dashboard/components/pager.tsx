import { useDashboard } from './context';

/** Links to the newest page and the next one (keyset pages have no numbers); nothing when there is one page. */
export function Pager({ next }: { next: string | null }) {
  const c = useDashboard();
  const t = c.var.t;
  const url = new URL(c.req.url);
  const hasCursor = url.searchParams.has('cursor');
  if (!hasCursor && !next) return null;
  url.searchParams.delete('cursor');
  const first = `${url.pathname}${url.search}`;
  url.searchParams.set('cursor', next ?? '');
  return (
    <nav class="pager" aria-label={t.common.next}>
      {hasCursor && <a href={first}>{t.common.first}</a>}
      {next && (
        <a href={`${url.pathname}${url.search}`} rel="next">
          {t.common.next}
        </a>
      )}
    </nav>
  );
}
