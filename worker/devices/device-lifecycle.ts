/**
 * A device's status machine: creation, the statuses its session reports (or the loss of the node's
 * link), logout and relinking. Each change and the `device.status` event that reports it are one
 * storage transaction, which also queues the D1 copy; nothing here waits for D1.
 */
import type { RetryEvent, StatusEvent } from '../../protocol';
import type { OutboxEvents } from '../events/outbox';
import { MIRRORED } from '../kernel/device-mirror';
import { type DeviceIdentity, type DeviceState, type DeviceStateStore, type StatusEvents, viewOf } from '../kernel/device-state';
import type { LoginStore } from '../kernel/login-store';
import type { SessionEvents } from '../kernel/session-events';
import type { WatchEvents } from '../kernel/watchers';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { newId } from '../shared/ids';

export class DeviceLifecycle {
  constructor(
    private readonly state: DeviceStateStore,
    private readonly login: LoginStore,
    private readonly mirror: D1Mirror,
    private readonly events: Subscriber<SessionEvents> & Emitter<StatusEvents & OutboxEvents & WatchEvents>,
  ) {
    events.on('reported.status', ({ data, context }) => this.apply(data, context.key, context.now));
    events.on('reported.retry', ({ data }) => this.retrying(data));
  }

  /** A new device: linking starts at once, under a new sessionId. */
  create(info: DeviceIdentity, now: number): void {
    this.changed(() => {
      this.state.update({ info, status: 'CONNECTING', wanted: true, sessionId: newId('ses'), updatedAt: now });
      this.mirrored(true);
    });
  }

  /** A status from the session (`key` is its report's), or the node's link lost. */
  apply(event: StatusEvent, key: string, now: number): void {
    this.changed(() => {
      const before = this.state.get();
      if ((!before.wanted && event.status !== 'LOGGED_OUT') || (before.status === 'LOGGED_OUT' && event.status === 'LOGGED_OUT')) return;
      if (event.status === 'LOGGED_OUT') {
        this.loggedOut(event.reason ?? 'logged-out', key, now);
        return;
      }
      const changed = event.status !== before.status;
      const after = this.state.update({
        status: event.status,
        qr: event.status === 'QR' ? (event.qr ?? before.qr) : null,
        pairingCode: event.status === 'CONNECTED' ? null : before.pairingCode,
        phoneNumber: event.phoneNumber ?? before.phoneNumber,
        reason: event.reason ?? null,
        // A new status, or a new reason, starts the count of failed attempts again.
        ...(changed || event.reason !== before.reason ? { retryAt: null, failedAttempts: 0 } : {}),
        ...(changed ? { updatedAt: now } : {}),
        // A new login (a scan, a pairing code) or another number: the number's age starts again.
        ...(event.status === 'CONNECTED' && (event.newLogin || (event.phoneNumber && event.phoneNumber !== before.phoneNumber))
          ? { linkedAt: now }
          : {}),
      });
      if (changed || after.phoneNumber !== before.phoneNumber) this.mirrored(false);
      this.reported(before, after, key, now);
    });
  }

  /** A connection attempt failed and the session waits until `retryAt`; no event, the status stays. */
  retrying(event: RetryEvent): void {
    this.changed(() => {
      if (this.state.get().status !== 'DISCONNECTED') return;
      this.state.update({ retryAt: event.retryAt, failedAttempts: event.attempt });
    });
  }

  /** Unlinked (by the operator, or by the messaging server): the login is erased and no node may hold the device. */
  loggedOut(reason: string, key: string = newId('evt'), now = Date.now()): void {
    this.changed(() => {
      const before = this.state.get();
      this.login.erase();
      const after = this.state.update({ status: 'LOGGED_OUT', wanted: false, qr: null, pairingCode: null, reason, updatedAt: now });
      this.mirrored(before.wanted);
      this.reported(before, after, key, now);
    });
  }

  /** Starts linking again after a logout, under a new sessionId; false when the device was not logged out. */
  relink(now: number): boolean {
    return this.changed(() => {
      const before = this.state.get();
      if (before.wanted && before.status !== 'LOGGED_OUT') return false;
      const after = this.state.update({
        wanted: true,
        status: 'CONNECTING',
        reason: null,
        qr: null,
        sessionId: newId('ses'),
        updatedAt: now,
      });
      this.mirrored(true);
      this.reported(before, after, newId('evt'), now);
      return true;
    });
  }

  /** Runs a change in one transaction; afterwards, whoever watches the device sees it as it now is. */
  private changed<T>(change: () => T): T {
    const before = this.state.get();
    const result = this.state.transaction(change);
    const after = this.state.get();
    if (after !== before && after.info) this.events.emit('device.changed', { device: viewOf(after) });
    return result;
  }

  /** Remembers a pairing code handed out, until the device links. */
  pairingCode(code: string): void {
    this.state.update({ pairingCode: code });
  }

  private reported(before: DeviceState, after: DeviceState, key: string, now: number): void {
    if (after.status === before.status) return;
    const info = after.info;
    if (!info) return;
    const device = { id: info.id, name: info.name, sessionId: after.sessionId };
    const data = { status: after.status, previousStatus: before.status, reason: after.reason, phoneNumber: after.phoneNumber };
    this.events.emit('device.status', { device, data, key, at: now, now });
    this.events.emit('status.changed', { previous: before.status, status: after.status, reason: after.reason, at: now });
  }

  /** Queues the device's D1 row, and a fleet refresh when `wanted` changed. */
  private mirrored(wantedChanged: boolean): void {
    const id = this.state.get().info?.id;
    if (!id) return;
    this.mirror.mark(MIRRORED.device, id);
    if (wantedChanged) this.mirror.mark(MIRRORED.fleet, 'refresh');
  }
}
