/**
 * Drives a device's broadcasts on the object's frozen clock: what the node was asked to send (and
 * when, on that clock), the object's alarm stepped as the platform would fire it, and the campaign
 * read back through the management interface.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { SendParams } from '../../../protocol';
import { advanceClock, deviceHarness } from '../harness';
import { admin, connectedDevice, type FakeNode, mirrored, type Setup } from '../helpers';

export type Sent = { to: string; text: string; messageId: string; at: number };
export type Detail = {
  id: string;
  status: string;
  pausedReason: string | null;
  counts: Record<string, number>;
  failures: { reason: string; count: number }[];
  audience: {
    badRows: { line: number | null; ref: string; reason: string }[];
    badRowCount: number;
    duplicates: unknown[];
    duplicateCount: number;
  };
  pace: { paceMinMs: number; paceMaxMs: number; dailyCap: number; startedToday: number };
};
export type RecipientRow = {
  position: number;
  phone: string;
  status: string;
  reason: string | null;
  attempts: number;
  messageId: string | null;
  recordId: string | null;
};

/** 08:00 in Jakarta on a day far ahead of the real clock, so the platform never fires the alarm by itself. */
export const T0 = Date.UTC(2031, 0, 1, 1, 0, 0);

export class Driver {
  readonly sent: Sent[] = [];
  /** What the node does with a send (answers with the object's id by default). */
  answer: (params: SendParams) => ReturnType<FakeNode['onSend']> = (params) => ({ messageId: params.messageId ?? 'none' });

  constructor(
    readonly s: Setup & { node: FakeNode },
    node: FakeNode = s.node,
  ) {
    this.attach(node);
  }

  static async start(): Promise<Driver> {
    const s = await connectedDevice();
    deviceHarness(s.deviceId).clock.freeze(T0);
    // The sends here get no delivery receipt unless a test gives one: the delivery watchdog waits a day,
    // so that stepping to the next alarm steps the campaign (test/worker/messages/delivery-watch.test.ts watches it).
    expect((await admin('PATCH', `/devices/${s.deviceId}`, { undeliveredAfterMinutes: 1440 })).status).toBe(200);
    return new Driver(s);
  }

  /** A (new) node link answers sends through this driver. */
  attach(node: FakeNode): void {
    node.onSend = (params) => {
      const text = params.content.kind === 'text' ? params.content.text : params.content.kind === 'interactive' ? params.content.body : '';
      this.sent.push({ to: params.to ?? '', text, messageId: params.messageId ?? '', at: this.now() });
      return this.answer(params);
    };
  }

  get stub() {
    return env.DEVICE.get(env.DEVICE.idFromName(this.s.deviceId));
  }

  now(): number {
    return deviceHarness(this.s.deviceId).clock.now();
  }

  async pace(paceMinMs: number, paceMaxMs: number, dailyCap = 500): Promise<void> {
    const res = await admin('PUT', `/devices/${this.s.deviceId}/broadcast-pace`, { paceMinMs, paceMaxMs, dailyCap });
    expect(res.status).toBe(200);
  }

  async create(body: Record<string, unknown>): Promise<{ status: number; body: Detail & Record<string, unknown> }> {
    return admin<Detail & Record<string, unknown>>('POST', `/workspaces/${this.s.workspaceId}/broadcasts`, {
      deviceId: this.s.deviceId,
      name: 'Promo',
      ...body,
    });
  }

  async csv(csv: string, text: string): Promise<Detail> {
    const res = await this.create({ message: { type: 'text', text }, audience: { type: 'csv', csv } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async get(id: string): Promise<Detail> {
    const res = await admin<Detail>('GET', `/broadcasts/${id}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  async recipients(id: string): Promise<RecipientRow[]> {
    const res = await admin<{ items: RecipientRow[] }>('GET', `/broadcasts/${id}/recipients?limit=500`);
    expect(res.status).toBe(200);
    return res.body.items;
  }

  /**
   * The object's alarm once it is set for what its parts wait for (a change is followed by the
   * alarm's re-arming a moment later, as the D1 copies it waits for are written), or null.
   */
  async alarm(): Promise<number | null> {
    let at: number | null = null;
    await expect
      .poll(() =>
        runInDurableObject(this.stub, async (instance, state) => {
          const parts = Reflect.get(Reflect.get(Reflect.get(instance, 'p'), 'alarms'), 'parts') as { nextWake(): number | null }[];
          const wakes = parts.map((p) => p.nextWake()).filter((t): t is number => t !== null);
          const due = wakes.length === 0 ? null : Math.min(...wakes);
          at = await state.storage.getAlarm();
          return due === at;
        }),
      )
      .toBe(true);
    return at;
  }

  /** Waits until no broadcast send is running or awaiting its answer. */
  async idle(): Promise<void> {
    await expect
      .poll(() =>
        runInDurableObject(this.stub, (instance) => {
          const runner = Reflect.get(Reflect.get(Reflect.get(instance, 'p'), 'broadcasts'), 'runner');
          return Reflect.get(runner, 'running') === null;
        }),
      )
      .toBe(true);
  }

  /**
   * Moves the clock to the alarm (or `ms` on) and runs it, then waits for what it started (unless
   * `settle` is false: a send the node leaves unanswered never settles on a frozen clock).
   */
  async step(ms?: number, settle = true): Promise<void> {
    await this.idle();
    const at = await this.alarm();
    const by = ms ?? (at === null ? 0 : Math.max(0, at - this.now()));
    await advanceClock(this.s.deviceId, by);
    await runDurableObjectAlarm(this.stub);
    if (settle) await this.idle();
  }

  /** Steps the alarm until `n` messages went out (at most `limit` steps). */
  async until(n: number, limit = 200): Promise<void> {
    for (let i = 0; i < limit && this.sent.length < n; i++) await this.step();
    expect(this.sent.length).toBe(n);
  }

  async mirrored(): Promise<void> {
    await mirrored(this.s.deviceId);
  }
}
