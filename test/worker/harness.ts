/**
 * What the tests hand each device object instead of the real clock and network (see entry.ts):
 * a clock that follows real time until a test freezes it and then moves only when the test steps
 * it, and a fetch that a test can answer itself. One per device id, so a new instance of the same
 * object (after an eviction) keeps the time and the receiving end it had.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { systemTimer } from '../../protocol';
import type { DeviceDeps } from '../../worker/devices/device-object';
import type { Clock } from '../../worker/shared/time';
import type { ProbeResult, TcpProbe } from '../../worker/webhooks/attempt-error';
import { tcpProbe } from '../../worker/webhooks/tcp-probe';

type Pending = { at: number; seq: number; fn: () => void };

export class TestClock implements Clock {
  private frozenAt: number | null = null;
  private pending: Pending[] = [];
  private seq = 0;

  now(): number {
    return this.frozenAt ?? Date.now();
  }

  readonly after = (ms: number, fn: () => void): (() => void) => {
    if (this.frozenAt === null) return systemTimer(ms, fn);
    const entry = { at: this.frozenAt + ms, seq: this.seq++, fn };
    this.pending.push(entry);
    return () => {
      this.pending = this.pending.filter((p) => p !== entry);
    };
  };

  /** From now on, time moves only through `advance`. */
  freeze(at = Date.now()): void {
    this.frozenAt = at;
  }

  /**
   * Moves frozen time forward, running every timer that falls due, in order. Timers belong to the
   * object that set them: call this inside it (`advanceClock`), not from the test's own context.
   */
  advance(ms: number): void {
    if (this.frozenAt === null) throw new Error('freeze the clock first');
    const until = this.frozenAt + ms;
    for (;;) {
      const next = this.pending.filter((p) => p.at <= until).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.pending = this.pending.filter((p) => p !== next);
      this.frozenAt = next.at;
      next.fn();
    }
    this.frozenAt = until;
  }
}

export type Answer = Response | 'hang' | 'refuse';
export type Sent = { url: string; headers: Record<string, string>; body: string; at: number };

/** The webhook endpoints as a device object reaches them: recorded, and answered as the test says (or for real). */
export class TestFetch {
  readonly got: Sent[] = [];
  inFlight = 0;
  /** Null: requests go out for real. */
  answer: ((request: Sent, n: number) => Answer | Promise<Response>) | null = null;

  /**
   * What a TCP connection to the receiver finds after a failed attempt, while the test answers (else
   * a real probe); a function answers when the test says.
   */
  reachable: ProbeResult | (() => Promise<ProbeResult>) = 'refused';
  /** `host:port` of every probe made while the test answers. */
  readonly probed: string[] = [];

  constructor(private readonly clock: TestClock) {}

  readonly probe: TcpProbe = (hostname, port) => {
    if (!this.answer) return tcpProbe(hostname, port);
    this.probed.push(`${hostname}:${port}`);
    return typeof this.reachable === 'function' ? this.reachable() : Promise.resolve(this.reachable);
  };

  readonly fetch: typeof fetch = async (input, init) => {
    if (!this.answer) return fetch(input, init);
    const request = {
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: String(init?.body),
      at: this.clock.now(),
    };
    this.got.push(request);
    const answer = this.answer(request, this.got.length);
    this.inFlight++;
    try {
      // What workerd's fetch throws for a refused connection (and for a reset one: `probe` tells them apart).
      if (answer === 'refuse') throw new Error('Network connection lost.');
      if (answer === 'hang') {
        return await new Promise<Response>((_, reject) => {
          const signal = init?.signal;
          signal?.addEventListener('abort', () => reject(signal.reason));
        });
      }
      return await answer;
    } finally {
      this.inFlight--;
    }
  };
}

export type DeviceHarness = DeviceDeps & { clock: TestClock; webhooks: TestFetch };

const registry = new Map<string, DeviceHarness>();

export function harnessFor(id: DurableObjectId): DeviceHarness {
  const key = id.toString();
  let harness = registry.get(key);
  if (!harness) {
    const clock = new TestClock();
    const webhooks = new TestFetch(clock);
    harness = { clock, webhooks, fetch: webhooks.fetch, probe: webhooks.probe };
    registry.set(key, harness);
  }
  return harness;
}

/** The harness of a device's object (made now if the object has not started yet). */
export function deviceHarness(deviceId: string): DeviceHarness {
  return harnessFor(env.DEVICE.idFromName(deviceId));
}

/** Moves a device object's frozen clock forward, inside the object (where its timers belong). */
export async function advanceClock(deviceId: string, ms: number): Promise<void> {
  const harness = deviceHarness(deviceId);
  await runInDurableObject(env.DEVICE.get(env.DEVICE.idFromName(deviceId)), () => harness.clock.advance(ms));
}

/**
 * Waits until every request a device's webhooks got has its attempt written: an answered request's
 * outcome is written a moment after the answer (with the others of that moment), and what a test
 * reads next (a delivery's status, its retry's time, the D1 copies) follows from it. For webhooks
 * whose every attempt reaches the endpoint (the test's `answer`).
 */
export async function webhooksSettled(deviceId: string): Promise<void> {
  const harness = deviceHarness(deviceId);
  const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
  await expect
    .poll(async () => {
      if (harness.webhooks.inFlight > 0) return false;
      const got = harness.webhooks.got.length;
      return runInDurableObject(stub, (_instance, state) => state.storage.sql.exec('SELECT COUNT(*) AS n FROM attempts').one().n === got);
    })
    .toBe(true);
}
