/**
 * Which TCP probes a failed attempt may make (`tcp-probe.ts`), and how often. A probe tells whether
 * a port accepts connections, and the owner of a webhook chooses its host and port and can press
 * "Send test event" at will: unbounded, that is a port scanner of any public host. So a probe goes
 * only to the usual web ports (any port while the worker runs locally, where receivers listen on
 * random ones), and each host and port is probed at most once a minute per device: a repeated
 * failure is named from the last probe's finding.
 */
import type { ProbeResult, TcpProbe } from './attempt-error';

/** The ports a receiver usually listens on; another port's failure keeps its ambiguous name. */
export const PROBE_PORTS: readonly number[] = [80, 443, 8080, 8443];
/** How long a probe's finding is reused for the same host and port. */
export const PROBE_REUSE_MS = 60_000;
/** Findings kept at most (a device has a few webhooks; this only bounds memory). */
const KEPT = 256;

export const mayProbe = (port: number, localDev: boolean) => localDev || PROBE_PORTS.includes(port);

/**
 * A probe that probes each `host:port` at most once per `PROBE_REUSE_MS` (on `now`, the object's
 * clock), answering again with that finding meanwhile; a probe still running is shared.
 */
export function reusedProbe(probe: TcpProbe, now: () => number): TcpProbe {
  const found = new Map<string, { at: number; result: Promise<ProbeResult> }>();
  return (hostname, port) => {
    const key = `${hostname}:${port}`;
    const at = now();
    const kept = found.get(key);
    if (kept && at - kept.at < PROBE_REUSE_MS) return kept.result;
    for (const [k, v] of found) if (at - v.at >= PROBE_REUSE_MS || found.size >= KEPT) found.delete(k);
    const result = probe(hostname, port);
    found.set(key, { at, result });
    return result;
  };
}
