/**
 * The worker as the worker tests run it: the same app and objects, each device object given its
 * clock and its webhook fetch by the test harness (the production object takes the system's).
 */
import { DeviceObject as ProductionDeviceObject } from '../../worker/devices/device-object';
import { harnessFor } from './harness';

export { default } from '../../worker/app';
export { FleetObject } from '../../worker/nodes/fleet-object';

export class DeviceObject extends ProductionDeviceObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, harnessFor(ctx.id));
  }
}
