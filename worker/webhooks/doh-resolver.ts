/**
 * Looking a webhook's host name up before an attempt, so that a name whose addresses are private
 * is refused as its literal address would be. A Worker has no DNS resolver of its own; this asks a
 * DNS-over-HTTPS service (its JSON API, as Cloudflare's 1.1.1.1 and Google's dns.google answer it).
 *
 * It narrows the door, it does not close it: the runtime's fetch resolves the name again, and a
 * name may answer differently the second time (DNS rebinding). docs/webhooks.md#webhook-urls says
 * what the platform itself refuses.
 */

/** The addresses a host name has now (IPv4 dotted, IPv6 text); an empty list when it has none. */
export type HostResolver = (hostname: string, signal: AbortSignal) => Promise<string[]>;

type DohAnswer = { Status?: unknown; Answer?: unknown };

const A = 1;
const AAAA = 28;

/** A resolver over the DNS-over-HTTPS JSON API at `endpoint`, requested with `fetcher`. */
export function dohResolver(endpoint: string, fetcher: typeof fetch): HostResolver {
  async function query(hostname: string, type: typeof A | typeof AAAA, signal: AbortSignal): Promise<string[]> {
    const url = new URL(endpoint);
    url.searchParams.set('name', hostname);
    url.searchParams.set('type', type === A ? 'A' : 'AAAA');
    const response = await fetcher(url.toString(), { headers: { Accept: 'application/dns-json' }, signal });
    if (!response.ok) throw new Error(`the DNS resolver answered HTTP ${response.status}`);
    const body = (await response.json()) as DohAnswer;
    // 0 NOERROR, 3 NXDOMAIN (no such name: no address); anything else is a failure to know.
    if (body.Status === 3) return [];
    if (body.Status !== 0) throw new Error(`the DNS resolver answered status ${String(body.Status)}`);
    if (!Array.isArray(body.Answer)) return [];
    return body.Answer.flatMap((record: unknown) =>
      isRecord(record) && record.type === type && typeof record.data === 'string' ? [record.data] : [],
    );
  }
  return async (hostname, signal) => {
    const [v4, v6] = await Promise.all([query(hostname, A, signal), query(hostname, AAAA, signal)]);
    return [...v4, ...v6];
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
