/**
 * The worker as the worker tests run it: the same app and objects, each device object given its
 * clock and its webhook fetch by the test harness (the production object takes the system's).
 * `DeployedWorker` is the same app with the configuration `npm run deploy` writes, for the tests
 * of what differs behind Cloudflare's edge (whose address the worker believes).
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import app from '../../worker/app';
import { DeviceObject as ProductionDeviceObject } from '../../worker/devices/device-object';
import { TeamsObject as ProductionTeamsObject } from '../../worker/teams/teams-object';
import { harnessFor } from './harness';

export { default } from '../../worker/app';
export { FleetObject } from '../../worker/nodes/fleet-object';

export class DeviceObject extends ProductionDeviceObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, harnessFor(ctx.id));
  }
}

export class TeamsObject extends ProductionTeamsObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, { clock: harnessFor(ctx.id).clock });
  }
}

export class DeployedWorker extends WorkerEntrypoint<Env> {
  override async fetch(request: Request): Promise<Response> {
    return app.fetch(request, { ...this.env, LOCAL_DEV: 'false' }, this.ctx);
  }
}
