/**
 * What `/health` checks: D1 with the cheapest query there is, and the fleet's count of linked
 * session-nodes; each bounded in time, so a check that hangs is reported as down instead of
 * holding the load balancer's request. The verdict is a pure function of the two.
 */
import { fleetStub } from '../nodes/fleet';

/** A check that has not answered in this time counts as failed. */
export const CHECK_TIMEOUT_MS = 3000;

export type Check = { ok: boolean; ms: number; error?: 'timed out' | 'unreachable' };
export type Status = 'ok' | 'degraded' | 'down';

async function timed<T>(what: string, run: () => Promise<T>): Promise<{ check: Check; value?: T }> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    const value = await Promise.race([run(), timeout]);
    return { check: { ok: true, ms: Date.now() - started }, value };
  } catch (error) {
    // The cause goes to the operator's log; an unauthenticated caller only learns that it failed.
    console.error(`health: ${what} failed`, error);
    const timedOut = error instanceof Error && error.message.startsWith('timed out');
    return { check: { ok: false, ms: Date.now() - started, error: timedOut ? 'timed out' : 'unreachable' } };
  } finally {
    clearTimeout(timer);
  }
}

export function checkD1(d1: D1Database): Promise<Check> {
  return timed('D1', () => d1.prepare('SELECT 1').first()).then((r) => r.check);
}

export async function checkNodes(env: Pick<Env, 'FLEET'>): Promise<Check & { connected: number }> {
  const { check, value } = await timed('the fleet', () => fleetStub(env).nodeCount());
  return { ...check, connected: value ?? 0 };
}

/**
 * Down without D1 (nothing works: keys, devices, records all live there); degraded without a
 * session-node (the interface answers, but sends get 409 until one links); ok with both.
 */
export function verdict(d1: Check, nodes: Check & { connected: number }): Status {
  if (!d1.ok) return 'down';
  return nodes.ok && nodes.connected > 0 ? 'ok' : 'degraded';
}
