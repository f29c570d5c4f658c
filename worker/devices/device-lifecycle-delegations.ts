/**
 * The root of a device's object (`device-object.ts`): the Durable Object made with its
 * `DeviceCore` (its parts and the check of who asks), which every feature's RPC methods stand on,
 * and the RPC methods of the device's life, each passed on to `DeviceLifecycleRpc`
 * (`device-lifecycle-rpc.ts`). The features' classes that pass on the object's other RPC methods
 * extend this one (the chain is told in `device-object.ts`).
 */
import { DurableObject } from 'cloudflare:workers';
import { DeviceCore } from './device-core';
import { DeviceLifecycleRpc } from './device-lifecycle-rpc';
import { type DeviceDeps, type DeviceParts, systemDeps } from './device-parts';

/** The arguments of one of the feature's RPC methods, which the object's method of that name passes on. */
type Life<K extends keyof DeviceLifecycleRpc> = Parameters<DeviceLifecycleRpc[K]>;

export class DeviceLifecycleDelegations extends DurableObject<Env> {
  protected readonly core: DeviceCore;
  protected readonly p: DeviceParts;
  private readonly lifecycleRpc: DeviceLifecycleRpc;

  constructor(ctx: DurableObjectState, env: Env, deps: DeviceDeps = systemDeps()) {
    super(ctx, env);
    this.core = new DeviceCore(ctx, env, deps);
    this.p = this.core.p;
    this.lifecycleRpc = new DeviceLifecycleRpc(this.core);
  }

  create(...a: Life<'create'>) {
    return this.lifecycleRpc.create(...a);
  }
  view(...a: Life<'view'>) {
    return this.lifecycleRpc.view(...a);
  }
  requestPairingCode(...a: Life<'requestPairingCode'>) {
    return this.lifecycleRpc.requestPairingCode(...a);
  }
  reconnectNow(...a: Life<'reconnectNow'>) {
    return this.lifecycleRpc.reconnectNow(...a);
  }
  logout(...a: Life<'logout'>) {
    return this.lifecycleRpc.logout(...a);
  }
  relink(...a: Life<'relink'>) {
    return this.lifecycleRpc.relink(...a);
  }
  destroy(...a: Life<'destroy'>) {
    return this.lifecycleRpc.destroy(...a);
  }
}
