/**
 * Live regions. A page follows its devices through their objects' watch sockets (`LiveSources`,
 * htmx's `ws` extension); each message there names what changed (`devices/watchers.ts`), and the
 * page's script turns it into the events `live:<type>` and `live:<type>:<id>` (for the subject's
 * id and each id it belongs to: `record:<conversationId>`, `delivery:<webhookId>`…). A region
 * declares, where it is rendered, which of them refresh it: htmx reads it again from the page's
 * URL and swaps it in. So adding one is one file's change:
 *
 *   <Live id="device-facts" on="device">…</Live>
 *
 * Every region is also read again when a socket (re)opens: what changed while it was away. The
 * device's object tells a change once its D1 copies are written, so a list read from D1 shows it.
 * A change told while the region is being read makes the page's script read it once more after
 * the swap (`dashboard.js`): htmx's own queued read is lost with the element the swap replaces.
 * A region settles at once (`settle:0ms`): by default htmx makes the new element listen only
 * 20 ms after the swap, and a change told meanwhile went unheard (the alert banner missed a logout).
 * A read that answers what the region shows already is not swapped in (`dashboard.js`): a button
 * pressed as it was replaced went nowhere, and a choice made in a select was undone.
 */
import type { Child } from 'hono/jsx';
import { useDashboard } from './context';

type Tag = 'div' | 'section' | 'ol' | 'ul';

type LiveProps = {
  id: string;
  /** What refreshes it: `device`, `conversation`, `record:cnv_…`, `delivery:whk_…`… */
  on: string | readonly string[];
  /** Where the region is read again: the page's own URL by default (a form's POST path is most often its page's too). */
  from?: string;
  as?: Tag;
  /** `false`: rendered as it is, not refreshed (a page showing something only it has, like a pairing code). */
  live?: boolean;
  /**
   * A change told while the region is being read again replaces that read, where htmx drops it by
   * default (a queued one is lost with the element the swap replaces): for a region that must end as
   * the last change left it (the alert banner). Not for a region whose links and forms make htmx
   * requests: they inherit the setting and would be cancelled by the region's own reads.
   */
  replace?: boolean;
  class?: string;
  children?: Child;
  [attribute: `aria-${string}` | `data-${string}`]: string | number | undefined;
};

export function Live({ id, on, from, as = 'div', live = true, replace = false, class: className, children, ...attributes }: LiveProps) {
  const c = useDashboard();
  const url = new URL(c.req.url);
  const source = live ? (from ?? `${url.pathname}${url.search}`) : undefined;
  const triggers = [...[on].flat(), 'open'].map((change) => `live:${change} from:body`).join(', ');
  const Element = as;
  return (
    <Element
      id={id}
      class={className}
      hx-get={source}
      hx-select={source && `#${id}`}
      hx-swap={source && 'outerHTML settle:0ms'}
      hx-trigger={source && triggers}
      hx-sync={source && replace ? 'this:replace' : undefined}
      {...attributes}
    >
      {children}
    </Element>
  );
}

/** The path a page follows a device through: the devices page's (admins) or the inbox's (agents may). */
export type LiveVia = 'devices' | 'inbox';

const socketPath = (via: LiveVia, deviceId: string) =>
  via === 'inbox' ? `/dashboard/inbox-live/${encodeURIComponent(deviceId)}` : `/dashboard/devices/${encodeURIComponent(deviceId)}/live`;

/** The watch sockets of the devices the page shows (at most 25, as a page lists no more). */
export function LiveSources({ devices, via = 'devices' }: { devices: readonly string[]; via?: LiveVia }) {
  return (
    <>
      {[...new Set(devices)].slice(0, 25).map((id) => (
        <div hidden hx-ext="ws" ws-connect={socketPath(via, id)} />
      ))}
    </>
  );
}
