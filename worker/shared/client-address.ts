/**
 * The address a request came from, for throttling sign-ins by source. Every reader of the client's
 * address goes through `clientAddress`.
 *
 * Behind Cloudflare's edge (deployed), the edge sets `CF-Connecting-IP` to the address that
 * connected and replaces any value a client sent, so it can be trusted there. Under `wrangler dev`
 * it cannot: Miniflare keeps a `CF-Connecting-IP` the client sent and only fills it in when it is
 * missing, and `request.cf` is there too (a copy of the developer's own, with a real colo), so
 * neither tells the two apart. The deploy configuration does: `npm run deploy` writes
 * `LOCAL_DEV = "false"`, and the repository's `wrangler.toml` (what `wrangler dev` and `npm start`
 * run) says `"true"`. Anything but `"false"` counts as local, where every request is one address:
 * the machine's own.
 */
/** What every request counts as while the worker is not behind the edge. */
export const LOCAL_ADDRESS = 'local';

/** Whether the worker runs behind Cloudflare's edge: deployed by `npm run deploy` (`LOCAL_DEV = "false"`). */
export function behindCloudflareEdge(vars: { LOCAL_DEV?: string }): boolean {
  return vars.LOCAL_DEV === 'false';
}

/** The client's address as the edge saw it, deployed; `local` otherwise (a header sent there is not believed). */
export function addressOf(request: Request, vars: { LOCAL_DEV?: string }): string {
  if (!behindCloudflareEdge(vars)) return LOCAL_ADDRESS;
  // The edge always sets it; a request without one did not come through the edge.
  const address = request.headers.get('CF-Connecting-IP')?.trim().slice(0, 64) || 'unknown';
  return address.includes(':') ? ipv6Network(address) : address;
}

/**
 * An IPv6 address's /64, the block one subscriber is routed (counting each address of it apart
 * would give one client 2^64 fresh budgets): `2001:db8:1:2::/64`. Kept as written when it is not
 * an address this reads (an IPv4-mapped one, say).
 */
export function ipv6Network(address: string): string {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2 || address.includes('.')) return address;
  const [head = '', tail = ''] = halves;
  const headGroups = head ? head.split(':') : [];
  const tailGroups = halves.length === 2 && tail ? tail.split(':') : [];
  const zeros = halves.length === 2 ? 8 - headGroups.length - tailGroups.length : 0;
  if (zeros < 0) return address;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The address of the request `c` handles, by the worker's own configuration. */
export function clientAddress(c: { req: { raw: Request }; env: { LOCAL_DEV?: string } }): string {
  return addressOf(c.req.raw, c.env);
}
