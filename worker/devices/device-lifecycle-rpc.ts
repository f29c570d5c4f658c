/**
 * The RPC methods of a device's object for its life: created, linked (a pairing code, a reconnect
 * now), logged out, linked again, and deleted with all it owned. Each is given the caller's
 * workspace (null for the operator); the object (`device-object.ts`) passes its methods of these
 * names on here (`passed-on.ts`): this class's prototype holds only them.
 */
import { eq } from 'drizzle-orm';
import { errorMessage, RpcError } from '../../protocol';
import { messageTranscripts } from '../assistant/tables';
import { broadcasts } from '../broadcasts/tables';
import { conversations } from '../inbox/tables';
import { type DeviceView, viewOf } from '../kernel/device-state';
import { devices } from '../kernel/tables';
import { deleteDeviceMedia } from '../media/media';
import { messages } from '../messages/tables';
import { fleetStub } from '../nodes/fleet';
import { newId } from '../shared/ids';
import type { Caller, Outcome } from '../shared/outcome';
import { deleteDeviceWebhooks } from '../webhooks/webhooks';
import type { DeviceCore } from './device-core';
import type { DeviceParts } from './device-parts';

export class DeviceLifecycleRpc {
  private readonly p: DeviceParts;

  constructor(private readonly core: DeviceCore) {
    this.p = core.p;
  }

  /** Called once, when the device is created: linking starts at once. */
  async create(info: { id: string; workspaceId: string; name: string }): Promise<DeviceView> {
    if (!this.p.state.exists()) {
      this.core.resume();
      this.p.lifecycle.create({ ...info, createdAt: this.p.clock.now() }, this.p.clock.now());
      await this.p.followUp.run();
    }
    return viewOf(this.p.state.get());
  }

  async view(caller: Caller): Promise<Outcome<DeviceView>> {
    const s = this.core.guard(caller);
    if (!s) return this.core.unknown();
    return { ok: true, value: viewOf(s) };
  }

  async requestPairingCode(caller: Caller, phoneNumber: string): Promise<Outcome<{ code: string }>> {
    const s = this.core.guard(caller);
    if (!s) return this.core.unknown();
    if (s.status === 'CONNECTED') return { ok: false, status: 409, message: 'device is already linked' };
    if (!s.wanted) return { ok: false, status: 409, message: 'device is logged out; call connect first' };
    if (!this.p.link.held())
      return { ok: false, status: 409, message: 'no session-node holds this device yet; try again in a few seconds' };
    try {
      const { code } = await this.p.link.node.call('pairingCode', { phoneNumber }, 30_000);
      this.p.lifecycle.pairingCode(code);
      return { ok: true, value: { code } };
    } catch (error) {
      return { ok: false, status: error instanceof RpcError && error.code === 'timeout' ? 504 : 502, message: errorMessage(error) };
    }
  }

  /** Asks the session to try connecting now rather than at the end of its wait (the dashboard's "Try again now"). */
  async reconnectNow(caller: Caller): Promise<Outcome<DeviceView>> {
    const s = this.core.guard(caller);
    if (!s) return this.core.unknown();
    if (s.status === 'CONNECTED') return { ok: false, status: 409, message: 'device is already connected' };
    if (!s.wanted) return { ok: false, status: 409, message: 'device is logged out; call connect first' };
    if (!this.p.link.held())
      return { ok: false, status: 409, message: 'no session-node holds this device yet; try again in a few seconds' };
    try {
      await this.p.link.node.call('reconnect', {}, 10_000);
    } catch (error) {
      return { ok: false, status: error instanceof RpcError && error.code === 'timeout' ? 504 : 502, message: errorMessage(error) };
    }
    return { ok: true, value: viewOf(this.p.state.get()) };
  }

  /** Unlinks the device: the session logs out, the login is erased, no node holds it any more. */
  async logout(caller: Caller): Promise<Outcome<DeviceView>> {
    if (!this.core.guard(caller)) return this.core.unknown();
    if (this.p.link.held()) {
      await this.p.link.node.call('logout', {}, 10_000).catch(() => {
        // Best effort: the login is erased below whatever the messaging server said.
      });
    }
    this.p.lifecycle.loggedOut('logout', newId('evt'), this.p.clock.now());
    this.p.link.release('logged out');
    await this.p.followUp.run();
    return { ok: true, value: viewOf(this.p.state.get()) };
  }

  /** Starts linking again after a logout; a new sessionId is issued. */
  async relink(caller: Caller): Promise<Outcome<DeviceView>> {
    if (!this.core.guard(caller)) return this.core.unknown();
    if (this.p.lifecycle.relink(this.p.clock.now())) await this.p.followUp.run();
    return { ok: true, value: viewOf(this.p.state.get()) };
  }

  /**
   * Removes the device and all it owned: its session, its D1 rows (device, webhooks, delivery
   * history, message records, conversations, broadcasts, voice notes' transcripts), its media, and
   * then itself with its events. The request log keeps its entries: they are the API keys' history.
   */
  async destroy(caller: Caller): Promise<Outcome<null>> {
    const s = this.core.guard(caller);
    if (!s?.info) return this.core.unknown();
    const { id } = s.info;
    this.p.link.release('device deleted');
    this.p.watchers.closeAll('device deleted');
    const db = this.p.db;
    try {
      await db.batch([
        db.delete(devices).where(eq(devices.id, id)),
        ...deleteDeviceWebhooks(db, id),
        db.delete(broadcasts).where(eq(broadcasts.deviceId, id)),
        db.delete(messages).where(eq(messages.deviceId, id)),
        db.delete(conversations).where(eq(conversations.deviceId, id)),
        db.delete(messageTranscripts).where(eq(messageTranscripts.deviceId, id)),
      ]);
      await deleteDeviceMedia(this.core.env.MEDIA, id);
    } catch (error) {
      console.error(`deleting device ${id} failed`, error);
      return { ok: false, status: 503, message: 'the device could not be deleted completely; try again' };
    }
    await this.core.ctx.storage.deleteAlarm();
    await this.core.ctx.storage.deleteAll();
    this.p.state.forget();
    this.p.dispatcher.forget();
    await fleetStub(this.core.env).refresh();
    return { ok: true, value: null };
  }
}
