/**
 * What every RPC method of a device's object stands on: its parts (`device-parts.ts`), made when
 * the object wakes, and the check of who asks. The object (`device-object.ts`) makes one in its
 * constructor and hands it to each feature's class of RPC methods it is composed of
 * (`device-lifecycle-rpc.ts`, `device-team-rpc.ts`, `device-groups-rpc.ts`,
 * `device-message-rpc.ts`), whose methods it passes on (`passed-on.ts`).
 */
import type { SessionDevice } from '../../protocol';
import type { DeviceIdentity, DeviceState } from '../kernel/device-state';
import { newId } from '../shared/ids';
import { migrateJournal } from '../shared/journal-migrations';
import { type Caller, type Outcome, unknownDevice } from '../shared/outcome';
import { type DeviceDeps, type DeviceParts, deviceParts } from './device-parts';
import { adoptLegacySchema } from './legacy-migrations';
import migrations from './migrations/migrations.js';

/** The statuses that need a node holding the device; without one the device is DISCONNECTED. */
const LINKED_STATUSES = ['CONNECTING', 'QR', 'CONNECTED'] as const;

/** The device as `act` hands it to a feature's method: there for the caller, with its identity. */
export type KnownDevice = DeviceState & { info: DeviceIdentity };

export class DeviceCore {
  readonly p: DeviceParts;

  constructor(
    readonly ctx: DurableObjectState,
    readonly env: Env,
    deps: DeviceDeps,
  ) {
    this.p = deviceParts(ctx, env, deps);
    // An object reached by an id nobody created stays without tables (see DeviceStateStore.exists).
    if (this.p.state.exists()) {
      this.resume();
      this.noticeLostNode();
      // What an earlier instance left to do (D1 copies, deliveries) is under an alarm again.
      void this.p.alarms.rearm();
    }
  }

  /**
   * A new instance (after a restart or a deploy) may find its state saying CONNECTED while no node's
   * socket survived: the node's link closed with the old instance, and no close reached this one.
   * The device is DISCONNECTED then, and that change is an event like any other.
   */
  private noticeLostNode(): void {
    const s = this.p.state.get();
    if (!s.wanted || this.p.link.held() || !(LINKED_STATUSES as readonly string[]).includes(s.status)) return;
    this.p.lifecycle.apply({ status: 'DISCONNECTED', reason: 'session-node-gone' }, newId('evt'), this.p.clock.now());
    void this.ctx.blockConcurrencyWhile(() => this.p.followUp.run());
  }

  /** Brings the object's SQLite to the code's version (once per object and version) and takes up what an earlier instance left. */
  resume(): void {
    // A start of an object already up to date writes no schema.
    migrateJournal(this.ctx.storage, migrations, adoptLegacySchema);
    // Sends an earlier instance left unanswered past the hard limit end FAILED now (younger ones wait for the alarm).
    this.p.messages.wake();
  }

  /** The device's state when it exists for `caller`, else null (another workspace's device is unknown too). */
  guard(caller: Caller): DeviceState | null {
    if (!this.p.state.exists()) return null;
    const s = this.p.state.get();
    if (!s.info || (caller !== null && s.info.workspaceId !== caller)) return null;
    return s;
  }

  /** The answer for a device that is not there for the caller: 404. */
  unknown(): Outcome<never> {
    return unknownDevice(this.ctx.id.name ?? '');
  }

  sessionDevice(s: KnownDevice): SessionDevice {
    return { id: s.info.id, name: s.info.name, sessionId: s.sessionId };
  }

  /**
   * A feature's method run for `caller` on the device (404 when it is not there for the caller),
   * then followed up: what it made due started, its D1 copies written and the alarm set.
   */
  async act<T>(caller: Caller, action: (device: KnownDevice) => Outcome<T> | Promise<Outcome<T>>): Promise<Outcome<T>> {
    const s = this.guard(caller);
    if (!s?.info) return this.unknown();
    const outcome = await action({ ...s, info: s.info });
    await this.p.followUp.run();
    return outcome;
  }

  /**
   * A read answered as the object's SQLite stands, without `act`'s follow-up: that writes every
   * pending D1 copy before answering, and while a campaign sends there always are some (its sends'
   * records, coalesced for up to a second), so a progress read waited for a D1 write (76–152 ms at
   * p95 in the scale bench, 8 ms with the object idle).
   */
  look<T>(caller: Caller, read: (info: DeviceIdentity) => Outcome<T>): Outcome<T> {
    const s = this.guard(caller);
    return s?.info ? read(s.info) : this.unknown();
  }
}
